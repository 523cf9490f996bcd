/**
 * Decision 104 in a real browser against the real server: a cold visit of a signed-in person (a new
 * context, its page cookie from the sign-in) gets the team page and the match page rendered in the
 * document itself, with the state the hydration needs; the app then hydrates it without an error in
 * the console and works as ever: a navigation, and the live score of a match in play. The record
 * screen of the match's admin too: a tap on it then records a goal a member's page sees live. A visitor
 * without the page cookie (another browser's cookie jar, KakaoTalk's) still gets the plain shell.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures/test.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { apiSignIn, bearer } from './api.ts';
import { seriousViolations } from './axe.ts';
import { hangang, matchInPlay } from './fixtures/match-with-lineups.ts';
import { RecordPage } from './pages/record.page.ts';
import { signInAs } from './pages/sign-in.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const stateScript = /<script id="server-render-state" type="application\/json">([^<]*)<\/script>/;

/** The document's HTML as the server sent it for `path` to this context (its cookies), and its Cache-Control. */
async function documentOf(page: Page, path: string): Promise<{ html: string; cacheControl: string | undefined }> {
  const response = await page.request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  return { html: await response.text(), cacheControl: response.headers()['cache-control'] };
}

/** What the console says went wrong, hydration included. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The score board as it reads with FC 한강 at `home` goals and the visitors at none. */
const homeScoreOn = (on: Page) => (home: number) => on.getByLabel(new RegExp(`^${hangang.name} ${home}점, .+ 0점$`));

/** Opens a screen of the match in play and waits until it follows it live: the home score at 0, 실시간 shown. Answers its score. */
async function openFollowing(on: Page, path: string) {
  await on.goto(path);
  const score = homeScoreOn(on);
  await expect(score(0)).toBeVisible();
  await expect(on.getByRole('status').filter({ hasText: '실시간' })).toBeVisible();
  return score;
}

/** The home team's starters of the match, as its admin reads them (and the admin's token). */
async function homeStarters(request: APIRequestContext, matchId: number): Promise<{ adminToken: string; starters: { id: number; name: string }[] }> {
  const adminToken = await apiSignIn(request, seedPerson('kim-minjun').id);
  const players = (await (await request.get(`/api/v1/matches/${matchId}/players`, { headers: bearer(adminToken) })).json()).data;
  return { adminToken, starters: players.homeTeam.starters };
}

/** Half past midnight today in Seoul: a time Node's ICU once drew as 24:30 and the browser as 00:30. */
function halfPastMidnightInSeoul(): Date {
  const seoulMidnight = new Date(Date.now() + 9 * 3_600_000);
  seoulMidnight.setUTCHours(0, 0, 0, 0);
  return new Date(seoulMidnight.getTime() - 9 * 3_600_000 + 30 * 60_000);
}

