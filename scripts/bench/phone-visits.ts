/**
 * The main screens as a phone at the side of a pitch sees them (decision 036): headless Chromium at
 * 390 × 844 (a touch screen) with Lighthouse's mobile throttling — 150 ms round trip, 1.6 Mbit/s
 * down, 750 kbit/s up, the CPU 4× slower — against the real server of `page-visits.ts` (production
 * build, fresh demo database) on loopback.
 *
 * Per screen, two visits:
 * - cold: a new browser context, the HTTP cache disabled, no service worker — a first visit;
 * - warm: a context whose service worker was installed by an earlier visit and which has been back
 *   once since (both unthrottled), then, once that has settled, the same address again, throttled — a
 *   returning admin, the normal case at the pitch (decision 040: the visit after the install is the
 *   one in which Chrome compiles and keeps the scripts' code; a returning admin's visits use it).
 * Every measured page first waits for the browser's own new-window work to end (`browserSettleMs`).
 * Each visit gives its requests, those the service worker and the HTTP cache did not answer and the
 * bytes they transferred (fonts among them; what the worker itself fetched is not seen from the
 * page), first and largest contentful paint, and the API round trips in a row: the longest chain of
 * bursts of API requests each sent after one of the burst before it had its answer (round-trips.ts;
 * the live stream aside), in the whole load and before the largest contentful paint.
 * With `BENCH_AGAINST` set, each screen is visited with this build and that one in turn, and every
 * figure comes twice, marked [this build] and [against] (alternate-builds.ts).
 */
import type { Browser, BrowserContext, CDPSession } from '@playwright/test';
import { seedPerson } from '#server/db/seed-data.ts';
import { join } from 'node:path';
import { alternateBuilds } from './alternate-builds.ts';
import { callerFor, devSignIn } from './bench-api.ts';
import type { BenchSection, Figure } from './figures.ts';
import { roundTripsInARow } from './round-trips.ts';
import { appRoot, arriveFromProvider, base, kbOf, loadPage, openBenchSite, signInContext, type Loaded } from './page-visits.ts';

/** Lighthouse's mobile profile, as the issue measures it. */
export const phoneNetwork = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
export const phoneCpuSlowdown = 4;
/**
 * How long the warm visit waits after the visit that installed the service worker. The install keeps
 * this 2-core machine busy for about two seconds after the worker takes control (a renewal sent at
 * once took 670 ms to answer, 2.5 s later 60 ms), and a returning admin comes back later than that.
 */
const installSettleMs = 3000;
/**
 * How long a new page waits before the measured visit starts. Debian's headless Chromium (156) builds
 * the omnibox popup's WebUI for every new window: about half a second of a renderer's CPU and some 50
 * chrome:// requests, which on this 2-core machine ran beside the first second of the measured load
 * (seen in a trace; after this wait a trace of the visit holds none). A phone's browser is open and
 * idle when the person taps the link.
 */
const browserSettleMs = 2500;
const phoneContext = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'ko-KR', timezoneId: 'Asia/Seoul' } as const;

interface PhoneVisit {
  label: string;
  path: string;
  personId: number | null;
  /** Where the visit ends when the page moves on by itself (the provider's way back); else `path`. */
  landsOn?: string;
  /**
   * Before the visit, in its context: what the browser holds when it arrives (the way back's code and
   * state; a warm device also remembers the team it showed).
   */
  arrive?: (context: BrowserContext, visit: 'cold' | 'warm') => Promise<{ path: string }>;
}

/** Lets the new page settle (browserSettleMs), then applies the phone profile. */
async function settleAndThrottle(cdp: CDPSession, { cacheDisabled }: { cacheDisabled: boolean }) {
  await new Promise((resolve) => setTimeout(resolve, browserSettleMs));
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...phoneNetwork });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneCpuSlowdown });
  if (cacheDisabled) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

const isApi = (r: Loaded['requests'][number]) => /^\/(api|open-api)\//.test(new URL(r.url).pathname) && r.type !== 'EventSource';

