/**
 * Where links open (decision 083), in Chromium told it is somewhere else: KakaoTalk's in-app browser
 * (its user agent, no service worker, no Notification or PushManager, as KakaoTalk's WebView has
 * them), NAVER's on an iPhone, iPhone Safari, and the iPhone home-screen app. Reading pages never
 * bounce; the settings' 알림 offers the way out; the home-screen guide shows once.
 */
import { expect, test, type Page } from './fixtures/test.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { apiSignIn, bearer } from './api.ts';
import { seriousViolations } from './axe.ts';
import { phone } from './fixtures/push-devices.ts';
import { hangang, matchWithLineups } from './fixtures/match-with-lineups.ts';
import { DevSignInPage } from './pages/dev-sign-in.page.ts';
import { LoginPage } from './pages/login.page.ts';
import { nextSeoulSunday, SchedulesPage } from './pages/schedules.ts';
import { ShellPage } from './pages/shell.page.ts';
import { signInAs, signInOnScreen } from './pages/sign-in.ts';

const agents = {
  kakaoAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-S918N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko)' +
    ' Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36;KAKAOTALK 2410420',
  naverIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 NAVER(inapp; search; 2000; 12.1.10; 15PRO)',
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
};

const admin = seedPerson('kim-minjun');
const member = seedPerson('lee-seojun');
const openElsewhere = '다른 브라우저로 열기';

/** What an in-app browser (and iPhone Safari's tab) lacks: notifications and the Push API. */
async function withoutPush(page: Page) {
  await page.context().addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.Notification;
    delete w.PushManager;
  });
}

/** A page shown: the top bar's or the page's own title. */
const shown = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

test.describe("KakaoTalk's in-app browser", () => {
  test.use({ ...phone, userAgent: agents.kakaoAndroid, serviceWorkers: 'block' });

  test('signs in there, leaves every reading page where it is, and offers openExternal with the full address only for notifications', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await withoutPush(page);
    const matchId = await matchWithLineups(request, `카톡 경기 ${Date.now() % 100000}`);
    const adminToken = await apiSignIn(request, admin.id);
    const share = await request.post(`/api/v1/matches/${matchId}/share`, { headers: bearer(adminToken) });
    const { token } = (await share.json()).data as { token: string };
    const invite = await request.post(`/api/v1/teams/${hangang.id}/invite-codes`, { headers: bearer(adminToken), data: { expiresInDays: 7, maxUses: null } });
    const code = (await invite.json()).data.code as string;

    // Kakao's own sign-in is the easy way in here: the screens work.
    await signInOnScreen(page, member.name);

    for (const path of [
      `/teams/${hangang.id}`,
      `/teams/${hangang.id}/notices`,
      `/teams/${hangang.id}/schedules?date=${nextSeoulSunday()}`,
      `/matches/${matchId}`,
      `/live/${token}`,
      `/teams/join?code=${code}`,
    ]) {
      await page.goto(path);
      await shown(page);
      expect(new URL(page.url()).pathname + new URL(page.url()).search, 'a reading page never bounces').toBe(path);
      await expect(page.getByText(openElsewhere), path).toHaveCount(0);
    }

    await page.goto(`/teams/${hangang.id}/schedules?date=${nextSeoulSunday()}`);
    const dialog = await new ShellPage(page).openSettings();
    await expect(dialog.getByText('카카오톡 안의 브라우저에서는 알림을 받을 수 없습니다.', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('switch', { name: '이 기기에서 알림 받기' })).toHaveCount(0);
    const out = dialog.getByRole('link', { name: openElsewhere });
    await expect(out).toHaveAttribute('href', `kakaotalk://web/openExternal?url=${encodeURIComponent(page.url())}`);
    expect(page.url()).toContain(`/schedules?date=${nextSeoulSunday()}`);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("NAVER's in-app browser on an iPhone", () => {
  test.use({ ...phone, userAgent: agents.naverIos, serviceWorkers: 'block' });

  test('copies the page’s link and shows NAVER’s steps to open it elsewhere', async ({ page, baseURL }) => {
    await withoutPush(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signInAs(page, member.name);
    await page.goto(`/teams/${hangang.id}/notices`);
    await shown(page);
    const dialog = await new ShellPage(page).openSettings();
    await expect(dialog.getByText('네이버 앱 안의 브라우저에서는 알림을 받을 수 없습니다.', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: openElsewhere }).click();
    const status = dialog.getByRole('status').filter({ hasText: '링크를 복사했습니다.' });
    await expect(status).toBeVisible();
    await expect(status.getByRole('listitem').first()).toHaveText('오른쪽 아래 ⋯ 버튼 → ‘다른 브라우저로 열기’');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('iPhone Safari', () => {
  test.use({ ...phone, userAgent: agents.iphoneSafari });

  test('after the first answer offers the home-screen guide once; dismissed, it never comes back; the settings say why', async ({ page, request }) => {
    test.setTimeout(60_000);
    await withoutPush(page);
    const day = nextSeoulSunday();
    const title = `홈 화면 안내 ${Date.now() % 100000}`;
    const adminToken = await apiSignIn(request, admin.id);
    const created = await request.post(`/api/v1/teams/${hangang.id}/schedules`, {
      headers: bearer(adminToken),
      data: { title, kind: 'TRAINING', startAt: `${day}T00:00:00Z`, endAt: `${day}T02:00:00Z`, place: '망원한강공원' },
    });
    expect(created.status(), await created.text()).toBe(201);

    await signInAs(page, member.name);
    const schedules = new SchedulesPage(page);
    await schedules.goto(hangang.id, day);
    const guide = page.getByRole('dialog', { name: '홈 화면에 피치사이드 추가하기' });
    await expect(guide).toHaveCount(0);
    await schedules.answer(title, '참석');
    await expect(guide).toBeVisible();
    await expect(guide.getByRole('img', { name: '공유 버튼' })).toBeVisible();
    await expect(guide.getByText('‘홈 화면에 추가’를 누르세요.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await guide.getByRole('button', { name: '확인' }).click();
    await expect(guide).toHaveCount(0);

    await page.reload();
    const saved = page.waitForResponse((r) => r.url().includes('/attendance') && r.request().method() === 'PUT');
    await schedules.answer(title, '불참');
    expect((await saved).ok()).toBe(true);
    // The answer's success has run (the server's counts are shown) and offered nothing.
    await expect(schedules.counts(title, 0, 1, 0)).toBeVisible();
    await expect(guide).toHaveCount(0);

    const dialog = await new ShellPage(page).openSettings();
    await expect(dialog.getByText('iPhone에서는 홈 화면에 추가한 피치사이드에서만 알림을 받을 수 있습니다.')).toBeVisible();
    await expect(dialog.getByText('‘홈 화면에 추가’를 누르세요.')).toBeVisible();
    await expect(dialog.getByRole('switch', { name: '이 기기에서 알림 받기' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('the iPhone home-screen app', () => {
  test.use({ ...phone, userAgent: agents.iphoneSafari });

  test('opened the first time, with nothing stored, is one Kakao tap from the person’s team', async ({ page }) => {
    // iOS says so through navigator.standalone; the app keeps storage and cookies of its own (empty here).
    await page.context().addInitScript(() => Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true }));
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await new LoginPage(page).start();
    await new DevSignInPage(page).choosePerson(member.name);
    await expect(page).toHaveURL(new RegExp(`/teams/${hangang.id}$`));
  });
});
