/**
 * The API server the HTTP benchmarks talk to, in a child process of its own so the load the
 * benchmark makes (1,000 stream readers, dozens of recording clients) never shares the server's
 * event loop: createApp on the embedded database (PGlite: in memory, or on disk in `dataDir` as
 * `npm start` runs it) with the demo seed, served by @hono/node-server on 127.0.0.1. The child
 * answers the address and access tokens of two admins and a member, then waits for `stop`.
 *
 * This file is both: imported, it exports `startBenchServer`; forked with BENCH_SERVER_ROLE=server,
 * it is the server.
 */
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export interface BenchServerInfo {
  base: string;
  /** kim-minjun, TEAM_ADMIN of the home team (FC 한강). */
  homeAdminToken: string;
  /** lee-junho, TEAM_ADMIN of the away team (관악 유나이티드). */
  awayAdminToken: string;
  /** A member of the home team who is not its admin (a stream viewer). */
  viewerToken: string;
  homeTeamId: number;
  awayTeamId: number;
}

export interface BenchServer extends BenchServerInfo {
  /** Stops the server; answers its resident memory at the end (MiB), when it told it. */
  stop(): Promise<number | null>;
}

if (process.env.BENCH_SERVER_ROLE === 'server') await serve();

async function serve(): Promise<void> {
  const { serve: listen } = await import('@hono/node-server');
  const { createApp } = await import('#server/app.ts');
  const { createTokenService } = await import('#server/auth/tokens.ts');
  const { systemClock } = await import('#server/clock.ts');
  const { loadConfig } = await import('#server/config.ts');
  const { createDatabase } = await import('#server/db/client.ts');
  const { seedPerson, seedTeams } = await import('#server/db/seed-data.ts');
  const { seedIfEmpty } = await import('#server/db/seed.ts');

  const database = await createDatabase({ dataDir: process.env.BENCH_DATA_DIR || undefined });
  await seedIfEmpty(database.db, systemClock);
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'bench-secret-that-is-long-enough-1234567890' });
  const app = createApp({ db: database.db, clock: systemClock, config });
  const tokens = createTokenService({ db: database.db, clock: systemClock, secret: config.jwtSecret!, accessTokenTtlSeconds: 3600 });
  const listening = listen({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => listening.once('listening', resolve));
  // Many connections arrive at once; don't let the server cap them.
  (listening as unknown as { maxConnections?: number }).maxConnections = 100_000;

  const home = seedTeams.find((t) => t.key === 'hangang')!;
  const away = seedTeams.find((t) => t.key === 'gwanak')!;
  const homeAdmin = seedPerson('kim-minjun');
  const viewer = seedPerson('lee-seojun');
  const info: BenchServerInfo = {
    base: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`,
    homeAdminToken: await tokens.accessTokenInNewSession(homeAdmin.id),
    awayAdminToken: await tokens.accessTokenInNewSession(seedPerson('lee-junho').id),
    viewerToken: await tokens.accessTokenInNewSession(viewer.id),
    homeTeamId: home.id,
    awayTeamId: away.id,
  };
  process.on('message', (message) => {
    if (message !== 'stop') return;
    (listening as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    listening.close();
    void database.close().finally(() => {
      process.send?.({ rss: process.memoryUsage().rss }, () => process.exit(0));
    });
  });
  process.send?.(info);
}

/** Forks the server (see above) and waits until it listens. */
export async function startBenchServer(options: { dataDir?: string } = {}): Promise<BenchServer> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_SERVER_ROLE: 'server', BENCH_DATA_DIR: options.dataDir ?? '' },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const info = await new Promise<BenchServerInfo>((resolve, reject) => {
    child.once('message', (m) => resolve(m as BenchServerInfo));
    child.once('exit', (code) => reject(new Error(`the bench server ended (${code}) before it listened`)));
  });
  let stopping: Promise<number | null> | undefined;
  // Idempotent: a benchmark stops it to read its memory, and again in its `finally`.
  const stop = () =>
    (stopping ??= new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(null);
      // A server that does not close in time is killed: the benchmark must end.
      const fallback = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(null);
      }, 10_000);
      child.once('message', (m) => {
        clearTimeout(fallback);
        resolve((m as { rss: number }).rss / 2 ** 20);
      });
      child.send('stop');
    }));
  return { ...info, stop };
}
