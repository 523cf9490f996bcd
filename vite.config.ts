import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkPlan } from './scripts/build/chunk-plan.ts';
import { graphPlugins } from './scripts/build/graph-plugins.ts';
import { inlineIcon } from './scripts/build/inline-icon.ts';
import { precompress } from './scripts/build/precompress.ts';
import { pushWorker, pushWorkerFile } from './scripts/build/push-worker.ts';
import { routePages } from './scripts/build/route-pages.ts';
import { mainScreenPages } from './scripts/build/route-weight.ts';
import { offlineReadsCache } from './src/lib/offline-cache.ts';
import { palette } from './src/styles/palette.ts';

/** In `npm run dev` the API runs beside Vite on API_PORT; everything the server owns is proxied to it. */
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
const proxy = Object.fromEntries(['/api', '/open-api', '/dev-auth', '/uploads', '/openapi.json'].map((p) => [p, apiTarget]));

/** Paths the server answers itself: never the app shell (kept in step with server/static.ts). */
const serverPaths = /^\/(api|open-api|dev-auth|uploads)(\/|$)|^\/openapi\.json$/;

/**
 * The signed-in screens the server renders (decision 104; src/app/server-render.tsx's routes but
 * /login): a navigation to one goes to the network first (decision 106). Restated in the worker's
 * route below, whose function is copied into the worker as text.
 */
const renderedScreens = /^\/(teams\/\d+|matches\/\d+(\/record)?)$/;

/**
 * The service worker (decision 018): the app shell and every script and style are precached, so a
 * reload at the pitch without network still opens the record screen; API reads go network-first
 * and fall back to the last answer kept in `offlineReadsCache` (emptied when a session ends);
 * writes are never touched (the recording outbox owns them). Built only by `vite build`. The push
 * and notification-click handlers are a script of their own the worker imports (decision 059).
 */
const serviceWorker = VitePWA({
  injectRegister: false,
  strategies: 'generateSW',
  // Decision 083: what the home screen shows. The PNGs are drawn from the SVG by scripts/make-icons.ts;
  // tests/build/web-manifest.test.ts checks every field and each icon's size on the build.
  manifest: {
    id: '/',
    name: '피치사이드 Pitchside',
    short_name: '피치사이드',
    description: '아마추어 축구팀을 위한 경기일 앱',
    lang: 'ko',
    dir: 'ltr',
    // The home-screen app opens at the landing page, which sends a person not signed in there to /login.
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: palette.primary,
    background_color: palette.surface,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/pitchside-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  includeAssets: ['pitchside-icon.svg', 'icons/*.png'],
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [serverPaths, renderedScreens],
    // A new version waits until every tab of the old one is closed: never a reload mid-match.
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    importScripts: [pushWorkerFile],
    runtimeCaching: [
      {
        // Decision 106: the team page, the match page and the record screen come from the server,
        // rendered with their reads (one round trip, not the shell's renewal and reads after it), and
        // are never stored here (a personal answer). Offline, or no answer within a second (a bad
        // network at the pitch), the precached shell opens them as before. Its own handler: Workbox's
        // NetworkFirst waits for the network past its timeout when its cache has nothing.
        urlPattern: ({ request, url }) => request.mode === 'navigate' && /^\/(teams\/\d+|matches\/\d+(\/record)?)$/.test(url.pathname),
        handler: async ({ request }) => {
          const shell = async () => (await caches.match('/index.html', { ignoreSearch: true })) ?? Response.error();
          try {
            const answer = await Promise.race([fetch(request), new Promise<null>((resolve) => setTimeout(resolve, 1000, null))]);
            return answer ?? (await shell());
          } catch {
            return shell();
          }
        },
      },
      {
        // Reads of the API. Never a live stream (a long-lived response, not a read), and nothing of a
        // public scoreboard link (/open-api/v1/live/…, decision 057): its snapshot is no-store, and a
        // link turned off must stop answering, offline too.
        urlPattern: ({ url, request }) =>
          request.method === 'GET' &&
          /^\/(api|open-api)\/v1\//.test(url.pathname) &&
          !url.pathname.endsWith('/live') &&
          !url.pathname.startsWith('/open-api/v1/live/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: offlineReadsCache,
          networkTimeoutSeconds: 4,
          cacheableResponse: { statuses: [200] },
          // Online requests carry a token, offline ones none: the same read either way.
          matchOptions: { ignoreVary: true },
          expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 },
        },
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/uploads/'),
        handler: 'CacheFirst',
        options: { cacheName: 'pitchside-files', cacheableResponse: { statuses: [200] }, expiration: { maxEntries: 200 } },
      },
    ],
  },
});

