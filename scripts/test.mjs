/**
 * `npm test`: every check and every test — types, the import-direction rule, Vitest (unit, server,
 * model-based, components) and Playwright (e2e) — then ONE closing line `N passed, N failed` that
 * totals Vitest and Playwright from their JSON reports. Exits non-zero if anything failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules/.bin', name);
const reports = join(root, 'reports');
mkdirSync(reports, { recursive: true });
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');
rmSync(vitestReport, { force: true });
rmSync(playwrightReport, { force: true });

const steps = [
  ['types', bin('tsc'), ['-p', '.']],
  ['import rules', bin('depcruise'), ['contract', 'machines', 'src', 'server', 'tests', 'e2e', 'scripts', '--config', '.dependency-cruiser.cjs']],
  ['vitest', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]],
  ['playwright', bin('playwright'), ['test']],
];

let failedSteps = [];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
  if (result.status !== 0) failedSteps.push(name);
}

function read(path) {
  try { return JSON.parse(readFileSync(path, 'utf8')); } catch { return null; }
}
const vitest = read(vitestReport);
const playwright = read(playwrightReport);
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
console.log('');
if (!existsSync(vitestReport)) failedSteps.push('vitest report missing');
if (!existsSync(playwrightReport)) failedSteps.push('playwright report missing');
if (failedSteps.length) console.log(`Failed: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed + (failedSteps.length && !failed ? 1 : 0)} failed`);
process.exit(failedSteps.length || failed ? 1 : 0);
