/**
 * A 자체전 from the first answer to the season's tab, on a 390×844 phone (issue's done-when; decisions
 * 079–082): 18 members answer 참석 (the seed's 17 and one who joins with an invite code), 16 come and a
 * guest; the admin takes a proposal of 6/6/5 with the keepers spread, swaps two and shares 오늘의 조끼
 * (its public page shows it); three games (the first goal offline, with an assist; a goal taken back)
 * follow 승자 남기 while a member follows the score live on the scrimmage page; the results show every
 * player's W/D/L, goals and points as this test counts them from what it recorded, and the season's
 * 자체전 tab adds them up. Axe at 390 and 1280.
 */
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { seedPeople, seedPerson } from '../server/db/seed-data.ts';
import { apiSignIn, apiToken, bearer } from './api.ts';
import { seriousViolations } from './axe.ts';
import { SchedulesPage } from './pages/schedules.ts';
import { ScrimmagePage } from './pages/scrimmage.page.ts';
import { signInAs } from './pages/sign-in.ts';

const team = 1;
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'ko-KR', timezoneId: 'Asia/Seoul' } as const;
const desktop = { width: 1280, height: 900 };
const labels = ['주황팀', '노랑팀', '초록팀'];
// A season of its own, so the 자체전 tab counts this scrimmage alone.
const season = 2060 + (Date.now() % 40);
const admin = seedPerson('kim-minjun');
const member = seedPerson('lee-seojun');

test.use({ ...phone });
test.describe.configure({ mode: 'serial' });
let scrimmageId = 0;

type Attendee = { id: number; name: string; guest: boolean; userId: number | null; side: number | null };
type ScrimmageRead = { scheduleId: number; state: string; attendees: Attendee[]; sides: { side: number; attendeeIds: number[] }[] };

async function readScrimmage(request: APIRequestContext, token: string): Promise<ScrimmageRead> {
  const read = await request.get(`/api/v1/teams/${team}/scrimmages/${scrimmageId}`, { headers: bearer(token) });
  expect(read.ok()).toBe(true);
  return (await read.json()).data as ScrimmageRead;
}

/** A new person joins FC 한강 with an invite code, as e2e/teams.spec.ts's newcomer does (through the API here). */
async function newMember(request: APIRequestContext, adminToken: string, name: string): Promise<{ token: string; userId: number }> {
  const { accessToken, userId } = await apiToken(request, { name });
  const completed = await request.post(`/api/v1/users/${userId}/profile/complete`, { headers: bearer(accessToken), data: { name } });
  expect(completed.ok()).toBe(true);
  const created = await request.post(`/api/v1/teams/${team}/invite-codes`, { headers: bearer(adminToken), data: { expiresInDays: 1, maxUses: 1 } });
  const { code } = (await created.json()).data as { code: string };
  const joined = await request.post('/api/v1/teams/join', { headers: bearer(accessToken), data: { code } });
  expect(joined.ok()).toBe(true);
  return { token: accessToken, userId };
}

async function axeAt390And1280(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(desktop);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(phone.viewport);
}