/**
 * Decisions 037, 038: the entry (a few KB); `boot` (the app and /login), `data` (session, HTTP, reads)
 * and `base` (what those two share); `core` (every signed-in screen); `screens-shared` (what the
 * match screens share, decision 040); `early` (the record screen's machines, run before React has
 * arrived, decision 047); `<part>-part` (what a part loaded after the first paint needs,
 * decision 046); `<page>-shared` and `pages` (what other pages share); `<module>-pages` (a heavy share
 * of a few pages: the table, decision 038); the pages.
 */
const chunks = chunkPlan(graphPlugins, {
  boot: /src\/app\/boot\.tsx$/,
  data: /src\/app\/data\.ts$/,
  light: /src\/features\/auth\/login-page\.tsx$|src\/features\/public\/privacy-page\.tsx$/,
  core: /src\/app\/(core\.ts|core-route\.tsx|layout\/app-shell\.tsx)$/,
  mainScreens: Object.values(mainScreenPages),
  frontScreen: mainScreenPages.teamPage,
  // The team page's 최근 자체전 block (decision 087) and MOM 투표 block (093) are parts too: what each needs comes in one chunk after the page paints.
  parts: /src\/components\/ui\/(alert-dialog|menu-trigger)\.tsx$|src\/features\/teams\/components\/recent-(scrimmage|mom)\.tsx$/,
  early: /machines\/(recorder|outbox)\.machine\.ts$/,
  minPages: 3,
  smallChunk: 4096,
  // The table's pages: members, match records, season stats, and the 자체전 page and record screen (its results).
  fewPages: 5,
  largeShare: 32 * 1024,
});

/** The test folders whose files can share a worker's modules (the `node` test project). */
const sharedModuleTests = 'tests/{server,faults,production,machines,paths,contract,build}/**/*.test.{ts,tsx}';
/** The component and client tests (the `dom` project), each test started clean by tests/dom-setup.ts. */
const domTests = 'tests/{ui,client}/**/*.test.{ts,tsx}';
/** The WebKit layer (tests/webkit/, decision 085): browser flows, run by `npm test` as a step of its own. */
const webkitTests = 'tests/webkit/**/*.test.ts';

export default defineConfig({
  // precompress last: it compresses what the others wrote, the service worker included.
  plugins: [...graphPlugins(), chunks, routePages(), inlineIcon('pitchside-icon.svg'), pushWorker(), serviceWorker, precompress()],
  server: { proxy },
  // The manifest (dist/.vite/manifest.json, never served) maps each route's module to its chunks:
  // tests/build/bundle-budget.test.ts sums a route's static import closure from it.
  build: { target: 'es2022', sourcemap: false, manifest: true },
  test: {
    // The files are the projects' (below): an include here would be added to each project's own.
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Vitest's default (one worker fewer than the cores) runs a single worker on a 2-core CI machine;
    // the suite mostly waits on in-process databases, and two workers there took 411 s instead of 598 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // Server, machine, path and build tests share no module state and mock no module, so a worker
      // keeps what it imported (the app, PGlite, the contract) from one file to the next instead of
      // importing it again for each: `import` was ~116 s of the run's time (decision 039).
      // Worker threads, not child processes (the default): 104 → 88 s for these files (decision 049).
      { extends: true, test: { name: 'node', include: [sharedModuleTests], isolate: false, pool: 'threads' } },
      // Component and client tests: each file with modules and a document of its own. Sharing them
      // (isolate: false) cut ~40 s, but React Aria keeps page-wide state in its modules (a modal's
      // scroll lock on <html>, the focus scopes), and one file's leftovers moved another's focus in
      // two of five full runs. tests/dom-setup.ts starts every test clean of what the app leaves.
      // Each file runs in a VM context of its own in a worker thread (vmThreads): as isolated as a
      // process of its own, without building jsdom and the module graph in a new process per file:
      // 131 → 68 s for these files, jsdom's set-up 41 → 5 s of the files' time (decision 049).
      { extends: true, test: { name: 'dom', include: [domTests], setupFiles: ['tests/dom-setup.ts'], pool: 'vmThreads' } },
      // Any new folder, until it is known to keep to these rules: each file with modules of its own.
      {
        extends: true,
        test: { name: 'isolated', include: ['tests/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, sharedModuleTests, domTests, webkitTests] },
      },
      // The core flows in WebKit (decision 085): one worker drives MiniBrowser windows through
      // WebKitWebDriver against one real server its global setup starts; nothing of the root config
      // (the client's plugins, the DOM set-up) applies. `npm test` runs it as a step of its own.
      {
        test: {
          name: 'webkit',
          include: [webkitTests],
          environment: 'node',
          globalSetup: ['tests/webkit/global-setup.ts'],
          fileParallelism: false,
          maxWorkers: 1,
          pool: 'forks',
          testTimeout: 90_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
