/**
 * Full time (decisions 011, 044): the admin plays a match through both halves on the record screen; it shows as
 * FINISHED with its result on both teams' records pages and in the team profile's recent results.
 */
import { expect, test, type Page } from './fixtures/test.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { gwanak, hangang, matchWithLineups } from './fixtures/match-with-lineups.ts';
import { signInAs } from './pages/sign-in.ts';

/** Presses a clock button of the record screen and confirms it. */
async function clock(page: Page, action: string) {
  await page.getByRole('button', { name: action }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: action }).click();
}

test('a match played to full time shows as finished, with its result, on both records pages and the profile', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const title = `e2e 풀타임 ${Date.now() % 100000}`;
  const matchId = await matchWithLineups(request, title);
  await signInAs(page, seedPerson('kim-minjun').name);
  await page.goto(`/matches/${matchId}/record`);

  await clock(page, '전반 시작');
  const homeOnPitch = page.getByRole('list', { name: `${hangang.name} 출전 선수` });
  await homeOnPitch.getByRole('button', { name: /이서준/ }).click();
  await page.getByRole('button', { name: '이서준 득점 추가' }).click();
  await clock(page, '전반 종료');
  await clock(page, '후반 시작');
  await clock(page, '후반 종료');
  await expect(page.getByRole('status').getByText('경기 종료')).toBeVisible();
  await expect(page.getByText('모두 전송됨')).toBeVisible();

  // The home team's records: finished, won 1 : 0.
  await page.goto(`/teams/${hangang.id}/matches`);
  const homeRow = page.getByRole('row').filter({ hasText: title });
  await expect(homeRow).toContainText('경기 종료');
  await expect(homeRow).toContainText('승');
  await expect(homeRow).toContainText('1 : 0');

  // The home team's profile: the match leads the recent results.
  await page.goto(`/teams/${hangang.id}`);
  const recent = page.getByRole('region', { name: '최근 기록' });
  await expect(recent.getByRole('link', { name: title })).toBeVisible();
  await expect(recent.getByRole('listitem').first()).toContainText('승');

  // The away team's records, seen by one of its members: lost 0 : 1.
  const awayContext = await browser.newContext();
  const away = await awayContext.newPage();
  await signInAs(away, seedPerson('kim-taehyun').name);
  await away.goto(`/teams/${gwanak.id}/matches`);
  const awayRow = away.getByRole('row').filter({ hasText: title });
  await expect(awayRow).toContainText('경기 종료');
  await expect(awayRow).toContainText('패');
  await expect(awayRow).toContainText('0 : 1');
  await awayContext.close();
});
