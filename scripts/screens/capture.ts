/**
 * `npm run screens -- --out <dir> [--checkout <dir> | --base-url <url>] [--only <name,…>]`:
 * full-page screenshots of every route of the app (scripts/screens/screens.ts) at 390×844 (a phone:
 * isMobile, touch) and 1280×800, saved as `<dir>/<screen>-<width>.png`, to compare one commit's
 * screens with another's (`npm run screens:compare`). README.md beside this file says how.
 *
 * The server: `--checkout <dir>` installs and builds that checkout if needed and starts its server
 * for the run (server.ts); `--base-url` uses one already running (started as README.md says, with
 * the same fixed clock); neither: this checkout, as with `--checkout .`.
 *
 * What moves between two runs of the same code is held still: the server's clock starts at a fixed
 * instant, so the demo data carries the same dates (fixed-clock.mjs); the page's clock stands at a
 * fixed instant a minute later (Playwright's clock); motion is reduced, transitions, animations and
 * the caret are off; every screen is a new browser context (no state carried from the screen before),
 * signed in over HTTP as e2e/pages/sign-in.ts `signInAs` does. A screen is taken once the page has
 * settled: no request in flight for a while (the live stream aside), no loading indicator, fonts
 * loaded, images decoded; then two screenshots in a row must agree.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, type BrowserContext, chromium, devices, type Page } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config.ts';
import { admin, allScreens, type Screen, type Viewer } from './screens.ts';
import { type RunningServer, startCheckoutServer } from './server.ts';

/** The server's clock starts here (a Saturday morning in Seoul): the demo data is seeded on 2026-06-13. */
const serverStart = '2026-06-13T10:00:00+09:00';
/** The page's fixed "now": a minute after the server's start, so after the seeding (its clock runs a thousand times slower: fixed-clock.mjs). */
const pageNow = new Date(Date.parse(serverStart) + 60_000);
/** The Seoul calendar day the demo data is seeded on. */
const seedDay = serverStart.slice(0, 10);

const widths = [
  { width: 390, height: 844, isMobile: true, hasTouch: true, userAgent: devices['Pixel 7'].userAgent },
  { width: 1280, height: 800, isMobile: false, hasTouch: false, userAgent: devices['Desktop Chrome'].userAgent },
] as const;
type Width = (typeof widths)[number];

const browserPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Chromium's software raster, held to one way of drawing: without these, the anti-aliased edges of
 * rounded corners on the phone-sized screens came out one colour step apart between two runs.
 */
const steadyRasterArgs = [
  '--force-color-profile=srgb',
  '--num-raster-threads=1',
  '--disable-partial-raster',
  '--disable-skia-runtime-opts',
  '--disable-lcd-text',
];
/** What may still move is stopped; the caret would blink in a focused field. */
const stillStyle = '*, *::before, *::after { caret-color: transparent !important; transition: none !important; animation: none !important; }';
/** A page has settled when nothing was in flight for this long … */
const quietMs = 500;
/** … and gives up waiting after this (the screen is still taken, and the run says so). */
const settleLimitMs = 30_000;

/** Signs a person into the context through the development sign-in over HTTP (as e2e/api.ts `apiSignIn`); answers their id. */
async function signIn(context: BrowserContext, origin: string, who: { personId: number } | { name: string }): Promise<number> {
  const redirectUri = `${origin}/login/kakao-redirect`;
  const state = 'screens-state-0001';
  // The authorize redirect binds the state to this context with a cookie the code exchange checks (decision 026).
  const authorize = await context.request.get(`${origin}/open-api/v1/auth/authorize?${new URLSearchParams({ redirect_uri: redirectUri, state })}`, {
    maxRedirects: 0,
  });
  if (authorize.status() !== 302) throw new Error(`authorize answered ${authorize.status()}`);
  const form: Record<string, string> = 'personId' in who ? { personId: String(who.personId) } : { name: who.name };
  const chosen = await context.request.post(`${origin}/dev-auth/authorize`, { form: { redirect_uri: redirectUri, state, ...form }, maxRedirects: 0 });
  const location = chosen.headers()['location'];
  if (chosen.status() !== 302 || !location) throw new Error(`dev sign-in answered ${chosen.status()}`);
  const code = new URL(location).searchParams.get('code');
  const token = await context.request.post(`${origin}/open-api/v1/users/kakao`, { data: { code, redirectUri, state } });
  if (!token.ok()) throw new Error(`code exchange answered ${token.status()}`);
  const { data } = (await token.json()) as { data: { accessToken: string; userId?: number } };
  return data.userId ?? Number(JSON.parse(Buffer.from(data.accessToken.split('.')[1], 'base64url').toString()).sub);
}

