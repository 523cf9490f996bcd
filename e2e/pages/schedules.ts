import { expect, type Page } from '@playwright/test';

/** The next Sunday strictly after today, counted in Seoul (where the team's days are), as `YYYY-MM-DD`. */
export function nextSeoulSunday(now: Date = new Date()): string {
  const seoulToday = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(now)}T00:00:00Z`);
  const daysAhead = 7 - seoulToday.getUTCDay();
  return new Date(seoulToday.getTime() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

/** /teams/{id}/schedules: the month calendar, the selected day's panel, the item form, attendance and the feed dialog. */
export class SchedulesPage {
  constructor(private readonly page: Page) {}

  async goto(teamId: number, date?: string) {
    await this.page.goto(`/teams/${teamId}/schedules${date ? `?date=${date}` : ''}`);
    // A ceiling for the first load of the page's code on a busy machine, not a timing assertion.
    await expect(this.calendar()).toBeVisible({ timeout: 15_000 });
  }

  calendar() {
    return this.page.getByRole('application', { name: /팀 일정 달력/ });
  }

  /** The heading of the selected day's panel, e.g. '11월 29일 (일)'. */
  dayHeading() {
    return this.page.getByRole('heading', { level: 2 }).filter({ hasText: /\d+월 \d+일 \(.\)/ });
  }

  item(title: string) {
    return this.page.getByRole('article', { name: title });
  }

  async addItem(fields: { title: string; kind: string; place: string; start: string; end: string }) {
    await this.page.getByRole('button', { name: '일정 생성하기' }).click();
    const dialog = this.page.getByRole('dialog', { name: '일정 등록' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: '일정 이름' }).fill(fields.title);
    await this.choose(dialog.getByRole('button', { name: /종류/ }), fields.kind);
    await this.choose(dialog.getByRole('button', { name: /시작 시간/ }), fields.start);
    await this.choose(dialog.getByRole('button', { name: /종료 시간/ }), fields.end);
    await dialog.getByRole('textbox', { name: '장소' }).fill(fields.place);
    await dialog.getByRole('button', { name: '등록하기' }).click();
    await expect(this.page.getByText('일정을 등록했습니다.')).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  private async choose(trigger: ReturnType<Page['getByRole']>, option: string) {
    await trigger.click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async answer(title: string, answer: '참석' | '불참' | '미정') {
    const choice = this.item(title).getByRole('radio', { name: answer });
    await choice.click();
    await expect(choice).toBeChecked();
  }

  /** The counts line of an item, read through its accessible summary ('참석 1명, 불참 1명, 미정 0명'). */
  counts(title: string, attend: number, absent: number, undecided: number) {
    return this.item(title).getByRole('list', { name: `참석 ${attend}명, 불참 ${absent}명, 미정 ${undecided}명` });
  }

  async showWhoAnswered(title: string) {
    await this.item(title).getByRole('button', { name: '응답 명단 보기' }).click();
  }

  /** Opens 캘린더 구독 and reads the private feed address shown. */
  async feedUrl(): Promise<string> {
    await this.page.getByRole('button', { name: '캘린더 구독' }).click();
    const field = this.page.getByRole('dialog', { name: '캘린더 구독' }).getByRole('textbox', { name: '나의 구독 주소' });
    await expect(field).toHaveValue(/^https?:\/\/.+\.ics$/);
    return field.inputValue();
  }
}
