/** The settings of the production run (decision 027): how many app processes, and whether demo data is seeded. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';
import { testVapidEnv } from '../support/test-vapid.ts';

const secret = 'a-production-secret-of-at-least-32-chars';
const postgres = 'postgres://pitchside@127.0.0.1:5432/pitchside';

describe('WORKERS and SEED_DEMO_DATA', () => {
  it('keeps one process with the embedded database, and seeds the demo outside production', () => {
    expect(loadConfig({})).toMatchObject({ workers: 1, seedDemoData: true });
  });

  it('runs two app processes by default with a PostgreSQL server', () => {
    expect(loadConfig({ DATABASE_URL: postgres }).workers).toBe(2);
    expect(loadConfig({ DATABASE_URL: postgres, WORKERS: '4' }).workers).toBe(4);
    expect(loadConfig({ DATABASE_URL: postgres, WORKERS: '1' }).workers).toBe(1);
  });

  it('refuses several processes on the embedded database, naming what to do', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS=2 needs DATABASE_URL/);
  });

  it('names a WORKERS that is not a whole number from 1 to 64', () => {
    for (const value of ['0', '65', 'two', '-1']) {
      expect(() => loadConfig({ DATABASE_URL: postgres, WORKERS: value })).toThrow(/WORKERS/);
    }
  });

  it('seeds no demo data in production unless asked to', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: secret, ALLOW_DEV_AUTH: 'true', DATABASE_URL: postgres, ...testVapidEnv };
    expect(loadConfig(production).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(() => loadConfig({ SEED_DEMO_DATA: 'sometimes' })).toThrow(/SEED_DEMO_DATA/);
  });
});
