/**
 * The production cluster the PostgreSQL tests and the Sunday-morning bench start (decision 027): a
 * throwaway PostgreSQL and `server/main.ts` with `NODE_ENV=production` and two workers on one port,
 * with the development sign-in allowed, the test VAPID pair and no client build (the API is what is
 * under test). Settles once the primary says every worker serves; a start that fails stops what it began.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, type PostgresCluster, startPostgresCluster } from './postgres-cluster.ts';
import { type AppProcess, startAppProcess } from './production-app.ts';
import { testVapidEnv } from './test-vapid.ts';

export interface ProductionCluster {
  postgres: PostgresCluster;
  app: AppProcess;
  base: string;
  port: number;
  /** Stops the app, then PostgreSQL, and removes the data folder. */
  stop(): Promise<void>;
}

export async function startProductionCluster({
  postgresPorts,
  appPorts,
  name,
  seed = true,
  env = {},
}: {
  postgresPorts: readonly number[];
  appPorts: readonly number[];
  /** Names the data folder (uploads would go there, never into the working copy) and the JWT secret. */
  name: string;
  /** Seed the demo teams and people (off in production unless asked for). */
  seed?: boolean;
  /** More variables, or ones that replace these. */
  env?: Record<string, string>;
}): Promise<ProductionCluster> {
  const postgres = await startPostgresCluster({ ports: postgresPorts });
  const port = await freePort(appPorts);
  const dataDir = mkdtempSync(join(tmpdir(), `pitchside-${name}-`));
  const app = startAppProcess({
    NODE_ENV: 'production',
    DATABASE_URL: postgres.url,
    WORKERS: '2',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: `${name}-test-secret-0123456789abcdef`,
    // Production refuses to start without a VAPID pair and subject (decision 058).
    ...testVapidEnv,
    // The development sign-in is refused in production without it.
    ALLOW_DEV_AUTH: 'true',
    ...(seed ? { SEED_DEMO_DATA: 'true' } : {}),
    STATIC_DIR: 'no-client-build',
    ...env,
  });
  const stop = async () => {
    await app.stop();
    postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await app.waitForLine(/^Pitchside is running at .* \(2 worker processes, PostgreSQL\)$/, { limitMs: 90_000 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { postgres, app, base: `http://127.0.0.1:${port}`, port, stop };
}
