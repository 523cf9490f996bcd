import { expect, type Locator, type Page } from '@playwright/test';

/** /teams/{id}/scrimmages/{id}: the 자체전 page — 출석 체크, 팀 나누기 and the sides. */
export class ScrimmagePage {
  constructor(private readonly page: Page) {}

  async goto(teamId: number, scrimmageId: number) {
    await this.page.goto(`/teams/${teamId}/scrimmages/${scrimmageId}`);
    // A ceiling for the first load of the page's code on a busy machine, not a timing assertion.
    // The page's own title (the shell's top bar has an h1 of its own).
    await expect(this.page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  }

  checkInList() {
    return this.page.getByRole('list', { name: '출석 체크할 멤버' });
  }

  /** One tap on a member's row marks them 왔음; the row then reads pressed. */
  async checkIn(name: string) {
    const row = this.checkInList().getByRole('button', { name, exact: true });
    await row.click();
    await expect(row).toHaveAttribute('aria-pressed', 'true');
  }

  async addGuest(name: string) {
    await this.page.getByRole('textbox', { name: '용병 이름' }).fill(name);
    await this.page.getByRole('button', { name: '용병 추가' }).click();
    await expect(this.page.getByRole('button', { name: `${name} 출석 취소` })).toBeVisible();
  }

  side(label: string): Locator {
    return this.page.getByRole('region', { name: label });
  }

  /** The swap targets of a side being edited: each player's name button (not their 고정 or 이동). */
  players(label: string): Locator {
    return this.side(label).getByRole('button', { name: /^(?!.*(고정|이동)$)/ });
  }

  /** The names on a side, as its card lists them. */
  async names(label: string): Promise<string[]> {
    return (await this.players(label).all()).length > 0
      ? Promise.all((await this.players(label).all()).map(async (b) => (await b.getAttribute('aria-label')) ?? ''))
      : this.side(label).getByRole('listitem').allInnerTexts();
  }
}
