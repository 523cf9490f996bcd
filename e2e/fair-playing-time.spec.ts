import { expect, test } from './fixtures/test.ts';
import { seriousViolations } from './axe.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { apiSignIn, bearer } from './api.ts';
import { hangang, lineupOf, matchToday, temporaryTeam } from './fixtures/match-with-lineups.ts';
import { LineupPage } from './pages/lineup.page.ts';
import { signInAs } from './pages/sign-in.ts';

/**
 * Fair playing time (decision 056), on a phone at the side of the pitch: the admin opens
 * the lineup of tomorrow's match (answers close at kick-off), sees each candidate's minutes over the
 * last 5 matches with 참석 first and 불참 marked, orders the least played first, and puts the
 * suggested eleven on the pitch and saves them. Axe with the suggestion open.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('an admin sees minutes and answers, orders the least played first, and saves the suggested starters', async ({ page, request }) => {
  const admin = seedPerson('kim-minjun');
  const token = await apiSignIn(request, admin.id);
  const matchId = await matchToday(request, token, `e2e 공정 출전 ${Date.now() % 100000}`, temporaryTeam.id, 1);
  const { starters, substitutes } = lineupOf(hangang.id);
  const [coming, notComing] = [substitutes[0], starters[1]];
  // The match's item on FC 한강's calendar (decision 032), answered by two members.
  const attendance = await request.get(`/api/v1/teams/${hangang.id}/matches/${matchId}/attendance`, { headers: bearer(token) });
  const { scheduleId } = (await attendance.json()).data as { scheduleId: number };
  for (const [person, answer] of [
    [coming, 'ATTEND'],
    [notComing, 'ABSENT'],
  ] as const) {
    const answered = await request.put(`/api/v1/teams/${hangang.id}/schedules/${scheduleId}/attendance`, {
      headers: bearer(await apiSignIn(request, person.id)),
      data: { answer },
    });
    expect(answered.status()).toBe(200);
  }

  await signInAs(page, admin.name);
  const lineup = new LineupPage(page);
  await lineup.goto(matchId, 'home', 30_000);
  await expect(page.getByText(/경기의 출전 시간입니다\. 참석 1명 · 미정 0명 · 불참 1명/)).toBeVisible();
  const rows = lineup.pool().getByRole('listitem');
  await expect(rows.first()).toContainText(coming.name);
  await expect(rows.first()).toContainText('참석');
  await expect(rows.last()).toContainText(notComing.name);
  await expect(rows.last()).toContainText('불참');

  await page.getByRole('radiogroup', { name: '전체 선수 정렬' }).getByRole('radio', { name: '적게 뛴 순' }).click();
  await expect(rows.first()).toContainText(coming.name);
  // Between the one who comes and the one who does not, the least played first.
  const minutes = (await rows.allTextContents()).map((text) => Number(/출전 (\d+)분/.exec(text)?.[1]));
  const mayCome = minutes.slice(1, -1);
  expect(mayCome.every(Number.isFinite)).toBe(true);
  expect(mayCome).toEqual([...mayCome].sort((a, b) => a - b));

  await page.getByRole('button', { name: '선발 추천' }).click();
  const dialog = page.getByRole('dialog', { name: '출전 시간 기준 선발 추천' });
  const suggested = dialog.getByRole('list', { name: '추천 선발' });
  await expect(suggested.getByRole('listitem')).toHaveCount(11);
  await expect(suggested).toContainText(coming.name);
  await expect(suggested).not.toContainText(notComing.name);
  expect(await seriousViolations(page)).toEqual([]);
  // Nothing changes before the admin's own act.
  await lineup.expectStarters(0);
  await dialog.getByRole('button', { name: '추천대로 배치' }).click();
  await expect(dialog).toHaveCount(0);
  await lineup.expectStarters(11);
  await lineup.save();

  const saved = await request.get(`/api/v1/matches/${matchId}/players`, { headers: bearer(token) });
  const startersSaved = ((await saved.json()).data.homeTeam.starters as Array<{ userId: number }>).map((p) => p.userId);
  expect(startersSaved).toHaveLength(11);
  expect(startersSaved).toContain(coming.id);
  expect(startersSaved).not.toContain(notComing.id);
});

test('on a phone, 저장 and 다음으로 stay where the thumb is, at the top of the long page and at its end', async ({ page, request }) => {
  const admin = seedPerson('kim-minjun');
  const token = await apiSignIn(request, admin.id);
  const matchId = await matchToday(request, token, `e2e 저장 위치 ${Date.now() % 100000}`, temporaryTeam.id, 1);
  await signInAs(page, admin.name);
  const lineup = new LineupPage(page);
  await lineup.goto(matchId, 'home', 30_000);
  const save = page.getByRole('button', { name: '저장', exact: true });
  const next = page.getByRole('button', { name: '다음으로' });
  // The page is far taller than the phone: the buttons are on screen anyway, not 2,000 px below.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(844 * 2);
  await expect(save).toBeInViewport({ ratio: 1 });
  await expect(next).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('lineup-phone-top.png') });
  // Tapping a player in the middle of the pool keeps them there too, with the selection above them.
  await lineup.pool().getByRole('listitem').nth(5).scrollIntoViewIfNeeded();
  await lineup.pool().getByRole('listitem').nth(5).getByRole('button').first().click();
  await expect(page.getByRole('button', { name: '선택 취소' })).toBeInViewport({ ratio: 1 });
  await expect(save).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('lineup-phone-selected.png') });
});
