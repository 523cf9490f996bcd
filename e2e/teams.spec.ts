import { expect, test } from './fixtures/test.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { apiSignIn, bearer } from './api.ts';
import { MembersPage } from './pages/members.page.ts';
import { signInAs, signUpAs } from './pages/sign-in.ts';

test('a new person creates a team and an invite code; a second person joins with it; the admin makes them an admin', async ({ page, browser }) => {
  const teamName = `새벽 FC ${Date.now() % 100000}`;

  // The founder signs up and creates the team: they become its admin and it becomes current.
  await signUpAs(page, '최창단');
  await page.goto('/teams/create');
  await page.getByRole('textbox', { name: '팀 이름' }).fill(teamName);
  await page.getByRole('textbox', { name: '팀 소개' }).fill('새벽에 뛰는 팀');
  await page.getByRole('button', { name: '팀 생성하기' }).click();
  await expect(page.getByText('팀이 생성되었습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/teams\/\d+$/);
  const teamId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name: teamName }).first()).toBeVisible();

  // An invite code from the admin page.
  await page.goto(`/teams/${teamId}/admin`);
  await page.getByRole('button', { name: '초대 코드 만들기' }).click();
  const created = page.getByText(/초대 코드를 만들었습니다\. \(([A-Z0-9]+)\)/);
  await expect(created).toBeVisible();
  const code = /\(([A-Z0-9]+)\)/.exec(await created.innerText())![1];
  await expect(page.getByRole('list', { name: '초대 코드 목록' })).toContainText(code);

  // The newcomer joins with it, typing it in lower case.
  const newcomer = await browser.newContext();
  const newcomerPage = await newcomer.newPage();
  await signUpAs(newcomerPage, '박가입');
  await newcomerPage.goto('/teams/join');
  await newcomerPage.getByRole('textbox', { name: '초대 코드' }).fill(code.toLowerCase());
  await newcomerPage.getByRole('button', { name: '팀 찾기' }).click();
  await expect(newcomerPage.getByRole('heading', { name: '이 팀에 가입할까요?' })).toBeVisible();
  await newcomerPage.getByRole('button', { name: '가입하기' }).click();
  await expect(newcomerPage).toHaveURL(new RegExp(`/teams/${teamId}$`));
  await newcomer.close();

  // The newcomer appears in the members table as a general member.
  const members = new MembersPage(page);
  await members.goto(teamId);
  await expect(members.row('박가입')).toContainText('일반 멤버');

  // The admin makes the newcomer an admin.
  await page.goto(`/teams/${teamId}/admin`);
  await page.getByRole('button', { name: '박가입 정보 수정' }).click();
  const dialog = page.getByRole('dialog', { name: '박가입 정보 수정' });
  await dialog.getByRole('button', { name: /권한/ }).click();
  await page.getByRole('option', { name: '운영진', exact: true }).click();
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();

  await members.goto(teamId);
  await expect(members.row('박가입')).toContainText('운영진');
});

test('sorting, filtering and search of the members table survive a reload and Back', async ({ page }) => {
  const admin = seedPerson('kim-minjun');
  const teamId = admin.teams[0].id;
  await signInAs(page, admin.name);
  const members = new MembersPage(page);
  await members.goto(teamId);

  await members.sortBy('키');
  await members.sortBy('키');
  await expect(page).toHaveURL(/sort=height%2Cdesc|sort=height,desc/);
  // The URL changes first; the table follows when the sorted page is read (read once, it could
  // still be the order before: a failure seen with two workers).
  await expect.poll(async () => (await members.names())[0]).toBe('신동현'); // 188 cm, the tallest of FC 한강

  await members.filter('포지션', 'DF');
  await expect(page).toHaveURL(/position=DF/);
  await expect.poll(() => members.names()).toEqual(['임태윤', '장준혁', '서예준', '한승민', '오지호']);

  await members.search('한');
  await expect(page).toHaveURL(/searchName=/);
  await expect.poll(() => members.names()).toEqual(['한승민']);

  await page.reload();
  await expect.poll(() => members.names()).toEqual(['한승민']);
  await expect(page.getByRole('searchbox', { name: '선수 이름 검색' })).toHaveValue('한');

  await page.goBack();
  await expect(page).not.toHaveURL(/searchName=/);
  await expect.poll(() => members.names()).toEqual(['임태윤', '장준혁', '서예준', '한승민', '오지호']);

  await page.goBack();
  await expect(page).not.toHaveURL(/position=/);
  await expect.poll(async () => (await members.names())[0]).toBe('신동현');
});

test('a USER cannot open the admin page nor call its endpoints', async ({ page, request }) => {
  const user = seedPerson('lee-seojun');
  const teamId = user.teams[0].id;
  await signInAs(page, user.name);
  await page.goto(`/teams/${teamId}/admin`);
  await expect(page).toHaveURL(/\/unauthorized$/);

  const token = await apiSignIn(request, user.id);
  const headers = bearer(token);
  const calls = [
    request.get(`/api/v1/teams/${teamId}/invite-codes`, { headers }),
    request.post(`/api/v1/teams/${teamId}/invite-codes`, { headers, data: { expiresInDays: 7, maxUses: null } }),
    request.put(`/api/v1/teams/${teamId}`, { headers, data: { name: 'FC 한강', teamColor: '#000000', bottomColor: '#000000', stockingColor: '#000000' } }),
    request.patch(`/api/v1/teams/${teamId}/users/${seedPerson('choi-doyun').id}`, { headers, data: { teamRole: 'TEAM_ADMIN' } }),
    request.delete(`/api/v1/teams/${teamId}/users/${seedPerson('choi-doyun').id}`, { headers }),
  ];
  for (const response of await Promise.all(calls)) {
    expect(response.status(), response.url()).toBe(403);
    expect(await response.json()).toMatchObject({ status: 403, code: 5006 });
  }
});
