/**
 * Cold visits of three screens in headless Chromium (Debian's, with the flags of
 * playwright.config.ts) against the real server (scripts/e2e-server.mjs: the production build, a
 * fresh embedded database with the demo data, the development sign-in) on `BENCH_PORT` (4212):
 * /login; a team page (/teams/{id}, signed in as its admin); the record screen of a match in
 * progress (created through the API, both lineups saved with the app's own client code, first half
 * started). Each visit is a new browser context: an empty HTTP cache, no service worker (so the
 * page's own loading is measured, not the worker's precache that follows a first visit); a signed-in
 * visit gets its refresh cookie from the development sign-in first, as after a sign-in.
 *
 * Per screen: the bytes the network transferred (Chrome's encodedDataLength: compressed bodies and
 * headers) for scripts (also their bodies alone), styles and everything else, request count, first and largest contentful paint;
 * beside them the JavaScript the build manifest says the screen loads, gzip -9 (what the budget test
 * asserts). A visit ends when the page stands on its address and the network has been quiet (the live
 * stream aside) for a second. Then the same address again in the same context (a warm HTTP cache):
 * what the repeat visit still transferred, how many requests reached the server, its paint.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession } from '@playwright/test';
import { seedPeople, seedPerson, seedTeams } from '#server/db/seed-data.ts';
import { createHttpClient } from '#src/lib/http/client.ts';
import { createSession } from '#src/lib/session.ts';
import { chromiumArgs } from '../../playwright.config.ts';
import { readBuild, screens, screenWeight, type ScreenName } from '../build/route-weight.ts';
import { defaultRenderBudgetMs } from '../../server/render/page-render.ts';
import { callerFor, createMatch, devSignIn, startFirstHalf } from './bench-api.ts';
import type { BenchSection, Figure } from './figures.ts';
import { saveBothLineups } from './lineup-save.ts';

const port = Number(process.env.BENCH_PORT ?? 4212);
export const base = `http://127.0.0.1:${port}`;
/**
 * The checkout whose server and build the page sections visit: this one, or `BENCH_APP` (another
 * checkout, installed; e.g. a worktree of an older commit), to compare before and after in one run.
 */
export const appRoot = process.env.BENCH_APP ?? new URL('../..', import.meta.url).pathname;
const quietMs = 1_000;
const visitLimitMs = 60_000;

interface Visit {
  screen: ScreenName;
  label: string;
  path: string;
  /** The seeded person signed in for the visit, or nobody. */
  personId: number | null;
}

declare global {
  interface Window {
    benchPaints?: { fcp?: number; lcp?: number };
  }
}