/** The API round trips in a row (round-trips.ts); with `sentBefore` (CDP's clock, seconds), of the requests sent before then only. */
export function apiRoundTripsInARow(requests: Loaded['requests'], sentBefore = Number.POSITIVE_INFINITY): number {
  return roundTripsInARow(requests.filter((r) => isApi(r) && r.sentAt < sentBefore));
}

/**
 * When the largest contentful paint came, on CDP's clock: the page's own request went out at its
 * navigation's start (the paints count from there).
 */
function contentShownAt(loaded: Loaded): number {
  const document = loaded.requests.find((r) => r.type === 'Document');
  return document && loaded.paints.lcp !== undefined ? document.sentAt + loaded.paints.lcp / 1000 : Number.POSITIVE_INFINITY;
}

function figuresOf(prefix: string, loaded: Loaded): Figure[] {
  const network = loaded.requests.filter((r) => !r.fromServiceWorker && !r.fromCache);
  const fonts = network.filter((r) => r.type === 'Font');
  return [
    { name: `${prefix}: requests`, value: loaded.requests.length, unit: 'count' },
    { name: `${prefix}: requests the service worker and the HTTP cache did not answer`, value: network.length, unit: 'count' },
    { name: `${prefix}: transferred past the service worker`, value: kbOf(network), unit: 'KB' },
    { name: `${prefix}: of which fonts`, value: kbOf(fonts), unit: 'KB' },
    { name: `${prefix}: API round trips in a row`, value: apiRoundTripsInARow(loaded.requests), unit: 'count' },
    // The goal: at most two before the screen shows its content (the team page asks for an
    // admin's match requests once it has painted, a third in the row above).
    {
      name: `${prefix}: API round trips in a row before the largest contentful paint`,
      value: apiRoundTripsInARow(loaded.requests, contentShownAt(loaded)),
      unit: 'count',
    },
    { name: `${prefix}: first contentful paint`, value: loaded.paints.fcp ?? Number.NaN, unit: 'ms' },
    { name: `${prefix}: largest contentful paint`, value: loaded.paints.lcp ?? Number.NaN, unit: 'ms' },
  ];
}

async function newPhoneContext(browser: Browser, personId: number | null, serviceWorkers: 'allow' | 'block'): Promise<BrowserContext> {
  const context = await browser.newContext({ ...phoneContext, serviceWorkers });
  if (personId !== null) await signInContext(context, personId);
  return context;
}

/** How many times a visit is made again when the browser reported no largest contentful paint. */
const paintAttempts = 3;

/**
 * Visits until the browser reports the paints: now and then headless Chromium reports none for a
 * visit that did paint (seen on /login, once in three runs), and one such visit would blank the
 * median of every run. A visit that never reports them stays blank (NaN, shown as —).
 */
async function visitWithPaints(visit: () => Promise<Loaded>): Promise<Loaded> {
  let loaded = await visit();
  for (let attempt = 1; attempt < paintAttempts && loaded.paints.lcp === undefined; attempt++) loaded = await visit();
  return loaded;
}

async function coldVisit(browser: Browser, v: PhoneVisit): Promise<Loaded> {
  const cold = await newPhoneContext(browser, v.personId, 'block');
  try {
    const { path } = v.arrive ? await v.arrive(cold, 'cold') : v;
    return await loadPage(cold, path, (cdp) => settleAndThrottle(cdp, { cacheDisabled: true }), v.landsOn);
  } finally {
    await cold.close();
  }
}

