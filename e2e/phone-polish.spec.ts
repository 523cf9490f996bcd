/**
 * Small things a new user meets on a 390×844 phone (decision 074): the sidebar of a person in no team
 * says no 비회원; a member who has not played sees their 내 시즌 saying so; 도움말 is a page; a toast
 * never covers the top bar; the dues board's month headers never rest half hidden under the names.
 */
import { expect, test, type Locator, type Page } from './fixtures/test.ts';
import { seriousViolations } from './axe.ts';
import { apiSignIn, bearer } from './api.ts';
import { ShellPage } from './pages/shell.page.ts';
import { signInAs, signUpAs } from './pages/sign-in.ts';
import { seedPerson } from '../server/db/seed-data.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const admin = seedPerson('kim-minjun');

async function noSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, client: document.scrollingElement!.clientWidth }));
  expect(width.scroll).toBeLessThanOrEqual(width.client);
}

test('a person in no team is not labelled 비회원; once in a team without a match, 내 시즌 says they have not played yet', async ({ page, request }) => {
  const name = `새멤버${Date.now() % 100000}`;
  const exchanged = page.waitForResponse((r) => r.url().endsWith('/open-api/v1/users/kakao') && r.request().method() === 'POST');
  await signUpAs(page, name);
  const { accessToken } = (await (await exchanged).json()).data as { accessToken: string };

  await page.getByRole('button', { name: '사이드바 열기' }).click();
  const sidebar = page.getByRole('complementary', { name: '사이드바' });
  await expect(sidebar.getByText('소속 팀 없음')).toBeVisible();
  await expect(sidebar.getByText(name)).toBeVisible();
  await expect(sidebar.getByText('비회원')).toHaveCount(0);

  const adminToken = await apiSignIn(request, admin.id);
  const code = await request.post('/api/v1/teams/1/invite-codes', { headers: bearer(adminToken), data: { expiresInDays: 7, maxUses: 1 } });
  expect(code.ok()).toBe(true);
  const joined = await request.post('/api/v1/teams/join', { headers: bearer(accessToken), data: { code: (await code.json()).data.code } });
  expect(joined.ok()).toBe(true);

  await page.goto('/teams/1/stats');
  const mine = page.getByRole('region', { name: '내 시즌' });
  await expect(mine).toContainText(/\d{4} 시즌에는 아직 출전한 경기가 없습니다/);
  // The 미정 filter has no player: its boards say so, not "no record yet".
  await page.getByRole('radio', { name: '미정' }).click();
  await expect(page.getByRole('region', { name: '득점' })).toContainText('포지션 미정 선수');
  await expect(page.getByRole('region', { name: '득점' })).not.toContainText('아직 기록이 없습니다');
});

test('도움말 is a short page reached from the sidebar: joining, recording, following live, dues; axe clean', async ({ page }) => {
  await signInAs(page, seedPerson('lee-seojun').name);
  await page.goto('/teams/1');
  await new ShellPage(page).followNavLink('도움말');
  await expect(page).toHaveURL(/\/help$/);
  await new ShellPage(page).expectTitle('도움말');
  for (const topic of ['팀에 가입하기', '경기 등록과 기록 (운영진)', '실시간으로 경기 보기', '회비']) {
    await expect(page.getByRole('region', { name: topic })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: '팀 가입으로 가기' })).toHaveAttribute('href', '/teams/join');
  await noSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a toast stands below the top bar: the menu button and the title stay in view', async ({ page }) => {
  await signInAs(page, admin.name);
  await page.goto('/teams/1/admin');
  await page.getByRole('button', { name: '초대 코드 만들기' }).click();
  const toast = page.getByRole('region', { name: '알림' }).getByText(/초대 코드를 만들었습니다/);
  await expect(toast).toBeVisible();
  const bar = (await page.getByRole('banner').boundingBox())!;
  const shown = (await toast.boundingBox())!;
  expect(shown.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  // Still pressable while the toast shows.
  await page.getByRole('button', { name: '사이드바 열기' }).click();
  await expect(page.getByRole('button', { name: '사이드바 닫기' }).first()).toBeVisible();
});

/** Each month header lies wholly between the sticky names and the frame's right edge, or wholly outside. */
async function monthHeadersWhole(frame: Locator) {
  return frame.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const heads = [...element.querySelectorAll('thead th')];
    const names = heads[0]!.getBoundingClientRect();
    return heads
      .slice(1, -1)
      .map((th) => {
        const r = th.getBoundingClientRect();
        const hidden = r.right <= names.right + 1 || r.left >= box.right - 1;
        const whole = r.left >= names.right - 1 && r.right <= box.right + 1;
        return hidden || whole ? null : th.textContent;
      })
      .filter((clipped) => clipped !== null);
  });
}

test("the dues board's month headers are never half hidden under the names at 390 wide", async ({ page, request }) => {
  const token = await apiSignIn(request, admin.id);
  const created = await request.post('/api/v1/teams', {
    headers: bearer(token),
    data: { name: `회비보드${Date.now() % 100000}`, teamColor: '#123456', bottomColor: '#FFFFFF', stockingColor: '#123456' },
  });
  expect(created.ok()).toBe(true);
  const teamId = (await created.json()).data.id as number;
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);
  const dues = await request.put(`/api/v1/teams/${teamId}/dues/settings`, {
    headers: bearer(token),
    data: { monthlyAmount: 30_000, dueDay: 10, startMonth: month, membersSeeEachOther: true, remindOnDueDay: false },
  });
  expect(dues.ok()).toBe(true);

  await signInAs(page, admin.name);
  await page.goto(`/teams/${teamId}/dues`);
  const frame = page
    .getByRole('region', { name: '월별 납부 현황' })
    .filter({ has: page.getByRole('table') })
    .last();
  await expect(frame.getByRole('columnheader').nth(1)).toBeVisible();
  // Scrolled to the latest months as it opens, and again after a swipe back part of a column.
  await expect.poll(() => monthHeadersWhole(frame)).toEqual([]);
  await frame.evaluate((element) => element.scrollBy({ left: -30 }));
  await expect.poll(() => monthHeadersWhole(frame)).toEqual([]);
  await noSidewaysScroll(page);
});

test('a used-up invite code on the admin page keeps its dates and counts readable: axe clean at 390', async ({ page, request }) => {
  const name = `코드사용${Date.now() % 100000}`;
  const exchanged = page.waitForResponse((r) => r.url().endsWith('/open-api/v1/users/kakao') && r.request().method() === 'POST');
  await signUpAs(page, name);
  const { accessToken } = (await (await exchanged).json()).data as { accessToken: string };
  const adminToken = await apiSignIn(request, admin.id);
  const code = await request.post('/api/v1/teams/1/invite-codes', { headers: bearer(adminToken), data: { expiresInDays: 7, maxUses: 1 } });
  expect(code.ok()).toBe(true);
  expect((await request.post('/api/v1/teams/join', { headers: bearer(accessToken), data: { code: (await code.json()).data.code } })).ok()).toBe(true);

  await signInAs(page, admin.name);
  await page.goto('/teams/1/admin');
  await expect(page.getByRole('region', { name: '초대 코드' }).getByText('사용 완료').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
