/**
 * The server `npm run screens --checkout <dir>` photographs: the app of any checkout (a worktree of
 * another commit, or this one), installed and built if it is not yet, started as the e2e suite starts
 * it (scripts/e2e-server.mjs: the built client and the API on a loopback port, a new data directory
 * seeded with the demo data, the development sign-in) on a free port, with its clock starting at a
 * fixed instant (fixed-clock.mjs) so the demo data carries the same dates on every run.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const here = new URL('.', import.meta.url).pathname;
/** This checkout (the one running the tool). */
const ownRoot = resolve(here, '../..');
/** A loaded machine may take this long to migrate and seed a new database. */
const startDeadlineMs = 180_000;

export interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${result.status ?? result.signal}`);
}

/**
 * node_modules for the checkout when it has none: a link to this checkout's when both lockfiles are
 * the same (seconds), else `npm ci` (minutes).
 */
function install(checkout: string) {
  if (existsSync(join(checkout, 'node_modules'))) return;
  const lock = (root: string) => readFileSync(join(root, 'package-lock.json'), 'utf8');
  if (checkout !== ownRoot && lock(checkout) === lock(ownRoot)) {
    console.log(`screens: ${checkout} has this checkout's package-lock.json: linking its node_modules`);
    symlinkSync(join(ownRoot, 'node_modules'), join(checkout, 'node_modules'), 'dir');
    return;
  }
  console.log(`screens: npm ci in ${checkout}…`);
  run('npm', ['ci', '--no-audit', '--no-fund'], checkout);
}

/** The production build of the client, when dist/ is missing or older than its sources. */
function build(checkout: string) {
  const env = { ...process.env, NODE_ENV: 'production' };
  if (existsSync(join(checkout, 'scripts/build-if-needed.mjs'))) run(process.execPath, ['scripts/build-if-needed.mjs'], checkout, env);
  else if (!existsSync(join(checkout, 'dist/index.html')))
    run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], checkout, env);
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

async function waitUntilAnswering(origin: string, server: ChildProcess, output: () => string) {
  for (const until = Date.now() + startDeadlineMs; ; await sleep(100)) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${origin}/open-api/v1/teams?size=1`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`the server did not answer within ${startDeadlineMs} ms:\n${output()}`);
  }
}

/** Installs and builds `checkout` if needed, then starts its server on a free port over a new seeded database whose clock starts at `now`. */
export async function startCheckoutServer(checkout: string, now: string): Promise<RunningServer> {
  const root = resolve(checkout);
  if (!existsSync(join(root, 'server/main.ts'))) throw new Error(`screens: ${root} is not a checkout of the app (no server/main.ts)`);
  install(root);
  build(root);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-screens-'));
  const server = spawn(process.execPath, ['--import', join(here, 'fixed-clock.mjs'), '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SCREENS_NOW: now,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      AUTH_PROVIDER: 'dev',
      SEED_DEMO_DATA: 'true',
      SIGN_IN_RATE_LIMIT: '1000',
    },
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000).then(() => server.kill('SIGKILL'))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(origin, server, () => printed);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
