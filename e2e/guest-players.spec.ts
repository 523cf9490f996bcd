import { expect, test } from './fixtures/test.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { apiSignIn, bearer } from './api.ts';
import { signInAs } from './pages/sign-in.ts';
import { ShellPage } from './pages/shell.page.ts';

// Decision 028: people join by their own act; a guest player belongs to the team that made it.
test('an admin makes a guest player for their team in one step; another team can neither take it nor see it, nor pull in a member', async ({
  page,
  request,
}) => {
  const admin = seedPerson('kim-minjun');
  const teamId = admin.teams[0].id;
  const guestName = `용병 ${Date.now() % 100000}`;

  await signInAs(page, admin.name);
  await page.goto(`/teams/${teamId}`);
  // The sidebar's 게스트 선수 추가 opens a page of that name (not 유저 생성).
  await new ShellPage(page).followNavLink('게스트 선수 추가');
  await expect(page).toHaveURL(/\/users\/create$/);
  await new ShellPage(page).expectTitle('게스트 선수 추가');
  await expect(page.getByText('초대 코드(초대 링크)로 본인이 가입합니다')).toBeVisible();
  await page.getByRole('textbox', { name: '이름' }).fill(guestName);
  await page.getByRole('button', { name: '게스트 선수 추가' }).click();
  await expect(page.getByText(`${guestName} 님을 팀에 추가했습니다.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/teams/${teamId}/players`));
  // On the members page (팀 멤버, as the sidebar calls it) the guest is 게스트, not 일반 멤버.
  await new ShellPage(page).expectTitle('팀 멤버');
  await page.goto(`/teams/${teamId}/players?searchName=${encodeURIComponent(guestName)}`);
  const guestRow = page
    .getByRole('grid', { name: /멤버 목록/ })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(guestName) }) });
  await expect(guestRow.getByText('게스트', { exact: true })).toBeVisible();
  await expect(guestRow.getByText('일반 멤버')).toHaveCount(0);

  const adminToken = await apiSignIn(request, admin.id);
  const found = await request.get(`/api/v1/teams/${teamId}/users?searchName=${encodeURIComponent(guestName)}`, { headers: bearer(adminToken) });
  const [guest] = (await found.json()).data.content as { userId: number; teamRole: string }[];
  expect(guest.teamRole).toBe('USER');

  const otherAdmin = await apiSignIn(request, seedPerson('lee-junho').id);
  const otherTeamId = seedPerson('lee-junho').teams[0].id;
  const taken = await request.post(`/api/v1/users/${guest.userId}/teams`, { headers: bearer(otherAdmin), data: { teamId: otherTeamId } });
  expect(taken.status()).toBe(403);
  expect(await taken.json()).toMatchObject({ code: 4006 });
  expect((await request.get(`/api/v1/users/${guest.userId}`, { headers: bearer(otherAdmin) })).status()).toBe(403);

  const pulled = await request.post(`/api/v1/users/${seedPerson('lee-seojun').id}/teams`, { headers: bearer(otherAdmin), data: { teamId: otherTeamId } });
  expect(pulled.status()).toBe(403);
  expect(await pulled.json()).toMatchObject({ code: 4005 });
});
