/**
 * Playing a 자체전 on a phone (decision 082): a scrimmage of three sides set up through the API; the
 * runner plays three games on the record screen — the first goal (with an assist) recorded offline
 * and sent once back online — the next pairing follows 승자 남기, a member in another browser sees
 * the score change without reloading, the results count W/D/L, goals and points, and the season's
 * 자체전 tab adds them up. Axe at 390 and 1280.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { apiSignIn, bearer } from './api.ts';
import { seriousViolations } from './axe.ts';
import { hangang } from './fixtures/match-with-lineups.ts';
import { signInAs } from './pages/sign-in.ts';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'ko-KR', timezoneId: 'Asia/Seoul' } as const;
const sides = [
  ['lee-seojun', 'choi-doyun', 'jung-woojin'],
  ['kang-hyunwoo', 'cho-minjae', 'yoon-gunwoo'],
  ['jang-junhyuk', 'lim-taeyun'],
] as const;

async function call(request: APIRequestContext, token: string, method: 'post' | 'put', path: string, data: unknown) {
  const answer = await request[method](`/api/v1/teams/${hangang.id}${path}`, { headers: bearer(token), data });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()).data;
}

/** A WINNER_STAYS scrimmage in `season` with sides 주황 (이서준, 최도윤, 정우진), 노랑 (강현우, 조민재, 윤건우), 초록 (장준혁, 임태윤, a guest); 초록 rests first. */
async function scrimmageWithSides(request: APIRequestContext, token: string, season: number): Promise<number> {
  const { id } = await call(request, token, 'post', '/scrimmages', {
    title: 'e2e 자체전',
    startAt: `${season}-03-01T00:00:00Z`,
    endAt: `${season}-03-01T02:00:00Z`,
    sideCount: 3,
    gameMinutes: 10,
    format: 'WINNER_STAYS',
    drawRule: 'LONGER_ON_LEAVES',
    restOrder: [2, 0, 1],
    vestColours: ['ORANGE', 'YELLOW', 'GREEN'],
  });
  const attendeeIds: number[][] = [];
  for (const side of sides) {
    const ids: number[] = [];
    for (const key of side) ids.push((await call(request, token, 'post', `/scrimmages/${id}/attendees`, { userId: seedPerson(key).id })).id);
    attendeeIds.push(ids);
  }
  attendeeIds[2]!.push((await call(request, token, 'post', `/scrimmages/${id}/attendees`, { guestName: '용병 한명' })).id);
  const vests = ['ORANGE', 'YELLOW', 'GREEN'] as const;
  await call(request, token, 'put', `/scrimmages/${id}/sides`, {
    sides: attendeeIds.map((ids, side) => ({ side, vestColour: vests[side], attendeeIds: ids })),
  });
  return id;
}

