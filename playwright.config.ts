import { existsSync, statfsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Debian's Chromium (its headless shell where installed) against the real server: one per worker, on a loopback port of its own with a fresh
 * database (e2e/fixtures/test.ts starts scripts/e2e-server.mjs), after one build (e2e/global-setup.ts).
 */
/**
 * The browser the suite runs (decision 048): Debian's headless shell (package
 * `chromium-headless-shell`, the same Chromium 156 without the full browser's window code; what
 * Playwright itself runs headless) where it is installed, else Debian's full Chromium. On this 2-core
 * machine the same three spec files took 63–68 s with the shell and 89–92 s with the full browser.
 * `npm run bench` keeps the full browser: a phone runs one (scripts/bench/page-visits.ts).
 */
export const testBrowserPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/**
 * Debian's full Chromium, for what its headless shell cannot do: the shell answers "denied" to every
 * notification permission, granted or not, and shows no notification (e2e/fixtures/test.ts
 * `fullChromium`, for push-notifications.spec.ts).
 */
export const fullBrowserPath = process.env.CHROMIUM_PATH ?? ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) => existsSync(path))!;

/** Also the flags of `npm run bench`'s cold visits (scripts/bench/page-visits.ts). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  ...(devShmIsSmall() ? ['--disable-dev-shm-usage'] : []),
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Chromium shares memory between its processes through /dev/shm. Where that is small (a container's
 * 64 MB default) tabs crash, and --disable-dev-shm-usage moves it to /tmp files, at a price: the same
 * 11 tests took 98–107 s with it and 88–90 s without on this machine (24 GB /dev/shm).
 */
function devShmIsSmall(): boolean {
  try {
    const { bsize, blocks } = statfsSync('/dev/shm');
    return bsize * blocks < 1024 ** 3;
  } catch {
    return true;
  }
}

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  // Each worker runs its spec files on a server and database of its own (fixtures/test.ts). Two by
  // default (E2E_WORKERS for more on a bigger machine): on the 2-core CI machine the 73 specs took
  // 325 s with two and 382 s with one (decision 050). One worker left ~9 % of the machine idle
  // between a page's work and the next step; decision 039's "two take as long" was measured before
  // the specs signed in over HTTP and ran the headless shell.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  // A failing test runs once more, recording a trace (below); a test that passes only on its retry
  // still fails the run (failOnFlakyTests, and scripts/test.mjs counts it as failed).
  retries: 1,
  failOnFlakyTests: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // Recording a trace of every test (to keep those that fail) cost a third of the suite's time
    // (7 specs: 104–120 s against 77–79 s without); the retry of a failing test records it instead.
    trace: 'on-first-retry',
    // The production build registers a service worker; only the offline spec opts in (test.use),
    // so every other spec sees the network exactly as the page does.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'debian-chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: testBrowserPath, args: chromiumArgs },
      },
    },
  ],
});
