/**
 * A fast fresh database for server tests: one in-memory PGlite per test file is migrated and seeded
 * once (~2 s), then every test that needs isolation gets a clone of it (~0.3 s) and its own app.
 * Every PGlite is closed after use (toolchain.md pitfall 9).
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApp } from '#server/app.ts';
import type { AuthProvider } from '#server/auth/provider.ts';
import type { AuthRateLimits } from '#server/auth/rate-limits.ts';
import type { Clock } from '#server/clock.ts';
import { type Config, loadConfig } from '#server/config.ts';
import { type Database, openPglite } from '#server/db/client.ts';
import { seedIfEmpty } from '#server/db/seed.ts';

/** The instant the template was seeded at (a Wednesday noon in Seoul); test clocks start here. */
export const seedInstant = new Date('2026-05-20T03:00:00.000Z');

/** A clock tests move by hand. */
export interface TestClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

export function testClock(start: Date = seedInstant): TestClock {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms) => { now += ms; }, set: (date) => { now = date.getTime(); } };
}

/** The configuration tests run with: development sign-in, a fixed secret, answers checked against the contract. */
export function testConfig(env: Record<string, string> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-that-is-long-enough-1234567890', ...env }), checkResponses: true };
}

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
}

/**
 * Registers the hooks of one test file: `beforeAll` builds the migrated, seeded template, and
 * `fresh()` answers a new app on a clone of it; clones close after each test, the template after all.
 */
export function useTestDatabase() {
  let template: PGlite | undefined;
  const open: Database[] = [];
  const kept: Database[] = [];

  beforeAll(async () => {
    template = new PGlite();
    const database = await openPglite(template, { migrate: true });
    await seedIfEmpty(database.db, testClock());
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((d) => d.close()));
  });

  afterAll(async () => {
    await Promise.all(kept.splice(0).map((d) => d.close()));
    await template?.close();
  });

  async function build(list: Database[], overrides: AppOverrides): Promise<TestApp> {
    if (!template) throw new Error('useTestDatabase: call fresh()/shared() inside a test or a hook after beforeAll');
    const database = await openPglite(await template.clone());
    list.push(database);
    const clock = testClock();
    const config = testConfig(overrides.env);
    const app = createApp({ db: database.db, clock, config, auth: overrides.auth, authRateLimits: overrides.authRateLimits });
    return { app, database, clock, config };
  }

  return {
    /** A new app on its own copy of the seeded database, closed after the test. */
    fresh: (overrides: AppOverrides = {}) => build(open, overrides),
    /** An app for the whole file (create it in beforeAll): for tests that only read. */
    shared: (overrides: AppOverrides = {}) => build(kept, overrides),
  };
}
