/**
 * A read benchmark on the real app over a fresh in-memory PGlite with the migrations (`app.request`,
 * so validation, the guards, the SQL and the envelope all count): the section builds its data, then
 * each run times every read `requests` times after `warmUp` untimed ones and reports their median
 * and p95. The members query and the season table use it.
 */
import { createApp } from '#server/app.ts';
import { createTokenService } from '#server/auth/tokens.ts';
import { systemClock } from '#server/clock.ts';
import { loadConfig } from '#server/config.ts';
import { createDatabase, type Db } from '#server/db/client.ts';
import { median, percentile, type BenchSection, type Figure } from './figures.ts';

export interface TimedRead {
  label: string;
  url: string;
  /** Throws when the answer shows the data was not built as intended. */
  check: (data: unknown) => void;
}

export interface ReadBench {
  /** Builds the data; answers who reads and what. */
  build(db: Db): Promise<{ readerId: number; reads: TimedRead[] }>;
  warmUp: number;
  requests: number;
}

/** A small deterministic generator, so every run benchmarks the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export function readBenchSection(meta: Pick<BenchSection, 'id' | 'title' | 'describe'>, bench: ReadBench): BenchSection {
  return {
    ...meta,
    async setUp() {
      const database = await createDatabase();
      try {
        return { run: await prepare(database.db, bench), tearDown: () => database.close() };
      } catch (error) {
        await database.close();
        throw error;
      }
    },
  };
}

async function prepare(db: Db, bench: ReadBench): Promise<() => Promise<Figure[]>> {
  const { readerId, reads } = await bench.build(db);
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'bench-secret-that-is-long-enough-1234567890' });
  const app = createApp({ db, clock: systemClock, config });
  const token = await createTokenService({ db, clock: systemClock, secret: config.jwtSecret!, accessTokenTtlSeconds: 3600 }).accessTokenInNewSession(readerId);
  return async () => {
    const figures: Figure[] = [];
    for (const { label, url, check } of reads) {
      const times: number[] = [];
      for (let i = 0; i < bench.warmUp + bench.requests; i++) {
        const started = performance.now();
        const response = await app.request(url, { headers: { authorization: `Bearer ${token}` } });
        const json = (await response.json()) as { data: unknown };
        const elapsed = performance.now() - started;
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`);
        check(json.data);
        if (i >= bench.warmUp) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      figures.push({ name: `${label}: median`, value: median(times), unit: 'ms' });
      figures.push({ name: `${label}: p95`, value: percentile(times, 0.95), unit: 'ms' });
    }
    return figures;
  };
}
