import type { Page } from '@playwright/test';

/** The /login page: one button that starts the provider's sign-in. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/login');
  }

  async start() {
    await this.page.getByRole('button', { name: /로그인/ }).click();
  }
}
