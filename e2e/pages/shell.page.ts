import { expect, type Page } from '@playwright/test';

/** The authenticated layout: sidebar with the team header, top bar, settings dialog. */
export class ShellPage {
  constructor(private readonly page: Page) {}

  sidebar() {
    return this.page.getByRole('navigation', { name: /메뉴|사이드바|주 메뉴/ });
  }

  async expectTitle(title: string | RegExp) {
    await expect(this.page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(title);
  }

  async openSettings() {
    await this.page.getByRole('button', { name: '설정' }).first().click();
    return this.page.getByRole('dialog', { name: '설정' });
  }

  async logOut() {
    const dialog = await this.openSettings();
    await dialog.getByRole('button', { name: '로그아웃' }).click();
  }
}
