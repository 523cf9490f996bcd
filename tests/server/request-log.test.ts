/**
 * The request log (decision 096): one line per request with its id (the caller's `X-Request-Id` when
 * safe, else a new one, always sent back), method, route template, status and milliseconds; a live
 * stream's one line when it ends; and no secret in any line — a request carrying every kind of
 * credential and personal field goes through the app, and the captured lines hold none of them.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { calendarFeedPath, exportFilePath, streams } from '#contract/endpoints.ts';
import { createApp } from '#server/app.ts';
import { createLiveHub } from '#server/live/hub.ts';
import { createLogger } from '#server/observability/log.ts';
import { requestIdOf } from '#server/observability/request-log.ts';
import { routeTemplate } from '#server/observability/route-template.ts';
import { scrimmageLiveLog } from '#server/scrimmage-live.ts';
import { body, call, devCode, exchange, loginStateCookie, redirectUri } from './helpers.ts';
import { people, seededMatchId, teamIds } from './match-fixtures.ts';
import { type TestApp, testResolveHost, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

/** A logger as the server makes it (JSON, its redaction), writing into an array. */
function capturingLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return {
    logger: createLogger({ level: 'trace', pretty: false, destination }),
    lines,
    records: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

/** The test app's database and settings with an app that logs into `logger`. */
async function loggedApp(logger: ReturnType<typeof capturingLogger>['logger']): Promise<{ t: TestApp; close: () => Promise<void> }> {
  const t = await database.fresh();
  const live = createLiveHub(t.database.db);
  const scrimmageLive = createLiveHub(t.database.db, scrimmageLiveLog);
  const app = createApp({ db: t.database.db, clock: t.clock, config: t.config, live, scrimmageLive, logger, resolveHost: testResolveHost });
  return { t: { ...t, app }, close: () => Promise.all([live.close(), scrimmageLive.close()]).then(() => undefined) };
}

describe('the route template of a request', () => {
  it.each([
    ['GET', '/api/v1/matches/12', '/api/v1/matches/{id}'],
    ['PATCH', '/api/v1/users/withdraw', '/api/v1/users/withdraw'],
    ['GET', '/api/v1/teams/join/codes', 'other'],
    ['GET', '/api/v1/matches/7/live', streams.followMatch.path],
    ['GET', '/open-api/v1/calendar/secret-token-abc.ics', calendarFeedPath],
    ['GET', '/open-api/v1/exports/secret-token-abc', exportFilePath],
    ['GET', '/uploads/3f2a.webp', '/uploads/{key}'],
    ['GET', '/healthz', '/healthz'],
    ['GET', '/readyz', '/readyz'],
    ['GET', '/teams/1/matches/3', 'static'],
    ['GET', '/assets/index-a1b2.js', 'static'],
    ['POST', '/teams/1', 'other'],
  ])('%s %s → %s', (method, path, template) => {
    expect(routeTemplate(method, path)).toBe(template);
  });
});

describe('the request id', () => {
  it.each([
    ['abc-123', true],
    ['A.b_c-9', true],
    ['x'.repeat(64), true],
    ['x'.repeat(65), false],
    ['', false],
    ['has space', false],
    ['line\nbreak', false],
    ['<script>', false],
    ['세션', false],
  ])('%j is kept: %s', (incoming, kept) => {
    const id = requestIdOf(incoming);
    if (kept) expect(id).toBe(incoming);
    else expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it("is the caller's when safe, sent back, and on the request's one line with method, route, status, ms and worker", async () => {
    const { logger, records } = capturingLogger();
    const { t, close } = await loggedApp(logger);
    try {
      const response = await t.app.request(`/api/v1/matches/${await seededMatchId(t, '봄맞이 친선전')}`, { headers: { 'X-Request-Id': 'lb-42.a_b' } });
      expect(response.status).toBe(401);
      expect(response.headers.get('X-Request-Id')).toBe('lb-42.a_b');
      const lines = records().filter((r) => r.reqId === 'lb-42.a_b');
      expect(lines).toEqual([
        expect.objectContaining({ level: 30, method: 'GET', route: '/api/v1/matches/{id}', status: 401, worker: null, ms: expect.any(Number) }),
      ]);

      const unsafe = await t.app.request('/healthz', { headers: { 'X-Request-Id': 'no good id' } });
      const made = unsafe.headers.get('X-Request-Id')!;
      expect(made).not.toBe('no good id');
      expect(records().filter((r) => r.reqId === made)).toEqual([expect.objectContaining({ route: '/healthz', status: 200 })]);
    } finally {
      await close();
    }
  });

  it('a live stream has one line, written when it ends, not one per message', async () => {
    const { logger, records } = capturingLogger();
    const { t, close } = await loggedApp(logger);
    try {
      const token = (await exchange(t, await devCode(t, { personId: people.hangangAdmin.id })).then(body<{ accessToken: string }>)).data.accessToken;
      const matchId = await seededMatchId(t, '봄맞이 친선전');
      const response = await t.app.request(`/api/v1/matches/${matchId}/live`, { headers: { authorization: `Bearer ${token}`, 'X-Request-Id': 'stream-1' } });
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      await reader.read();
      expect(records().filter((r) => r.reqId === 'stream-1')).toEqual([]);
      await reader.cancel();
      await expect
        .poll(() => records().filter((r) => r.reqId === 'stream-1'))
        .toEqual([expect.objectContaining({ route: streams.followMatch.path, status: 200, msg: expect.stringContaining('stream ended after') })]);
    } finally {
      await close();
    }
  });
});

describe('no secret reaches the log', () => {
  it('tokens, cookies, sign-in codes, push subscriptions, names and phone numbers of a whole session are in no line', async () => {
    const { logger, lines } = capturingLogger();
    const { t, close } = await loggedApp(logger);
    try {
      const person = people.hangangAdmin;
      const code = await devCode(t, { personId: person.id });
      const signedIn = await exchange(t, code, redirectUri, await loginStateCookie(t));
      const { accessToken } = (await body<{ accessToken: string }>(signedIn)).data;
      const refresh = signedIn.headers
        .getSetCookie()
        .find((c) => c.startsWith('pitchside_refresh='))!
        .split(';')[0];
      const renewed = await t.app.request('/open-api/v1/users/renew', { method: 'POST', headers: { cookie: refresh, origin: 'http://localhost' } });
      const renewedCookie =
        renewed.headers
          .getSetCookie()
          .find((c) => c.startsWith('pitchside_refresh='))
          ?.split(';')[0] ?? refresh;

      const endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`;
      const p256dh = createECDH('prime256v1').generateKeys().toString('base64url');
      const auth = randomBytes(16).toString('base64url');
      expect((await call(t, 'PUT', '/api/v1/push/subscriptions', { token: accessToken, json: { endpoint, keys: { p256dh, auth } } })).status).toBe(200);

      const feed = (await body<{ url: string }>(await call(t, 'GET', `/api/v1/teams/${teamIds.hangang}/calendar-feed`, { token: accessToken }))).data.url;
      await t.app.request(new URL(feed, 'http://localhost').pathname);
      const exported = await call(t, 'POST', `/api/v1/teams/${teamIds.hangang}/exports`, {
        token: accessToken,
        json: { kind: 'SEASON_STATS', params: { season: 2026 } },
      });
      expect(exported.status).toBe(200);
      const file = (await body<{ url: string }>(exported)).data.url;
      await t.app.request(new URL(file, 'http://localhost').pathname);

      const phone = '010-4821-7730';
      const name = '비밀이름테스트';
      await call(t, 'PUT', `/api/v1/users/${person.id}?token=${accessToken}&code=${code}`, {
        token: accessToken,
        json: { name, phone },
        headers: { cookie: renewedCookie },
      });
      const stream = await t.app.request(`/api/v1/matches/${await seededMatchId(t, '봄맞이 친선전')}/live?access_token=${accessToken}`);
      await stream.body?.cancel();

      // The values are real: the calls above took them.
      expect(lines.length).toBeGreaterThanOrEqual(10);
      const secrets = {
        accessToken,
        refresh: refresh.split('=')[1],
        renewed: renewedCookie.split('=')[1],
        code,
        endpoint,
        p256dh,
        auth,
        feedToken: new URL(feed, 'http://localhost').pathname
          .split('/')
          .at(-1)!
          .replace(/\.ics$/, ''),
        exportToken: new URL(file, 'http://localhost').pathname.split('/').at(-1)!,
        name,
        personName: person.name,
        phone,
      };
      for (const [what, secret] of Object.entries(secrets)) {
        expect(secret.length, what).toBeGreaterThan(2);
        expect(
          lines.filter((line) => line.includes(secret)),
          what,
        ).toEqual([]);
      }
    } finally {
      await close();
    }
  });

  it('the redaction censors the known fields wherever an object with them is logged', () => {
    const { logger, lines } = capturingLogger();
    logger.info(
      {
        req: { headers: { authorization: 'Bearer eyJsecret', cookie: 'pitchside_refresh=r1' } },
        res: { headers: { 'set-cookie': 'pitchside_refresh=r2' } },
        token: 't-secret',
        subscription: { endpoint: 'https://push.example/abc', keys: 'k-secret', p256dh: 'p-secret', auth: 'a-secret' },
        person: { name: '홍길동', phone: '010-1111-2222' },
        body: { code: 'c-secret', refreshToken: 'rt-secret' },
      },
      'fields',
    );
    for (const secret of [
      'eyJsecret',
      'r1',
      'r2',
      't-secret',
      'push.example',
      'k-secret',
      'p-secret',
      'a-secret',
      '홍길동',
      '010-1111-2222',
      'c-secret',
      'rt-secret',
    ]) {
      expect(lines[0]).not.toContain(secret);
    }
    expect(lines[0]).toContain('[redacted]');
  });
});
