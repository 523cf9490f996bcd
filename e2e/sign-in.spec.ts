import { expect, test } from './fixtures/test.ts';
import { seedPeople } from '../server/db/seed-data.ts';
import { DevSignInPage } from './pages/dev-sign-in.page.ts';
import { LoginPage } from './pages/login.page.ts';
import { ShellPage } from './pages/shell.page.ts';

const member = seedPeople.find((p) => p.teams.length === 1 && p.teams[0].role === 'USER')!;

test('a new person signs in, completes the profile and lands on the team selection', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.start();
  await new DevSignInPage(page).signUpAs('새내기');

  await expect(page).toHaveURL(/\/register$/);
  const name = page.getByLabel('이름');
  await expect(name).toHaveValue('새내기');
  await name.fill('박새내');
  await page.getByRole('button', { name: /가입|완료|시작/ }).click();

  await expect(page).toHaveURL(/\/teams\/select$/);
  await expect(page.getByText('박새내').first()).toBeVisible();
});

test('a seeded member signs in and lands on their team page; a reload keeps the session', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.start();
  await new DevSignInPage(page).choosePerson(member.name);

  await expect(page).toHaveURL(new RegExp(`/teams/${member.teams[0].id}$`));
  await expect(page.getByRole('heading', { name: member.teams[0].name }).first()).toBeVisible();
  await expect(page.getByText(member.name).first()).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/teams/${member.teams[0].id}$`));
  await expect(page.getByRole('heading', { name: member.teams[0].name }).first()).toBeVisible();
});

test('logging out ends the session: the team page asks for sign-in again', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.start();
  await new DevSignInPage(page).choosePerson(member.name);
  await expect(page).toHaveURL(new RegExp(`/teams/${member.teams[0].id}$`));

  await new ShellPage(page).logOut();
  await expect(page.getByText('로그아웃되었습니다.')).toBeVisible();

  await page.goto(`/teams/${member.teams[0].id}`);
  await expect(page).toHaveURL(/\/login\/?$/);
});
