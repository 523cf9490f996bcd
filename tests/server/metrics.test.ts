/**
 * Prometheus metrics (decision 097): the route label is a table path or a fixed bucket, never a raw
 * path; the token check; /metrics off (404), behind METRICS_TOKEN (401 16050 in the envelope without
 * it) or only on METRICS_PORT; and each metric moves when its event happens, through the app on PGlite:
 * a goal recorded with a viewer connected, its replay and a refused reuse of its key, pushes to the
 * stand-in push service, a reminder sweep. Counters are read before and after (other tests of the
 * worker share the process's registry).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';
import { pushSubscriptions } from '#server/db/schema.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import { createLiveHub } from '#server/live/hub.ts';
import { heardAt } from '#server/metrics/live.ts';
import { queryOperation } from '#server/metrics/db.ts';
import {
  dbQueryDuration,
  httpRequestDuration,
  liveDeliveryDelay,
  liveMessagesFannedOut,
  liveViewers,
  outboxWrites,
  pushSends,
  reminderSweeps,
  remindersClaimed,
  remindersSent,
} from '#server/metrics/registry.ts';
import { methodLabel, routeTemplate } from '#server/observability/route-template.ts';
import { bearerMatches, localMetrics, startMetricsServer } from '#server/metrics/serve-metrics.ts';
import type { PushNotifier, PushOutcome } from '#server/push/notifier.ts';
import { createWebPushNotifier } from '#server/push/sender.ts';
import { startReminderSweep } from '#server/reminders/sweep.ts';
import { scrimmageLiveLog } from '#server/scrimmage-live.ts';
import { type StandInPushService, startPushService } from '../support/push-service.ts';
import { testVapidKeys } from '../support/test-vapid.ts';
import { body, call, tokenFor } from './helpers.ts';
import { connected } from './live-fixtures.ts';
import { teamIds } from './match-fixtures.ts';
import { recordCall, recordingScene } from './recording-fixtures.ts';
import { createItem, people } from './schedule-fixtures.ts';
import { useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const token = 'metrics-token-0123456789';
/** This lane's throwaway ports are 5050–5099. */
const metricsPort = 5090;

interface Readable {
  get(): Promise<{ values: { labels: Record<string, string | number | undefined>; value: number; metricName?: string }[] }>;
}

/** The sum of a metric's values whose labels include `labels` (of `series`, e.g. `…_count` of a histogram). */
async function valueOf(metric: Readable, labels: Record<string, string> = {}, series?: string): Promise<number> {
  const { values } = await metric.get();
  return values
    .filter((v) => series === undefined || v.metricName === series)
    .filter((v) => Object.entries(labels).every(([k, x]) => v.labels[k] === x))
    .reduce((sum, v) => sum + v.value, 0);
}

describe('the route label', () => {
  it.each([
    ['GET', '/api/v1/matches/12', '/api/v1/matches/{id}'],
    ['HEAD', '/api/v1/matches/12', '/api/v1/matches/{id}'],
    ['POST', '/api/v1/matches/12/events', '/api/v1/matches/{id}/events'],
    ['DELETE', '/api/v1/match-event/99', '/api/v1/match-event/{id}'],
    ['GET', '/api/v1/matches/7/live', '/api/v1/matches/{id}/live'],
    // A wrong method still counts under the path it matched (a 405), not the raw path.
    ['PUT', '/api/v1/matches/12/events', '/api/v1/matches/{id}/events'],
    ['GET', '/api/v1/no-such-thing/123', 'other'],
    ['GET', '/open-api/v1/calendar/abc.ics', '/open-api/v1/calendar/{token}.ics'],
    ['GET', '/uploads/5f1e.webp', '/uploads/{key}'],
    ['GET', '/metrics', '/metrics'],
    ['GET', '/openapi.json', '/openapi.json'],
    ['GET', '/teams/1/matches/3', 'static'],
    ['GET', '/assets/index-abc.js', 'static'],
    ['POST', '/teams/1', 'other'],
  ])('%s %s counts under %s', (method, path, template) => {
    expect(routeTemplate(method, path)).toBe(template);
  });

  it('takes known methods as they are and any other as OTHER', () => {
    expect(['get', 'PATCH', 'PROPFIND', 'x'].map(methodLabel)).toEqual(['GET', 'PATCH', 'OTHER', 'OTHER']);
  });

  it('labels a query by its first keyword, from a fixed set', () => {
    expect(['select 1', '  INSERT into x', { text: 'update y' }, 'with a as (select 1) select 1', 'LISTEN match_live', 42].map(queryOperation)).toEqual([
      'select',
      'insert',
      'update',
      'with',
      'other',
      'other',
    ]);
  });
});

