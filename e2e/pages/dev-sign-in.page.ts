import type { Page } from '@playwright/test';

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
  }

  /** Signs up as a new person with this name. */
  async signUpAs(name: string) {
    await this.waitUntilShown();
    await this.page.getByLabel('이름').fill(name);
    // Exact: a person created by another test may carry these words in their name or team.
    await this.page.getByRole('button', { name: '새 사용자로 시작', exact: true }).click();
  }
}
