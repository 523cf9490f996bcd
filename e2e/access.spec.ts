import { expect, test } from './fixtures/test.ts';
import { seedPeople, seedTeams } from '../server/db/seed-data.ts';
import { DevSignInPage } from './pages/dev-sign-in.page.ts';
import { LoginPage } from './pages/login.page.ts';
import { signInAs } from './pages/sign-in.ts';

const member = seedPeople.find((p) => p.teams.length === 1 && p.teams[0].role === 'USER')!;
const otherTeam = seedTeams.find((t) => t.id !== member.teams[0].id)!;

test('a member opening a team they do not belong to lands on /unauthorized', async ({ page }) => {
  await signInAs(page, member.name);
  await page.goto(`/teams/${otherTeam.id}/players`);
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a deep link opened while logged out comes back after sign-in', async ({ page }) => {
  const wanted = `/teams/${member.teams[0].id}/players?position=GK&sort=name,desc`;
  await page.goto(wanted);
  await expect(page).toHaveURL(/\/login\/?$/);

  await new LoginPage(page).start();
  await new DevSignInPage(page).choosePerson(member.name);

  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === wanted);
});

test('an unknown route goes to /404', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
});