describe('the token check', () => {
  it.each([
    [`Bearer ${token}`, true],
    [`  Bearer ${token}  `, true],
    [`Bearer ${token}x`, false],
    [`Bearer ${token.slice(0, -1)}`, false],
    [`bearer ${token}`, false],
    [token, false],
    ['Bearer ', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (header, expected) => {
    expect(bearerMatches(header, token)).toBe(expected);
  });
});

describe('the configuration', () => {
  it.each([
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN: must be at least 16 characters/],
    [{ METRICS_TOKEN: 'has spaces in it, 16+' }, /METRICS_TOKEN: must be printable ASCII without spaces/],
    [{ METRICS_PORT: 'nine' }, /METRICS_PORT: must be a port number, 1 to 65535/],
    [{ METRICS_PORT: '70000' }, /METRICS_PORT: must be at most 65535/],
    [{ METRICS_PORT: '3000', PORT: '3000' }, /METRICS_PORT=3000 is the app's PORT/],
    [{ METRICS_HOST: '0.0.0.0' }, /METRICS_HOST: is used only with METRICS_PORT/],
  ])('%j is refused', (env, message) => {
    expect(() => loadConfig({ NODE_ENV: 'test', ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', ...env })).toThrow(message);
  });

  it('is off by default; METRICS_HOST falls back to HOST', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).metrics).toEqual({ token: null, port: null, host: '127.0.0.1' });
    expect(loadConfig({ NODE_ENV: 'test', HOST: '0.0.0.0', METRICS_PORT: '9464', METRICS_TOKEN: token }).metrics).toEqual({
      token,
      port: 9464,
      host: '0.0.0.0',
    });
  });
});

describe('GET /metrics on the app port', () => {
  it('is an unknown path (404) when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    const t = await database.fresh();
    expect((await t.app.request('/metrics', { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
  });

  it('is not on the app port when METRICS_PORT takes it, even with the token', async () => {
    const t = await database.fresh({ env: { METRICS_TOKEN: token, METRICS_PORT: '9464' } });
    expect((await t.app.request('/metrics', { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
  });

  it('with METRICS_TOKEN: 401 16050 in the envelope without the token or with another, the Prometheus text with it', async () => {
    const t = await database.fresh({ env: { METRICS_TOKEN: token } });
    for (const headers of [{}, { authorization: 'Bearer another-token-0123456789' }, { authorization: token }] as Record<string, string>[]) {
      const refused = await t.app.request('/metrics', { headers });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer');
      expect(await body(refused)).toMatchObject({ status: 401, code: 16050, data: null });
    }
    const answer = await t.app.request('/metrics', { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    for (const name of [
      'http_request_duration_seconds histogram',
      'pitchside_live_viewers gauge',
      'pitchside_outbox_writes_total counter',
      'pitchside_db_query_duration_seconds histogram',
      'nodejs_eventloop_lag_seconds gauge',
      'process_resident_memory_bytes gauge',
    ]) {
      expect(text).toContain(`# TYPE ${name}`);
    }
    // The refusals above were counted under the fixed path, as 4xx.
    expect(text).toMatch(/http_request_duration_seconds_count\{route="\/metrics",method="GET",status_class="4xx"\} [1-9]/);
  });
});

describe('the OpenAPI document', () => {
  it('declares GET /metrics with its bearer token and a text answer', async () => {
    const t = await database.fresh();
    const doc = (await (await t.app.request('/openapi.json')).json()) as {
      paths: Record<string, { get?: { operationId: string; security: unknown[]; responses: Record<string, { content?: object }> } }>;
    };
    const operation = doc.paths['/metrics']?.get;
    expect(operation?.operationId).toBe('metrics');
    expect(operation?.security).toEqual([{ metricsToken: [] }]);
    expect(Object.keys(operation?.responses['200'].content ?? {})).toEqual(['text/plain; version=0.0.4']);
  });
});

describe('GET /metrics on METRICS_PORT', () => {
  it("serves this process's figures there, with the token when one is set, and nothing else", async () => {
    const server = (await startMetricsServer({ token, port: metricsPort, host: '127.0.0.1' }, localMetrics))!;
    try {
      const at = (path: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${server.port}${path}`, { headers });
      expect((await at('/metrics')).status).toBe(401);
      const answer = await at('/metrics', { authorization: `Bearer ${token}` });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('# TYPE pitchside_push_sends_total counter');
      expect((await at('/api/v1/teams', { authorization: `Bearer ${token}` })).status).toBe(404);
    } finally {
      await server.close();
    }
    expect(await startMetricsServer({ token, port: null, host: '127.0.0.1' }, localMetrics)).toBeNull();
  });
});

describe('the figures move with their events', () => {
  it('a goal recorded with a member watching: a viewer, a fan-out, a delivery, an accepted outbox write; its replay; a refused reuse of its key', async () => {
    const t = await database.fresh();
    const s = await recordingScene(t);
    const member = { stream: 'match', audience: 'member' };
    const before = {
      viewers: await valueOf(liveViewers, member),
      fannedOut: await valueOf(liveMessagesFannedOut, { stream: 'match' }),
      delivered: await valueOf(liveDeliveryDelay, { stream: 'match' }, 'pitchside_live_delivery_seconds_count'),
      accepted: await valueOf(outboxWrites, { outcome: 'accepted' }),
      replayed: await valueOf(outboxWrites, { outcome: 'replayed' }),
      refused: await valueOf(outboxWrites, { outcome: 'refused', status_class: '4xx' }),
      requests: await valueOf(
        httpRequestDuration,
        { route: '/api/v1/matches/{id}/events', method: 'POST', status_class: '2xx' },
        'http_request_duration_seconds_count',
      ),
      queries: await valueOf(dbQueryDuration, { operation: 'insert' }, 'pitchside_db_query_duration_seconds_count'),
    };

    const stream = await connected(t, s);
    await stream.untilReady();
    expect(await valueOf(liveViewers, member)).toBe(before.viewers + 1);

    const clientId = randomUUID();
    const goal = { clientId, teamId: teamIds.gwanak, matchUserId: s.home.starters[0], eventType: 'GOAL' as const };
    expect((await recordCall(s, goal)).status).toBe(201);
    expect((await stream.nextEvent()).event).toBe('events.recorded');
    expect(await valueOf(liveMessagesFannedOut, { stream: 'match' })).toBe(before.fannedOut + 1);
    expect(await valueOf(liveDeliveryDelay, { stream: 'match' }, 'pitchside_live_delivery_seconds_count')).toBe(before.delivered + 1);
    expect(await valueOf(outboxWrites, { outcome: 'accepted', status_class: '2xx' })).toBe(before.accepted + 1);
    expect(await valueOf(dbQueryDuration, { operation: 'insert' }, 'pitchside_db_query_duration_seconds_count')).toBeGreaterThan(before.queries);

    // The outbox resends it (the answer was lost): the original answer, nothing written.
    expect((await recordCall(s, goal)).status).toBe(201);
    expect(await valueOf(outboxWrites, { outcome: 'replayed', status_class: '2xx' })).toBe(before.replayed + 1);
    // The same key with another request: 409.
    expect((await recordCall(s, { ...goal, eventType: 'SHOT' })).status).toBe(409);
    expect(await valueOf(outboxWrites, { outcome: 'refused', status_class: '4xx' })).toBe(before.refused + 1);
    expect(await valueOf(liveMessagesFannedOut, { stream: 'match' })).toBe(before.fannedOut + 1);
    expect(
      await valueOf(httpRequestDuration, { route: '/api/v1/matches/{id}/events', method: 'POST', status_class: '2xx' }, 'http_request_duration_seconds_count'),
    ).toBe(before.requests + 2);

    await stream.close();
    await vi.waitFor(async () => expect(await valueOf(liveViewers, member)).toBe(before.viewers));
  });

  it('counts viewers by stream and audience: a public viewer of a match, a member of a scrimmage', async () => {
    const t = await database.fresh();
    const matches = createLiveHub(t.database.db);
    const scrimmages = createLiveHub(t.database.db, scrimmageLiveLog);
    const viewer = (userId: number | null) => ({ userId, deliver: () => undefined, recheck: () => undefined });
    const publicMatch = { stream: 'match', audience: 'public' };
    const memberScrimmage = { stream: 'scrimmage', audience: 'member' };
    const before = [await valueOf(liveViewers, publicMatch), await valueOf(liveViewers, memberScrimmage)];
    const one = matches.subscribe(1, viewer(null));
    const two = scrimmages.subscribe(1, viewer(people.member.id));
    expect([await valueOf(liveViewers, publicMatch), await valueOf(liveViewers, memberScrimmage)]).toEqual([before[0] + 1, before[1] + 1]);
    one.unsubscribe();
    one.unsubscribe();
    two.unsubscribe();
    expect([await valueOf(liveViewers, publicMatch), await valueOf(liveViewers, memberScrimmage)]).toEqual(before);
    await Promise.all([matches.close(), scrimmages.close()]);
  });

  it('dates a message from the first notice of it: a NOTIFY names the newest seq, so earlier ones take its time', () => {
    const times = [
      { seq: 3, at: 10 },
      { seq: 5, at: 20 },
    ];
    expect(heardAt(times, 2)).toBe(10);
    expect(heardAt(times, 3)).toBe(10);
    expect(times).toEqual([{ seq: 5, at: 20 }]);
    expect(heardAt(times, 4)).toBe(20);
    expect(heardAt(times, 5)).toBe(20);
    expect(times).toEqual([]);
  });
});

describe('pushes and reminders', () => {
  let service: StandInPushService;
  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(() => service.close());

  it('counts each device post as sent, gone or failed', async () => {
    const t = await database.fresh();
    const [ok, gone, failing] = [service.device(), service.device(), service.device()];
    service.answerWith(gone, 410);
    service.answerWith(failing, 500);
    const owner = seedPerson('choi-doyun').id;
    await t.database.db.insert(pushSubscriptions).values(
      [ok, gone, failing].map((device) => ({
        userId: owner,
        endpoint: device.subscription.endpoint,
        p256dh: device.subscription.keys.p256dh,
        auth: device.subscription.keys.auth,
        createdAt: t.clock.now(),
      })),
    );
    const outcomes = ['sent', 'gone', 'failed'];
    const before = await Promise.all(outcomes.map((outcome) => valueOf(pushSends, { outcome })));
    const sender = createWebPushNotifier({ db: t.database.db, vapid: testVapidKeys, endpoints: t.config.pushEndpoints, log: () => undefined });
    const outcome = await sender.sendToUsers(
      [owner],
      { kind: 'reminder', title: '시험', body: '지표 시험', url: '/', tag: 'metrics-test' },
      { ttlSeconds: 60, urgency: 'normal' },
    );
    expect(outcome).toMatchObject({ devices: 3, delivered: 1, removed: 1 });
    expect(await Promise.all(outcomes.map((o) => valueOf(pushSends, { outcome: o })))).toEqual(before.map((n) => n + 1));
  });

  it('counts a reminder sweep run and the reminders it claimed and sent', async () => {
    const unreachable = new Set([people.member.id]);
    const notifier: PushNotifier = {
      async sendToUsers(userIds): Promise<PushOutcome> {
        const reached = [...new Set(userIds)].filter((id) => !unreachable.has(id));
        return { reachedUserIds: reached, devices: reached.length, delivered: reached.length, removed: 0 };
      },
    };
    const t = await database.fresh({ notifier });
    const item = await createItem(t, await tokenFor(t, people.admin.id));
    t.clock.set(new Date(new Date(item.startAt).getTime() - 24 * 60 * 60 * 1000));
    const before = [
      await valueOf(reminderSweeps, { sweep: 'reminders', result: 'ok' }),
      await valueOf(remindersClaimed, { kind: 'rsvp' }),
      await valueOf(remindersSent, { kind: 'rsvp' }),
    ];
    const report = await startReminderSweep({ db: t.database.db, clock: t.clock, notifier, intervalMs: 60 * 60 * 1000, log: () => undefined }).sweep();
    const claimed = report.items.reduce((n, i) => n + i.userIds.length, 0);
    const sent = report.items.reduce((n, i) => n + i.outcome.reachedUserIds.length, 0);
    expect(claimed).toBeGreaterThan(sent);
    expect(sent).toBeGreaterThan(0);
    expect([
      await valueOf(reminderSweeps, { sweep: 'reminders', result: 'ok' }),
      await valueOf(remindersClaimed, { kind: 'rsvp' }),
      await valueOf(remindersSent, { kind: 'rsvp' }),
    ]).toEqual([before[0] + 1, before[1] + claimed, before[2] + sent]);
  });

  it('a request to the app counts under its route and status class', async () => {
    const t = await database.fresh();
    const series = { route: '/api/v1/matches/{id}', method: 'GET', status_class: '4xx' };
    const before = await valueOf(httpRequestDuration, series, 'http_request_duration_seconds_count');
    expect((await call(t, 'GET', '/api/v1/matches/999999', { token: await tokenFor(t, people.admin.id) })).status).toBe(404);
    expect(await valueOf(httpRequestDuration, series, 'http_request_duration_seconds_count')).toBe(before + 1);
  });
});