/** A new context for one screen: its size, the fixed clock, still motion, and the viewer signed in. */
async function newContext(browser: Browser, origin: string, size: Width, viewer: Viewer): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: size.width, height: size.height },
    isMobile: size.isMobile,
    hasTouch: size.hasTouch,
    userAgent: size.userAgent,
    deviceScaleFactor: 1,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    // As the e2e suite: the production build's service worker would answer (and precache) beside the page.
    serviceWorkers: 'block',
  });
  await context.clock.setFixedTime(pageNow);
  // A string, not a function: tsx compiles a function's inner helpers with a name helper the page lacks.
  await context.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
    const style = document.createElement('style');
    style.textContent = ${JSON.stringify(stillStyle)};
    document.head.append(style);
  }, { once: true });`);
  if (viewer === 'signedOut') return context;
  const personId =
    viewer === 'teamAdmin'
      ? await signIn(context, origin, { personId: admin.id })
      : // Each sign-up is a new person (PENDING until the register screen is done), under the same name.
        await signIn(context, origin, { name: '새 사용자' });
  const teamId = viewer === 'teamAdmin' ? (admin.teams[0]?.id ?? null) : null;
  // What the app keeps on a device after a sign-in (src/lib/storage.ts), as e2e/pages/sign-in.ts `signInAs` leaves it.
  await context.addInitScript(
    ({ personId, teamId }) => {
      if (localStorage.getItem('screens.signedInOnce') !== null) return;
      localStorage.setItem('screens.signedInOnce', '1');
      localStorage.setItem('lastLoggedInUserId', JSON.stringify(personId));
      if (teamId !== null) localStorage.setItem('currentTeamId', JSON.stringify(teamId));
    },
    { personId, teamId },
  );
  return context;
}

/** Counts the page's requests in flight (the live stream, which never ends, aside) and when the last one ended. */
function watchNetwork(page: Page) {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const streaming = (type: string) => type === 'eventsource' || type === 'websocket';
  page.on('request', (request) => {
    if (streaming(request.resourceType())) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request: unknown) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { quiet: () => inFlight.size === 0 && Date.now() - lastChange >= quietMs };
}

/** Runs in the page: what still says it is loading (nothing when settled). */
function stillLoading(): string[] {
  const waiting: string[] = [];
  if (document.fonts.status !== 'loaded') waiting.push('fonts');
  if (document.querySelector('.boot-status')) waiting.push('the boot status');
  // src/components/ui/loading.tsx: a status with a spinner (an empty aria-hidden span) and its label in a span.
  for (const status of document.querySelectorAll('[role="status"]')) {
    if (status.querySelector(':scope > span[aria-hidden]:empty + span')) waiting.push(`a spinner ("${status.textContent}")`);
    // The app's texts for work under way end in an ellipsis ('연결 중…': the live stream is connecting).
    else if (status.textContent?.trim().endsWith('…')) waiting.push(`a status ("${status.textContent}")`);
  }
  if (document.querySelector('[aria-busy="true"]')) waiting.push('aria-busy');
  for (const image of document.images) if (!image.complete) waiting.push(`image ${image.src}`);
  return waiting;
}

/** Waits until the page has settled; answers what still was not, if it never did. */
async function settle(page: Page, network: { quiet: () => boolean }): Promise<string[]> {
  const until = Date.now() + settleLimitMs;
  let waiting: string[];
  for (;;) {
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    waiting = await page.evaluate(stillLoading);
    if (!network.quiet()) waiting.push('network');
    if (waiting.length === 0) {
      // Two frames, so what the last answer rendered is painted.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      return [];
    }
    if (Date.now() > until) return waiting;
    await page.waitForTimeout(100);
  }
}

/** A full-page screenshot, taken again until two in a row agree. */
async function stableScreenshot(page: Page): Promise<{ png: Buffer; tries: number }> {
  const shoot = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', style: stillStyle });
  let last = await shoot();
  for (let tries = 2; tries <= 6; tries++) {
    await page.waitForTimeout(200);
    const next = await shoot();
    if (next.equals(last)) return { png: next, tries };
    last = next;
  }
  return { png: last, tries: Infinity };
}

interface Taken {
  file: string;
  /** The address asked for, and where the page ended if elsewhere (a guard's redirect). */
  url: string;
  notes: string[];
  ms: number;
}

async function capture(browser: Browser, origin: string, screen: Screen, size: Width, outDir: string): Promise<Taken> {
  const file = `${screen.name}-${size.width}.png`;
  const started = Date.now();
  const context = await newContext(browser, origin, size, screen.viewer);
  const notes: string[] = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => notes.push(`page error: ${error.message}`));
    const network = watchNetwork(page);
    await page.goto(screen.url, { waitUntil: 'load' });
    let unsettled = await settle(page, network);
    if (screen.act) {
      try {
        await screen.act(page);
      } catch (error) {
        // No picture rather than the wrong one: the comparison then says it is missing.
        notes.push(`could not open what the screen shows: ${(error as Error).message.split('\n')[0]}`);
        return { file, url: screen.url, notes, ms: Date.now() - started };
      }
      unsettled = await settle(page, network);
    }
    if (unsettled.length) notes.push(`not settled after ${settleLimitMs / 1000} s: ${unsettled.join(', ')}`);
    const { png, tries } = await stableScreenshot(page);
    if (tries === Infinity) notes.push('still changing after 6 screenshots');
    writeFileSync(join(outDir, file), png);
    const landed = new URL(page.url()).pathname + new URL(page.url()).search;
    return { file, url: landed === screen.url ? screen.url : `${screen.url} → ${landed}`, notes, ms: Date.now() - started };
  } finally {
    await context.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      'base-url': { type: 'string' },
      checkout: { type: 'string' },
      only: { type: 'string' },
    },
  });
  if (!values.out) throw new Error('usage: capture.ts --out <dir> [--checkout <dir> | --base-url <url>] [--only <screen,…>]');
  if (values['base-url'] && values.checkout) throw new Error('--base-url and --checkout: one or the other');
  const outDir = resolve(values.out);
  mkdirSync(outDir, { recursive: true });
  const only = values.only
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const screens = allScreens(seedDay).filter((s) => !only || only.includes(s.name) || only.includes(s.routeId));
  if (screens.length === 0) throw new Error(`no screen named ${values.only}`);
  // A screen that fails leaves no picture, not the last run's: the whole set is taken anew (or the chosen ones).
  for (const name of readdirSync(outDir)) {
    if (name.endsWith('.png') && (!only || screens.some((s) => name.startsWith(`${s.name}-`) && /^\d+\.png$/.test(name.slice(s.name.length + 1)))))
      rmSync(join(outDir, name));
  }

  const started = Date.now();
  let server: RunningServer | null = null;
  let origin = values['base-url']?.replace(/\/+$/, '');
  if (!origin) {
    const checkout = resolve(values.checkout ?? new URL('../..', import.meta.url).pathname);
    server = await startCheckoutServer(checkout, serverStart);
    origin = server.origin;
    console.log(`screens: ${checkout} serving on ${origin} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  const browser = await chromium.launch({ executablePath: browserPath, args: [...chromiumArgs, ...steadyRasterArgs] });
  let trouble = 0;
  try {
    for (const screen of screens) {
      for (const size of widths) {
        const taken = await capture(browser, origin, screen, size, outDir).catch((error: Error) => ({
          file: `${screen.name}-${size.width}.png`,
          url: screen.url,
          notes: [`failed: ${error.message.split('\n')[0]}`],
          ms: 0,
        }));
        if (taken.notes.length) trouble++;
        console.log(`${taken.file.padEnd(40)} ${(taken.ms / 1000).toFixed(1).padStart(5)} s  ${taken.url}${taken.notes.map((n) => `\n    ! ${n}`).join('')}`);
      }
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
  console.log(
    `screens: ${screens.length * widths.length} screenshots of ${screens.length} screens in ${outDir} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  if (trouble) {
    console.error(`screens: ${trouble} screenshots failed or were taken before their page settled (the notes marked ! above)`);
    process.exitCode = 1;
  }
}

await main();
