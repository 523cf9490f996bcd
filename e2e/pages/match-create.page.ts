import { expect, type Page } from '@playwright/test';

/** /matches/create: own team, side, opponent search, details; ends on the home lineup editor. */
export class MatchCreatePage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/matches/create');
    await expect(this.page.getByRole('textbox', { name: '매치명' })).toBeVisible();
  }

  async choose(selectLabel: string | RegExp, option: string) {
    await this.page.getByRole('button', { name: selectLabel }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async fill(details: {
    ownTeam: string;
    opponentSearch: string;
    opponent: string;
    title: string;
    type: string;
    date: string;
    start: string;
    end: string;
    venue: string;
  }) {
    await this.choose(/소속팀/, details.ownTeam);
    await this.page.getByRole('radio', { name: '홈', exact: true }).check({ force: true });
    await this.page.getByRole('combobox', { name: '상대팀' }).fill(details.opponentSearch);
    await this.page.getByRole('option', { name: details.opponent, exact: true }).click();
    await this.page.getByRole('textbox', { name: '매치명' }).fill(details.title);
    await this.page.getByRole('radio', { name: details.type, exact: true }).check({ force: true });
    await this.page.getByRole('group', { name: '날짜' }).getByRole('spinbutton').first().click();
    await this.page.keyboard.type(details.date.replaceAll('-', ''));
    await this.choose(/시작 시간/, details.start);
    await this.choose(/종료 시간/, details.end);
    await this.page.getByRole('textbox', { name: '경기장 주소' }).fill(details.venue);
  }

  async submit() {
    await this.page.getByRole('button', { name: '다음으로' }).click();
  }
}
