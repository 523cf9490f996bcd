import { expect, test } from './fixtures/test.ts';
import { seriousViolations } from './axe.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { nextSeoulSunday, SchedulesPage } from './pages/schedules.ts';
import { signInAs } from './pages/sign-in.ts';

const team = 1;

test('the admin adds a Sunday match day; two members answer; the admin sees the counts; the feed serves it as iCalendar', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const sunday = nextSeoulSunday();
  const title = `일요 리그 ${Date.now() % 100000}`;
  const schedules = new SchedulesPage(page);

  // The admin opens that Sunday and adds a match day through the form.
  await signInAs(page, seedPerson('kim-minjun').name);
  await schedules.goto(team, sunday);
  await expect(schedules.dayHeading()).toContainText('(일)');
  await schedules.addItem({ title, kind: '경기', place: '망원한강공원 축구장', start: '09:00', end: '11:00' });
  await expect(schedules.item(title)).toContainText('09:00 – 11:00');
  await expect(page).toHaveURL(new RegExp(`date=${sunday}`));

  // Two members answer, each in a browser of their own; one is abroad and still sees Seoul times.
  for (const [key, answer, timezoneId] of [
    ['lee-seojun', '참석', 'Asia/Seoul'],
    ['choi-doyun', '불참', 'America/New_York'],
  ] as const) {
    const context = await browser.newContext({ timezoneId });
    const memberPage = await context.newPage();
    await signInAs(memberPage, seedPerson(key).name);
    const memberView = new SchedulesPage(memberPage);
    await memberView.goto(team, sunday);
    await expect(memberView.item(title)).toContainText('09:00 – 11:00');
    await expect(memberPage.getByRole('button', { name: '일정 생성하기' })).toHaveCount(0);
    await memberView.answer(title, answer);
    // The answer is the server's: it survives a reload.
    await memberPage.reload();
    await expect(memberView.item(title).getByRole('radio', { name: answer })).toBeChecked();
    await context.close();
  }

  // The admin sees the counts, who answered and who has not.
  await page.reload();
  await expect(schedules.counts(title, 1, 1, 0)).toBeVisible();
  await schedules.showWhoAnswered(title);
  const item = schedules.item(title);
  await expect(item).toContainText(seedPerson('lee-seojun').name);
  await expect(item).toContainText(seedPerson('choi-doyun').name);
  await expect(item).toContainText('미응답');

  // The private feed address serves a valid iCalendar file with the new item.
  const url = await schedules.feedUrl();
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const body = await feed.text();
  expect(body).toContain('BEGIN:VCALENDAR');
  expect(body).toContain('END:VCALENDAR');
  expect(body).toContain(title);
});

test('moving between months writes the date into the URL; reload and Back keep the month and the day', async ({ page }) => {
  const sunday = nextSeoulSunday();
  const schedules = new SchedulesPage(page);
  await signInAs(page, seedPerson('lee-seojun').name);
  await schedules.goto(team, sunday);
  const heading = await schedules.dayHeading().innerText();

  await page.getByRole('button', { name: '다음 달' }).click();
  await expect(page).not.toHaveURL(new RegExp(`date=${sunday}`));
  const moved = new URL(page.url()).searchParams.get('date')!;
  expect(moved.slice(0, 7)).not.toBe(sunday.slice(0, 7));
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`date=${moved}`));
  await expect(schedules.calendar().getByRole('gridcell', { selected: true })).toHaveCount(1);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`date=${sunday}`));
  await expect(schedules.dayHeading()).toHaveText(heading);
});

test('axe finds no serious or critical violation on the schedules page at 1280 and 390 wide, and in its dialogs', async ({ page }) => {
  test.setTimeout(60_000);
  const schedules = new SchedulesPage(page);
  await signInAs(page, seedPerson('kim-minjun').name);
  await schedules.goto(team);
  await expect(schedules.dayHeading()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(schedules.calendar()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The admin's form and the feed dialog, on the phone.
  await page.getByRole('button', { name: '일정 생성하기' }).click();
  await expect(page.getByRole('dialog', { name: '일정 등록' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '화면 닫기' }).click();
  await expect(page.getByRole('dialog', { name: '일정 등록' })).toBeHidden();
  await page.getByRole('button', { name: '캘린더 구독' }).click();
  await expect(page.getByRole('textbox', { name: '나의 구독 주소' })).toHaveValue(/\.ics$/);
  expect(await seriousViolations(page)).toEqual([]);
});
