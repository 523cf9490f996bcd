/**
 * `npm test`: every check and every test — types, the import-direction rule, the linters (ESLint,
 * Prettier, knip: docs/linting.md) and the client build side by side, then Vitest (unit, server,
 * model-based, components), Playwright (e2e, Chromium), the WebKit layer (Vitest's `webkit`
 * project: the core flows in WebKitGTK, decision 085) and the scan of the e2e servers' logs for
 * secrets (decision 096) — then ONE closing line `N passed, N failed` that totals the four from their JSON reports. Exits non-zero if anything failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { timingsReport } from './test-timings.mjs';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules/.bin', name);
const reports = join(root, 'reports');
mkdirSync(reports, { recursive: true });
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');
const webkitReport = join(reports, 'webkit.json');
const logScanReport = join(reports, 'e2e-log-scan.json');
for (const report of [vitestReport, playwrightReport, webkitReport, logScanReport]) rmSync(report, { force: true });
// The e2e servers' logs of this run only (scripts/e2e-server.mjs writes them, the last step scans them).
rmSync(join(reports, 'e2e-logs'), { recursive: true, force: true });

// The seeded data directory every Playwright worker's server starts on a copy of, made beside the
// type check (scripts/e2e-template.ts, decision 052) and removed at the end.
const e2eTemplate = mkdtempSync(join(tmpdir(), 'pitchside-e2e-template-'));
// Likewise the server tests' seeded dump (tests/server/write-seeded-dump.ts), which Vitest's first
// server files would otherwise build while the other worker waits.
const vitestDatabase = mkdtempSync(join(tmpdir(), 'pitchside-vitest-'));
const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', E2E_TEMPLATE_DIR: e2eTemplate, VITEST_DATABASE_DIR: vitestDatabase };
// Single-threaded checks run side by side first, each printing when it ends: types (~24 s), the
// import rules (~4 s), ESLint (~30 s, ~2 s from its cache), Prettier (~30 s, less from its cache),
// knip (~7 s), the client build the bundle budgets and Playwright need (~11 s) and the e2e
// servers' and the server tests' seeded databases (~7 s, ~4 s) would otherwise leave one of two
// cores idle for ~40 s. The test runners then have the machine each.
const checks = [
  ['types', bin('tsc'), ['-p', '.']],
  ['import rules', bin('depcruise'), ['contract', 'machines', 'src', 'server', 'tests', 'e2e', 'scripts', '--config', '.dependency-cruiser.cjs']],
  // The linters (docs/linting.md); ESLint and Prettier keep a cache, so a second run reads only what changed.
  ['eslint', bin('eslint'), ['.', '--cache', '--cache-location', 'node_modules/.cache/eslint/']],
  ['prettier', bin('prettier'), ['--check', '.', '--cache', '--log-level', 'warn']],
  ['knip', bin('knip'), []],
  ['client build', process.execPath, [join(root, 'scripts/build-if-needed.mjs')]],
  ['e2e database', process.execPath, ['--import', 'tsx', join(root, 'scripts/e2e-template.ts'), e2eTemplate]],
  ['vitest database', process.execPath, ['--import', 'tsx', join(root, 'tests/server/write-seeded-dump.ts'), vitestDatabase]],
  // The browser paths' walk (~4 s), which Playwright's runner would do before its first test.
  ['browser paths', process.execPath, ['--import', 'tsx', join(root, 'scripts/write-browser-paths.ts')]],
];
const runners = [
  ['vitest', bin('vitest'), ['run', '--project', '!webkit', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]],
  ['playwright', bin('playwright'), ['test']],
  // Its own step, after Playwright: it needs the build and a server of its own, and a machine to itself.
  ['webkit', bin('vitest'), ['run', '--project', 'webkit', '--reporter=default', '--reporter=json', `--outputFile.json=${webkitReport}`]],
  // Last, once every e2e server (Playwright's and the WebKit layer's) has ended and written its log (decision 096).
  ['e2e log scan', process.execPath, ['--import', 'tsx', join(root, 'scripts/scan-e2e-logs.ts')]],
];

/** Each step's wall time, for the timings printed before the closing line. */
const steps = [];
const since = (started) => performance.now() - started;
const heading = (name, ms) => `\n▶ ${name} (${(ms / 1000).toFixed(1)} s)`;

/** Runs a command with its output held, and prints it under its name and time when it ends. */
function runHeld([name, command, args]) {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(String(error))));
    child.on('close', (code) => {
      steps.push([name, since(started)]);
      console.log(heading(name, since(started)));
      process.stdout.write(Buffer.concat(output));
      done(code === 0 ? null : name);
    });
  });
}

const checksStarted = performance.now();
const failedSteps = (await Promise.all(checks.map(runHeld))).filter(Boolean);
steps.push(['checks side by side', since(checksStarted)]);
for (const [name, command, args] of runners) {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  steps.push([name, since(started)]);
  console.log(heading(`${name} ended`, since(started)));
  if (result.status !== 0) failedSteps.push(name);
}

rmSync(e2eTemplate, { recursive: true, force: true });
rmSync(vitestDatabase, { recursive: true, force: true });

function read(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}
const vitest = read(vitestReport);
const playwright = read(playwrightReport);
const webkit = read(webkitReport);
const logScan = read(logScanReport);
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (webkit?.numPassedTests ?? 0) + (logScan?.numPassedTests ?? 0);
const failed =
  (vitest?.numFailedTests ?? 0) +
  (playwright?.stats?.unexpected ?? 0) +
  (playwright?.stats?.flaky ?? 0) +
  (webkit?.numFailedTests ?? 0) +
  (logScan?.numFailedTests ?? 0);
console.log(`\n${timingsReport({ root, steps, vitest, playwright })}\n`);
if (!existsSync(vitestReport)) failedSteps.push('vitest report missing');
if (!existsSync(playwrightReport)) failedSteps.push('playwright report missing');
if (!existsSync(webkitReport)) failedSteps.push('webkit report missing');
if (!existsSync(logScanReport)) failedSteps.push('e2e log scan report missing');
if (failedSteps.length) console.log(`Failed: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed + (failedSteps.length && !failed ? 1 : 0)} failed`);
process.exit(failedSteps.length || failed ? 1 : 0);
