/**
 * The ways into a team (decision 028), in a real browser against the real server: an invite link
 * that survives sign-up, an admin who finds the admin page and shares a code as a link, and 매치 등록
 * in the sidebar by the route's own rule, with the reason where it stays disabled.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures/test.ts';
import { seriousViolations } from './axe.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { apiSignIn, bearer } from './api.ts';
import { DevSignInPage } from './pages/dev-sign-in.page.ts';
import { LoginPage } from './pages/login.page.ts';
import { signInAs, signUpAs } from './pages/sign-in.ts';

const hangangAdmin = seedPerson('kim-minjun');
const hangang = hangangAdmin.teams[0];
const plainMember = seedPerson('lee-seojun');

/** A fresh invite code of FC 한강, made by its admin through the API. */
async function hangangInviteCode(request: APIRequestContext): Promise<string> {
  const token = await apiSignIn(request, hangangAdmin.id);
  const response = await request.post(`/api/v1/teams/${hangang.id}/invite-codes`, { headers: bearer(token), data: { expiresInDays: 7, maxUses: null } });
  expect(response.status()).toBe(201);
  return (await response.json()).data.code as string;
}

function sidebarNav(page: Page) {
  return page.getByRole('navigation', { name: '주 메뉴' });
}

async function openSidebar(page: Page) {
  // The top bar first (the page may still be loading), then open the sidebar unless it is.
  await expect(page.getByRole('button', { name: /^사이드바 (열기|닫기)$/ })).toBeVisible();
  const toggle = page.getByRole('button', { name: '사이드바 열기' });
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.getByRole('button', { name: '사이드바 닫기' })).toBeVisible();
}

test('a new person opens an invite link, signs up, and lands on the join page with the code and its team; then joins', async ({ page, request }) => {
  const code = await hangangInviteCode(request);

  await page.goto(`/teams/join?code=${code}`);
  await expect(page).toHaveURL(/\/login\/?$/);
  await new LoginPage(page).start();
  await new DevSignInPage(page).signUpAs('정초대');
  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole('button', { name: '가입 완료' }).click();

  await expect(page).toHaveURL(new RegExp(`/teams/join\\?code=${code}$`));
  await expect(page.getByRole('heading', { name: '이 팀에 가입할까요?' })).toBeVisible();
  await expect(page.getByText(hangang.name, { exact: true })).toBeVisible();
  await expect(page.getByText(`초대 코드 ${code}`)).toBeVisible();

  // The link also survives a reload. (It also clears React Aria's live announcer, which keeps an
  // announcement from /register labelled by an element that left with that page: an axe finding
  // about the announcer, not about this page.)
  await page.reload();
  await expect(page.getByRole('heading', { name: '이 팀에 가입할까요?' })).toBeVisible();
  await expect(page.getByText(`초대 코드 ${code}`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/teams/${hangang.id}$`));
  await expect(page.getByText(`${hangang.name}에 가입했습니다.`)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, permissions: ['clipboard-read', 'clipboard-write'] });

  test('an admin reaches the admin page from the sidebar, the team page and the members page, and copies an invite link', async ({ page, baseURL }) => {
    await signInAs(page, hangangAdmin.name);
    await page.goto(`/teams/${hangang.id}`);

    // The sidebar (a drawer on a phone) has the admin's items.
    await openSidebar(page);
    await expect(sidebarNav(page).getByRole('link', { name: '게스트 선수 추가' })).toHaveAttribute('href', '/users/create');
    expect(await seriousViolations(page)).toEqual([]);
    await sidebarNav(page).getByRole('link', { name: '팀 관리' }).click();
    await expect(page).toHaveURL(new RegExp(`/teams/${hangang.id}/admin$`));
    await expect(page.getByRole('heading', { name: '초대 코드', exact: true })).toBeVisible();

    // The team page's own way there.
    await page.goto(`/teams/${hangang.id}`);
    await page.getByRole('link', { name: '팀 관리' }).click();
    await expect(page).toHaveURL(new RegExp(`/teams/${hangang.id}/admin$`));

    // And the members page's.
    await page.goto(`/teams/${hangang.id}/players`);
    const actions = page.getByRole('group', { name: '운영진 메뉴' });
    await expect(actions.getByRole('link', { name: '게스트 선수 추가' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await actions.getByRole('link', { name: '멤버 초대' }).click();
    await expect(page).toHaveURL(new RegExp(`/teams/${hangang.id}/admin$`));

    // A new code, and its link on the clipboard.
    await page.getByRole('button', { name: '초대 코드 만들기' }).click();
    const created = page.getByText(/초대 코드를 만들었습니다\. \(([A-Z0-9]+)\)/);
    await expect(created).toBeVisible();
    const code = /\(([A-Z0-9]+)\)/.exec(await created.innerText())![1];
    await page.getByRole('button', { name: `${code} 가입 링크 복사` }).click();
    await expect(page.getByText('가입 링크를 복사했습니다.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseURL}/teams/join?code=${code}`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a plain member finds no admin items in the sidebar nor on the team page', async ({ page }) => {
    await signInAs(page, plainMember.name);
    await page.goto(`/teams/${hangang.id}`);
    await expect(page.getByRole('heading', { name: hangang.name }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: '팀 관리' })).toHaveCount(0);
    await openSidebar(page);
    await expect(sidebarNav(page).getByRole('link', { name: '팀 관리' })).toHaveCount(0);
    await expect(sidebarNav(page).getByRole('link', { name: '게스트 선수 추가' })).toHaveCount(0);
  });
});

test('매치 등록: enabled for a plain member of the current team who administers another; disabled with the reason for one who administers none', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(60_000);
  const code = await hangangInviteCode(request);

  // A new person founds a team (its admin), then joins FC 한강 as a plain member: FC 한강 is current.
  await signUpAs(page, '한겸직');
  await page.goto('/teams/create');
  await page.getByRole('textbox', { name: '팀 이름' }).fill(`겸직 FC ${Date.now() % 100000}`);
  await page.getByRole('textbox', { name: '팀 소개' }).fill('평일 저녁 팀');
  await page.getByRole('button', { name: '팀 생성하기' }).click();
  await expect(page.getByText('팀이 생성되었습니다.')).toBeVisible();
  await page.goto(`/teams/join?code=${code}`);
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/teams/${hangang.id}$`));

  await openSidebar(page);
  await expect(page.getByRole('complementary', { name: '사이드바' }).getByText('일반 멤버')).toBeVisible();
  const create = sidebarNav(page).getByRole('link', { name: '매치 등록' });
  await expect(create).not.toHaveAttribute('aria-disabled', 'true');
  await create.click();
  await expect(page).toHaveURL(/\/matches\/create$/);

  // A member of FC 한강 who administers no team.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signInAs(other, plainMember.name);
  await other.goto(`/teams/${hangang.id}`);
  await openSidebar(other);
  const disabled = sidebarNav(other).getByRole('link', { name: '매치 등록' });
  await expect(disabled).toHaveAttribute('aria-disabled', 'true');
  const reason = sidebarNav(other).getByText('팀 운영진만 매치를 등록할 수 있습니다.');
  await expect(reason).toBeVisible();
  await expect(disabled).toHaveAttribute('aria-describedby', (await reason.getAttribute('id'))!);
  expect(await seriousViolations(other)).toEqual([]);
  await context.close();
});
