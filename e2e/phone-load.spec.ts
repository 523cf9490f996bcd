/**
 * On a phone network: what is deterministic about a load on a phone network (decision 037), on the real build,
 * server and database at 390 × 844. Times are the bench's (`npm run bench -- --only phone`); here
 * only counts:
 * - the requests a cold visit makes before the screen shows its content (HTTP cache disabled, no
 *   service worker): at most 30;
 * - the API round trips in a row before it shows: every API request is held and let go in waves,
 *   each wave being whatever the page asked for while it waited; content after at most two waves
 *   means the renewal, then one parallel batch; none for the team page and the match page, which
 *   come rendered in the document with their reads (decision 104);
 * - no read twice: once the screen shows, and its live stream (if any) has caught up, no GET was
 *   sent twice.
 * The way back from the provider too: the code exchange, then the team page (decision 063).
 */
import { expect, test, type Locator, type Page, type Route } from './fixtures/test.ts';
import { renewPath } from '../contract/auth-paths.ts';
import { seedPerson } from '../server/db/seed-data.ts';
import { apiSignIn, bearer, providerCallback } from './api.ts';
import { gwanak, hangang, matchInPlay, matchWithLineups } from './fixtures/match-with-lineups.ts';
import { RecordPage } from './pages/record.page.ts';
import { signInAs } from './pages/sign-in.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** A wave is let go once the page has asked for nothing new for this long. */
const quietMs = 400;

interface Load {
  /** Every request of the visit up to the moment the content showed. */
  requests: string[];
  /** The API round trips in a row before the content showed. */
  waves: number;
  /** What each wave let go (method and path), for the failure message. */
  trail: string;
  /** The API reads (GET) of the visit, path and query. */
  reads: string[];
  /** How many times the visit renewed its session (the entry's early renewal included). */
  renewals: number;
}

/** A live stream, the members' (`…/live`) or a public link's (`…/live/{token}/stream`): it follows the page, no read the page waits for. */
const isStream = (path: string) => path.endsWith('/live') || /^\/open-api\/v1\/live\/[^/]+\/stream$/.test(path);

/** Opens `path` with the HTTP cache disabled, letting its API requests go in waves until `content` shows. */
async function loadInWaves(page: Page, path: string, content: Locator): Promise<Load> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests: string[] = [];
  const reads: string[] = [];
  let renewals = 0;
  const held: Route[] = [];
  const trail: string[] = [];
  let lastAsked = Date.now();
  let shown = false;
  // Only what this visit asks for: its document, then what its page asks for once it has replaced
  // the page before it (the sign-in's landing may go on reading until then).
  let committed = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) committed = true;
  });
  page.on('request', (request) => {
    const visit = request.isNavigationRequest() && request.frame() === page.mainFrame();
    if (!committed && !visit) return;
    if (!shown) requests.push(request.url());
    const url = new URL(request.url());
    if (request.method() === 'POST' && url.pathname === renewPath) renewals += 1;
    // Every API read of the visit, also after the content showed (a stream's catch-up comes later).
    if (request.method() === 'GET' && /^\/(api|open-api)\/v1\//.test(url.pathname) && !isStream(url.pathname)) reads.push(`${url.pathname}${url.search}`);
  });
  await page.route(/\/(api|open-api)\/v1\//, async (route) => {
    const url = new URL(route.request().url());
    // The live stream follows the page; it is not a read the page waits for.
    if (isStream(url.pathname)) return route.continue();
    held.push(route);
    lastAsked = Date.now();
  });
  await page.goto(path);
  let waves = 0;
  for (;;) {
    let state = 'waiting' as 'content' | 'wave' | 'waiting';
    await expect
      .poll(async () => (state = (await content.isVisible()) ? 'content' : held.length > 0 && Date.now() - lastAsked >= quietMs ? 'wave' : 'waiting'), {
        timeout: 20_000,
        intervals: [50],
        message: `${path}: neither its content nor a new wave of requests`,
      })
      .not.toBe('waiting');
    if (state === 'content') break;
    waves += 1;
    const wave = held.splice(0);
    trail.push(`wave ${waves}: ${wave.map((route) => `${route.request().method()} ${new URL(route.request().url()).pathname}`).join(', ')}`);
    await Promise.all(wave.map((route) => route.continue()));
  }
  shown = true;
  await Promise.all(held.splice(0).map((route) => route.continue()));
  await page.unroute(/\/(api|open-api)\/v1\//);
  return { requests, waves, reads, renewals, trail: trail.join('\n') };
}

