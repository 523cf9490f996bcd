/**
 * Metrics of the cluster (decision 097): `NODE_ENV=production`, two app processes on one port over a
 * throwaway PostgreSQL server, METRICS_TOKEN set. N reads spread over both workers, a live viewer on
 * each, and a few recording writes; then `/metrics`, asked of either worker, shows the SUM of every
 * process (the worker asks the primary over the cluster's IPC channel): N for the route, both
 * viewers, each write fanned out by both workers and delivered to both viewers, the writes accepted
 * by the outbox's count. Without the token: 401 16050.
 *
 * Needs PostgreSQL's server binaries (as two-processes.test.ts); without them the test FAILS with the hint.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTeams } from '#server/db/seed-data.ts';
import { matchBody } from '../support/match-body.ts';
import { type ProductionCluster, startProductionCluster } from '../support/production-cluster.ts';
import { signIn } from '../support/production-sign-in.ts';
import { call, openViewer, type Viewer } from '../support/raw-http.ts';

/** This lane's ports (5050–5099): PostgreSQL on 5050–5055, the app on 5056–5065. */
const postgresPorts = [5050, 5051, 5052, 5053, 5054, 5055];
const appPorts = [5056, 5057, 5058, 5059, 5060, 5061, 5062, 5063, 5064, 5065];
const metricsToken = 'production-metrics-token-0123456789';
const reads = 24;
const writes = 3;

let cluster: ProductionCluster;
let base: string;
let setup: Promise<void> = Promise.resolve();

async function startEverything(): Promise<void> {
  cluster = await startProductionCluster({ postgresPorts, appPorts, name: 'metrics', env: { METRICS_TOKEN: metricsToken } });
  ({ base } = cluster);
}

beforeAll(async () => {
  setup = startEverything();
  await setup.catch(() => undefined);
}, 90_000);

afterAll(async () => {
  await cluster?.stop();
});

/** The value of one series of the Prometheus text (0 when absent). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function api<T>(token: string, method: string, path: string, json?: unknown): Promise<{ data: T; worker: string | null }> {
  const answer = await call(base, path, { method, token, json });
  expect(answer.status, `${method} ${path}: ${answer.body}`).toBeLessThan(300);
  return { data: answer.json<{ data: T }>().data, worker: answer.worker };
}

describe('production: /metrics sums the workers of the cluster', () => {
  it('counts every read, viewer, fan-out, delivery and outbox write across both workers, and refuses without the token', { timeout: 60_000 }, async () => {
    await setup;
    const hangang = seedTeams.find((t) => t.key === 'hangang')!;
    const gwanak = seedTeams.find((t) => t.key === 'gwanak')!;
    const admin = await signIn(base, 'kim-minjun');
    const viewerToken = await signIn(base, 'lee-seojun');
    const { data: match } = await api<{ id: number }>(admin, 'POST', '/api/v1/matches', matchBody('지표 시험', hangang.id, gwanak.id));
    await api(await signIn(base, 'lee-junho'), 'POST', `/api/v1/matches/${match.id}/accept`);
    await api(admin, 'PATCH', `/api/v1/matches/${match.id}/time`, { halfType: 'FIRST_HALF', timeType: 'START_TIME' });

    // One viewer on each worker (each new connection goes to the next worker in turn).
    const viewers: Viewer[] = [];
    for (let attempt = 0; attempt < 8 && new Set(viewers.map((v) => v.worker)).size < 2; attempt++) {
      const viewer = await openViewer(base, `/api/v1/matches/${match.id}/live`, { token: viewerToken });
      await viewer.waitFor((e) => e.event === 'ready', 'its ready event');
      if (viewers.some((v) => v.worker === viewer.worker)) viewer.close();
      else viewers.push(viewer);
    }
    expect(viewers.map((v) => v.worker).sort()).toEqual(['1', '2']);

    const readBy = new Map<string | null, number>();
    for (let i = 0; i < reads; i++) {
      const { worker } = await api(admin, 'GET', `/api/v1/matches/${match.id}`);
      readBy.set(worker, (readBy.get(worker) ?? 0) + 1);
    }
    expect([...readBy.keys()].sort()).toEqual(['1', '2']);

    let lastSeq = 0;
    for (let i = 0; i < writes; i++) {
      const { data } = await api<{ seq: number }>(admin, 'POST', `/api/v1/matches/${match.id}/events`, {
        clientId: randomUUID(),
        teamId: i % 2 === 0 ? hangang.id : gwanak.id,
        eventType: 'SHOT',
      });
      lastSeq = data.seq;
    }
    await Promise.all(viewers.map((v) => v.waitFor((e) => e.event === 'events.recorded' && e.id === lastSeq, `event #${lastSeq}`, 15_000)));

    for (const headers of [{}, { authorization: 'Bearer not-the-metrics-token-000' }] as Record<string, string>[]) {
      const refused = await call(base, '/metrics', { headers });
      expect(refused.status).toBe(401);
      expect(refused.json()).toMatchObject({ status: 401, code: 16050 });
    }

    // Asked of each worker in turn: each answers the same sums (the primary collects them all).
    const answers = [];
    for (let i = 0; i < 2; i++) answers.push(await call(base, '/metrics', { headers: { authorization: `Bearer ${metricsToken}` } }));
    expect(answers.map((a) => a.worker).sort()).toEqual(['1', '2']);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = answer.body;
      expect(sample(text, 'http_request_duration_seconds_count{route="/api/v1/matches/{id}",method="GET",status_class="2xx"}')).toBe(reads);
      expect(sample(text, 'pitchside_live_viewers{stream="match",audience="member"}')).toBe(2);
      // Each write is fanned out once by each worker's hub (its own commit, or the NOTIFY) and reaches both viewers.
      expect(sample(text, 'pitchside_live_messages_fanned_out_total{stream="match"}')).toBe(2 * writes);
      expect(sample(text, 'pitchside_live_delivery_seconds_count{stream="match"}')).toBe(2 * writes);
      expect(sample(text, 'pitchside_outbox_writes_total{outcome="accepted",status_class="2xx"}')).toBe(writes);
      expect(sample(text, 'pitchside_db_query_duration_seconds_count{operation="select"}')).toBeGreaterThan(reads);
      expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    }
    for (const viewer of viewers) viewer.close();
  });
});
