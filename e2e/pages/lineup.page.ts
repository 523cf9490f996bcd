import { expect, type Locator, type Page } from '@playwright/test';

/** /matches/{id}/players/edit: the pitch (6×5 grid), the pool, the bench, save and next. */
export class LineupPage {
  constructor(readonly page: Page) {}

  /**
   * `timeout`: the first visit loads the screen's code and both teams' members (slow on a loaded machine).
   * `viewer`: the side the signed-in person belongs to; the away side is 상대팀 only to the home side's people.
   */
  async goto(matchId: number, side: 'home' | 'away', timeout?: number, viewer: 'home' | 'away' = 'home') {
    await this.page.goto(`/matches/${matchId}/players/edit?matchSide=${side}`);
    await expect(this.heading(side, viewer)).toBeVisible({ timeout });
  }

  heading(side: 'home' | 'away', viewer: 'home' | 'away' = 'home') {
    return this.page.getByRole('heading', { name: side === 'home' ? '홈팀 명단 설정' : viewer === 'away' ? '원정팀 명단 설정' : '상대팀 명단 설정' });
  }

  pool() {
    return this.page.getByRole('list', { name: '전체 선수 명단' });
  }

  /** A cell by its 1-based row and column (row 1 at the halfway line), or the goalkeeper cell. */
  cell(row: number | 'goalkeeper', column = 3): Locator {
    const name = row === 'goalkeeper' ? /^골키퍼 자리/ : new RegExp(`^${row}행 ${column}열`);
    return this.page.getByRole('button', { name });
  }

  player(name: string) {
    return this.page.getByRole('button', { name: new RegExp(`^(\\d+번 )?${name}( \\(|$)`) }).first();
  }

  dragHandle(name: string) {
    return this.page.getByRole('button', { name: `${name} 끌기` });
  }

  /** Drag the player with the mouse, the way a desktop user would (the handle is the keyboard's way in). */
  async dragToCell(name: string, target: Locator) {
    await this.player(name).dragTo(target);
  }

  /** Two taps: the player, then the place. */
  async tapMove(name: string, target: Locator) {
    await this.player(name).tap();
    await target.tap();
  }

  async expectStarters(count: number) {
    // The phone layout repeats the counter above the list switch; one visible copy is enough.
    await expect(this.page.getByText(`선발 ${count}/11`).first()).toBeVisible();
  }

  async save() {
    await this.page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(this.page.getByText('저장했습니다.')).toBeVisible();
  }

  async next() {
    await this.page.getByRole('button', { name: '다음으로' }).click();
  }

  /** On a phone one list shows at a time: '전체 선수', '선발' or '교체'. */
  async showList(label: '전체 선수' | '선발' | '교체') {
    const radio = this.page.getByRole('radiogroup', { name: '목록 보기' }).getByRole('radio', { name: label });
    if (await radio.isVisible()) await radio.click();
  }

  /** The bar that names the picked player, with '선택 취소'. */
  selectionBar() {
    return this.page.getByText(/선택됨\. 놓을 자리를 누르세요\./);
  }

  saveButton() {
    return this.page.getByRole('button', { name: /^(저장|저장 중…)$/ });
  }

  async putOnBench() {
    await this.showList('교체');
    await this.page.getByRole('button', { name: '교체 명단으로 보내기' }).click();
  }

  async setPosition(name: string, position: string) {
    await this.showList('선발');
    await this.page.getByRole('button', { name: new RegExp(`^${name} 포지션`) }).click();
    await this.page
      .getByRole('menuitemradio', { name: position, exact: true })
      .or(this.page.getByRole('menuitem', { name: position, exact: true }))
      .click();
  }

  async applyFormation(name: string) {
    await this.page.getByRole('group', { name: '포메이션' }).getByRole('button', { name, exact: true }).click();
  }

  /** 선발 추천: the dialog's suggestion for `formation`, put on the pitch with 추천대로 배치. */
  async applySuggestion(formation = '4-4-2') {
    await this.page.getByRole('button', { name: '선발 추천' }).click();
    const dialog = this.page.getByRole('dialog', { name: '출전 시간 기준 선발 추천' });
    await dialog.getByRole('radiogroup', { name: '추천 포메이션' }).getByRole('radio', { name: formation }).click();
    await dialog.getByRole('button', { name: '추천대로 배치' }).click();
    await expect(dialog).toHaveCount(0);
  }

  async addGuest(name: string, number: number) {
    await this.page.getByRole('textbox', { name: '이름' }).fill(name);
    await this.page.getByRole('textbox', { name: '등번호' }).fill(String(number));
    await this.page.getByRole('button', { name: '선수 추가' }).click();
  }

  /** The live region that says why a move was refused (or what just happened). */
  refusal() {
    return this.page.getByRole('status').filter({ hasText: /.+/ }).filter({ hasNotText: '불러오는 중' }).first();
  }

  summaryHeading() {
    return this.page.getByRole('heading', { name: '명단 설정 완료' });
  }
}