test('the team page comes rendered in the document, hydrates without an error, and then works', async ({ page, request }) => {
  // A night training in the schedule section, first of its items (it began today at 00:30 and goes on
  // till tomorrow, whatever other specs added): its time is drawn by the server and by the hydration alike.
  const adminToken = await apiSignIn(request, seedPerson('kim-minjun').id);
  const startAt = halfPastMidnightInSeoul();
  const created = await request.post(`/api/v1/teams/${hangang.id}/schedules`, {
    headers: bearer(adminToken),
    data: {
      title: `e2e 심야 훈련 ${Date.now() % 100000}`,
      kind: 'TRAINING',
      startAt: startAt.toISOString(),
      endAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await signInAs(page, seedPerson('kim-minjun').name);
  const { html, cacheControl } = await documentOf(page, `/teams/${hangang.id}`);
  expect(html).toContain('>00:30<');
  // The bar of an in-app browser shows the page's title before any script has run.
  expect(html).toContain('<title>팀 프로필 · Pitchside</title>');
  // A personal answer: no cache keeps it.
  expect(cacheControl).toBe('private, no-store');
  expect(html).toContain(`<h2 id="team-name"`);
  expect(html).toContain(hangang.name);
  const state = JSON.parse(stateScript.exec(html)![1]) as { path: string; person: { userId: number }; queries: { queries: { queryKey: unknown[] }[] } };
  expect(state.path).toBe(`/teams/${hangang.id}`);
  expect(state.person.userId).toBe(seedPerson('kim-minjun').id);
  expect(state.queries.queries.length).toBeGreaterThan(2);

  const errors = consoleErrors(page);
  await page.goto(`/teams/${hangang.id}`);
  await expect(page.getByRole('heading', { level: 2, name: hangang.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: '최근 경기' })).toBeVisible();
  // The app has taken the rendered screen over: its controls take the pointer again.
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  expect(await seriousViolations(page)).toEqual([]);
  // The app runs: the drawer opens and a link navigates in the app.
  await page.getByRole('button', { name: '사이드바 열기' }).click();
  await page.getByRole('complementary', { name: '사이드바' }).getByRole('link', { name: '팀 멤버' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/teams/${hangang.id}/players`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the match page of a match in play comes rendered, hydrates without an error, and its score follows the live stream', async ({ page, request }) => {
  const matchId = await matchInPlay(request, `e2e 서버 렌더 ${Date.now() % 100000}`);
  const member = seedPerson('lee-seojun');
  await signInAs(page, member.name);
  const { html, cacheControl } = await documentOf(page, `/matches/${matchId}`);
  expect(cacheControl).toBe('private, no-store');
  expect(html).toContain(`${hangang.name} 0점`);
  expect(stateScript.test(html)).toBe(true);

  const errors = consoleErrors(page);
  const score = await openFollowing(page, `/matches/${matchId}`);
  expect(await seriousViolations(page)).toEqual([]);

  const { adminToken, starters } = await homeStarters(request, matchId);
  const scorer = starters[9]!;
  const goal = await request.post(`/api/v1/matches/${matchId}/events`, {
    headers: bearer(adminToken),
    data: { clientId: crypto.randomUUID(), teamId: hangang.id, matchUserId: scorer.id, eventType: 'GOAL' },
  });
  expect(goal.status(), await goal.text()).toBe(201);
  await expect(score(1)).toBeVisible();
  expect(errors).toEqual([]);
});

test('the record screen of a match in play comes rendered, hydrates without an error, and a tap records a goal a member sees live', async ({
  page,
  request,
  browser,
}) => {
  const matchId = await matchInPlay(request, `e2e 서버 렌더 기록 ${Date.now() % 100000}`);
  await signInAs(page, seedPerson('kim-minjun').name);
  const { html, cacheControl } = await documentOf(page, `/matches/${matchId}/record`);
  expect(cacheControl).toBe('private, no-store');
  expect(html).toContain(`${hangang.name} 0점`);
  expect(html).toContain('전반 종료');
  expect(stateScript.test(html)).toBe(true);

  // A member follows the match on their own phone.
  const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const memberPage = await memberContext.newPage();
  await signInAs(memberPage, seedPerson('lee-seojun').name);
  const memberScore = await openFollowing(memberPage, `/matches/${matchId}`);

  const errors = consoleErrors(page);
  const score = await openFollowing(page, `/matches/${matchId}/record`);
  expect(await seriousViolations(page)).toEqual([]);

  const scorer = (await homeStarters(request, matchId)).starters[9]!;
  await new RecordPage(page).goal(hangang.name, scorer.name);
  await expect(score(1)).toBeVisible();
  await expect(page.getByText('모두 전송됨')).toBeVisible();
  await expect(memberScore(1)).toBeVisible();
  expect(errors).toEqual([]);
  await memberContext.close();
});

test('without the page cookie the document is the plain shell, and the app still opens the page', async ({ page }) => {
  await signInAs(page, seedPerson('kim-minjun').name);
  await page.context().clearCookies({ name: 'pitchside_page' });
  const { html, cacheControl } = await documentOf(page, `/teams/${hangang.id}`);
  expect(cacheControl).toBe('no-cache');
  expect(html).not.toContain(hangang.name);
  expect(stateScript.test(html)).toBe(false);
  await page.goto(`/teams/${hangang.id}`);
  await expect(page.getByRole('heading', { level: 2, name: hangang.name })).toBeVisible();
});

test.describe('with the service worker (decision 106)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a warm visit of the team page gets the rendered document from the network; with no answer within a second, the precached shell opens it', async ({
    page,
  }) => {
    await signInAs(page, seedPerson('kim-minjun').name);
    await page.goto(`/teams/${hangang.id}`);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
    const rendered = () => page.evaluate(() => document.getElementById('server-render-state') !== null);

    // The worker controls the page: the document is the server's render, not the shell.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: hangang.name })).toBeVisible();
    expect(await rendered()).toBe(true);

    // A network that does not answer (a bad signal at the pitch): after a second, the shell, and the app opens the page.
    await page.context().route(new RegExp(`/teams/${hangang.id}$`), async (route) => {
      // The worker's own fetch of the document: the page's navigation goes to the worker as ever.
      if (route.request().serviceWorker() === null) return route.fallback();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue().catch(() => undefined);
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: hangang.name })).toBeVisible();
    expect(await rendered()).toBe(false);
  });
});
