/**
 * The server Playwright tests run against: the real app (built client + API) on a loopback port,
 * with a fresh embedded database in a new temporary directory on every run, seeded with the demo data:
 * a copy of the run's seeded template (E2E_TEMPLATE_DIR, scripts/e2e-template.ts) where there is one.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = process.env.E2E_PORT ?? '4173';
buildIfNeeded();
const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-e2e-'));
if (process.env.E2E_TEMPLATE_DIR) cpSync(process.env.E2E_TEMPLATE_DIR, dataDir, { recursive: true });
// The server's output also goes to a log file that `npm test` scans for secrets after the browser
// tests (scripts/scan-e2e-logs.ts, decision 096), with the VAPID pair it used beside it.
const logDir = process.env.E2E_LOG_DIR ?? join(root, 'reports/e2e-logs');
mkdirSync(logDir, { recursive: true });
const logName = join(logDir, `server-${port}-${process.pid}`);
const logFile = createWriteStream(`${logName}.log`);
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'pipe'],
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_PROVIDER: 'dev',
    // The whole suite signs in from this one loopback address, dozens of times a minute; the limits
    // themselves are tested in tests/server/auth-rate-limits.test.ts.
    SIGN_IN_RATE_LIMIT: '1000',
    // The counted guards of the server-rendered screens (decision 104) must not depend on how busy the
    // machine is: a render that took longer than the production budget would answer the plain shell.
    // The bench, which measures the production behaviour, passes the production budget.
    RENDER_BUDGET_MS: process.env.RENDER_BUDGET_MS ?? '10000',
    // The stand-in push service of the push and reminder specs listens on http://127.0.0.1 (decision 069).
    TEST_PUSH_SERVICE_ON_LOOPBACK: 'true',
    // Every request's line, for the secret scan; and the line that says it listens (e2e/fixtures/server.ts
    // waits on it), which a server started from Vitest (NODE_ENV=test: warnings only) would not print.
    LOG_LEVEL: 'info',
  },
});
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  logFile.write(chunk);
});
server.stderr.on('data', (chunk) => {
  process.stderr.write(chunk);
  logFile.write(chunk);
});
const cleanUp = () => {
  const keys = join(dataDir, 'vapid-keys.json');
  if (existsSync(keys)) copyFileSync(keys, `${logName}.keys.json`);
  rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`e2e server wrapper: ${signal} received, passed on`);
    server.kill(signal);
  });
}
// A server ended by a signal says which (the worker's fixture prints this when it was not its own stop).
server.on('exit', (code, signal) => {
  if (signal) console.error(`the server process ended on ${signal}`);
  cleanUp();
  logFile.end(() => process.exit(code ?? 1));
});