/** The reads sent more than once. */
function readTwice(reads: readonly string[]): string[] {
  return [...new Set(reads.filter((read, i) => reads.indexOf(read) !== i))];
}

test('the team page: rendered in the document (decision 104), so no API round trip before it shows, at most 30 requests, none read twice', async ({ page }) => {
  await signInAs(page, seedPerson('kim-minjun').name);
  const load = await loadInWaves(page, `/teams/${hangang.id}`, page.getByRole('heading', { level: 2, name: hangang.name }));
  expect(load.requests.length, load.requests.join('\n')).toBeLessThanOrEqual(30);
  expect(load.waves, load.trail).toBe(0);
  // Renewed once: the entry's early renewal is the session's (src/lib/early-renewal.ts).
  expect(load.renewals).toBe(1);
  await expect(page.getByRole('heading', { name: '최근 경기' })).toBeVisible();
  expect(readTwice(load.reads)).toEqual([]);
  // The closed drawer's menu is built on its first opening, not with the first screen (decision 040).
  const sidebar = page.getByRole('complementary', { name: '사이드바', includeHidden: true });
  await expect(sidebar.locator('nav')).toHaveCount(0);
  await page.getByRole('button', { name: '사이드바 열기' }).click();
  await expect(sidebar.getByRole('navigation', { name: '주 메뉴' })).toBeVisible();
});

test('the match page of a member following a match in play: rendered in the document, no API round trip before its log shows, nothing read twice', async ({
  page,
  request,
}) => {
  const matchId = await matchInPlay(request, `e2e 휴대폰 경기 ${Date.now() % 100000}`);
  await signInAs(page, seedPerson('lee-seojun').name);
  const load = await loadInWaves(page, `/matches/${matchId}`, page.getByRole('region', { name: '경기 로그' }));
  expect(load.requests.length, load.requests.join('\n')).toBeLessThanOrEqual(30);
  expect(load.waves, load.trail).toBe(0);
  // Caught up with the stream: what it brought did not send the page back for its reads.
  await expect(page.getByRole('status').filter({ hasText: '실시간' })).toBeVisible();
  expect(readTwice(load.reads)).toEqual([]);
});

test('the record screen: rendered in the document (decision 104), so no API round trip before it shows, at most 30 requests, nothing read twice', async ({
  page,
  request,
}) => {
  const matchId = await matchInPlay(request, `e2e 휴대폰 기록 ${Date.now() % 100000}`);
  await signInAs(page, seedPerson('kim-minjun').name);
  const load = await loadInWaves(page, `/matches/${matchId}/record`, page.getByRole('list', { name: `${hangang.name} 출전 선수` }));
  expect(load.requests.length, load.requests.join('\n')).toBeLessThanOrEqual(30);
  expect(load.waves, load.trail).toBe(0);
  await expect(page.getByRole('status').filter({ hasText: '실시간' })).toBeVisible();
  expect(readTwice(load.reads)).toEqual([]);
  // The other team's pitch is built when it first shows, not with the first screen (decision 040).
  const record = new RecordPage(page);
  const awayPitch = page.getByRole('list', { name: `${gwanak.name} 출전 선수`, includeHidden: true });
  await expect(awayPitch).toHaveCount(0);
  await record.showTeam(gwanak.name);
  await expect(record.pitch(gwanak.name)).toBeVisible();
  await record.showTeam(hangang.name);
  await expect(awayPitch).toHaveCount(1);
});

