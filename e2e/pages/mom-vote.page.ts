import { expect, type Locator, type Page } from '@playwright/test';

/** The MOM vote panel (decision 093) on the match page or the 자체전 page: the ballot, the turnout, the close. */
export class MomVotePanel {
  readonly region: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'MOM 투표' });
  }

  async gotoMatch(matchId: number) {
    await this.page.goto(`/matches/${matchId}`);
    // A ceiling for the first load of the page's code and its lazy panel on a busy machine, not a timing assertion.
    await expect(this.region).toBeVisible({ timeout: 15_000 });
  }

  /** The ballot form (absent once the vote is closed). */
  form(): Locator {
    return this.region.getByRole('form', { name: 'MOM 투표' });
  }

  /** A rank's select (`1위`, `2위`, `3위`): its button reads the label and the choice. */
  rank(rank: 1 | 2 | 3): Locator {
    return this.region.getByRole('button', { name: new RegExp(`${rank}위`) });
  }

  /** Picks `name` (or 선택 안 함) for a rank. */
  async pick(rank: 1 | 2 | 3, name: string) {
    await this.rank(rank).click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  /** 투표하기, or 투표 바꾸기 once the ballot is in. */
  submitButton(): Locator {
    return this.region.getByRole('button', { name: /^투표(하기| 바꾸기)$/ });
  }

  closeButton(): Locator {
    return this.region.getByRole('button', { name: '투표 마감' });
  }

  /** 투표 마감, then 마감하기 in the confirmation. */
  async close() {
    await this.closeButton().click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: '마감하기' }).click();
  }
}
