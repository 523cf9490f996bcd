/**
 * Readiness through a database outage (decision 096), in production on PostgreSQL with two workers:
 * `/readyz` answers 200 on both; PostgreSQL stops → `/readyz` answers 503 naming the database while
 * `/healthz` stays 200 (the processes serve; a load balancer takes the host out, an orchestrator does
 * not restart it); PostgreSQL starts again → `/readyz` answers 200 again, the app never restarted.
 * Also: production logs one JSON object a line, a request line per probe naming its worker.
 *
 * Needs PostgreSQL's server binaries (as two-processes.test.ts); without them it FAILS with the hint.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { healthPath, readyPath } from '#contract/health.ts';
import type { PostgresCluster } from '../support/postgres-cluster.ts';
import type { AppProcess } from '../support/production-app.ts';
import { type ProductionCluster, startProductionCluster } from '../support/production-cluster.ts';
import { call } from '../support/raw-http.ts';

/** Ports of the obs lane's throwaway servers: PostgreSQL on 4990–4994, the app on 4980–4984. */
const postgresPorts = [4990, 4991, 4992, 4993, 4994];
const appPorts = [4980, 4981, 4982, 4983, 4984];
/** A ceiling, not an expectation: the pool and the LISTEN connection reconnect within seconds. */
const settleLimitMs = 30_000;

let cluster: ProductionCluster;
let postgres: PostgresCluster;
let app: AppProcess;
let base: string;
let setup: Promise<void> = Promise.resolve();

beforeAll(async () => {
  setup = (async () => {
    // No demo data: the probes need none.
    cluster = await startProductionCluster({ postgresPorts, appPorts, name: 'health', seed: false });
    ({ postgres, app, base } = cluster);
  })();
  await setup.catch(() => undefined);
}, 90_000);

afterAll(async () => {
  await cluster?.stop();
});

/** Polls `path` on new connections (so on either worker) until both workers gave `wanted`; answers the last body per worker. */
async function untilBothWorkers(path: string, wanted: (status: number, body: string) => boolean): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  for (const until = Date.now() + settleLimitMs; seen.size < 2; await sleep(100)) {
    const answer = await call(base, path);
    if (answer.worker && wanted(answer.status, answer.body)) seen.set(answer.worker, answer.body);
    if (Date.now() > until) throw new Error(`${path}: only workers ${[...seen.keys()].join(', ') || 'none'} answered as wanted within ${settleLimitMs} ms`);
  }
  return seen;
}

it('readiness follows PostgreSQL down and back up while liveness stays 200, without a restart', { timeout: 120_000 }, async () => {
  await setup;
  const ready = await untilBothWorkers(readyPath, (status) => status === 200);
  expect([...ready.values()]).toEqual(['{"status":"ready"}', '{"status":"ready"}']);

  postgres.pause();
  try {
    const down = await untilBothWorkers(readyPath, (status) => status === 503);
    for (const body of down.values()) expect(JSON.parse(body)).toEqual({ status: 'unavailable', failed: expect.arrayContaining(['database']) });
    const live = await untilBothWorkers(healthPath, (status) => status === 200);
    expect([...live.values()]).toEqual(['{"status":"ok"}', '{"status":"ok"}']);
  } finally {
    postgres.resume();
  }

  const back = await untilBothWorkers(readyPath, (status) => status === 200);
  expect([...back.values()]).toEqual(['{"status":"ready"}', '{"status":"ready"}']);
  expect(app.child.exitCode).toBeNull();
  expect(app.output()).not.toMatch(/died \(/);

  // Production's log: one JSON object a line; the probes' request lines name route, status and worker.
  const lines = app
    .output()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const probes = lines.filter((l) => l.route === readyPath);
  expect(new Set(probes.map((l) => l.worker))).toEqual(new Set([1, 2]));
  expect(new Set(probes.map((l) => l.status))).toEqual(new Set([200, 503]));
  expect(probes.every((l) => typeof l.reqId === 'string' && l.method === 'GET' && typeof l.ms === 'number')).toBe(true);
});
