import { expect, type Locator, type Page } from '@playwright/test';

/** /matches/{id}/record: the clock, each team's pitch and bench, the selected player, the exchange confirmation. */
export class RecordPage {
  constructor(readonly page: Page) {}

  /** `timeout`: the first visit loads the screen's code and the match (slow on a loaded machine). */
  async goto(matchId: number, timeout?: number) {
    await this.page.goto(`/matches/${matchId}/record`);
    await this.expectOpen(timeout);
  }

  /** From the match page, as an admin goes there: its 경기 기록 link (a move within the app, no page load). */
  async openFromMatchPage(timeout?: number) {
    await this.page.getByRole('link', { name: '경기 기록' }).click();
    await this.expectOpen(timeout);
  }

  private async expectOpen(timeout?: number) {
    await expect(this.page.getByRole('button', { name: /^(전반|후반) (시작|종료)$|^경기 종료$/ })).toBeVisible({ timeout });
  }

  async startFirstHalf() {
    await this.page.getByRole('button', { name: '전반 시작' }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: '전반 시작' }).click();
    await expect(this.page.getByRole('button', { name: '전반 종료' })).toBeVisible();
  }

  /** The players on a team's pitch, a list of buttons named '번호 이름 (표시)'. */
  pitch(teamName: string) {
    return this.page.getByRole('list', { name: `${teamName} 출전 선수` });
  }

  bench(teamName: string) {
    return this.page.getByRole('list', { name: `${teamName} 교체 선수` });
  }

  /** A player button in a list, by name ('10 김민준', '10 김민준 (교체 아웃)'). */
  playerIn(list: Locator, name: string) {
    return list.getByRole('button', { name: new RegExp(`^(\\d+ )?${name}( \\(|$)`) });
  }

  /**
   * Taps a player on a phone while the undo offer floats above the sheet (its 5 s): as a person does,
   * the pitch scrolled first so the player shows just under the header. Playwright's own scrolling puts
   * them at the screen's edges or centre — under the header, the offer or the sheet — and the click
   * waited the offer out.
   */
  async tapPlayerPastOffer(list: Locator, name: string) {
    const player = this.playerIn(list, name);
    await player.evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -((document.querySelector('header')?.getBoundingClientRect().bottom ?? 0) + 8));
    });
    await player.click();
  }

  dragHandle(name: string) {
    return this.page.getByRole('button', { name: `${name} 끌어서 교체` });
  }

  /** On a phone one team shows at a time (the admin's own first); the switch in the sheet at the bottom picks which. */
  async showTeam(teamName: string) {
    await this.page.getByRole('radiogroup', { name: '보여 줄 팀' }).getByRole('radio', { name: teamName }).click();
  }

  /** The phone sheet's 팀 기록 button (it opens and closes the shown team's counters). */
  teamSheetButton() {
    return this.page.getByRole('button', { name: '팀 기록', exact: true });
  }

  /** A team counter's + (코너 킥, 파울, …): on a phone its team is shown and its counters opened in the sheet first. */
  async teamEvent(teamName: string, stat: string) {
    const add = this.page.getByRole('button', { name: `${teamName} ${stat} 추가` });
    if (!(await add.isVisible())) {
      await this.showTeam(teamName);
      if ((await this.teamSheetButton().getAttribute('aria-expanded')) !== 'true') await this.teamSheetButton().click();
    }
    await add.click();
  }

  exchangeDialog() {
    return this.page.getByRole('alertdialog', { name: '정말 교체하시겠습니까?' });
  }

  /** Presses a clock button ('전반 시작', '후반 종료', …) and confirms it. */
  async pressClock(label: string) {
    await this.page.getByRole('button', { name: label, exact: true }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: label, exact: true }).click();
  }

  /** 시작 취소 sits behind the clock's 더보기 disclosure, away from its main button; then the confirmation. */
  async cancelKickoff() {
    const more = this.page.getByRole('button', { name: '더보기', exact: true });
    if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
    await this.page.getByRole('region', { name: '경기 시계' }).getByRole('button', { name: '시작 취소', exact: true }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: '시작 취소', exact: true }).click();
  }

  /** Picks the player (unless already picked: a second tap would let go of them) and adds a goal. */
  async goal(teamName: string, playerName: string) {
    const add = this.page.getByRole('button', { name: `${playerName} 득점 추가` });
    if (!(await add.isVisible())) await this.playerIn(this.pitch(teamName), playerName).click();
    await add.click();
  }

  /** Two taps and a confirmation: the pitch player, 교체, the substitute, 교체하기. */
  async substitute(teamName: string, out: string, sub: string) {
    await this.playerIn(this.pitch(teamName), out).click();
    await this.page.getByRole('button', { name: '교체', exact: true }).click();
    await this.page
      .getByRole('group', { name: '교체 선수' })
      .getByRole('button', { name: new RegExp(sub) })
      .click();
    await this.exchangeDialog().getByRole('button', { name: '교체하기' }).click();
  }

  /** A team counter (코너 킥, 파울, …), then 되돌리기 on the toast it shows. */
  async addThenUndo(teamName: string, stat: string) {
    await this.teamEvent(teamName, stat);
    await this.page.getByRole('button', { name: '되돌리기' }).click();
  }

  async writeMemo(text: string) {
    await this.page.getByLabel('간편 메모').fill(text);
  }

  /** The status line: the match state and the outbox ('전송 대기 n건' or '모두 전송됨'). */
  status() {
    return this.page.getByRole('status').filter({ hasText: /모두 전송됨|전송 대기/ });
  }

  async expectStatus(stateLabel: string, pending: number) {
    const status = this.status();
    await expect(status).toContainText(stateLabel);
    await expect(status).toContainText(pending > 0 ? `전송 대기 ${pending}건` : '모두 전송됨');
  }
}
