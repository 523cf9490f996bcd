import type { Page } from '@playwright/test';

/**
 * How long the way back may take: the provider's answer, the app's load on /login/kakao-redirect, the
 * code exchange, the person's teams and the next page's code. A chain of page loads is a navigation,
 * not one reaction of a screen: on a CI machine whose two cores another worker's browser had taken,
 * it took over 7 s (the expect timeout) where it takes about 1 s alone.
 */
const wayBackTimeoutMs = 20_000;

/** The server's development sign-in page (/dev-auth/authorize), the stand-in for Kakao. */
export class DevSignInPage {
  constructor(private readonly page: Page) {}

  async waitUntilShown() {
    await this.page.waitForURL(/\/dev-auth\/authorize/);
  }

  /** Signs in as a seeded person: each is a button whose name starts with the person's name. */
  async choosePerson(name: string) {
    await this.waitUntilShown();
    await this.page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await this.backInTheApp();
  }

  /** Signs up as a new person with this name. */
  async signUpAs(name: string) {
    await this.waitUntilShown();
    await this.page.getByLabel('이름').fill(name);
    // Exact: a person created by another test may carry these words in their name or team.
    await this.page.getByRole('button', { name: '새 사용자로 시작', exact: true }).click();
    await this.backInTheApp();
  }

  /** Waits until the app has taken the browser past the provider's page and its way back. */
  private async backInTheApp() {
    await this.page.waitForURL((url) => !/^\/(dev-auth\/|login\/kakao-redirect)/.test(url.pathname), { timeout: wayBackTimeoutMs });
  }
}
