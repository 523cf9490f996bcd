/**
 * Production run (decision 027): `NODE_ENV=production` with DATABASE_URL on a real,
 * throwaway PostgreSQL server — a primary and two app processes behind ONE port. Live viewers held by
 * either process see every event, once and in order, whichever process recorded it (the other
 * process's writes reach them through LISTEN/NOTIFY); a worker that dies is replaced and its viewers
 * catch up by reconnecting; SIGTERM stops the workers and the primary cleanly. Also: two processes
 * preparing one empty database at the same moment migrate and seed it once.
 *
 * Needs PostgreSQL's server binaries (Debian: `apt-get install postgresql`; .ci/run installs them);
 * without them the test FAILS with that hint — a production path that is not tested is not skipped.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '#server/clock.ts';
import { migrationsFolder } from '#server/db/client.ts';
import { prepareDatabase } from '#server/db/prepare.ts';
import { seedPeople, seedTeams } from '#server/db/seed-data.ts';
import { matchBody } from '../support/match-body.ts';
import type { PostgresCluster } from '../support/postgres-cluster.ts';
import type { AppProcess } from '../support/production-app.ts';
import { type ProductionCluster, startProductionCluster } from '../support/production-cluster.ts';
import { signIn as signInAt } from '../support/production-sign-in.ts';
import { call, openViewer, type SseEvent, type Viewer } from '../support/raw-http.ts';

/** Ports this test may use: PostgreSQL on 55432–55437, the app on 4261–4269. */
const postgresPorts = [55432, 55433, 55434, 55435, 55436, 55437];
const appPorts = [4261, 4262, 4263, 4264, 4265, 4266, 4267, 4268, 4269];
const viewersPerWorker = 2;
const eventsPerRound = 10;
/** Ceilings, not expectations: a loaded shared machine may be slow, a broken fan-out never delivers. */
const testLimitMs = 60_000;
const deliveryLimitMs = 15_000;

let cluster: ProductionCluster;
let postgres: PostgresCluster;
let app: AppProcess;
let base: string;

/**
 * Starting the database and the app. A failure here (no PostgreSQL binaries above all) fails every
 * test with its message: in a failed beforeAll Vitest would only mark them skipped.
 */
let setup: Promise<void> = Promise.resolve();

async function startEverything(): Promise<void> {
  // The test signs in through the development page and uses the demo teams.
  cluster = await startProductionCluster({ postgresPorts, appPorts, name: 'production' });
  ({ postgres, app, base } = cluster);
}

beforeAll(async () => {
  setup = startEverything();
  await setup.catch(() => undefined);
}, 90_000);

/** A test that needs the running server; it fails with the setup's error when there is none. */
function itWithServer(name: string, body: () => Promise<void>): void {
  it(name, { timeout: testLimitMs }, async () => {
    await setup;
    await body();
  });
}

afterAll(async () => {
  await cluster?.stop();
});

/** The worker pids the primary announced, newest per worker last. */
const announcedWorkers = () => [...app.output().matchAll(/worker (\d+) \(pid (\d+)\) is serving/g)].map((m) => ({ worker: m[1], pid: Number(m[2]) }));

/** Signs a seeded person in through the real flow (tests/support/production-sign-in.ts). */
const signIn = (key: string) => signInAt(base, key);

async function api<T>(token: string, method: string, path: string, json?: unknown): Promise<{ data: T; worker: string | null }> {
  const answer = await call(base, path, { method, token, json });
  expect(answer.status, `${method} ${path}: ${answer.body}`).toBeLessThan(300);
  return { data: answer.json<{ data: T }>().data, worker: answer.worker };
}

/** The recorded events a viewer got (replayed or live), in arrival order. */
const recordedSeen = (viewer: Viewer) => viewer.events.filter((e) => e.event === 'events.recorded');
const clientIdOf = (e: SseEvent) => (JSON.parse(e.data) as { events: { clientId: string | null }[] }).events[0]?.clientId;

