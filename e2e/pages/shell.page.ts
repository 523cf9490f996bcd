import { expect, type Locator, type Page } from '@playwright/test';

/** The authenticated layout: sidebar with the team header, top bar, settings dialog. */
export class ShellPage {
  constructor(private readonly page: Page) {}

  sidebar() {
    return this.page.getByRole('navigation', { name: /메뉴|사이드바|주 메뉴/ });
  }

  async expectTitle(title: string | RegExp) {
    await expect(this.page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(title);
  }

  /** A control of the sidebar, made visible: a phone keeps the sidebar behind the top bar's toggle. */
  async inSidebar(control: Locator): Promise<Locator> {
    if (!(await control.isVisible())) await this.page.getByRole('button', { name: '사이드바 열기' }).click();
    return control;
  }

  /** Follows a link of the sidebar's 주 메뉴 (on a phone, opening the sidebar first). */
  async followNavLink(name: string | RegExp) {
    const link = this.page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name });
    await (await this.inSidebar(link)).click();
  }

  async openSettings() {
    await (await this.inSidebar(this.page.getByRole('button', { name: '설정' }).first())).click();
    const dialog = this.page.getByRole('dialog', { name: '설정' });
    await expect(dialog).toBeVisible();
    // The drawer slides in (data-entering while it does): a click measured before it stops can land
    // on the backdrop and close it instead (seen once under the full suite's load: 로그아웃 pressed,
    // the dialog gone, still signed in).
    await expect(this.page.locator('[data-entering]')).toHaveCount(0);
    return dialog;
  }

  async logOut() {
    const dialog = await this.openSettings();
    await dialog.getByRole('button', { name: '로그아웃' }).click();
  }
}
