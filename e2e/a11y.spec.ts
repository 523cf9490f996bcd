import { expect, test } from './fixtures/test.ts';
import { seriousViolations } from './axe.ts';
import { seedPeople } from '../server/db/seed-data.ts';
import { DevSignInPage } from './pages/dev-sign-in.page.ts';
import { LoginPage } from './pages/login.page.ts';
import { ShellPage } from './pages/shell.page.ts';
import { signInAs } from './pages/sign-in.ts';

for (const path of ['/', '/login', '/404', '/error', '/privacy', '/unauthorized']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe finds no serious or critical violation on the development sign-in page', async ({ page }) => {
  await new LoginPage(page).goto();
  await new LoginPage(page).start();
  await new DevSignInPage(page).waitUntilShown();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation in the shell, its collapsed sidebar and the settings dialog', async ({ page }) => {
  const admin = seedPeople.find((p) => p.teams.some((t) => t.role === 'TEAM_ADMIN'))!;
  await signInAs(page, admin.name);
  await page.goto(`/teams/${admin.teams[0].id}`);
  await expect(page.getByRole('heading', { level: 2, name: admin.teams[0].name })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  const dialog = await new ShellPage(page).openSettings();
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation on the team, member, admin, match and lineup screens', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, seedPeople.find((p) => p.key === 'kim-minjun')!.name);

  const screens: [path: string, ready: RegExp][] = [
    ['/teams/1', /최근 기록/],
    ['/teams/1/players?selectedMemberId=3', /멤버 정보/],
    ['/teams/1/admin', /새 초대 코드 만들기/],
    ['/teams/create', /팀 이름/],
    ['/teams/join', /초대 코드/],
    ['/teams/1/matches', /경기 목록/],
    ['/matches/create', /매치명/],
    ['/matches/1', /경기 로그/],
    // FC 한강 is the away side of match 5: to its admin, its own side is 원정팀, not 상대팀.
    ['/matches/5/players/edit?matchSide=away', /원정팀 명단 설정/],
  ];
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    for (const [path, ready] of screens) {
      await page.goto(path);
      await expect(page.getByText(ready).first()).toBeVisible();
      expect({ path, viewport: viewport.width, violations: await seriousViolations(page) }).toEqual({ path, viewport: viewport.width, violations: [] });
    }
  }
});
