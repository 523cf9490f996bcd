/**
 * Fault: the database is unavailable for a moment (decision 024). The app runs on a PGlite that loses its
 * connection on demand (tests/faults/flaky-pglite.ts throws what node-postgres and PGlite throw). Each
 * multi-statement write is interrupted at every one of its statements in turn — the first, the second,
 * … until it gets through — and after every interruption: the answer is 503 with the error envelope
 * (code 11001, a Korean message, Retry-After), never a 500, and the database holds exactly what it held
 * before (no partial rows). Then the same request succeeds without a restart.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { errorCodes } from '#contract/error-codes.ts';
import { createApp, databaseRetryAfterSeconds } from '#server/app.ts';
import { openPglite } from '#server/db/client.ts';
import { createLiveHub, type LiveHub } from '#server/live/hub.ts';
import { isDatabaseUnavailable } from '#server/db/errors.ts';
import { logger } from '#server/observability/log.ts';
import { createHttpClient } from '#src/lib/http/client.ts';
import { HttpError } from '#src/lib/http/errors.ts';
import { createSession } from '#src/lib/session.ts';
import { body, call, refreshCookie, signIn, tokenFor } from '../server/helpers.ts';
import { createBody, people, teamIds } from '../server/match-fixtures.ts';
import { exchangeCall, recordingScene, setTime } from '../server/recording-fixtures.ts';
import { seededDump } from '../server/seeded-dump.ts';
import { openSnapshotDatabase, type SnapshotDatabase } from '../server/snapshot-database.ts';
import { type TestApp, testConfig } from '../server/test-app.ts';
import { testClock } from '../server/test-clock.ts';
import { type ConnectionErrorKind, connectionErrors, type FlakyPglite, flakyPglite } from './flaky-pglite.ts';

// ---- The seeded database, and per test an app on a flaky view of it, restored after the test --------

let base: SnapshotDatabase;
let hub: LiveHub | null = null;
let ownDatabase: PGlite | null = null;
beforeAll(async () => {
  base = await openSnapshotDatabase(await seededDump());
  await base.snapshot();
});
// Each refused request logs one warning line (server/app.ts); the tests check the answers instead.
let warnings: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warnings = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  warnings.mockRestore();
  const [testHub, own] = [hub, ownDatabase];
  hub = null;
  ownDatabase = null;
  // A database of the test's own goes with its hub's LISTEN (the test may have closed it already).
  if (own) {
    if (!own.closed) await own.close();
  } else if (testHub) {
    await testHub.close();
    await base.restore();
  }
});
afterAll(async () => {
  await base.close();
});

interface FlakyApp extends TestApp {
  flaky: FlakyPglite;
  /** The database itself, for reading around the wrapper. */
  real: PGlite;
}

/**
 * The test's app (one per test) on the seeded database through a wrapper that loses the connection on
 * demand; `own`: on a copy of its own (~1 s), for a test that closes the database under the app.
 */
async function flakyApp({ own = false } = {}): Promise<FlakyApp> {
  if (hub) throw new Error('flakyApp(): one app per test (they would share one database)');
  if (own) ownDatabase = await base.copy();
  const real = ownDatabase ?? base.client;
  const flaky = flakyPglite(real);
  // Never closed by the test: the database outlives it and is restored afterwards.
  const database = await openPglite(flaky.client);
  const clock = testClock();
  const config = testConfig();
  hub = createLiveHub(database.db);
  return { app: createApp({ db: database.db, clock, config, live: hub }), database, clock, config, flaky, real };
}

