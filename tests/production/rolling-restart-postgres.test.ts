/**
 * A deploy without a gap (decision 100): the production cluster (NODE_ENV=production, two workers, a
 * throwaway PostgreSQL) gets SIGHUP while two recorders write events continuously and live viewers —
 * members and strangers on the match's public link — watch on both workers. The primary replaces the
 * workers one at a time; the viewers of a stopped worker reconnect with `Last-Event-ID` (as
 * EventSource does) and the recorders resend a write whose connection broke with the same client id
 * (as the app's outbox does). Afterwards: every write was answered 2xx and is in the database once,
 * every viewer saw every event once and in order, and both worker processes are new ones, running
 * the code put on disk before the SIGHUP.
 * Also: SIGTERM during a roll still stops everything.
 *
 * The workers are told apart by their pids in /proc (the primary's node children), not by log lines.
 * Needs PostgreSQL's server binaries, as tests/production/two-processes.test.ts does.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPerson, seedTeams } from '#server/db/seed-data.ts';
import { type FollowingViewer, followLive } from '../support/following-viewer.ts';
import { type PostgresCluster, freePort, startPostgresCluster } from '../support/postgres-cluster.ts';
import { isAlive, workerPids } from '../support/processes.ts';
import { type AppProcess, startAppProcess } from '../support/production-app.ts';
import { call, openViewer, type Answer, type Viewer } from '../support/raw-http.ts';
import { testVapidEnv } from '../support/test-vapid.ts';
import { devSignIn } from '../../scripts/bench/bench-api.ts';

/** This lane's ports (5350–5399): PostgreSQL on 5350–5355, the app on 5356–5361. */
const postgresPorts = [5350, 5351, 5352, 5353, 5354, 5355];
const appPorts = [5356, 5357, 5358, 5359, 5360, 5361];
/** Ceilings, not expectations: a loaded shared machine is slow, a broken roll never ends. */
const rollLimitMs = 90_000;
const deliveryLimitMs = 20_000;
/** Writes each phase needs at least: before the SIGHUP, during the roll, after it. */
const writesPerPhase = 4;

let postgres: PostgresCluster;
let app: AppProcess;
let base = '';
let dataDir = '';
let setup: Promise<void> = Promise.resolve();
let codeOnDisk = '';
const deployedCode = (version: number) => `console.log('[deployed-code] version ${version} loaded by pid ' + process.pid);\n`;
/** The pids that loaded `version` of the code on disk. */
const loadedBy = (version: number) =>
  [...app.output().matchAll(new RegExp(`\\[deployed-code\\] version ${version} loaded by pid (\\d+)`, 'g'))].map((m) => Number(m[1]));

async function startEverything(): Promise<void> {
  postgres = await startPostgresCluster({ ports: postgresPorts });
  const port = await freePort(appPorts);
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'pitchside-rolling-'));
  // Code on disk that every process loads at its start: the test rewrites it before the SIGHUP.
  codeOnDisk = join(dataDir, 'deployed-code.mjs');
  writeFileSync(codeOnDisk, deployedCode(1));
  app = startAppProcess(
    {
      NODE_ENV: 'production',
      DATABASE_URL: postgres.url,
      WORKERS: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'rolling-restart-secret-0123456789abcdef',
      ...testVapidEnv,
      ALLOW_DEV_AUTH: 'true',
      SEED_DEMO_DATA: 'true',
      STATIC_DIR: 'no-client-build',
    },
    { nodeArgs: ['--import', pathToFileURL(codeOnDisk).href] },
  );
  await app.waitForLine(/Pitchside is running at .* \(2 worker processes, PostgreSQL\)/, { limitMs: 80_000 });
}

beforeAll(async () => {
  setup = startEverything();
  await setup.catch(() => undefined);
}, 90_000);

