/**
 * Taps on the record screen (issue 55's first goal): the admin of a match in play records at the side
 * of the pitch, on a phone. Headless Chromium at 390 × 844 (a touch screen), the CPU 4× slower (CDP
 * `Emulation.setCPUThrottlingRate`, as the phone section), against the real server of
 * `page-visits.ts` (production build, fresh demo database, the match of `matchInProgress`).
 *
 * 30 taps in three rounds of ten: select a player on the pitch, their + buttons (득점, 어시스트,
 * 자책골), 팀 기록, two team counters. Each tap comes after the one before has painted and the page
 * has had `tapGapMs` (an admin's rhythm; the write's answer and the stream's echo land in it).
 * A tap's latency is the Event Timing API's `duration` (the figure behind INP): the longest entry of
 * its interaction (`interactionId`), observed with `durationThreshold: 16`. A tap that reports no
 * entry took less than 16 ms and counts as 16 (the observer's floor). That entry's three parts are
 * given too (medians over the taps), and each kind of tap's median: a finger's tap dispatches
 * pointerdown and pointerup in one task and `click` (React Aria's `onPress`) after them, often before
 * the pointerdown's frame painted, so the longest entry is often the pointerdown, whose presentation
 * then holds the click's work (decision 103).
 *
 * A second pass, unthrottled, makes the same taps to count what does not depend on the machine's
 * load: React commits and components rendered per tap (a DevTools hook installed before React, which
 * React calls on every commit in a production build too), long tasks (in the timed pass) and the API
 * requests each tap sent. With `BENCH_AGAINST` the whole section runs for this build and that one in
 * turn (alternate-builds.ts), figure by figure.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { seedPerson, seedTeams } from '#server/db/seed-data.ts';
import { join } from 'node:path';
import { alternateBuilds } from './alternate-builds.ts';
import { median, percentile, type BenchSection, type Figure } from './figures.ts';
import { appRoot, base, matchInProgress, openBenchSite, signInContext } from './page-visits.ts';
import { phoneCpuSlowdown } from './phone-visits.ts';

const phoneContext = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'ko-KR', timezoneId: 'Asia/Seoul' } as const;
/** The pause after a tap has painted before the next: an admin taps two or three times a second at most. */
const tapGapMs = 400;
const eventFloorMs = 16;

declare global {
  interface Window {
    benchTaps?: { interactions: Map<number, TapEntry>; longTasks: number[] };
    benchRenders?: { commits: number; rendered: number };
  }
}

/**
 * An interaction's longest entry, in its three parts (web.dev's breakdown of INP): the wait before its
 * handlers ran (input delay), its handlers (processing), and from their end to the next paint
 * (presentation: the render the handlers set off, style, layout, paint).
 */
interface TapEntry {
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
}

/** Runs in the page before its scripts: the interactions' longest entries, and the long tasks. */
function observeTaps() {
  const taps = { interactions: new Map<number, TapEntry>(), longTasks: [] as number[] };
  window.benchTaps = taps;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId || (taps.interactions.get(entry.interactionId)?.duration ?? 0) >= entry.duration) continue;
      taps.interactions.set(entry.interactionId, {
        duration: entry.duration,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
        presentation: entry.startTime + entry.duration - entry.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) taps.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Runs in the page before its scripts: a stand-in for React DevTools' hook, which React calls on every
 * commit. A component rendered in a commit when its fiber is not the one of the last commit (React
 * cloned it) and carries React's PerformedWork flag (1): DevTools' own test. Plain source, not a
 * function: tsx would wrap the function's inner functions in a helper the page does not have.
 */
const countRenders = `(() => {
  const counts = { commits: 0, rendered: 0 };
  window.benchRenders = counts;
  let before = new Set();
  const components = new Set([0, 1, 11, 14, 15]);
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(id, root) {
      counts.commits += 1;
      const now = new Set();
      const stack = root.current.child ? [root.current.child] : [];
      while (stack.length > 0) {
        const fiber = stack.pop();
        now.add(fiber);
        if (components.has(fiber.tag) && !before.has(fiber) && (fiber.flags & 1) === 1) counts.rendered += 1;
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      before = now;
    },
  };
})();`;

interface Tap {
  kind: 'select' | 'player +' | 'team sheet' | 'team +';
  press: (page: Page) => Promise<void>;
}

/** The 30 taps: three rounds on three players of the home team (the admin's own, shown first on a phone). */
function tapsOf(teamName: string): Tap[] {
  const playerAdd = (stat: string): Tap => ({
    kind: 'player +',
    press: (page) => page.getByRole('button', { name: new RegExp(` ${stat} 추가$`) }).tap(),
  });
  const teamAdd = (stat: string): Tap => ({
    kind: 'team +',
    press: (page) => page.getByRole('button', { name: `${teamName} ${stat} 추가`, exact: true }).tap(),
  });
  return [0, 1, 2].flatMap((round): Tap[] => [
    {
      kind: 'select',
      press: (page) =>
        page
          .getByRole('list', { name: `${teamName} 출전 선수` })
          .getByRole('button')
          .nth(round)
          .tap(),
    },
    playerAdd('득점'),
    playerAdd('어시스트'),
    playerAdd('득점'),
    playerAdd('어시스트'),
    playerAdd('자책골'),
    playerAdd('어시스트'),
    { kind: 'team sheet', press: (page) => page.getByRole('button', { name: '팀 기록', exact: true }).tap() },
    teamAdd('슈팅'),
    teamAdd('코너 킥'),
  ]);
}

interface TapResult {
  latency: number;
  /** The longest entry's parts; a tap under the observer's floor reports none. */
  parts: Omit<TapEntry, 'duration'> | null;
  longTasks: number;
  longTaskMs: number;
  requests: number;
  reads: number;
  commits: number;
  rendered: number;
}

/** After a tap: two frames (it has painted), then the admin's pause. */
const afterPaint = (page: Page) =>
  page.evaluate((gap) => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, gap)))), tapGapMs);

