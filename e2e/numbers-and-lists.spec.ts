/**
 * Issue #14, "Numbers and lists", on a phone (390×844) against the real server and the demo data:
 * a match FC 한강 registers shows on its schedule and in 다가오는 일정 (decision 032); 출전 경기 수 counts
 * played matches only (FC 한강 has played 4; the seeded fifth and the one registered here are still to
 * come); the temporary 성수 FC carries '[임시]' in the recent results, the records and a member's history;
 * 지난 경기 명단 불러오기 copies the last lineup as it started (정우진 was substituted off in '서울 주말리그
 * 3라운드', FC 한강's last match with a lineup: he is one of the eleven, 권시우 who came on is on the bench).
 */
import { expect, test } from '@playwright/test';
import { seedPerson, seedTeams } from '../server/db/seed-data.ts';
import { apiSignIn, bearer } from './api.ts';
import { LineupPage } from './pages/lineup.page.ts';
import { SchedulesPage } from './pages/schedules.ts';
import { signInAs } from './pages/sign-in.ts';

const hangang = seedTeams.find((t) => t.key === 'hangang')!;
const seongsu = seedTeams.find((t) => t.key === 'seongsu')!;
const member = seedPerson('lee-seojun');

test.use({ viewport: { width: 390, height: 844 } });

test('a registered match is on the schedule and in 다가오는 일정; counts and [임시] are right', async ({ page, request }) => {
  const title = `재대결 ${Date.now() % 100_000}`;
  const matchDate = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
  const adminToken = await apiSignIn(request, seedPerson('kim-minjun').id);
  const created = await request.post('/api/v1/matches', { headers: bearer(adminToken), data: {
    title, homeTeamId: hangang.id, awayTeamId: seongsu.id, matchType: 'FRIENDLY', stadium: '뚝섬한강공원 축구장', matchDate,
    plannedStartTime: '19:00', plannedEndTime: '21:00', firstHalfPeriod: 40, secondHalfPeriod: 40,
  } });
  expect(created.status()).toBe(201);

  await signInAs(page, member.name);
  await page.goto(`/teams/${hangang.id}`);
  // 다가오는 일정 lists the match among the next items.
  const upcoming = page.getByRole('region', { name: '다가오는 일정' });
  await expect(upcoming.getByRole('link', { name: title })).toBeVisible({ timeout: 15_000 });
  // 출전 경기 수: the four played matches, beside four results.
  await expect(page.getByText('4경기', { exact: true })).toBeVisible();
  await expect(page.getByText('5경기', { exact: true })).toHaveCount(0);
  await expect(page.getByText('6경기', { exact: true })).toHaveCount(0);
  // Recent results: the temporary opponent is marked.
  await expect(page.getByText('vs [임시] 성수 FC')).toBeVisible();

  // The schedule page: the match is an item of the day, to answer like any other.
  const schedules = new SchedulesPage(page);
  await schedules.goto(hangang.id, matchDate);
  await expect(schedules.item(title)).toBeVisible();
  await expect(schedules.item(title).getByRole('radio', { name: '참석' })).toBeVisible();

  // The records page: played matches counted, the temporary team marked.
  await page.goto(`/teams/${hangang.id}/matches`);
  await expect(page.getByText('4경기', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('[임시] 성수 FC').first()).toBeVisible();

  // A member's history: the temporary team marked.
  await page.goto(`/teams/${hangang.id}/players?selectedMemberId=${member.id}`);
  const panel = page.getByRole('dialog', { name: '멤버 정보' });
  await expect(panel.getByText('[임시] 성수 FC')).toBeVisible({ timeout: 15_000 });
});

test('지난 경기 명단 불러오기 copies all eleven starters, the substituted-off one included', async ({ page, request }) => {
  const matchDate = new Date(Date.now() + 2 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
  const admin = seedPerson('kim-minjun');
  const created = await request.post('/api/v1/matches', { headers: bearer(await apiSignIn(request, admin.id)), data: {
    title: `명단 복사 ${Date.now() % 100_000}`, homeTeamId: hangang.id, awayTeamId: seongsu.id, matchType: 'FRIENDLY', stadium: '뚝섬한강공원 축구장', matchDate,
    plannedStartTime: '07:00', plannedEndTime: '09:00', firstHalfPeriod: 40, secondHalfPeriod: 40,
  } });
  expect(created.status()).toBe(201);
  const matchId = (await created.json()).data.id as number;

  await signInAs(page, admin.name);
  const lineup = new LineupPage(page);
  await lineup.goto(matchId, 'home', 20_000);
  await page.getByRole('button', { name: '지난 경기 명단 불러오기' }).click();
  await lineup.expectStarters(11);
  await lineup.showList('선발');
  await expect(page.getByRole('list', { name: '선발 명단' }).getByText('정우진')).toBeVisible();
  await lineup.showList('교체');
  await expect(page.getByRole('list', { name: '교체 명단' }).getByText('권시우')).toBeVisible();
});