test('18 answer 참석, 16 come with a guest; the admin takes 6/6/5 with the keepers spread, swaps two, saves and shares 오늘의 조끼', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const title = `일요 자체전 ${Date.now() % 100000}`;
  // The phone's share sheet, as the page hands it the card's link.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => void ((window as unknown as { sharedVestCard: ShareData }).sharedVestCard = data),
    });
  });

  // The admin plans it on the schedules page: three sides, the winner stays (the dialog's defaults).
  await signInAs(page, admin.name);
  const schedules = new SchedulesPage(page);
  await schedules.goto(team, `${season}-03-04`);
  await page.getByRole('button', { name: '자체전 만들기' }).click();
  const dialog = page.getByRole('dialog', { name: '자체전 만들기' });
  await dialog.getByRole('textbox', { name: '자체전 이름' }).fill(title);
  await dialog.getByRole('textbox', { name: '장소' }).fill('난지 구장');
  await expect(dialog.getByRole('radio', { name: '3팀' })).toBeChecked();
  await dialog.getByRole('button', { name: '만들기' }).click();
  await expect(dialog).toBeHidden();
  const link = schedules.item(title).getByRole('link', { name: '자체전 보기' });
  scrimmageId = Number((await link.getAttribute('href'))!.split('/').pop());

  // 18 members answer 참석: the seed's 17 and a newcomer who joins with an invite code.
  const adminToken = await apiSignIn(request, admin.id);
  const newcomerName = `새선수${Date.now() % 10000}`;
  const newcomer = await newMember(request, adminToken, newcomerName);
  try {
    const { scheduleId } = await readScrimmage(request, adminToken);
    const seeded = seedPeople.filter((p) => p.teams.some((t) => t.id === team));
    expect(seeded).toHaveLength(17);
    // One sign-in at a time: the sign-in binds its state to this request context's cookie (decision 026).
    const tokens: string[] = [];
    for (const p of seeded) tokens.push(await apiSignIn(request, p.id));
    tokens.push(newcomer.token);
    for (const token of tokens) {
      const answered = await request.put(`/api/v1/teams/${team}/schedules/${scheduleId}/attendance`, { headers: bearer(token), data: { answer: 'ATTEND' } });
      expect(answered.ok()).toBe(true);
    }

    // At the pitch: 16 of them came (황유찬 and the newcomer did not), and a guest.
    await link.click();
    const scrimmage = new ScrimmagePage(page);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    // The list holds every member of the team: the 18 here (other specs may let people in and out meanwhile).
    const list = scrimmage.checkInList();
    for (const name of [...seeded.map((p) => p.name), newcomerName]) await expect(list.getByRole('button', { name, exact: true })).toBeVisible();
    for (const person of seeded.filter((p) => p.key !== 'hwang-yuchan')) await scrimmage.checkIn(person.name);
    await scrimmage.addGuest('용병 김');
    await expect(page.getByText('출석 16명 · 용병 1명')).toBeVisible();

    // 팀 나누기, a step of its own (decision 090): sizes 6/6/5, the two keepers (박지훈, 신동현) on two different sides; the admin sees level sums.
    await page.getByRole('button', { name: '팀 나누기' }).click();
    await page.getByRole('button', { name: '제안 받기' }).click();
    const sizes = await Promise.all(
      labels.map((s) =>
        scrimmage
          .side(s)
          .getByText(/^\d+명$/)
          .innerText(),
      ),
    );
    expect(sizes.sort()).toEqual(['5명', '6명', '6명']);
    const keepers = await Promise.all(labels.map((s) => scrimmage.side(s).getByText('GK', { exact: true }).count()));
    expect(keepers.sort()).toEqual([0, 1, 1]);
    await expect(page.getByRole('list', { name: '이렇게 나눈 이유' })).toContainText('레벨 합');

    // A swap by two taps: one of 주황팀 for one of 노랑팀.
    const a = (await scrimmage.players('주황팀').first().getAttribute('aria-label'))!;
    const b = (await scrimmage.players('노랑팀').first().getAttribute('aria-label'))!;
    await scrimmage.players('주황팀').first().click();
    await scrimmage.side('노랑팀').getByRole('button', { name: b, exact: true }).click();
    await expect(scrimmage.side('주황팀').getByRole('button', { name: b, exact: true })).toBeVisible();
    await expect(scrimmage.side('노랑팀').getByRole('button', { name: a, exact: true })).toBeVisible();
    const orange = (await scrimmage.names('주황팀')).sort();
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('팀을 저장했습니다.')).toBeVisible();
    await page.reload();
    // The server keeps a side as a set: the order inside it is not the editor's.
    await expect.poll(async () => (await scrimmage.names('주황팀')).sort()).toEqual(orange);

    // 오늘의 조끼: the link goes to the share sheet and stays on the page to copy.
    await page.getByRole('button', { name: '조끼 카드 공유' }).click();
    const shown = page.getByLabel('조끼 카드 링크');
    await expect(shown).toHaveText(/\/v\/[A-Za-z0-9_-]{24}$/);
    const shared = await page.evaluate(() => (window as unknown as { sharedVestCard: ShareData }).sharedVestCard);
    expect(shared.url).toBe(await shown.innerText());
    await expect(page.getByRole('button', { name: '링크 복사' })).toBeVisible();
    await axeAt390And1280(page);
    await publicCardShowsTheSides(browser, new URL(shared.url!).pathname, await readScrimmage(request, adminToken));

    // A member sees the sides with their vests, no levels and nothing to change or share.
    const context = await browser.newContext(phone);
    const memberPage = await context.newPage();
    await signInAs(memberPage, member.name);
    const memberView = new ScrimmagePage(memberPage);
    await memberView.goto(team, scrimmageId);
    await expect(memberView.side('주황팀').getByRole('listitem')).toHaveCount(orange.length);
    await expect(memberView.side('주황팀')).toContainText(b);
    await expect(memberPage.getByRole('button', { name: '제안 받기' })).toHaveCount(0);
    await expect(memberPage.getByRole('button', { name: '조끼 카드 공유' })).toHaveCount(0);
    await expect(memberPage.getByText(/레벨 합/)).toHaveCount(0);
    await expect(memberPage.getByRole('list', { name: '출석 체크할 멤버' })).toHaveCount(0);
    await axeAt390And1280(memberPage);
    await context.close();
  } finally {
    // The seed's team as the other specs know it: the newcomer (a no-show here) leaves it.
    await request.delete(`/api/v1/teams/${team}/users/${newcomer.userId}`, { headers: bearer(adminToken) });
  }
});