async function tapSession(browser: Browser, path: string, adminId: number, teamName: string, timed: boolean): Promise<TapResult[]> {
  const context: BrowserContext = await browser.newContext({ ...phoneContext, serviceWorkers: 'block' });
  try {
    await signInContext(context, adminId);
    const page = await context.newPage();
    await page.addInitScript(observeTaps);
    if (!timed) await page.addInitScript({ content: countRenders });
    let requests = 0;
    let reads = 0;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/') || request.resourceType() === 'eventsource' || url.pathname.endsWith('/live')) return;
      requests += 1;
      if (request.method() === 'GET') reads += 1;
    });
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    await page
      .getByRole('list', { name: `${teamName} 출전 선수` })
      .getByRole('button')
      .first()
      .waitFor();
    // The screen's own start settles (its reads, the stream's first message, the parts built after the first paint).
    await page.waitForTimeout(2000);
    const cdp = await context.newCDPSession(page);
    if (timed) await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneCpuSlowdown });
    const results: TapResult[] = [];
    for (const tap of tapsOf(teamName)) {
      const before = await page.evaluate(() => ({
        ids: [...(window.benchTaps?.interactions.keys() ?? [])],
        longTasks: window.benchTaps?.longTasks.length ?? 0,
        commits: window.benchRenders?.commits ?? 0,
        rendered: window.benchRenders?.rendered ?? 0,
      }));
      requests = 0;
      reads = 0;
      await tap.press(page);
      await afterPaint(page);
      const after = await page.evaluate(
        (known) => ({
          entries: [...(window.benchTaps?.interactions ?? new Map<number, TapEntry>()).entries()].filter(([id]) => !known.includes(id)).map(([, e]) => e),
          longTasks: window.benchTaps?.longTasks.slice() ?? [],
          commits: window.benchRenders?.commits ?? 0,
          rendered: window.benchRenders?.rendered ?? 0,
        }),
        before.ids,
      );
      const newLongTasks = after.longTasks.slice(before.longTasks);
      const longest = after.entries.reduce<TapEntry | null>((top, e) => (top && top.duration >= e.duration ? top : e), null);
      results.push({
        latency: Math.max(eventFloorMs, longest?.duration ?? 0),
        parts: longest && { inputDelay: longest.inputDelay, processing: longest.processing, presentation: longest.presentation },
        longTasks: newLongTasks.length,
        longTaskMs: newLongTasks.reduce((sum, d) => sum + d, 0),
        requests,
        reads,
        commits: after.commits - before.commits,
        rendered: after.rendered - before.rendered,
      });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return results;
  } finally {
    await context.close();
  }
}

/**
 * The floor under every figure above: 30 taps, in the same rhythm and at the same CPU rate, on a page
 * that holds one button whose click changes one number (decision 109). What it takes is Chrome's own
 * path from a touch to the paint after its click (the gesture's show-press, the click, a frame) on this
 * machine at this moment: the record screen's taps spend their latency over it.
 */
async function floorSession(browser: Browser): Promise<number[]> {
  const context = await browser.newContext(phoneContext);
  try {
    const page = await context.newPage();
    await page.setContent(
      `<!doctype html><meta name="viewport" content="width=device-width"><script>(${observeTaps.toString()})()</script>` +
        `<button onclick="this.nextElementSibling.textContent = Number(this.nextElementSibling.textContent) + 1">+</button><output>0</output>`,
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneCpuSlowdown });
    for (let i = 0; i < 30; i++) {
      await page.getByRole('button').tap();
      await afterPaint(page);
    }
    const entries = await page.evaluate(() => [...(window.benchTaps?.interactions.values() ?? [])].map((e) => e.duration));
    // A tap that reported no entry took less than the observer's floor.
    return [...entries, ...Array<number>(Math.max(0, 30 - entries.length)).fill(eventFloorMs)].map((d) => Math.max(eventFloorMs, d)).sort((a, b) => a - b);
  } finally {
    await context.close();
  }
}

