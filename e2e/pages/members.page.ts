import { expect, type Page } from '@playwright/test';

/** /teams/{id}/players: the members table with its URL-held sort, filters, search and paging. */
export class MembersPage {
  constructor(private readonly page: Page) {}

  async goto(teamId: number, search = '') {
    await this.page.goto(`/teams/${teamId}/players${search}`);
    await expect(this.table()).toBeVisible();
  }

  table() {
    return this.page.getByRole('grid', { name: /멤버 목록/ });
  }

  /** The member names in table order. */
  async names(): Promise<string[]> {
    await expect(this.table().getByRole('rowheader').first()).toBeVisible();
    // A name cell shows the photo's initial above the name: the name is its last line.
    return (await this.table().getByRole('rowheader').allInnerTexts()).map((t) =>
      t
        .replace(/\(나\)/, '')
        .trim()
        .split('\n')
        .pop()!
        .trim(),
    );
  }

  async sortBy(header: string) {
    await this.table()
      .getByRole('columnheader', { name: new RegExp(`^${header}`) })
      .click();
  }

  async filter(label: string, option: string) {
    await this.page
      .getByRole('group', { name: '멤버 필터' })
      .getByRole('button', { name: new RegExp(label) })
      .click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: '선수 이름 검색' }).fill(text);
  }

  row(name: string) {
    return this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: new RegExp(name) }) });
  }
}
