/**
 * `npm run test:paths`: runs every generated path, unit then browser, and writes the coverage report
 * (`reports/path-coverage.json` and `.md`).
 * - Unit: the `model-based` block of each model's Vitest file (every shortest and simple path on the
 *   real machine), and the user-level models' check (tests/paths/user-models.test.ts: conformance to
 *   the real machine, every user path replayed on it). Each model-based block writes its fragment.
 * - Browser: Playwright with only e2e/paths.spec.ts (the greedy tours of the user-level models
 *   against the real app and server); each path writes its result, merged here per machine.
 * Prints the figures and the time of each part. Exits non-zero when a path fails, a part did not
 * run, or a fragment is missing; a part that did not run is reported as "not run (why)".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { testBrowserPath } from '../playwright.config.ts';
import { fragmentsDir, mergeBrowserResults, type Runner } from '../tests/paths/coverage.ts';
import { models } from '../tests/paths/models.ts';
import { userModels } from '../tests/paths/user-models.ts';
import { machineReport, readFragment, reportFiles, writeReport } from '../tests/paths/report.ts';

const root = new URL('..', import.meta.url).pathname;
const chromium = testBrowserPath;
const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

// Stale fragments would pass an old run off as this one.
rmSync(fragmentsDir, { recursive: true, force: true });
mkdirSync(fragmentsDir, { recursive: true });
const started = performance.now();

console.log('▶ unit paths (Vitest)');
const unitStarted = performance.now();
const vitest = spawnSync(
  join(root, 'node_modules/.bin/vitest'),
  ['run', '-t', 'model-based|user model', ...models.map((m) => m.unitTest), 'tests/paths/user-models.test.ts'],
  { cwd: root, stdio: 'inherit', env },
);
const unitSeconds = seconds(unitStarted);

console.log('\n▶ browser paths (Playwright, e2e/paths.spec.ts)');
const browserStarted = performance.now();
const playwright = existsSync(chromium)
  ? spawnSync(join(root, 'node_modules/.bin/playwright'), ['test', 'e2e/paths.spec.ts'], { cwd: root, stdio: 'inherit', env })
  : null;
const browserSeconds = seconds(browserStarted);

const missing: Record<Runner, string> = {
  unit: vitest.status === 0 ? 'not run (no fragment written)' : 'not run (the unit run failed before writing it)',
  browser: !playwright
    ? `not run (no Chromium at ${chromium})`
    : playwright.status === 0
      ? 'not run (no browser path of this machine)'
      : 'not run (the browser run failed before any path of this machine: see its output)',
};
const machines = models.map((model) => {
  const browser = mergeBrowserResults(model);
  if (browser) writeFileSync(join(fragmentsDir, `browser-${model.name}.json`), `${JSON.stringify(browser, null, 2)}\n`);
  const browserMissing = userModels.some((u) => u.real === model) ? missing.browser : 'not run (no user-level model: its paths run on the machine only)';
  return machineReport(model, { unit: readFragment('unit', model.name), browser }, { ...missing, browser: browserMissing });
});
const totalSeconds = seconds(started);
writeReport({
  generatedAt: new Date().toISOString(),
  command: 'npm run test:paths',
  seconds: { unit: unitSeconds, ...(playwright ? { browser: browserSeconds } : {}), total: totalSeconds },
  machines,
});

/** `a/b` as a share (an empty list counts as whole). */
const fraction = (ratio: string) => {
  const [a, b] = ratio.split('/').map(Number);
  return b === 0 ? 1 : a! / b!;
};
const percent = (ratio: string) => `${ratio} (${Math.round(fraction(ratio) * 1000) / 10} %)`;
console.log('\nPath coverage:');
for (const m of machines) {
  for (const runner of ['unit', 'browser'] as const) {
    const f = m.figures[runner];
    const failed = runner === 'browser' && m.browserFailures.length ? `, ${m.browserFailures.length} FAILED` : '';
    const causable =
      runner === 'browser' && typeof f !== 'string' && m.pageCannotCause.length
        ? `; of the ${f.causable.split('/')[1]} a page can cause ${percent(f.causable)}`
        : '';
    console.log(
      `  ${m.name.padEnd(Math.max(...machines.map((x) => x.name.length)))} ${runner.padEnd(8)} ` +
        `${typeof f === 'string' ? f : `${f.paths} paths${failed}, states ${percent(f.states)}, transitions ${percent(f.transitions)}${causable}`}`,
    );
  }
}
for (const m of machines) {
  for (const f of m.browserFailures) {
    console.log(`  FAILED ${f.id}: ${f.error}`);
    for (const t of f.traceFiles) console.log(`    npx playwright show-trace "${t}"`);
  }
}
console.log(`Unit run ${unitSeconds} s, browser run ${playwright ? `${browserSeconds} s` : 'not run'}, total ${totalSeconds} s.`);
console.log(`Report: ${reportFiles.md.replace(root, '')} and .json`);

// A machine without a user-level model has no browser paths to run (the outbox, the live stream):
// its browser column says so and does not fail the run.
const unitOnly = (name: string) => !userModels.some((u) => u.real.name === name);
// Decision 051: the browser reaches at least 90 % of the transitions a page can cause.
const browserShort = (m: (typeof machines)[number]) => typeof m.figures.browser !== 'string' && fraction(m.figures.browser.causable) < 0.9;
for (const m of machines.filter(browserShort)) console.log(`  ${m.name}: the browser reaches less than 90 % of the transitions a page can cause`);
const incomplete = machines.filter(
  (m) => typeof m.figures.unit === 'string' || (typeof m.figures.browser === 'string' && !unitOnly(m.name)) || m.browserFailures.length > 0 || browserShort(m),
);
process.exit(vitest.status !== 0 || playwright?.status !== 0 || incomplete.length ? 1 : 0);
