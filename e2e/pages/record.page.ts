import { expect, type Locator, type Page } from '@playwright/test';

/** /matches/{id}/record: the clock, each team's pitch and bench, the selected player, the exchange confirmation. */
export class RecordPage {
  constructor(private readonly page: Page) {}

  async goto(matchId: number) {
    await this.page.goto(`/matches/${matchId}/record`);
    await expect(this.page.getByRole('button', { name: /^(전반|후반) (시작|종료)$|^게임 종료$/ })).toBeVisible();
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

  dragHandle(name: string) {
    return this.page.getByRole('button', { name: `${name} 끌어서 교체` });
  }

  /** On a phone one team shows at a time (the admin's own first); the switch at the top picks which. */
  async showTeam(teamName: string) {
    await this.page.getByRole('radiogroup', { name: '보여 줄 팀' }).getByRole('radio', { name: teamName }).click();
  }

  exchangeDialog() {
    return this.page.getByRole('alertdialog', { name: '정말 교체하시겠습니까?' });
  }
}