afterAll(async () => {
  await app?.stop();
  postgres?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const workersOf = () => workerPids(app.child.pid!);

/** Polls until `test` holds; throws with `what` after `limitMs`. */
async function until(test: () => boolean | Promise<boolean>, what: string, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await test())) {
    if (app.child.exitCode !== null || app.child.signalCode !== null) throw new Error(`the server ended while waiting for ${what}:\n${app.output()}`);
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${limitMs} ms:\n${app.output()}`);
    await sleep(100);
  }
}

/** One recorded write: the answer that counted, after how many tries. */
interface Write {
  clientId: string;
  seq: number;
  status: number;
  tries: number;
  phase: 'before' | 'during' | 'after';
}

describe('production: a rolling restart on SIGHUP, under writes and live viewers', () => {
  it('replaces both workers while no write is lost or doubled and every viewer sees every event once, in order', { timeout: 150_000 }, async () => {
    await setup;
    const hangang = seedTeams.find((t) => t.key === 'hangang')!;
    const gwanak = seedTeams.find((t) => t.key === 'gwanak')!;
    const homeToken = await devSignIn(base, seedPerson('kim-minjun').id);
    const awayToken = await devSignIn(base, seedPerson('lee-junho').id);
    const viewerToken = await devSignIn(base, seedPerson('lee-seojun').id);
    const ok = (answer: Answer) => {
      expect(answer.status, answer.body).toBeLessThan(300);
      return answer.json<{ data: { id: number; token: string } }>().data;
    };
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
    const match = ok(
      await call(base, '/api/v1/matches', {
        method: 'POST',
        token: homeToken,
        json: {
          ...{ title: '무중단 배포 시험', homeTeamId: hangang.id, awayTeamId: gwanak.id, matchType: 'FRIENDLY', stadium: '시험 구장' },
          ...{ matchDate: today, plannedStartTime: '10:00', plannedEndTime: '12:00', firstHalfPeriod: 45, secondHalfPeriod: 45 },
          ...{ mainRefereeName: null, assistantReferee1: null, assistantReferee2: null, fourthReferee: null },
        },
      }),
    );
    ok(await call(base, `/api/v1/matches/${match.id}/accept`, { method: 'POST', token: awayToken }));
    const half = { halfType: 'FIRST_HALF', timeType: 'START_TIME' };
    ok(await call(base, `/api/v1/matches/${match.id}/time`, { method: 'PATCH', token: homeToken, json: half }));
    const share = ok(await call(base, `/api/v1/matches/${match.id}/share`, { method: 'POST', token: homeToken }));

    // Members (2 a worker) and strangers on the public link (1 a worker), each on both workers.
    const memberPath = `/api/v1/matches/${match.id}/live`;
    const publicPath = `/open-api/v1/live/${share.token}/stream`;
    const followers: { kind: string; viewer: FollowingViewer }[] = [];
    for (const [kind, path, token, perWorker] of [
      ['member', memberPath, viewerToken, 2],
      ['public', publicPath, undefined, 1],
    ] as const) {
      const open = async (lastEventId?: number): Promise<Viewer> => {
        const viewer = await openViewer(base, path, { token, lastEventId });
        await viewer.waitFor((e) => e.event === 'ready', 'its ready event');
        return viewer;
      };
      const held = { '1': 0, '2': 0 } as Record<string, number>;
      for (let attempt = 0; attempt < 8 * perWorker && (held['1'] < perWorker || held['2'] < perWorker); attempt++) {
        const viewer = await open();
        if ((held[viewer.worker ?? ''] ?? perWorker) >= perWorker) {
          viewer.close();
          continue;
        }
        held[viewer.worker!] += 1;
        followers.push({ kind, viewer: followLive(viewer, open) });
      }
      expect(held, `${kind} viewers on each worker`).toEqual({ '1': perWorker, '2': perWorker });
    }

    // Two recorders, one write after another each, resending on a broken connection (the outbox).
    const writes: Write[] = [];
    let phase: Write['phase'] = 'before';
    let writing = true;
    const recorder = async (token: string, teamId: number) => {
      while (writing) {
        const clientId = randomUUID();
        const asked = phase;
        for (let tries = 1; ; tries++) {
          try {
            const answer = await call(base, `/api/v1/matches/${match.id}/events`, { method: 'POST', token, json: { clientId, teamId, eventType: 'SHOT' } });
            const seq = answer.status < 300 ? answer.json<{ data: { seq: number } }>().data.seq : -1;
            writes.push({ clientId, seq, status: answer.status, tries, phase: asked === phase ? asked : 'during' });
            break;
          } catch (error) {
            if (tries >= 50) throw error;
            await sleep(100);
          }
        }
        await sleep(30);
      }
    };
    const recorders = Promise.all([recorder(homeToken, hangang.id), recorder(awayToken, gwanak.id)]);
    // Seen by the `await recorders` below; this only keeps a failure before it from going unhandled.
    recorders.catch(() => undefined);
    const count = (p: Write['phase']) => writes.filter((w) => w.phase === p).length;
    let oldWorkers: number[] = [];
    try {
      await roll();
    } catch (error) {
      writing = false;
      for (const { viewer } of followers) viewer.stop();
      throw error;
    }

    async function roll() {
      await until(() => count('before') >= writesPerPhase, 'the first writes', 30_000);
      oldWorkers = workersOf();
      expect(oldWorkers).toHaveLength(2);
      phase = 'during';
      // A deploy: new files on disk, then SIGHUP.
      writeFileSync(codeOnDisk, deployedCode(2));
      process.kill(app.child.pid!, 'SIGHUP');
      // Done when both workers are new processes: the roll stops an old one only after its replacement listens.
      await until(
        () => {
          const now = workersOf();
          return now.length === 2 && now.every((pid) => !oldWorkers.includes(pid)) && oldWorkers.every((pid) => !isAlive(pid));
        },
        'the rolling restart',
        rollLimitMs,
      );
      phase = 'after';
      await until(() => count('after') >= writesPerPhase, 'the writes after the roll', 30_000);
      writing = false;
      await recorders;
    }
    const newWorkers = workersOf();
    expect(newWorkers.filter((pid) => oldWorkers.includes(pid))).toEqual([]);
    // The new workers run the code deployed before the SIGHUP; the old ones ran the code before it.
    expect(loadedBy(2).sort((a, b) => a - b)).toEqual(newWorkers);
    expect(loadedBy(1)).toEqual(expect.arrayContaining(oldWorkers));

    // Both slots answer from the new processes.
    const slots = new Set<string | null>();
    for (let i = 0; i < 8 && slots.size < 2; i++) slots.add((await call(base, '/open-api/v1/teams?size=1')).worker);
    expect([...slots].sort()).toEqual(['1', '2']);
    expect(workersOf()).toEqual(newWorkers);

    expect(writes.filter((w) => w.status >= 300)).toEqual([]);
    expect(count('during'), 'writes while the workers were replaced').toBeGreaterThanOrEqual(1);
    const expected = [...writes].sort((a, b) => a.seq - b.seq);

    // In the database once each: the live log and the events table.
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const ids = writes.map((w) => w.clientId);
      const logged = await client.query<{ client_id: string; seq: number }>(
        'select client_id, seq from live_messages where match_id = $1 and client_id = any($2) order by seq',
        [match.id, ids],
      );
      expect(logged.rows.map((r) => [r.client_id, r.seq])).toEqual(expected.map((w) => [w.clientId, w.seq]));
      const events = await client.query<{ n: number; clients: number }>(
        'select count(*)::int as n, count(distinct client_id)::int as clients from match_events where match_id = $1 and client_id = any($2)',
        [match.id, ids],
      );
      expect(events.rows[0]).toEqual({ n: writes.length, clients: writes.length });
    } finally {
      await client.end();
    }

    // Every viewer: each event once, in seq order, though its first worker is gone.
    await Promise.all(followers.map(({ viewer }) => viewer.waitForRecorded(expected.at(-1)!.seq, deliveryLimitMs)));
    for (const { kind, viewer } of followers) {
      viewer.stop();
      const seen = viewer.events().filter((e) => e.event === 'events.recorded');
      const label = `${kind} viewer first on worker ${viewer.connections[0].worker}`;
      expect(
        seen.map((e) => e.id),
        label,
      ).toEqual(expected.map((w) => w.seq));
      expect(
        viewer.events().filter((e) => e.event === 'reset'),
        label,
      ).toEqual([]);
      expect(viewer.connections.length, `${label} reconnected`).toBeGreaterThan(1);
    }
  });

  it('leaves a worker sent SIGHUP serving, and stops everything on SIGTERM in the middle of a roll', { timeout: 90_000 }, async () => {
    await setup;
    const before = workersOf();
    // A hang-up sent to a worker (a closed terminal signals its whole group) leaves it serving: restarts are the primary's.
    process.kill(before[0], 'SIGHUP');
    const slots = new Set<string | null>();
    for (let i = 0; i < 8 && slots.size < 2; i++) slots.add((await call(base, '/open-api/v1/teams?size=1')).worker);
    expect([...slots].sort()).toEqual(['1', '2']);
    expect(workersOf()).toEqual(before);
    process.kill(app.child.pid!, 'SIGHUP');
    // A third worker: the roll forked the first replacement.
    await until(() => workersOf().length === 3, 'the first new worker', rollLimitMs);
    const all = workersOf();
    expect(all).toEqual(expect.arrayContaining(before));
    const { code } = await app.stop();
    expect(code, app.output()).toBe(0);
    expect(app.output()).not.toMatch(/rolling restart stopped/);
    expect(all.filter(isAlive)).toEqual([]);
  });
});
