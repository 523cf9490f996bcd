import { expect, type Page } from '@playwright/test';
import { seedPeople } from '../../server/db/seed-data.ts';
import { apiSignIn } from '../api.ts';
import { DevSignInPage } from './dev-sign-in.page.ts';
import { LoginPage } from './login.page.ts';

/**
 * Signs a seeded person into the page's browser context without the sign-in screens, for the many
 * specs whose subject is something else (the screens cost three page loads, about two seconds):
 * the real sign-in HTTP flow leaves the refresh cookie in the context, and the device remembers the
 * person and their first team as the app does after a sign-in on screen (src/lib/storage.ts). The
 * page is not navigated: the spec goes where it tests. The screens themselves are
 * `signInOnScreen` (e2e/sign-in.spec.ts, the session's browser paths, the content policy).
 */
export async function signInAs(page: Page, name: string) {
  const person = seedPeople.find((p) => p.name === name);
  if (!person) throw new Error(`signInAs: no seeded person named "${name}"`);
  await apiSignIn(page.context().request, person.id);
  const teamId = person.teams[0]?.id ?? null;
  // Once per context (the marker stays): after a logout the app forgets the person, and so must the next page.
  await page.context().addInitScript(
    ({ personId, teamId }) => {
      if (localStorage.getItem('e2e.signedInOnce') !== null) return;
      localStorage.setItem('e2e.signedInOnce', '1');
      localStorage.setItem('lastLoggedInUserId', JSON.stringify(personId));
      if (teamId !== null) localStorage.setItem('currentTeamId', JSON.stringify(teamId));
    },
    { personId: person.id, teamId },
  );
}

/** Signs a seeded person in through the browser, as a user would: /login, the provider's page, back. */
export async function signInOnScreen(page: Page, name: string) {
  const login = new LoginPage(page);
  await login.goto();
  await login.start();
  await new DevSignInPage(page).choosePerson(name);
  await expect(page).not.toHaveURL(/\/(login|dev-auth)/);
}

/** Signs up a new person and completes /register; ends on /teams/select. */
export async function signUpAs(page: Page, name: string) {
  const login = new LoginPage(page);
  await login.goto();
  await login.start();
  await new DevSignInPage(page).signUpAs(name);
  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole('button', { name: /가입|완료|시작/ }).click();
  await expect(page).toHaveURL(/\/teams\/select$/);
}