/** Every table's row count and a digest of its rows: equal snapshots, equal contents. */
async function snapshot(db: PGlite): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ n: number; digest: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from "${name}" x`,
    );
    result[name] = `${rows[0].n}:${rows[0].digest}`;
  }
  return result;
}

const kinds = Object.keys(connectionErrors) as ConnectionErrorKind[];

/**
 * Sends `request` with the connection lost at its 1st statement, then its 2nd, …: each attempt must be
 * a clean 503 leaving the database as it was. Answers the first answer that got through and how many
 * statements the request took. The same request body is sent every time, as a client's retry would.
 */
async function interruptEveryStatement(t: FlakyApp, request: () => Response | Promise<Response>) {
  const before = await snapshot(t.real);
  for (let nth = 1; nth <= 80; nth++) {
    t.flaky.failFrom(nth, kinds[nth % kinds.length]);
    const response = await request();
    t.flaky.heal();
    if (response.status !== 503) {
      // A figure for the report: how many statements the request took, each interrupted once.
      console.log(`${expect.getState().currentTestName}: interrupted at each of ${nth - 1} statements`);
      return { response, statements: nth - 1, before };
    }
    const envelope = await body(response);
    expect(envelope).toEqual({ status: 503, code: 11001, message: errorCodes.DATABASE_UNAVAILABLE.message, data: null });
    expect(response.headers.get('retry-after')).toBe(String(databaseRetryAfterSeconds));
    expect(await snapshot(t.real), `interrupted at statement ${nth} (${kinds[nth % kinds.length]})`).toEqual(before);
    expect(warnings).toHaveBeenLastCalledWith(expect.anything(), expect.stringContaining('database unavailable'));
  }
  throw new Error('the request never got through');
}

describe('the database unavailable for a moment', () => {
  test('creating a team (the team and its admin membership) interrupted at every statement: 503, no partial rows; then it succeeds', async () => {
    const t = await flakyApp();
    const token = await tokenFor(t, people.hangangAdmin.id);
    const team = { name: 'FC 정전 시험', teamColor: '#112233', bottomColor: '#FFFFFF', stockingColor: '#000000' };
    const { response, statements, before } = await interruptEveryStatement(t, () => call(t, 'POST', '/api/v1/teams', { token, json: team }));
    expect(response.status).toBe(201);
    expect(statements).toBeGreaterThanOrEqual(4); // token check, active check, BEGIN, two inserts
    const after = await snapshot(t.real);
    expect(after.teams).not.toBe(before.teams);
    expect(after.memberships).not.toBe(before.memberships);
    const created = (await body<{ id: number; teamRole: string }>(response)).data;
    expect(created.teamRole).toBe('TEAM_ADMIN');
  });

  test('saving a lineup (a batch of players) interrupted at every statement: 503, no partial lineup; then the whole lineup is saved', async () => {
    const t = await flakyApp();
    const adminToken = await tokenFor(t, people.hangangAdmin.id);
    const created = await call(t, 'POST', '/api/v1/matches', {
      token: adminToken,
      json: createBody({ homeTeamId: teamIds.hangang, awayTeamId: teamIds.gwanak }),
    });
    expect(created.status).toBe(201);
    const matchId = (await body<{ id: number }>(created)).data.id;
    const members = (
      await t.real.query<{ user_id: number }>(`select user_id from memberships where team_id = $1 and user_id <> $2 order by user_id limit 4`, [
        teamIds.hangang,
        people.hangangAdmin.id,
      ])
    ).rows.map((r) => r.user_id);
    const players = members.map((userId, i) => ({
      teamId: teamIds.hangang,
      userId,
      role: i < 3 ? 'START_PLAYER' : 'SUB_PLAYER',
      matchGrid: i < 3 ? [27, 20, 10][i] : null,
    }));

    const { response, before } = await interruptEveryStatement(t, () =>
      call(t, 'POST', `/api/v1/matches/${matchId}/users`, { token: adminToken, json: { players } }),
    );
    expect(response.status).toBe(201);
    const saved = await t.real.query<{ n: number }>(`select count(*)::int as n from match_users where match_id = $1`, [matchId]);
    expect(saved.rows[0].n).toBe(4);
    expect((await snapshot(t.real)).live_messages).not.toBe(before.live_messages);
  });

  test(
    'a substitution in play (two events, two grid moves, a live message) interrupted at every statement: 503, nothing half-done; the retry with ' +
      'its clientId records it once',
    async () => {
      const t = await flakyApp();
      const scene = await recordingScene(t);
      const clientId = crypto.randomUUID();
      const { response } = await interruptEveryStatement(t, () => exchangeCall(scene, scene.home.starters[0], scene.home.bench[0], clientId));
      expect(response.status).toBe(201);
      const events = await t.real.query<{ event_type: string }>(`select event_type from match_events where match_id = $1 order by id`, [scene.matchId]);
      expect(events.rows.map((r) => r.event_type)).toEqual(['SUB_OUT', 'SUB_IN']);
      // Sent again (the answer was lost): the original answer, nothing new.
      const again = await exchangeCall(scene, scene.home.starters[0], scene.home.bench[0], clientId);
      expect(again.status).toBe(201);
      expect((await t.real.query(`select 1 from match_events where match_id = $1`, [scene.matchId])).rows).toHaveLength(2);
    },
  );

  test('kick-off (the match state and its live message) interrupted at every statement: 503, the match still scheduled; then it starts', async () => {
    const t = await flakyApp();
    const scene = await recordingScene(t, 'SCHEDULED');
    const { response } = await interruptEveryStatement(t, () => setTime(scene, 'FIRST_HALF', 'START_TIME'));
    expect(response.status).toBe(200);
    const state = await t.real.query<{ match_state: string }>(`select match_state from matches where id = $1`, [scene.matchId]);
    expect(state.rows[0].match_state).toBe('PLAY_FIRST_HALF');
  });

  test(
    'renewing the session interrupted at every statement: 503, and the person stays signed in (no spent cookie left behind to trip reuse ' + 'detection)',
    async () => {
      const t = await flakyApp();
      let cookie = (await signIn(t, { personId: people.hangangUser.id })).refresh;
      const renew = () => t.app.request('/open-api/v1/users/renew', { method: 'POST', headers: { cookie: `pitchside_refresh=${cookie}` } });
      for (let nth = 1; ; nth++) {
        expect(nth, 'the renew never got through').toBeLessThan(40);
        t.flaky.failFrom(nth, kinds[nth % kinds.length]);
        const response = await renew();
        t.flaky.heal();
        // Whatever the answer, the browser keeps the cookie it was given.
        cookie = refreshCookie(response) || cookie;
        if (response.status === 200) break;
        expect({ nth, status: response.status, code: (await body(response)).code }).toEqual({ nth, status: 503, code: 11001 });
      }
      // The family is intact: the next renew works.
      expect((await renew()).status).toBe(200);
    },
  );

  test('the embedded database closed under the app: reads and writes answer 503 with the envelope, not 500', async () => {
    const t = await flakyApp({ own: true });
    const token = await tokenFor(t, people.hangangUser.id);
    await t.real.close();
    for (const [method, path] of [
      ['GET', `/api/v1/teams/${teamIds.hangang}/users`],
      ['POST', '/api/v1/teams'],
      ['GET', `/open-api/v1/teams/${teamIds.hangang}`],
    ] as const) {
      const response = await call(t, method, path, {
        token,
        json: method === 'POST' ? { name: '닫힌 팀', teamColor: '#112233', bottomColor: '#FFFFFF', stockingColor: '#000000' } : undefined,
      });
      expect({ path, status: response.status, code: (await body(response)).code }).toEqual({ path, status: 503, code: 11001 });
    }
  });

  test(
    "the app's HTTP client: a read during the outage is retried after Retry-After and succeeds once the database is back; a write shows the " +
      'Korean message',
    async () => {
      const t = await flakyApp();
      const person = await tokenFor(t, people.hangangAdmin.id);
      const delays: number[] = [];
      const session = createSession({ renewToken: () => Promise.reject(new Error('no renew in this test')) });
      const http = createHttpClient({
        baseURL: 'http://pitchside.test',
        session,
        fetch: async (input, init) => t.app.fetch(new Request(input, init)),
        // The outage ends while the client waits to retry.
        sleep: async (ms) => {
          delays.push(ms);
          t.flaky.heal();
        },
      });
      session.setToken({ accessToken: person, userId: people.hangangAdmin.id, userLifecycle: 'ACTIVE' });
      try {
        t.flaky.failFrom(1, 'adminShutdown');
        const members = await http.call('listMembers', { params: { id: teamIds.hangang } });
        expect(members.totalElements).toBeGreaterThan(0);
        expect(delays).toEqual([databaseRetryAfterSeconds * 1000]);

        // A POST is never retried by the client (the outbox and the forms decide): the error carries the message to show.
        t.flaky.failFrom(1, 'refused');
        const error = await http
          .call('createTeam', { body: { name: '정전 중 팀', teamColor: '#112233', bottomColor: '#FFFFFF', stockingColor: '#000000' } })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(HttpError);
        expect(error).toMatchObject({ status: 503, code: 11001, message: errorCodes.DATABASE_UNAVAILABLE.message });
      } finally {
        t.flaky.heal();
        session.stop();
      }
    },
  );
});

describe('which failures are the database being unavailable', () => {
  test.each([
    ['pg: nothing listening', connectionErrors.refused()],
    ['pg: every address refused (AggregateError)', Object.assign(new AggregateError([connectionErrors.refused()], ''), { code: 'ECONNREFUSED' })],
    ['pg: admin shutdown 57P01', connectionErrors.adminShutdown()],
    ['pg: connection exception class 08', connectionErrors.connectionFailure()],
    ['pg: socket closed mid-query', connectionErrors.terminated()],
    ['pg-pool: connect timeout', new Error('timeout exceeded when trying to connect')],
    ['PGlite: closed', connectionErrors.pgliteClosed()],
    ['drizzle wrapping a pg error', new Error('Failed query: select 1', { cause: connectionErrors.adminShutdown() })],
  ])('%s → 503', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each([
    ['unique violation 23505', Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' })],
    ['syntax error 42601', Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' })],
    ['a programming error', new TypeError('Cannot read properties of undefined')],
  ])('%s → not an outage (500 stays a 500)', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
