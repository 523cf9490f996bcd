import { expect, type Locator, type Page } from '@playwright/test';

/** /matches/{id}/players/edit: the pitch (6×5 grid), the pool, the bench, save and next. */
export class LineupPage {
  constructor(private readonly page: Page) {}

  async goto(matchId: number, side: 'home' | 'away') {
    await this.page.goto(`/matches/${matchId}/players/edit?matchSide=${side}`);
    await expect(this.heading(side)).toBeVisible();
  }

  heading(side: 'home' | 'away') {
    return this.page.getByRole('heading', { name: side === 'home' ? '홈팀 명단 설정' : '상대팀 명단 설정' });
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
}