async function recordGoal(page: Page, scorer: string, assist: string | null) {
  await page.getByRole('button', { name: scorer, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${scorer} 기록` });
  await dialog.getByRole('button', { name: '골', exact: true }).click();
  await page
    .getByRole('dialog', { name: `${scorer}의 골을 도운 선수` })
    .getByRole('button', { name: assist ?? '도움 없음', exact: true })
    .click();
}

/** The numbers of a row's figure cells, in order (a card's column labels left out). */
async function figuresOf(row: Locator): Promise<string> {
  const cells = await row.getByRole('gridcell').allTextContents();
  return cells
    .map((t) => /(\d+)\s*$/.exec(t)?.[1])
    .filter((n) => n !== undefined)
    .join(' ');
}

async function startGame(page: Page, home: string, away: string) {
  await page.getByRole('button', { name: `${home} 대 ${away} 경기 시작` }).click();
  await expect(page.getByRole('timer', { name: '경기 시계' })).toBeVisible();
}

async function endGame(page: Page) {
  await page.getByRole('button', { name: '경기 종료' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '경기 종료' }).click();
  await expect(page.getByText('모두 전송됨')).toBeVisible({ timeout: 15_000 });
}

// One scrimmage through both tests: the second reads what the first played (each with a time limit of its own on a loaded machine).
test.describe.configure({ mode: 'serial' });
const season = 2040 + (Date.now() % 50);
let scrimmageId = 0;

test('three games (one goal offline) follow 승자 남기 and a member follows the score', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const token = await apiSignIn(request, seedPerson('kim-minjun').id);
  scrimmageId = await scrimmageWithSides(request, token, season);
  const path = `/teams/${hangang.id}/scrimmages/${scrimmageId}/record`;

  const runnerContext = await browser.newContext(phone);
  const memberContext = await browser.newContext(phone);
  try {
    const page = await runnerContext.newPage();
    await signInAs(page, '김민준');
    await page.goto(path);
    // First game from the rest order: 초록팀 rests, 주황팀 against 노랑팀.
    await expect(page.getByText('첫 경기: 쉬는 순서의 첫 팀이 쉽니다.')).toBeVisible();
    await startGame(page, '주황팀', '노랑팀');
    await expect(page.getByText('모두 전송됨')).toBeVisible();

    // Game 1, offline: the goal and its assist wait in the outbox and are on the screen at once.
    // The screen's lazy parts (the confirm dialog, the tables) are on the phone before the line drops, as the
    // service worker would have them (blocked in this context).
    await page.waitForLoadState('networkidle');
    await runnerContext.setOffline(true);
    await recordGoal(page, '이서준', '최도윤');
    await expect(page.getByText('주황팀 1 대 0 노랑팀')).toBeVisible();
    await expect(page.getByText('전송 대기 1건')).toBeVisible();
    await runnerContext.setOffline(false);
    await expect(page.getByText('모두 전송됨')).toBeVisible({ timeout: 30_000 });
    await endGame(page);

    // 승자 남기: 주황팀 won and stays, 노랑팀 rests, 초록팀 comes on.
    await expect(page.getByText('승자 남기: 주황팀이 남고 노랑팀이 쉽니다.')).toBeVisible();
    await startGame(page, '주황팀', '초록팀');

    // A member follows the game from another browser.
    const member = await memberContext.newPage();
    await signInAs(member, '이서준');
    await member.goto(path);
    await expect(member.getByText('주황팀 0 대 0 초록팀')).toBeVisible();
    await recordGoal(page, '장준혁', null);
    await expect(page.getByText('주황팀 0 대 1 초록팀')).toBeVisible();
    await expect(member.getByText('주황팀 0 대 1 초록팀')).toBeVisible({ timeout: 20_000 });
    await endGame(page);

    // 초록팀 won its first game in a row and stays; 주황팀 rests. A draw to finish.
    await expect(page.getByText('승자 남기: 초록팀이 남고 주황팀이 쉽니다.')).toBeVisible();
    await startGame(page, '초록팀', '노랑팀');
    await recordGoal(page, '임태윤', null);
    await recordGoal(page, '강현우', null);
    // A goal recorded by mistake, taken back from the log.
    await recordGoal(page, '조민재', null);
    await expect(page.getByText('초록팀 1 대 2 노랑팀')).toBeVisible();
    await page.getByRole('button', { name: '조민재 골 취소' }).click();
    await expect(page.getByText('초록팀 1 대 1 노랑팀')).toBeVisible();
    await endGame(page);
    await call(request, token, 'post', `/scrimmages/${scrimmageId}/finish`, {});
  } finally {
    await runnerContext.close();
    await memberContext.close();
  }
});

test("the results count W/D/L, goals and points, and the season's 자체전 tab adds them up", async ({ browser }) => {
  test.setTimeout(240_000);
  const runnerContext = await browser.newContext(phone);
  const memberContext = await browser.newContext(phone);
  try {
    // The results: 주황 1-0-1 (3), 노랑 0-1-1 (1), 초록 1-1-0 (4).
    const page = await runnerContext.newPage();
    await signInAs(page, '김민준');
    await page.goto(`/teams/${hangang.id}/scrimmages/${scrimmageId}/record`);
    const players = page.getByRole('grid', { name: '선수별 결과' });
    const line = (name: string) => players.getByRole('row', { name: new RegExp(name) });
    await expect.poll(() => figuresOf(line('이서준'))).toBe('2 1 0 1 1 0 3');
    await expect.poll(() => figuresOf(line('최도윤'))).toBe('2 1 0 1 0 1 3');
    await expect.poll(() => figuresOf(line('강현우'))).toBe('2 0 1 1 1 0 1');
    await expect.poll(() => figuresOf(line('장준혁'))).toBe('2 1 1 0 1 0 4');
    await expect.poll(() => figuresOf(line('용병 한명'))).toBe('2 1 1 0 0 0 4');
    const sidesGrid = page.getByRole('grid', { name: '팀별 결과' });
    await expect.poll(() => figuresOf(sidesGrid.getByRole('row', { name: /초록팀/ }))).toBe('2 1 1 0 2 1 4');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);

    // The season's 자체전 tab adds them up per member (guests left out); 시즌 기록 stays the first tab.
    const member = await memberContext.newPage();
    await signInAs(member, '이서준');
    await member.goto(`/teams/${hangang.id}/stats?season=${season}`);
    await expect(member.getByRole('radio', { name: '시즌 기록' })).toBeChecked();
    await member.getByRole('radio', { name: '자체전' }).click();
    await expect(member).toHaveURL(/view=scrimmages/);
    await expect(member.getByText(`${season} 시즌 · 끝난 자체전 1번`)).toBeVisible();
    const seasonGrid = member.getByRole('grid', { name: '자체전 선수 기록' });
    await expect.poll(() => figuresOf(seasonGrid.getByRole('row', { name: /장준혁/ }))).toBe('1 2 1 1 0 1 0 4');
    await expect.poll(() => figuresOf(seasonGrid.getByRole('row', { name: /최도윤/ }))).toBe('1 2 1 0 1 0 1 3');
    await expect(seasonGrid.getByRole('row', { name: /용병/ })).toHaveCount(0);
    expect(await seriousViolations(member)).toEqual([]);
    await member.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousViolations(member)).toEqual([]);
  } finally {
    await runnerContext.close();
    await memberContext.close();
  }
});