test('the lineup editor: at most 30 requests, two round trips, nothing read twice', async ({ page, request }) => {
  const matchId = await matchWithLineups(request, `e2e 휴대폰 명단 ${Date.now() % 100000}`);
  await signInAs(page, seedPerson('kim-minjun').name);
  const load = await loadInWaves(page, `/matches/${matchId}/players/edit?matchSide=home`, page.getByRole('list', { name: '전체 선수 명단' }));
  expect(load.requests.length, load.requests.join('\n')).toBeLessThanOrEqual(30);
  // The member list of the team last shown (the admin's own, after signing in) goes out with the match.
  expect(load.waves, load.trail).toBeLessThanOrEqual(2);
  expect(readTwice(load.reads)).toEqual([]);
});

test('the public scoreboard of a shared match, signed in nowhere: one round trip, nothing read twice, no sign-in call', async ({ page, request }) => {
  const matchId = await matchInPlay(request, `e2e 휴대폰 공유 ${Date.now() % 100000}`);
  const shared = await request.post(`/api/v1/matches/${matchId}/share`, { headers: bearer(await apiSignIn(request, seedPerson('kim-minjun').id)) });
  const { token } = (await shared.json()).data as { token: string };
  const load = await loadInWaves(page, `/live/${token}`, page.getByRole('region', { name: new RegExp(`^${hangang.name} \\d+ 대 \\d+`) }));
  expect(load.requests.length, load.requests.join('\n')).toBeLessThanOrEqual(20);
  // The snapshot is the page's one read; the stream follows it.
  expect(load.waves, load.trail).toBeLessThanOrEqual(1);
  expect(load.renewals).toBe(0);
  expect(readTwice(load.reads)).toEqual([]);
});

/**
 * The browser as Kakao sends it back: the state /login stored in the tab, the code in the address;
 * `rememberedTeamId`: the team this device showed before (null: a new device). Answers the address.
 */
async function backFromProvider(page: Page, personId: number, rememberedTeamId: number | null): Promise<string> {
  const state = `e2e-way-back-${Date.now()}`;
  const back = await providerCallback(page.request, { personId }, state);
  await page.addInitScript(
    ({ state, rememberedTeamId }) => {
      sessionStorage.setItem('loginState', JSON.stringify(state));
      if (rememberedTeamId !== null) localStorage.setItem('currentTeamId', JSON.stringify(rememberedTeamId));
    },
    { state, rememberedTeamId },
  );
  return `${back.pathname}${back.search}`;
}

test.describe('the way back from the provider to the team page', () => {
  const admin = seedPerson('kim-minjun');
  const teamHeading = (page: Page) => page.getByRole('heading', { level: 2, name: hangang.name });

  test('on a device that showed the team before: the code exchange, then one batch (the teams, the person, the team page), nothing read twice', async ({
    page,
  }) => {
    const load = await loadInWaves(page, await backFromProvider(page, admin.id, hangang.id), teamHeading(page));
    await expect(page).toHaveURL(new RegExp(`/teams/${hangang.id}$`));
    expect(load.requests.length, load.requests.join('\n')).toBeLessThanOrEqual(30);
    expect(load.waves, load.trail).toBe(2);
    expect(load.renewals).toBe(0);
    await expect(page.getByRole('heading', { name: '최근 경기' })).toBeVisible();
    expect(readTwice(load.reads)).toEqual([]);
  });

  test('on a new device: the teams decide the page, so three round trips, nothing read twice', async ({ page }) => {
    const load = await loadInWaves(page, await backFromProvider(page, admin.id, null), teamHeading(page));
    await expect(page).toHaveURL(new RegExp(`/teams/${hangang.id}$`));
    expect(load.waves, load.trail).toBe(3);
    await expect(page.getByRole('heading', { name: '최근 경기' })).toBeVisible();
    expect(readTwice(load.reads)).toEqual([]);
  });
});