/** /v/{token} without sign-in: the team, the day and ground, each side's vest and its names. */
async function publicCardShowsTheSides(browser: Browser, path: string, s: ScrimmageRead) {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '오늘의 조끼', level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('FC 한강', { exact: true })).toBeVisible();
    await expect(page.getByText(/난지 구장/)).toBeVisible();
    const nameOf = new Map(s.attendees.map((x) => [x.id, x.name]));
    for (const side of s.sides) {
      const names = await page.getByRole('region', { name: labels[side.side] }).getByRole('listitem').allInnerTexts();
      expect(names.map((n) => n.trim()).sort()).toEqual(side.attendeeIds.map((id) => nameOf.get(id)!).sort());
    }
    await axeAt390And1280(page);
    // A token that names no card says so in Korean.
    await page.goto('/v/AAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('heading', { name: '없거나 더 이상 공유되지 않는 조끼 카드입니다.' })).toBeVisible();
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Playing: what the test records, and the table it expects from that alone.

type Game = { home: number; away: number; goals: { side: number; scorer: number; assist: number | null }[] };
type Line = { games: number; w: number; d: number; l: number; goals: number; assists: number; points: number };

/** Every player's line from the games as recorded (win 3, draw 1), counted here apart from machines/scrimmage.rollup.ts. */
function expectedLines(games: readonly Game[], sideOf: ReadonlyMap<number, number>): Map<number, Line> {
  const lines = new Map<number, Line>();
  const line = (id: number) => lines.get(id) ?? lines.set(id, { games: 0, w: 0, d: 0, l: 0, goals: 0, assists: 0, points: 0 }).get(id)!;
  for (const g of games) {
    const scored = (side: number) => g.goals.filter((x) => x.side === side).length;
    for (const [id, side] of sideOf) {
      if (side !== g.home && side !== g.away) continue;
      const [mine, theirs] = side === g.home ? [scored(g.home), scored(g.away)] : [scored(g.away), scored(g.home)];
      const l = line(id);
      l.games += 1;
      if (mine > theirs) l.w += 1;
      else if (mine === theirs) l.d += 1;
      else l.l += 1;
      l.points = l.w * 3 + l.d;
    }
    for (const goal of g.goals) {
      line(goal.scorer).goals += 1;
      if (goal.assist !== null) line(goal.assist).assists += 1;
    }
  }
  return lines;
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

/** Starts the game the screen offers and answers its two sides (home, away). */
async function startOffered(page: Page): Promise<[number, number]> {
  const start = page.getByRole('button', { name: /^\S+ 대 \S+ 경기 시작$/ });
  const [, home, away] = /^(\S+) 대 (\S+) 경기 시작$/.exec((await start.textContent())!.trim())!;
  await start.click();
  await expect(page.getByRole('timer', { name: '경기 시계' })).toBeVisible();
  return [labels.indexOf(home!), labels.indexOf(away!)];
}

async function endGame(page: Page) {
  await page.getByRole('button', { name: '경기 종료' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '경기 종료' }).click();
  await expect(page.getByText('모두 전송됨')).toBeVisible({ timeout: 15_000 });
}

/** The numbers of a row's figure cells, in order (a card's column labels left out). */
async function figuresOf(row: Locator): Promise<string> {
  const cells = await row.getByRole('gridcell').allTextContents();
  return cells
    .map((t) => /(\d+)\s*$/.exec(t)?.[1])
    .filter((n) => n !== undefined)
    .join(' ');
}

const played: Game[] = [];
let attendees: Attendee[] = [];

test('three games (the first goal offline) follow 승자 남기 while a member follows the score live', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const token = await apiSignIn(request, admin.id);
  const s = await readScrimmage(request, token);
  attendees = s.attendees.filter((a) => a.side !== null);
  const on = (side: number) => attendees.filter((a) => a.side === side);
  const name = (id: number) => attendees.find((a) => a.id === id)!.name;
  const runnerContext = await browser.newContext(phone);
  const memberContext = await browser.newContext(phone);
  try {
    const page = await runnerContext.newPage();
    await signInAs(page, admin.name);
    await page.goto(`/teams/${team}/scrimmages/${scrimmageId}/record`);
    await expect(page.getByText('첫 경기: 쉬는 순서의 첫 팀이 쉽니다.')).toBeVisible({ timeout: 15_000 });

    // Game 1, offline: the goal and its assist wait in the outbox and are on the screen at once.
    const [h1, a1] = await startOffered(page);
    await expect(page.getByText('모두 전송됨')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await runnerContext.setOffline(true);
    const [scorer1, assist1] = on(h1);
    await recordGoal(page, scorer1!.name, assist1!.name);
    await expect(page.getByText(`${labels[h1]} 1 대 0 ${labels[a1]}`)).toBeVisible();
    await expect(page.getByText('전송 대기 1건')).toBeVisible();
    await runnerContext.setOffline(false);
    await expect(page.getByText('모두 전송됨')).toBeVisible({ timeout: 30_000 });
    await endGame(page);
    played.push({ home: h1, away: a1, goals: [{ side: h1, scorer: scorer1!.id, assist: assist1!.id }] });

    // 승자 남기: the winner stays, the loser rests.
    await expect(page.getByText(`승자 남기: ${labels[h1]}이 남고 ${labels[a1]}이 쉽니다.`)).toBeVisible();
    const [h2, a2] = await startOffered(page);
    expect([h2, a2]).toContain(h1);

    // A member follows game 2 on the scrimmage page, from another browser, without reloading.
    const follower = await memberContext.newPage();
    await signInAs(follower, member.name);
    await new ScrimmagePage(follower).goto(team, scrimmageId);
    await expect(follower.getByText(`${labels[h2]} 0 대 0 ${labels[a2]}`).first()).toBeVisible();
    const scorer2 = on(a2)[0]!;
    await recordGoal(page, scorer2.name, null);
    await expect(page.getByText(`${labels[h2]} 0 대 1 ${labels[a2]}`)).toBeVisible();
    await expect(follower.getByText(`${labels[h2]} 0 대 1 ${labels[a2]}`).first()).toBeVisible();
    await endGame(page);
    played.push({ home: h2, away: a2, goals: [{ side: a2, scorer: scorer2.id, assist: null }] });
    await expect(follower.getByRole('grid', { name: '선수별 결과' })).toBeVisible();

    // Game 3 ends in a draw; a goal recorded by mistake is taken back from the log.
    await expect(page.getByText(`승자 남기: ${labels[a2]}이 남고 ${labels[h2]}이 쉽니다.`)).toBeVisible();
    const [h3, a3] = await startOffered(page);
    const [homeScorer, awayScorer, mistaken] = [on(h3)[0]!, on(a3)[0]!, on(a3)[1]!];
    await recordGoal(page, homeScorer.name, null);
    await recordGoal(page, awayScorer.name, null);
    await recordGoal(page, mistaken.name, null);
    await expect(page.getByText(`${labels[h3]} 1 대 2 ${labels[a3]}`)).toBeVisible();
    await page.getByRole('button', { name: `${name(mistaken.id)} 골 취소` }).click();
    await expect(page.getByText(`${labels[h3]} 1 대 1 ${labels[a3]}`)).toBeVisible();
    await expect(follower.getByText(`${labels[h3]} 1 대 1 ${labels[a3]}`).first()).toBeVisible();
    await endGame(page);
    played.push({
      home: h3,
      away: a3,
      goals: [
        { side: h3, scorer: homeScorer.id, assist: null },
        { side: a3, scorer: awayScorer.id, assist: null },
      ],
    });
    // 자체전 종료, asked first: the results are fixed and the runner lands on the scrimmage page.
    await page.getByRole('button', { name: '자체전 종료' }).click();
    const finishing = page.getByRole('alertdialog', { name: '자체전을 끝낼까요?' });
    await finishing.getByRole('button', { name: '자체전 종료' }).click();
    await expect(page).toHaveURL(new RegExp(`/teams/${team}/scrimmages/${scrimmageId}$`));
    await expect.poll(async () => (await readScrimmage(request, token)).state).toBe('FINISHED');
  } finally {
    await runnerContext.close();
    await memberContext.close();
  }
});

test("every player's W/D/L, goals and points are as recorded, and the season's 자체전 tab adds them up", async ({ page }) => {
  test.setTimeout(240_000);
  expect(played).toHaveLength(3);
  const lines = expectedLines(played, new Map(attendees.map((a) => [a.id, a.side!])));
  const figures = (l: Line) => [l.games, l.w, l.d, l.l, l.goals, l.assists, l.points].join(' ');

  // The results on the scrimmage page, for a member: every player who played.
  await signInAs(page, member.name);
  await new ScrimmagePage(page).goto(team, scrimmageId);
  const grid = page.getByRole('grid', { name: '선수별 결과' });
  await expect(grid.getByRole('row', { name: /용병 김/ })).toBeVisible();
  expect(lines.size).toBe(17);
  for (const a of attendees) {
    await expect.poll(() => figuresOf(grid.getByRole('row', { name: new RegExp(a.name) }))).toBe(figures(lines.get(a.id)!));
  }
  await axeAt390And1280(page);

  // The season's 자체전 tab adds them up per member (guests left out); 시즌 기록 stays the first tab.
  await page.goto(`/teams/${team}/stats?season=${season}`);
  await expect(page.getByRole('radio', { name: '시즌 기록' })).toBeChecked();
  await page.getByRole('radio', { name: '자체전' }).click();
  await expect(page).toHaveURL(/view=scrimmages/);
  await expect(page.getByText(`${season} 시즌 · 끝난 자체전 1번`)).toBeVisible();
  const seasonGrid = page.getByRole('grid', { name: '자체전 선수 기록' });
  for (const a of attendees.filter((x) => !x.guest)) {
    await expect.poll(() => figuresOf(seasonGrid.getByRole('row', { name: new RegExp(a.name) }))).toBe(`1 ${figures(lines.get(a.id)!)}`);
  }
  await expect(seasonGrid.getByRole('row', { name: /용병/ })).toHaveCount(0);
  await axeAt390And1280(page);
});
