/**
 * `npm run test:paths`: replays every generated path and writes the coverage report
 * (`reports/path-coverage.json` and `.md`). The unit run is the `model-based` block of each model's
 * Vitest file, on the real machine; each file writes its fragment (tests/paths/coverage.ts) and
 * this script merges them (tests/paths/report.ts). Browser paths have no models yet: their column
 * says so. Exits non-zero when a path fails or a fragment is missing.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fragmentsDir, type Runner } from '../tests/paths/coverage.ts';
import { models } from '../tests/paths/models.ts';
import { machineReport, readFragment, reportFiles, writeReport } from '../tests/paths/report.ts';

const root = new URL('..', import.meta.url).pathname;

// Stale fragments would pass an old run off as this one.
rmSync(fragmentsDir, { recursive: true, force: true });
mkdirSync(fragmentsDir, { recursive: true });

const started = performance.now();
const vitest = spawnSync(join(root, 'node_modules/.bin/vitest'), ['run', '-t', 'model-based', ...models.map((m) => m.unitTest)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
});
const unitSeconds = Math.round((performance.now() - started) / 100) / 10;

const missing: Record<Runner, string> = {
  unit: vitest.status === 0 ? 'not run (no fragment written)' : 'not run (the unit run failed before writing it)',
  browser: 'not run (no browser model yet)',
};
const machines = models.map((model) =>
  machineReport(model, { unit: readFragment('unit', model.name), browser: readFragment('browser', model.name) }, missing));

writeReport({ generatedAt: new Date().toISOString(), command: 'npm run test:paths', seconds: { unit: unitSeconds }, machines });

console.log('\nPath coverage (unit):');
for (const m of machines) {
  const f = m.figures.unit;
  console.log(`  ${m.name.padEnd(8)} ${typeof f === 'string' ? f : `${f.paths} paths, states ${f.states}, transitions ${f.transitions}`}`);
}
console.log(`Unit run ${unitSeconds} s. Report: ${reportFiles.md.replace(`${root}`, '')} and .json`);

const incomplete = machines.filter((m) => typeof m.figures.unit === 'string');
process.exit(vitest.status !== 0 || incomplete.length ? 1 : 0);
