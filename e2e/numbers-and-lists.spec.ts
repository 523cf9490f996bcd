/**
 * "Numbers and lists" on a phone (390×844) against the real server and the demo data,
 * whatever the other specs added to it (they share this server):
 * - a match FC 한강 registers shows on its schedule and in 다가오는 일정 (decision 032);
 * - 출전 경기 수 counts played matches only: the number shown is the team's wins, draws and losses,
 *   while the team has matches still to come (the one registered here at least);
 * - the temporary 성수 FC carries '[임시]' in the recent results, the records and a member's history;
 * - 지난 경기 명단 불러오기 copies the lineup of the last match on or before this one's day (not a fixture
 *   registered for later) as it started: a starter substituted off there is one of the eleven, the
 *   substitute who came on is on the bench.
 */
import { expect, test } from './fixtures/test.ts';
import { seedPerson, seedTeams } from '../server/db/seed-data.ts';
import { apiSignIn, bearer } from './api.ts';
import { fixtureWithLineup, matchWithSubstitution } from './fixtures/match-with-lineups.ts';
import { LineupPage } from './pages/lineup.page.ts';
import { SchedulesPage } from './pages/schedules.ts';
import { signInAs } from './pages/sign-in.ts';

const hangang = seedTeams.find((t) => t.key === 'hangang')!;
const seongsu = seedTeams.find((t) => t.key === 'seongsu')!;
const member = seedPerson('lee-seojun');

test.use({ viewport: { width: 390, height: 844 } });

test('a registered match is on the schedule and in 다가오는 일정; counts and [임시] are right', async ({ page, request }) => {
  const title = `재대결 ${Date.now() % 100_000}`;
  // Today, all day: it is under way, so it comes first among the next items whatever else is on the calendar.
  const matchDate = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
  const adminToken = await apiSignIn(request, seedPerson('kim-minjun').id);
  const created = await request.post('/api/v1/matches', {
    headers: bearer(adminToken),
    data: {
      title,
      homeTeamId: hangang.id,
      awayTeamId: seongsu.id,
      matchType: 'FRIENDLY',
      stadium: '뚝섬한강공원 축구장',
      matchDate,
      plannedStartTime: '00:00',
      plannedEndTime: '23:59',
      firstHalfPeriod: 40,
      secondHalfPeriod: 40,
    },
  });
  expect(created.status()).toBe(201);
  // The played matches: those with a result. The count is exactly these, not the matches still to come.
  const summary = (await (await request.get(`/api/v1/teams/${hangang.id}/results/summary`, { headers: bearer(adminToken) })).json()).data;
  const played = summary.winLossDraw.win + summary.winLossDraw.draw + summary.winLossDraw.loss;
  expect(summary.totalMatchCount).toBe(played);

  await signInAs(page, member.name);
  await page.goto(`/teams/${hangang.id}`);
  // 다가오는 일정 lists the match among the next items.
  const upcoming = page.getByRole('region', { name: '다가오는 일정' });
  await expect(upcoming.getByRole('link', { name: title })).toBeVisible({ timeout: 15_000 });
  // 출전 경기 수: the played matches.
  await expect(page.getByText(`${played}경기`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${played + 1}경기`, { exact: true })).toHaveCount(0);
  // Recent results: the temporary opponent is marked (other specs may have played 성수 FC too).
  await expect(page.getByText('vs [임시] 성수 FC').first()).toBeVisible();

  // The schedule page: the match is an item of the day, to answer like any other.
  const schedules = new SchedulesPage(page);
  await schedules.goto(hangang.id, matchDate);
  await expect(schedules.item(title)).toBeVisible();
  await expect(schedules.item(title).getByRole('radio', { name: '참석' })).toBeVisible();

  // The records page: played matches counted, the temporary team marked.
  await page.goto(`/teams/${hangang.id}/matches`);
  await expect(page.getByText(`${played}경기`, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('[임시] 성수 FC').first()).toBeVisible();

  // A member's history: the temporary team marked.
  await page.goto(`/teams/${hangang.id}/players?selectedMemberId=${member.id}`);
  const panel = page.getByRole('dialog', { name: '멤버 정보' });
  // In the recent matches' table, and in the season's match list above it (decision 055).
  // (The MOM and path specs play 성수 FC too, so it may be there more than once.)
  await expect(panel.getByRole('region', { name: '최근 경기' }).getByText('[임시] 성수 FC').first()).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByRole('list', { name: '경기별 출전 시간' }).getByText('[임시] 성수 FC').first()).toBeVisible();
});

test('지난 경기 명단 불러오기 copies the last match before this one, all eleven starters, the substituted-off one included', async ({ page, request }) => {
  const stamp = Date.now() % 100_000;
  const last = await matchWithSubstitution(request, `교체 있던 경기 ${stamp}`, 40);
  // A fixture registered for later in the season, its lineup half made: no "last match" of the one set up here.
  await fixtureWithLineup(request, `다음 달 경기 ${stamp}`, 42, 5);
  const matchDate = new Date(Date.now() + 41 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
  const admin = seedPerson('kim-minjun');
  const created = await request.post('/api/v1/matches', {
    headers: bearer(await apiSignIn(request, admin.id)),
    data: {
      title: `명단 복사 ${stamp}`,
      homeTeamId: hangang.id,
      awayTeamId: seongsu.id,
      matchType: 'FRIENDLY',
      stadium: '뚝섬한강공원 축구장',
      matchDate,
      plannedStartTime: '07:00',
      plannedEndTime: '09:00',
      firstHalfPeriod: 40,
      secondHalfPeriod: 40,
    },
  });
  expect(created.status()).toBe(201);
  const matchId = (await created.json()).data.id as number;

  await signInAs(page, admin.name);
  const lineup = new LineupPage(page);
  await lineup.goto(matchId, 'home', 20_000);
  await page.getByRole('button', { name: '지난 경기 명단 불러오기' }).click();
  await lineup.expectStarters(11);
  await lineup.showList('선발');
  await expect(page.getByRole('list', { name: '선발 명단' }).getByText(last.wentOff)).toBeVisible();
  await lineup.showList('교체');
  await expect(page.getByRole('list', { name: '교체 명단' }).getByText(last.cameOn)).toBeVisible();
});
