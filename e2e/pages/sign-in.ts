import { expect, type Page } from '@playwright/test';
import { DevSignInPage } from './dev-sign-in.page.ts';
import { LoginPage } from './login.page.ts';

/** Signs a seeded person in through the browser, as a user would. */
export async function signInAs(page: Page, name: string) {
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