/** Runs in the page before its scripts: keeps the paint timings as the browser reports them. */
function observePaints() {
  const paints: { fcp?: number; lcp?: number } = {};
  window.benchPaints = paints;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') paints.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    if (entries.length > 0) paints.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

export async function waitForServer(url: string, server: ChildProcess, ms = 180_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server ended (${server.exitCode}) before it answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start at ${url}`);
}

const redirectUri = `${base}/login/kakao-redirect`;

/**
 * The way to the provider and back inside a browser context, up to the code: the authorize redirect
 * binds `state` to the context with a cookie the code exchange checks (decision 026), then the
 * development page chooses the person. Answers the URL the provider sends the browser back to.
 */
async function providerWayBack(context: BrowserContext, personId: number, state: string): Promise<URL> {
  await context.request.get(`${base}/open-api/v1/auth/authorize?${new URLSearchParams({ redirect_uri: redirectUri, state })}`, { maxRedirects: 0 });
  const chosen = await context.request.post(`${base}/dev-auth/authorize`, {
    form: { redirect_uri: redirectUri, state, personId: String(personId) },
    maxRedirects: 0,
  });
  return new URL(chosen.headers()['location'] ?? '');
}

/**
 * A context as the browser stands when Kakao sends it back: the code in the address, and the state
 * /login stored in the tab (src/lib/storage.ts) for the page to check; on a device that showed a team
 * before, that team (`rememberedTeamId`). Answers the path to visit.
 */
export async function arriveFromProvider(context: BrowserContext, personId: number, rememberedTeamId: number | null): Promise<{ path: string }> {
  const state = `bench-way-back-${personId}-${Date.now()}`;
  const back = await providerWayBack(context, personId, state);
  await context.addInitScript(
    ({ state, rememberedTeamId }) => {
      sessionStorage.setItem('loginState', JSON.stringify(state));
      if (rememberedTeamId !== null) localStorage.setItem('currentTeamId', JSON.stringify(rememberedTeamId));
    },
    { state, rememberedTeamId },
  );
  return { path: `${back.pathname}${back.search}` };
}

/** The development sign-in inside a browser context: its cookie jar receives the refresh cookie. */
export async function signInContext(context: BrowserContext, personId: number) {
  const state = 'bench-state-0001';
  const code = (await providerWayBack(context, personId, state)).searchParams.get('code');
  const token = await context.request.post(`${base}/open-api/v1/users/kakao`, { data: { code, redirectUri, state } });
  if (!token.ok()) throw new Error(`browser sign-in answered ${token.status()}`);
  // What the app keeps after a sign-in on this device (src/lib/storage.ts): who signed in last, and
  // their first team as the current one.
  const teamId = seedPeople.find((p) => p.id === personId)?.teams[0]?.id ?? null;
  await context.addInitScript(
    ({ personId, teamId }) => {
      if (localStorage.getItem('lastLoggedInUserId') === null) localStorage.setItem('lastLoggedInUserId', JSON.stringify(personId));
      if (teamId !== null && localStorage.getItem('currentTeamId') === null) localStorage.setItem('currentTeamId', JSON.stringify(teamId));
    },
    { personId, teamId },
  );
}

/** A match in progress with both lineups, set up through the API as its two admins would. */
export async function matchInProgress(): Promise<number> {
  const home = seedTeams.find((t) => t.key === 'hangang')!;
  const away = seedTeams.find((t) => t.key === 'gwanak')!;
  const clientFor = async (key: string) => {
    const person = seedPerson(key);
    const token = await devSignIn(base, person.id);
    const session = createSession({ renewToken: () => Promise.reject(new Error('no renew in the benchmark')) });
    session.setToken({ accessToken: token, userId: person.id, userLifecycle: 'ACTIVE' });
    return { http: createHttpClient({ baseURL: base, session }), token };
  };
  const homeAdmin = await clientFor('kim-minjun');
  const awayAdmin = await clientFor('lee-junho');
  const admin = callerFor(base, homeAdmin.token);
  const matchId = await createMatch(admin, '기록 화면 벤치마크', home.id, away.id, callerFor(base, awayAdmin.token));
  await saveBothLineups(homeAdmin.http, awayAdmin.http, matchId);
  await startFirstHalf(admin, matchId);
  return matchId;
}

export interface Loaded {
  path: string;
  requests: {
    type: string;
    url: string;
    bytes: number;
    headerBytes: number;
    done: boolean;
    fromCache: boolean;
    encoding?: string;
    /** Answered by the service worker (its precache or its copy of a read), not the network. */
    fromServiceWorker?: boolean;
    /** When it was sent and when its last byte arrived (CDP's monotonic clock, seconds). */
    sentAt: number;
    finishedAt?: number;
  }[];
  paints: { fcp?: number; lcp?: number };
}

/**
 * Loads `path` in a new page of `context` and waits until it settled on `landsOn` (the path itself,
 * or where the page goes on its own: the provider's way back ends on the team page); answers what
 * the network did.
 */
export async function loadPage(context: BrowserContext, path: string, prepare?: (cdp: CDPSession) => Promise<void>, landsOn = path): Promise<Loaded> {
  const page = await context.newPage();
  try {
    await page.addInitScript(observePaints);
    const cdp = await context.newCDPSession(page);
    const requests = new Map<string, Loaded['requests'][number]>();
    let lastActivity = performance.now();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.url.startsWith('data:')) return;
      requests.set(e.requestId, { type: e.type ?? 'Other', url: e.request.url, bytes: 0, headerBytes: 0, done: false, fromCache: false, sentAt: e.timestamp });
      lastActivity = performance.now();
    });
    cdp.on('Network.requestServedFromCache', (e) => {
      const request = requests.get(e.requestId);
      if (request) request.fromCache = true;
    });
    cdp.on('Network.responseReceived', (e) => {
      const request = requests.get(e.requestId);
      if (!request) return;
      request.type = e.type;
      if (e.response.fromDiskCache || e.response.fromPrefetchCache) request.fromCache = true;
      if (e.response.fromServiceWorker) request.fromServiceWorker = true;
      // What had arrived when the response began: its headers (the body follows).
      request.headerBytes = e.response.encodedDataLength;
      const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
      request.encoding = headers['content-encoding'] ?? 'identity';
    });
    cdp.on('Network.loadingFinished', (e) => {
      const request = requests.get(e.requestId);
      if (!request) return;
      request.bytes = e.encodedDataLength;
      request.done = true;
      request.finishedAt = e.timestamp;
      lastActivity = performance.now();
    });
    cdp.on('Network.loadingFailed', (e) => {
      const request = requests.get(e.requestId);
      if (request) request.done = true;
    });
    await cdp.send('Network.enable');
    await prepare?.(cdp);
    await page.goto(`${base}${path}`, { waitUntil: 'load' });

    // Settled: nothing in flight but the live stream, and nothing new for `quietMs`.
    const until = performance.now() + visitLimitMs;
    for (;;) {
      const busy = [...requests.values()].some((r) => !r.done && r.type !== 'EventSource');
      if (!busy && performance.now() - lastActivity >= quietMs) break;
      if (performance.now() > until) throw new Error(`${path}: the network did not settle within ${visitLimitMs / 1000} s`);
      await page.waitForTimeout(100);
    }
    const landed = new URL(page.url()).pathname;
    if (landed !== landsOn) throw new Error(`${path}: the visit ended on ${landed}, not the screen to measure (${landsOn})`);
    return { path, requests: [...requests.values()], paints: await page.evaluate(() => window.benchPaints ?? {}) };
  } finally {
    await page.close();
  }
}

export const kbOf = (requests: Loaded['requests']) => requests.reduce((sum, r) => sum + r.bytes, 0) / 1024;

/**
 * One visit: a cold load in a new context, then a repeat load of the same address in a new page of
 * that context (its HTTP cache warm, as on a phone's second visit): what long-lived caching saves.
 */
async function visit(browser: Browser, { path, personId }: Visit): Promise<{ figures: Figure[]; scripts: { file: string; encoding: string }[] }> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  try {
    if (personId !== null) await signInContext(context, personId);
    const cold = await loadPage(context, path);
    const repeat = await loadPage(context, path);

    const of = (type: string) => cold.requests.filter((r) => r.type === type);
    const scriptBodies = of('Script').reduce((sum, r) => sum + r.bytes - r.headerBytes, 0) / 1024;
    const scripts = of('Script').map((r) => ({ file: new URL(r.url).pathname.slice(1), encoding: r.encoding ?? '?' }));
    const figures: Figure[] = [
      { name: 'JavaScript transferred', value: kbOf(of('Script')), unit: 'KB' },
      { name: 'JavaScript transferred: bodies only (as encoded)', value: scriptBodies, unit: 'KB' },
      { name: 'CSS transferred', value: kbOf(of('Stylesheet')), unit: 'KB' },
      { name: 'everything else transferred', value: kbOf(cold.requests.filter((r) => r.type !== 'Script' && r.type !== 'Stylesheet')), unit: 'KB' },
      { name: 'requests', value: cold.requests.length, unit: 'count' },
      { name: 'first contentful paint', value: cold.paints.fcp ?? Number.NaN, unit: 'ms' },
      { name: 'largest contentful paint', value: cold.paints.lcp ?? Number.NaN, unit: 'ms' },
      { name: 'repeat visit: everything transferred', value: kbOf(repeat.requests), unit: 'KB' },
      { name: 'repeat visit: requests answered by the server', value: repeat.requests.filter((r) => !r.fromCache).length, unit: 'count' },
      { name: 'repeat visit: largest contentful paint', value: repeat.paints.lcp ?? Number.NaN, unit: 'ms' },
    ];
    return { figures, scripts };
  } finally {
    await context.close();
  }
}

/**
 * The site the page sections visit: the real server (scripts/e2e-server.mjs on `BENCH_PORT`), a
 * match in progress on it, and Debian's Chromium. `tearDown` closes the browser and ends the server.
 * `staticDir`: the client build the server serves, if not the checkout's `dist` (alternate-builds.ts).
 */
export async function openBenchSite({ staticDir }: { staticDir?: string } = {}): Promise<{ browser: Browser; matchId: number; tearDown: () => Promise<void> }> {
  const server = spawn(process.execPath, [join(appRoot, 'scripts/e2e-server.mjs')], {
    cwd: appRoot,
    // The production budget of a server-rendered screen (decision 104), not the e2e server's.
    env: { ...process.env, E2E_PORT: String(port), RENDER_BUDGET_MS: String(defaultRenderBudgetMs), ...(staticDir ? { STATIC_DIR: staticDir } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let browser: Browser | undefined;
  const tearDown = async () => {
    await browser?.close();
    if (server.exitCode === null) {
      const ended = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await ended;
    }
  };
  try {
    await waitForServer(`${base}/open-api/v1/teams`, server);
    const matchId = await matchInProgress();
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
    return { browser, matchId, tearDown };
  } catch (error) {
    await tearDown();
    throw error;
  }
}

export const pageVisits: BenchSection = {
  id: 'pages',
  title: 'cold visits in headless Chromium',
  describe: 'the real server (production build, fresh database) on loopback; a new browser context per visit: empty cache, no service worker',
  async setUp() {
    const { browser: opened, matchId, tearDown } = await openBenchSite();
    try {
      const admin = seedPerson('kim-minjun');
      const team = admin.teams[0];
      const visits: Visit[] = [
        { screen: 'login', label: '/login', path: '/login', personId: null },
        { screen: 'teamPage', label: `team page /teams/${team.id}`, path: `/teams/${team.id}`, personId: admin.id },
        { screen: 'recordScreen', label: `record screen /matches/${matchId}/record`, path: `/matches/${matchId}/record`, personId: admin.id },
      ];
      const built = readBuild(join(appRoot, 'dist'));
      return {
        async run(): Promise<Figure[]> {
          const figures: Figure[] = [];
          for (const v of visits) {
            const { figures: measured, scripts } = await visit(opened, v);
            const { scriptGzip, scripts: expected } = screenWeight(built, screens[v.screen]);
            // What the visit loaded beside what the budget counts: a lazy chunk the page pulls in at
            // once (not in the manifest's closure) shows here, and so does an uncompressed script.
            const beyond = scripts.filter((s) => !expected.includes(s.file)).map((s) => s.file);
            const encodings = [...new Set(scripts.map((s) => s.encoding))].join(', ');
            console.error(
              `  ${v.label}: ${scripts.length} scripts sent as ${encodings}${beyond.length ? `; beyond the manifest's closure: ${beyond.join(' ')}` : ''}`,
            );
            figures.push(...measured.map((f) => ({ ...f, name: `${v.label}: ${f.name}` })), {
              name: `${v.label}: JavaScript by the build manifest, gzip -9`,
              value: scriptGzip / 1024,
              unit: 'KB',
            });
          }
          return figures;
        },
        tearDown,
      };
    } catch (error) {
      await tearDown();
      throw error;
    }
  },
};
