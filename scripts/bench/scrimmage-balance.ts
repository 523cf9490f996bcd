/**
 * The balancer (팀 나누기, machines/scrimmage.balance.ts, decision 077): the time per proposal for 18,
 * 30 and 40 players on 2 and 3 sides — in this Node process, and on the phone profile: the same
 * code bundled into a page of headless Chromium with the CPU slowed 4× through CDP (Lighthouse's
 * mobile throttling, `phoneCpuSlowdown`), timed inside the page — and how the search's proposals
 * compare with the best split on small rosters: 200 rosters of 12–20 players on two sides, each
 * split every way (the exhaustive path) and by the search the larger rosters use; and, for three
 * sides, the search's cost against a brute force on 40 rosters of 9–12.
 *
 * The rosters are a team's Sunday: levels mostly 2–4, one keeper in eight, one or two positions each,
 * two pairs marked, and co-play counts as eight recent sessions of three sides would leave them.
 * One run: 30 proposals per size (after 5 not counted, so the figures are a warmed-up page's; the
 * first proposal in a new page is its own figure), and 30 rebalances after a late arrival.
 */
import { resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import type { PairRule, Position } from '#contract/enums.ts';
import { buildModel, type Model } from '#machines/scrimmage.balance.model.ts';
import { gap, tallyOf, Tally } from '#machines/scrimmage.balance.tally.ts';
import { everySplit, searchSplits, seededRandom } from '#machines/scrimmage.balance.search.ts';
import { proposeSides, type BalanceInput, type BalancePlayer } from '#machines/scrimmage.balance.ts';
import { build, type Rollup } from 'vite';
import { chromiumArgs, fullBrowserPath } from '../../playwright.config.ts';
import { percentile, median, type BenchSection, type Figure } from './figures.ts';
import { phoneCpuSlowdown } from './phone-visits.ts';

const sizes = [18, 30, 40] as const;
const sideCounts = [2, 3] as const;
const timedRuns = 30;
const warmUpRuns = 5;
const gapRosters = 200;
const threeSideRosters = 40;

/** A roster as plain data (a page cannot take a Map through `evaluate`). */
type WireRoster = {
  players: BalancePlayer[];
  sideCount: 2 | 3;
  pairs: { a: number; b: number; rule: PairRule }[];
  coPlays: [string, number][];
  previous?: number[][];
};

const levelWeights = [1, 3, 4, 3, 1];
const outfield: Position[][] = [['DF'], ['MF'], ['FW'], ['DF', 'MF'], ['MF', 'FW']];

/** A Sunday's roster of `n`, the same for the same seed. */
export function benchRoster(n: number, sideCount: 2 | 3, seed: number): WireRoster {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const level = () => {
    let r = random() * levelWeights.reduce((a, b) => a + b);
    return 1 + levelWeights.findIndex((w) => (r -= w) < 0);
  };
  const players = Array.from({ length: n }, (_, x): BalancePlayer => ({ attendeeId: x + 1, level: level(), positions: x % 8 === 0 ? ['GK'] : pick(outfield) }));
  const coPlays: [string, number][] = [];
  for (let a = 1; a <= n; a++) {
    for (let b = a + 1; b <= n; b++) {
      // Eight sessions, each attended by both about 60 % × 60 % of the time, on the same side of three a third of that.
      const count = Array.from({ length: 8 }, () => random() < 0.12).filter(Boolean).length;
      if (count > 0) coPlays.push([`${a}:${b}`, count]);
    }
  }
  const pairs = [
    { a: 2, b: 3, rule: 'APART' as PairRule },
    { a: 4, b: 5, rule: 'TOGETHER' as PairRule },
  ];
  return { players, sideCount, pairs, coPlays };
}

const inputOf = (r: WireRoster): BalanceInput => ({ ...r, coPlays: new Map(r.coPlays) });

function timings(name: string, ms: number[]): Figure[] {
  const sorted = [...ms].sort((a, b) => a - b);
  return [
    { name: `${name}: median`, value: median(sorted), unit: 'ms' },
    { name: `${name}: p95`, value: percentile(sorted, 0.95), unit: 'ms' },
  ];
}

/** The balancer as one classic script that sets `pitchsideBalance` (its exports) on the page. */
async function balancerScript(): Promise<string> {
  const root = resolve(import.meta.dirname, '../..');
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [],
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      minify: true,
      lib: { entry: resolve(root, 'machines/scrimmage.balance.ts'), formats: ['iife'], name: 'pitchsideBalance', fileName: () => 'balance.js' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((file): file is Rollup.OutputChunk => file.type === 'chunk');
  if (!chunk) throw new Error('the balancer build produced no script');
  return chunk.code;
}

/** In the page: each roster proposed once, timed with the page's clock. */
function timeInPage(rosters: WireRoster[]): number[] {
  const { proposeSides: propose } = (globalThis as unknown as { pitchsideBalance: { proposeSides: typeof proposeSides } }).pitchsideBalance;
  return rosters.map((r) => {
    const started = performance.now();
    propose({ ...r, coPlays: new Map(r.coPlays) });
    return performance.now() - started;
  });
}

/** The cheapest split with sizes within one over any number of sides, by trying them all (small rosters only). */
function bruteBest(m: Model): Int8Array {
  const tally = new Tally(m);
  let best = { cost: Infinity, assignment: tally.snapshot() };
  const walk = (i: number) => {
    if (i === m.n) {
      const cost = tally.cost();
      if (Math.max(...tally.size) - Math.min(...tally.size) <= 1 && cost < best.cost) best = { cost, assignment: tally.snapshot() };
      return;
    }
    for (let s = 0; s < m.k; s++) {
      if (tally.size[s] >= m.sizeHigh) continue;
      tally.add(i, s);
      walk(i + 1);
      tally.remove(i);
    }
  };
  walk(0);
  return best.assignment;
}

/** The level-sum gap of the search's split against the best split's, for `count` rosters. */
function gapFigures(label: string, count: number, rosterOf: (x: number) => WireRoster, best: (m: Model) => Int8Array): Figure[] {
  const extra: number[] = [];
  const bestGaps: number[] = [];
  for (let x = 0; x < count; x++) {
    const m = buildModel(inputOf(rosterOf(x)));
    const bestGap = gap(tallyOf(m, best(m)).levelSum);
    bestGaps.push(bestGap);
    extra.push(gap(tallyOf(m, searchSplits(m, 0).splits[0].assignment).levelSum) - bestGap);
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return [
    { name: `${label}: the best split's level-sum gap, mean`, value: mean(bestGaps), unit: 'count' },
    { name: `${label}: the search's extra level-sum gap over the best, mean`, value: mean(extra), unit: 'count' },
    { name: `${label}: the search's extra level-sum gap over the best, largest`, value: Math.max(...extra), unit: 'count' },
    { name: `${label}: rosters where the search's gap is the best's (of ${count})`, value: extra.filter((e) => e <= 0).length, unit: 'count' },
  ];
}

const twoSides = () =>
  gapFigures(
    `${gapRosters} rosters of 12–20, 2 sides`,
    gapRosters,
    (x) => benchRoster(12 + (x % 9), 2, 10_000 + x),
    (m) => everySplit(m, 0).shortlist.splits[0].assignment,
  );
const threeSides = () =>
  gapFigures(`${threeSideRosters} rosters of 9–12, 3 sides`, threeSideRosters, (x) => benchRoster(9 + (x % 4), 3, 20_000 + x), bruteBest);

export const scrimmageBalance: BenchSection = {
  id: 'balance',
  title: 'balancer (팀 나누기): time per proposal, and the search against the best split',
  describe: `${timedRuns} proposals per size in Node and in a Chromium page at ${phoneCpuSlowdown}× CPU; ${gapRosters} small rosters split both ways`,
  async setUp() {
    const script = await balancerScript();
    const browser: Browser = await chromium.launch({ executablePath: fullBrowserPath, args: chromiumArgs });
    let run = 0;
    return {
      async run(): Promise<Figure[]> {
        run += 1;
        const node: Figure[] = [];
        const phone: Figure[] = [];
        const page = await browser.newPage();
        await page.addScriptTag({ content: script });
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneCpuSlowdown });
        const [first] = await page.evaluate(timeInPage, [benchRoster(40, 3, run)]);
        const measure = async (label: string, rosters: WireRoster[]) => {
          const nodeMs: number[] = [];
          const nodeCpuMs: number[] = [];
          for (const roster of rosters) {
            const input = inputOf(roster);
            const [started, cpu] = [performance.now(), process.cpuUsage()];
            proposeSides(input);
            nodeMs.push(performance.now() - started);
            nodeCpuMs.push(process.cpuUsage(cpu).user / 1000);
          }
          node.push(...timings(`${label}, this machine`, nodeMs.slice(warmUpRuns)));
          // The machine is shared: the process's own CPU time says what the proposal cost whatever else ran.
          node.push(...timings(`${label}, this machine, CPU time`, nodeCpuMs.slice(warmUpRuns)));
          const phoneMs = await page.evaluate(timeInPage, rosters);
          phone.push(...timings(`${label}, phone (${phoneCpuSlowdown}× CPU)`, phoneMs.slice(warmUpRuns)));
        };
        for (const n of sizes) {
          for (const sideCount of sideCounts) {
            await measure(
              `${n} players × ${sideCount} sides`,
              Array.from({ length: warmUpRuns + timedRuns }, (_, x) => benchRoster(n, sideCount, run * 1000 + x)),
            );
          }
        }
        // A late arrival on 39 players' sides: the minimal-change repair.
        const lateArrivals = Array.from({ length: warmUpRuns + timedRuns }, (_, x): WireRoster => {
          const roster = benchRoster(40, 3, run * 1000 + 500 + x);
          const previous = proposeSides(inputOf({ ...roster, players: roster.players.slice(0, 39) })).sides;
          return { ...roster, previous };
        });
        await measure('a late arrival on 39 players × 3 sides', lateArrivals);
        await page.close();
        return [
          ...node,
          ...phone,
          { name: `first proposal in a new page, 40 × 3, phone (${phoneCpuSlowdown}× CPU)`, value: first, unit: 'ms' },
          ...twoSides(),
          ...threeSides(),
        ];
      },
      tearDown: () => browser.close(),
    };
  },
};
