import { expect, type Locator, type Page } from '@playwright/test';

/** /teams/{id}/notices: the pinned important notices, the paged normal ones and the search conditions. */
export class NoticesListPage {
  constructor(private readonly page: Page) {}

  async goto(teamId: number, search = '') {
    await this.page.goto(`/teams/${teamId}/notices${search}`);
    await this.waitUntilShown();
  }

  async waitUntilShown() {
    await expect(this.page.getByRole('group', { name: '공지사항 검색 조건' })).toBeVisible();
  }

  /** Every notice title in page order (pinned first). */
  titles(): Locator {
    return this.page.getByRole('main').getByRole('listitem').getByRole('link');
  }

  importantList(): Locator {
    return this.page.getByRole('list', { name: /중요 공지/ });
  }

  normalList(): Locator {
    return this.page.getByRole('list', { name: /공지 목록/ });
  }

  async search(keyword: string) {
    await this.page.getByRole('searchbox', { name: '공지사항 검색' }).fill(keyword);
    await this.page.getByRole('searchbox', { name: '공지사항 검색' }).press('Enter');
  }

  async open(title: string) {
    await this.page.getByRole('link', { name: title, exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }

  async startWriting() {
    await this.page.getByRole('link', { name: '작성하기' }).click();
    await expect(this.page.getByRole('textbox', { name: '제목' })).toBeVisible();
  }
}

/** The create and edit pages: title, the rich-text body with its toolbar, '중요', save. */
export class NoticeEditorPage {
  constructor(private readonly page: Page) {}

  title(): Locator {
    return this.page.getByRole('textbox', { name: '제목' });
  }

  body(): Locator {
    return this.page.getByRole('textbox', { name: '내용' });
  }

  tool(name: string): Locator {
    return this.page.getByRole('toolbar', { name: '서식 도구' }).getByRole('button', { name, exact: true });
  }

  /** Types a heading line, then a paragraph with one bold word. */
  async writeBody(heading: string, text: string, boldWord: string) {
    await this.body().click();
    await this.tool('제목2').click();
    // As for 굵게 (below): the editor takes its focus back a frame after the toolbar's click, and a
    // heading typed before that lands on the button (a flake seen once in a full run).
    await expect(this.body()).toBeFocused();
    await this.page.keyboard.type(heading);
    await this.page.keyboard.press('Enter');
    await this.page.keyboard.type(`${text} `);
    await this.toggleBold(true);
    await this.page.keyboard.type(boldWord);
    await this.toggleBold(false);
  }

  /**
   * 굵게 from the toolbar, then back in the text as a person sees it: the editor takes its focus back
   * a frame later (Tiptap's focus command), and keys typed before that land on the button.
   */
  private async toggleBold(on: boolean) {
    await this.tool('굵게').click();
    await expect(this.tool('굵게')).toHaveAttribute('aria-pressed', String(on));
    await expect(this.body()).toBeFocused();
  }

  async markImportant() {
    // React Aria draws its own box over the native input: toggle it from the keyboard, as a user can.
    const box = this.page.getByRole('checkbox', { name: '중요 공지로 고정' });
    await box.focus();
    await box.press('Space');
    await expect(box).toBeChecked();
  }

  async save() {
    await this.page.getByRole('button', { name: '저장하기' }).click();
  }
}

/** /teams/{id}/notices/{noticeId}: the article, and the admin's edit and delete. */
export class NoticeDetailPage {
  constructor(private readonly page: Page) {}

  async goto(teamId: number, noticeId: number) {
    await this.page.goto(`/teams/${teamId}/notices/${noticeId}`);
    await expect(this.article()).toBeVisible();
  }

  article(): Locator {
    return this.page.getByRole('article');
  }

  /** The rendered body (the article's last child, the stored HTML). */
  body(): Locator {
    return this.article().locator(':scope > div').last();
  }
}