async function warmVisit(browser: Browser, v: PhoneVisit): Promise<Loaded> {
  const warm = await newPhoneContext(browser, v.personId, 'allow');
  try {
    // The first visit installs the worker (it precaches the shell and every script and style).
    const first = await warm.newPage();
    await first.goto(`${base}${v.path}`, { waitUntil: 'load' });
    await first
      .waitForFunction(async () => (await navigator.serviceWorker.ready) !== undefined && navigator.serviceWorker.controller !== null, undefined, {
        timeout: 30_000,
      })
      .catch(async () => first.reload({ waitUntil: 'load' }));
    await first.close();
    await new Promise((resolve) => setTimeout(resolve, installSettleMs));
    // Back once since the install: Chrome compiles the worker's scripts again on this visit and
    // keeps their code (about 300 ms of a 4× slower CPU in a trace); the visits after it reuse it.
    const since = await warm.newPage();
    await since.goto(`${base}${v.path}`, { waitUntil: 'load' });
    await since.waitForTimeout(installSettleMs);
    await since.close();
    const { path } = v.arrive ? await v.arrive(warm, 'warm') : v;
    return await loadPage(warm, path, (cdp) => settleAndThrottle(cdp, { cacheDisabled: false }), v.landsOn);
  } finally {
    await warm.close();
  }
}

async function phoneVisit(browser: Browser, v: PhoneVisit): Promise<Figure[]> {
  const coldLoad = await visitWithPaints(() => coldVisit(browser, v));
  const warmLoad = await visitWithPaints(() => warmVisit(browser, v));
  return [...figuresOf(`${v.label}: cold`, coldLoad), ...figuresOf(`${v.label}: warm (service worker)`, warmLoad)];
}

export const phoneVisits: BenchSection = {
  id: 'phone',
  title: 'the main screens on a phone network (Lighthouse mobile throttling, 390 × 844)',
  describe: 'the real server (production build, fresh database); cold: empty cache, no service worker; warm: the service worker installed by an earlier visit',
  async setUp() {
    const builds = alternateBuilds(join(appRoot, 'dist'), process.env.BENCH_AGAINST);
    const {
      browser: opened,
      matchId,
      tearDown: closeSite,
    } = await openBenchSite({ staticDir: builds?.staticDir }).catch((error: unknown) => {
      builds?.remove();
      throw error;
    });
    const tearDown = async () => {
      await closeSite();
      builds?.remove();
    };
    try {
      const admin = seedPerson('kim-minjun');
      // A member of the home team who only follows the match.
      const member = seedPerson('lee-seojun');
      const team = admin.teams[0];
      // The match's public scoreboard (decision 057): what a parent opens from a messenger, signed in nowhere.
      const shared = await callerFor(base, await devSignIn(base, admin.id))<{ token: string }>('POST', `/api/v1/matches/${matchId}/share`);
      const visits: PhoneVisit[] = [
        { label: '/login', path: '/login', personId: null },
        // A person back from Kakao: the code is exchanged, then the team page opens (LCP: the team page's).
        // Cold: a new device; warm: a returning one, which remembers the team it showed.
        {
          label: `the way back from the provider /login/kakao-redirect → /teams/${team.id}`,
          path: '/login/kakao-redirect',
          personId: null,
          landsOn: `/teams/${team.id}`,
          arrive: (context, visit) => arriveFromProvider(context, admin.id, visit === 'warm' ? team.id : null),
        },
        { label: `team page /teams/${team.id}`, path: `/teams/${team.id}`, personId: admin.id },
        { label: `match page /matches/${matchId} (a member following)`, path: `/matches/${matchId}`, personId: member.id },
        { label: `record screen /matches/${matchId}/record`, path: `/matches/${matchId}/record`, personId: admin.id },
        { label: `lineup editor /matches/${matchId}/players/edit`, path: `/matches/${matchId}/players/edit`, personId: admin.id },
        { label: 'public scoreboard /live/{token} (no sign-in)', path: `/live/${shared.data.token}`, personId: null },
      ];
      return {
        async run(): Promise<Figure[]> {
          const figures: Figure[] = [];
          for (const v of visits) {
            if (!builds) {
              figures.push(...(await phoneVisit(opened, v)));
              continue;
            }
            // Visited in the round's order, listed this build first.
            const measured = new Map<string, Figure[]>();
            for (const build of builds.nextRound()) {
              builds.use(build);
              measured.set(build.name, await phoneVisit(opened, { ...v, label: `${v.label} [${build.name}]` }));
            }
            figures.push(...(measured.get('this build') ?? []), ...(measured.get('against') ?? []));
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