const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);

function figuresOf(label: string, timed: TapResult[], counted: TapResult[]): Figure[] {
  const latencies = timed.map((t) => t.latency).sort((a, b) => a - b);
  const n = counted.length;
  const kinds = tapsOf('').map((t) => t.kind);
  const onPlayer = counted.filter((_, i) => kinds[i] === 'player +');
  const part = (key: keyof NonNullable<TapResult['parts']>) => median(timed.flatMap((t) => (t.parts ? [t.parts[key]] : [])));
  const kindLatency = (kind: Tap['kind']): Figure => ({
    name: `${label}tap latency of a ${kind} tap: median`,
    value: median(timed.filter((_, i) => kinds[i] === kind).map((t) => t.latency)),
    unit: 'ms',
  });
  return [
    { name: `${label}taps`, value: timed.length, unit: 'count' },
    { name: `${label}tap latency (Event Timing duration): median`, value: median(latencies), unit: 'ms' },
    { name: `${label}tap latency: p90`, value: percentile(latencies, 0.9), unit: 'ms' },
    { name: `${label}tap latency: max`, value: Math.max(...latencies), unit: 'ms' },
    { name: `${label}of which input delay: median`, value: part('inputDelay'), unit: 'ms' },
    { name: `${label}of which processing (handlers): median`, value: part('processing'), unit: 'ms' },
    { name: `${label}of which presentation (to the next paint): median`, value: part('presentation'), unit: 'ms' },
    kindLatency('select'),
    kindLatency('player +'),
    kindLatency('team sheet'),
    kindLatency('team +'),
    { name: `${label}long tasks, all taps`, value: sum(timed.map((t) => t.longTasks)), unit: 'count' },
    { name: `${label}long tasks' time, all taps`, value: sum(timed.map((t) => t.longTaskMs)), unit: 'ms' },
    { name: `${label}API requests per tap (mean)`, value: sum(counted.map((t) => t.requests)) / n, unit: 'count' },
    { name: `${label}of which reads per tap (mean)`, value: sum(counted.map((t) => t.reads)) / n, unit: 'count' },
    { name: `${label}React commits per tap (mean)`, value: sum(counted.map((t) => t.commits)) / n, unit: 'count' },
    { name: `${label}components rendered per tap (mean)`, value: sum(counted.map((t) => t.rendered)) / n, unit: 'count' },
    {
      name: `${label}components rendered per + tap on a player (mean)`,
      value: sum(onPlayer.map((t) => t.rendered)) / onPlayer.length,
      unit: 'count',
    },
  ];
}

export const tapTimings: BenchSection = {
  id: 'taps',
  title: 'taps on the record screen (390 × 844, CPU 4× slower)',
  describe: "30 taps on a match in play: a player's + buttons, a player selection, 팀 기록 and team counters; Event Timing duration per tap",
  async setUp() {
    const builds = alternateBuilds(join(appRoot, 'dist'), process.env.BENCH_AGAINST);
    const site = await openBenchSite({ staticDir: builds?.staticDir }).catch((error: unknown) => {
      builds?.remove();
      throw error;
    });
    const tearDown = async () => {
      await site.tearDown();
      builds?.remove();
    };
    const admin = seedPerson('kim-minjun');
    const teamName = seedTeams.find((t) => t.key === 'hangang')!.name;
    // One match per session: each records 30 taps, and a fresh match keeps the log's length the same for every session.
    const session = async (label: string) => {
      const timedMatch = await matchInProgress();
      const timed = await tapSession(site.browser, `/matches/${timedMatch}/record`, admin.id, teamName, true);
      const countedMatch = await matchInProgress();
      const counted = await tapSession(site.browser, `/matches/${countedMatch}/record`, admin.id, teamName, false);
      return figuresOf(label, timed, counted);
    };
    return {
      async run(): Promise<Figure[]> {
        const floor = await floorSession(site.browser);
        const floorFigures: Figure[] = [
          { name: "a bare page's button, the same taps: median", value: median(floor), unit: 'ms' },
          { name: "a bare page's button, the same taps: p90", value: percentile(floor, 0.9), unit: 'ms' },
        ];
        if (!builds) return [...(await session('')), ...floorFigures];
        const measured = new Map<string, Figure[]>();
        for (const build of builds.nextRound()) {
          builds.use(build);
          measured.set(build.name, await session(`[${build.name}] `));
        }
        return [...(measured.get('this build') ?? []), ...(measured.get('against') ?? []), ...floorFigures];
      },
      tearDown,
    };
  },
};
