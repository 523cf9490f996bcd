/**
 * The app of server tests on a seeded database. A test file takes the worker's seeded database (loaded
 * from the run's dump once per worker: seeded-base.ts) and every `fresh()` app works on it; after each
 * test the database goes back to the seeded state in ~2–3 ms (snapshot-database.ts) instead of each test
 * cloning it (~1.3 s).
 * Every PGlite is closed after use (docs/architecture.md §7).
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApp } from '#server/app.ts';
import type { AuthProvider } from '#server/auth/provider.ts';
import type { AuthRateLimits } from '#server/auth/rate-limits.ts';
import { type Config, loadConfig } from '#server/config.ts';
import { type Database, openPglite } from '#server/db/client.ts';
import { createLiveHub } from '#server/live/hub.ts';
import type { PushNotifier } from '#server/push/notifier.ts';
import { scrimmageLiveLog } from '#server/scrimmage-live.ts';
import { browserPushServices, isAllowedPushEndpoint, type ResolveHost } from '#server/push/push-services.ts';
import { testVapidEnv } from '../support/test-vapid.ts';
import { seededDump } from './seeded-dump.ts';
import { giveBackSeededBase, takeSeededBase } from './seeded-base.ts';
import type { SnapshotDatabase } from './snapshot-database.ts';
import { type TestClock, testClock } from './test-clock.ts';

/**
 * The configuration tests run with: development sign-in, a fixed secret and VAPID pair, answers
 * checked against the contract, and the stand-in push service on the loopback allowed (the tests
 * of the rule itself turn that off).
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return {
    // A test of production's configuration runs without the loopback switch, which production refuses.
    ...loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-that-is-long-enough-1234567890',
      TEST_PUSH_SERVICE_ON_LOOPBACK: env.NODE_ENV === 'production' ? 'false' : 'true',
      ...testVapidEnv,
      ...env,
    }),
    checkResponses: true,
  };
}

/** A public address the tests' resolver answers for the browsers' push services. */
export const testPushServiceAddress = '142.250.196.106';

/** Tests resolve no name on the internet: the browsers' push services are at a public address, localhost on the loopback, any other name nowhere. */
export const testResolveHost: ResolveHost = async (hostname) => {
  if (hostname === 'localhost') return ['127.0.0.1'];
  if (isAllowedPushEndpoint(`https://${hostname}/`, browserPushServices)) return [testPushServiceAddress];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  clock: TestClock;
  config: Config;
}

export interface AppOverrides {
  env?: Record<string, string>;
  auth?: AuthProvider;
  /** Sign-in rate limits other than the defaults (server/auth/rate-limits.ts). */
  authRateLimits?: Partial<AuthRateLimits>;
  /** Where push notifications go (by default nowhere: the app's silent notifier). */
  notifier?: PushNotifier;
  /** How a push endpoint's name resolves (by default testResolveHost). */
  resolveHost?: ResolveHost;
}

/**
 * The apps of one test file over a snapshot database: `appOn` builds an app with a live hub of its
 * own, closed by `closeApps` (a hub LISTENs on the database, which outlives the app).
 */
export function appFactory() {
  const hubs: { close(): Promise<void> }[] = [];
  return {
    async appOn(client: PGlite, overrides: AppOverrides = {}): Promise<TestApp> {
      const database = await openPglite(client);
      const clock = testClock();
      const config = testConfig(overrides.env);
      const live = createLiveHub(database.db);
      const scrimmageLive = createLiveHub(database.db, scrimmageLiveLog);
      hubs.push(live, scrimmageLive);
      const app = createApp({
        db: database.db,
        clock,
        config,
        live,
        auth: overrides.auth,
        authRateLimits: overrides.authRateLimits,
        notifier: overrides.notifier,
        resolveHost: overrides.resolveHost ?? testResolveHost,
        scrimmageLive,
      });
      return { app, database, clock, config };
    },
    closeApps: () => Promise.all(hubs.splice(0).map((hub) => hub.close())),
  };
}

/**
 * Registers the hooks of one test file: `beforeAll` takes the worker's seeded database, `fresh()`
 * answers a new app on it, restored after the test; `shared()` answers an app on another seeded
 * database for the whole file; each goes back to the worker restored (seeded-base.ts).
 */
export function useTestDatabase() {
  let base: SnapshotDatabase | undefined;
  let baseInUse = false;
  const apps = appFactory();
  const sharedApps = appFactory();
  /** Seeded databases taken for one test (a second app in it), given back after it. */
  const takenForTest: SnapshotDatabase[] = [];
  /** Seeded databases taken for the file (`shared()`), given back after it. */
  const takenForFile: SnapshotDatabase[] = [];
  /** Databases whose schema a test changes (`isolated()`): never given back, closed after the test. */
  const isolatedCopies: PGlite[] = [];

  beforeAll(async () => {
    base = await takeSeededBase();
  });

  afterEach(async () => {
    await apps.closeApps();
    await Promise.all(isolatedCopies.splice(0).map((client) => client.close()));
    await Promise.all(takenForTest.splice(0).map(giveBackSeededBase));
    if (baseInUse) {
      baseInUse = false;
      await base?.restore();
    }
  });

  afterAll(async () => {
    await sharedApps.closeApps();
    await Promise.all(takenForFile.splice(0).map(giveBackSeededBase));
    if (base) await giveBackSeededBase(base);
  });

  async function take(list: SnapshotDatabase[]): Promise<PGlite> {
    const taken = await takeSeededBase();
    list.push(taken);
    return taken.client;
  }

  return {
    /**
     * A new app on the seeded database, which goes back to the seed after the test. A second app in
     * the same test gets a separate seeded database (as two clones did before).
     */
    async fresh(overrides: AppOverrides = {}): Promise<TestApp> {
      if (!base) throw new Error('useTestDatabase: call fresh() inside a test or a hook after beforeAll');
      if (baseInUse) return apps.appOn(await take(takenForTest), overrides);
      baseInUse = true;
      return apps.appOn(base.client, overrides);
    },
    /** A new app on a seeded database of its own (~1 s), closed after the test: for a test that changes the schema. */
    async isolated(overrides: AppOverrides = {}): Promise<TestApp> {
      const client = new PGlite({ loadDataDir: await seededDump() });
      await client.waitReady;
      isolatedCopies.push(client);
      return apps.appOn(client, overrides);
    },
    /** An app for the whole file (create it in beforeAll) on a seeded database of its own: its writes stay until the file ends. */
    shared: async (overrides: AppOverrides = {}) => sharedApps.appOn(await take(takenForFile), overrides),
  };
}
