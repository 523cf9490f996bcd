/**
 * Leaving Pitchside on a phone (decision 031): a new person who joined a team by
 * invite code withdraws from the settings dialog, sees the toast and lands on /login; the only admin
 * of a team with another member is sent to the team's admin page instead. Both dialogs pass axe.
 */
import { type APIRequestContext, expect, type Page, test } from './fixtures/test.ts';
import { seriousViolations } from './axe.ts';
import { ShellPage } from './pages/shell.page.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { apiSignIn, apiToken, bearer } from './api.ts';
import { signUpAs } from './pages/sign-in.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** Signs up through the browser (ends on /teams/select) and answers what the code exchange gave the page. */
async function signUpWithToken(page: Page, name: string): Promise<{ accessToken: string; userId: number }> {
  const exchanged = page.waitForResponse((r) => r.url().endsWith('/open-api/v1/users/kakao') && r.request().method() === 'POST');
  await signUpAs(page, name);
  return (await (await exchanged).json()).data;
}

/** A new person through the development sign-in, without a browser, with the profile completed. */
async function apiSignUp(request: APIRequestContext, name: string): Promise<string> {
  const token = await apiToken(request, { name });
  const completed = await request.post(`/api/v1/users/${token.userId}/profile/complete`, { headers: bearer(token.accessToken), data: { name } });
  expect(completed.ok()).toBe(true);
  return token.accessToken;
}

async function inviteCode(request: APIRequestContext, token: string, teamId: number): Promise<string> {
  const created = await request.post(`/api/v1/teams/${teamId}/invite-codes`, { headers: bearer(token), data: { expiresInDays: 7, maxUses: 5 } });
  expect(created.ok()).toBe(true);
  return (await created.json()).data.code as string;
}

async function join(request: APIRequestContext, token: string, code: string) {
  const joined = await request.post('/api/v1/teams/join', { headers: bearer(token), data: { code } });
  expect(joined.ok()).toBe(true);
}

test('a new member withdraws from the settings dialog, sees the toast and the login page', async ({ page, request }) => {
  const admin = seedPerson('kim-minjun');
  const teamId = admin.teams[0].id;
  const name = `떠날선수${Date.now() % 10000}`;
  const { accessToken: token, userId } = await signUpWithToken(page, name);
  await join(request, token, await inviteCode(request, await apiSignIn(request, admin.id), teamId));

  await page.goto(`/teams/${teamId}`);
  const settings = await new ShellPage(page).openSettings();
  await settings.getByRole('button', { name: '회원 탈퇴' }).click();
  const confirmation = page.getByRole('dialog', { name: '회원 탈퇴' });
  await expect(confirmation).toContainText('탈퇴한 회원');
  await expect(confirmation).toContainText('되돌릴 수 없습니다');
  expect(await seriousViolations(page)).toEqual([]);

  await confirmation.getByRole('textbox', { name: /탈퇴/ }).fill('탈퇴');
  await confirmation.getByRole('button', { name: '탈퇴하기' }).click();

  await expect(page.getByText('회원 탈퇴가 완료되었습니다.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // The old access token is refused, and the team no longer lists the person.
  expect((await request.get(`/api/v1/users/${userId}/teams`, { headers: bearer(token) })).status()).toBe(401);
  const members = await request.get(`/api/v1/teams/${teamId}/users?page=0&size=100&searchName=${encodeURIComponent(name)}`, {
    headers: bearer(await apiSignIn(request, admin.id)),
  });
  expect((await members.json()).data.totalElements).toBe(0);
});

test('the only admin of a team with another member is sent to hand the role over first', async ({ page, request }) => {
  const teamName = `남는팀${Date.now() % 100000}`;
  const { accessToken: token } = await signUpWithToken(page, '혼자운영진');
  const created = await request.post('/api/v1/teams', {
    headers: bearer(token),
    data: { name: teamName, teamColor: '#123456', bottomColor: '#FFFFFF', stockingColor: '#123456' },
  });
  expect(created.ok()).toBe(true);
  const teamId = (await created.json()).data.id as number;
  await join(request, await apiSignUp(request, '남는멤버'), await inviteCode(request, token, teamId));

  await page.goto(`/teams/${teamId}`);
  const settings = await new ShellPage(page).openSettings();
  await settings.getByRole('button', { name: '회원 탈퇴' }).click();
  const handover = page.getByRole('dialog', { name: '운영진 역할을 먼저 넘겨주세요' });
  await expect(handover).toBeVisible();
  await expect(handover.getByRole('button', { name: '탈퇴하기' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await handover.getByRole('link', { name: `${teamName} 팀 관리 페이지로 이동` }).click();
  await expect(page).toHaveURL(new RegExp(`/teams/${teamId}/admin$`));
  // The person is still signed in and still the team's admin.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The phone's sidebar, opened to reach 설정, closed behind the link: the admin page is in view.
  await expect(page.getByRole('button', { name: '사이드바 열기' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeHidden();
  await page.getByRole('button', { name: '초대 코드 만들기' }).click();
  expect((await request.patch('/api/v1/users/withdraw', { headers: bearer(token) })).status()).toBe(409);
});