describe('production: two app processes on one port, one PostgreSQL', () => {
  let adminToken = '';
  let viewerToken = '';
  let liveAt = '';
  const recorded: { seq: number; clientId: string; worker: string | null }[] = [];
  const viewers: Viewer[] = [];
  const hangang = seedTeams.find((t) => t.key === 'hangang')!;
  const gwanak = seedTeams.find((t) => t.key === 'gwanak')!;

  /** Records `count` team SHOT events, each on a new connection (so on either worker), one after another. */
  async function record(count: number): Promise<void> {
    for (let i = 0; i < count; i++) {
      const clientId = randomUUID();
      const { data, worker } = await api<{ seq: number }>(adminToken, 'POST', `${liveAt.replace(/\/live$/, '')}/events`, {
        clientId,
        teamId: recorded.length % 2 === 0 ? hangang.id : gwanak.id,
        eventType: 'SHOT',
      });
      recorded.push({ seq: data.seq, clientId, worker });
    }
  }

  /** Opens viewers (each a new connection) until every worker holds `perWorker` of them. */
  async function openViewersOnEveryWorker(perWorker: number, lastEventId?: number): Promise<Viewer[]> {
    const opened: Viewer[] = [];
    const count = (worker: string) => opened.filter((v) => v.worker === worker).length;
    // Round robin spreads them evenly; the bound only stops a broken spread from looping forever.
    for (let attempt = 0; attempt < 8 * perWorker && !(count('1') >= perWorker && count('2') >= perWorker); attempt++) {
      const viewer = await openViewer(base, liveAt, { token: viewerToken, lastEventId });
      await viewer.waitFor((e) => e.event === 'ready', 'its ready event');
      if (count(viewer.worker ?? '') >= perWorker) viewer.close();
      else opened.push(viewer);
    }
    expect(opened.map((v) => v.worker).sort()).toEqual([...Array(perWorker).fill('1'), ...Array(perWorker).fill('2')]);
    return opened;
  }

  /** Every viewer ends up with exactly the recorded events, in seq order, each once. */
  async function expectEveryViewerSawEverything(list: Viewer[], expected: typeof recorded): Promise<void> {
    const last = expected[expected.length - 1].seq;
    await Promise.all(list.map((v) => v.waitFor((e) => e.event === 'events.recorded' && e.id === last, `event #${last}`, deliveryLimitMs)));
    for (const viewer of list) {
      const seen = recordedSeen(viewer);
      expect(
        seen.map((e) => e.id),
        `viewer on worker ${viewer.worker}`,
      ).toEqual(expected.map((r) => r.seq));
      expect(seen.map(clientIdOf), `viewer on worker ${viewer.worker}`).toEqual(expected.map((r) => r.clientId));
    }
  }

  itWithServer('serves every request from one of two worker processes sharing the port', async () => {
    const workers = new Set<string | null>();
    for (let i = 0; i < 4; i++) workers.add((await call(base, '/openapi.json')).worker);
    expect([...workers].sort()).toEqual(['1', '2']);
    expect(new Set(announcedWorkers().map((w) => w.pid)).size).toBe(2);
  });

  itWithServer('sends every event to every live viewer on either process, once and in order', async () => {
    adminToken = await signIn('kim-minjun');
    viewerToken = await signIn('lee-seojun');
    const { data: match } = await api<{ id: number }>(adminToken, 'POST', '/api/v1/matches', matchBody('운영 모드 시험', hangang.id, gwanak.id));
    liveAt = `/api/v1/matches/${match.id}/live`;
    // Between two registered teams the match is a request until 관악's admin accepts it (decision 029).
    await api(await signIn('lee-junho'), 'POST', `/api/v1/matches/${match.id}/accept`);
    await api(adminToken, 'PATCH', `/api/v1/matches/${match.id}/time`, { halfType: 'FIRST_HALF', timeType: 'START_TIME' });

    viewers.push(...(await openViewersOnEveryWorker(viewersPerWorker)));
    await record(eventsPerRound);

    // The writes went to both processes, so each viewer got some events from the other one (NOTIFY).
    expect(new Set(recorded.map((r) => r.worker))).toEqual(new Set(['1', '2']));
    expect(recorded.map((r) => r.seq)).toEqual([...recorded.map((r) => r.seq)].sort((a, b) => a - b));
    await expectEveryViewerSawEverything(viewers, recorded);
  });

  itWithServer('replaces a worker that dies; its viewers reconnect with Last-Event-ID and miss nothing', async () => {
    const victim = announcedWorkers()
      .filter((w) => w.worker === '2')
      .at(-1)!;
    const lastBeforeKill = recorded.at(-1)!.seq;
    const from = app.output().length;
    process.kill(victim.pid, 'SIGKILL');
    await app.waitForLine(new RegExp(`worker 2 \\(pid ${victim.pid}\\) died \\(signal SIGKILL\\)`), { from });
    const cut = viewers.filter((v) => v.worker === '2');
    await Promise.all(cut.map((v) => v.waitForEnd()));
    expect(cut.every((v) => v.ended())).toBe(true);

    // Recorded while the cut viewers are away (through worker 1, or the new worker 2 if it is up already).
    await record(3);

    const restarted = await app.waitForLine(/worker 2 \(pid (\d+)\) is serving/, { from });
    expect(Number(restarted[1])).not.toBe(victim.pid);

    // The cut viewers come back (as EventSource would) from the last event they had; one of them
    // lands on the new worker 2. The replay brings what was recorded while they were away.
    const resumed = await openViewersOnEveryWorker(1, lastBeforeKill);
    await record(eventsPerRound - 3);
    await expectEveryViewerSawEverything(
      viewers.filter((v) => v.worker === '1'),
      recorded,
    );
    await expectEveryViewerSawEverything(
      resumed,
      recorded.filter((r) => r.seq > lastBeforeKill),
    );
    for (const viewer of [...viewers, ...resumed]) viewer.close();
  });

  itWithServer('stops the workers and then itself on SIGTERM', async () => {
    const pids = announcedWorkers().map((w) => w.pid);
    const { code } = await app.stop();
    expect(code, app.output()).toBe(0);
    expect(app.output()).toMatch(/workers and database closed/);
    const alive = pids.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
  });
});

describe('two servers preparing one empty PostgreSQL database at once (two connection pools)', () => {
  itWithServer('migrates and seeds it once (an advisory lock makes the second wait)', async () => {
    const url = await postgres.createDatabase('prepare_race');
    const options = { databaseUrl: url, dataDir: 'unused', seed: true, clock: systemClock };
    const results = await Promise.allSettled([prepareDatabase(options), prepareDatabase(options)]);
    const prepared = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    try {
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ready'))).toEqual(['ready', 'ready']);
      expect(prepared.map((p) => p.seeded).sort()).toEqual([false, true]);
      const count = async (query: string) => ((await prepared[0].database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n;
      const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: unknown[] };
      expect(await count('select count(*)::int as n from drizzle.__drizzle_migrations')).toBe(journal.entries.length);
      expect(await count('select count(*)::int as n from users')).toBe(seedPeople.length);
    } finally {
      for (const { database } of prepared) await database.close();
    }
  });
});
