/**
 * `npm run bench`: every benchmark section, each run N times; prints one table — each figure the
 * median of the N runs with its spread (min–max) — and writes it to reports/bench.json. Asserts
 * nothing (decision 023). Options:
 *   --runs N          runs per section (default 3, at least 1)
 *   --only a,b        only these sections: pages, phone, taps, fanout, sunday, push, writes, members, season, lineup, paths, balance,
 *                     soak (the Sunday-morning load for SOAK_MINUTES, default 10, minutes; only when named, one run)
 *   --out FILE        where the JSON goes (default reports/bench.json)
 *   --md              also print the table as Markdown (for docs/benchmarks.md)
 * Environment: BENCH_AGAINST=<a client build's folder> has the phone section visit each screen (and the
 * taps section tap the record screen) with this checkout's build and that one in turn, figure by figure (scripts/bench/alternate-builds.ts);
 * BENCH_APP=<another checkout> has the page sections visit that checkout's server and build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { renderMarkdown, renderTable, rowsOf, type BenchSection, type Figure, type Row } from './figures.ts';
import { lineupSave } from './lineup-save.ts';
import { liveFanout } from './live-fanout.ts';
import { membersQuery } from './members-query.ts';
import { pageVisits } from './page-visits.ts';
import { pathEnumeration } from './path-enumeration.ts';
import { phoneVisits } from './phone-visits.ts';
import { pushFanout } from './push-fanout.ts';
import { recordWrites } from './record-writes.ts';
import { scrimmageBalance } from './scrimmage-balance.ts';
import { seasonStats } from './season-stats.ts';
import { soak } from './soak.ts';
import { sundayMorning } from './sunday-morning.ts';
import { tapTimings } from './taps.ts';

const sections: BenchSection[] = [
  pageVisits,
  phoneVisits,
  tapTimings,
  liveFanout,
  sundayMorning,
  pushFanout,
  recordWrites,
  membersQuery,
  seasonStats,
  lineupSave,
  pathEnumeration,
  scrimmageBalance,
  soak,
];

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    out: { type: 'string', default: 'reports/bench.json' },
    md: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (options.help) {
  console.log(
    '[BENCH_AGAINST=<client build folder>] [SOAK_MINUTES=10] npm run bench -- [--runs N] ' +
      '[--only pages,phone,taps,fanout,sunday,push,writes,members,season,lineup,paths,balance,soak] [--out reports/bench.json] [--md]',
  );
  process.exit(0);
}
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number of at least 1, not "${options.runs}"`);
const wanted = options.only?.split(',').map((id) => id.trim()) ?? sections.filter((s) => !s.optIn).map((s) => s.id);
const unknown = wanted.filter((id) => !sections.some((s) => s.id === id));
if (unknown.length > 0) throw new Error(`unknown section ${unknown.join(', ')}; known: ${sections.map((s) => s.id).join(', ')}`);

const startedAt = new Date();
const loadAtStart = loadavg()[0];
const done: { id: string; title: string; describe: string; rows: Row[] }[] = [];
/** The most runs a section had (a section with `maxRuns` has fewer than --runs): the table's header says it. */
let mostRuns = 0;
for (const section of sections.filter((s) => wanted.includes(s.id))) {
  console.error(`▶ ${section.title} — ${section.describe}`);
  const { run, tearDown } = await section.setUp();
  const results: Figure[][] = [];
  try {
    const sectionRuns = Math.min(runs, section.maxRuns ?? runs);
    mostRuns = Math.max(mostRuns, sectionRuns);
    for (let i = 1; i <= sectionRuns; i++) {
      const started = performance.now();
      results.push(await run());
      console.error(`  run ${i}/${sectionRuns} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await tearDown();
  }
  done.push({ id: section.id, title: section.title, describe: section.describe, rows: rowsOf(section.id, results) });
}

console.log(renderTable(done, mostRuns));
if (options.md) console.log(`\n${renderMarkdown(done)}`);

const machine = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
  // The machine is shared: the load when the bench started says how busy it was.
  loadAverage1mAtStart: Number(loadAtStart.toFixed(2)),
};
mkdirSync(dirname(options.out!), { recursive: true });
writeFileSync(options.out!, `${JSON.stringify({ measuredAt: startedAt.toISOString(), runs, machine, sections: done }, null, 2)}\n`);
console.error(`\nwritten to ${options.out}`);
