/**
 * Push notifications (decision 058), end to end without the internet: the app's web-push
 * sender signs and encrypts for real, a stand-in push service on a loopback port
 * (tests/support/push-service.ts) checks each request's VAPID signature and headers and decrypts the
 * body with the device's keys. Covered: the public key; turning a device on and off (idempotent, a
 * device changing hands, refusals naming fields); per-team preferences; what a goal, a phase and a
 * cancelled goal send, to whom (never the recorder, once per person, nobody who turned it off), with
 * which TTL and urgency; the correction only after a goal's push went out; a device gone (404/410)
 * deleted, a push service failing (500) kept; the VAPID pair kept in DATA_DIR and the production rule.
 * Waits are for outcomes (receipts, `idle()`), never for time.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '#contract/error-codes.ts';
import { type NotificationPreferencesRequest, type NotificationSettings, PushDevice, PushPublicKey } from '#contract/notifications.ts';
import type { RecordResult } from '#contract/matches.ts';
import { createApp } from '#server/app.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { matchUsers, memberships, notificationPreferences, pushedGoals, pushSubscriptions, teams } from '#server/db/schema.ts';
import { createLiveHub, type LiveHub } from '#server/live/hub.ts';
import { createMatchPushes, type MatchPushes } from '#server/push/match-pushes.ts';
import { createWebPushNotifier } from '#server/push/sender.ts';
import { resolveVapidKeys, vapidKeysFile } from '#server/push/vapid-keys.ts';
import { type StandInDevice, type StandInPushService, startPushService } from '../support/push-service.ts';
import { testVapidEnv, testVapidKeys } from '../support/test-vapid.ts';
import { body, call, pendingPerson, tokenFor } from './helpers.ts';
import { insertMatch, people, teamIds } from './match-fixtures.ts';
import { expectRefusal, type RecordingScene, recordingScene, recordOk, setTime } from './recording-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
let service: StandInPushService;
const hubs: LiveHub[] = [];

beforeAll(async () => {
  service = await startPushService({ vapidPublicKey: testVapidKeys.publicKey });
});
afterAll(() => service.close());
afterEach(async () => {
  // Nothing the service refused for its form (signature, headers, encryption) may pass unnoticed.
  expect(service.rejections()).toEqual([]);
  service.clear();
  await Promise.all(hubs.splice(0).map((hub) => hub.close()));
});

interface PushApp extends TestApp {
  pushes: MatchPushes;
  /** What the sender logged (failures). */
  logged: string[];
}

/** The test's app with the web-push sender pointed at whatever endpoints are subscribed (the stand-in's). */
async function pushApp(): Promise<PushApp> {
  const t = await database.fresh();
  const logged: string[] = [];
  const notifier = createWebPushNotifier({ db: t.database.db, vapid: testVapidKeys, endpoints: t.config.pushEndpoints, log: (line) => logged.push(line) });
  const pushes = createMatchPushes({ db: t.database.db, notifier, clock: t.clock, log: (line) => logged.push(line) });
  const live = createLiveHub(t.database.db);
  hubs.push(live);
  const app = createApp({ db: t.database.db, clock: t.clock, config: t.config, live, notifier, matchPushes: pushes });
  return { ...t, app, pushes, logged };
}

const subscriptionsPath = '/api/v1/push/subscriptions';
const settingsPath = (teamId: number) => `/api/v1/teams/${teamId}/notification-settings`;

async function subscribe(t: TestApp, userId: number, device: StandInDevice = service.device()): Promise<StandInDevice> {
  const response = await call(t, 'PUT', subscriptionsPath, { token: await tokenFor(t, userId), json: device.subscription });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return device;
}

async function setPreferences(t: TestApp, userId: number, teamId: number, mine: NotificationPreferencesRequest): Promise<NotificationSettings> {
  const response = await call(t, 'PUT', settingsPath(teamId), { token: await tokenFor(t, userId), json: mine });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return (await body<NotificationSettings>(response)).data;
}

const allOn = { goals: true, matchPhases: true, reminders: true, dues: true };

describe('the public key', () => {
  it('answers the VAPID public key without sign-in: 65 bytes, an uncompressed P-256 point', async () => {
    const t = await database.fresh();
    const response = await t.app.request('/open-api/v1/push/public-key');
    expect(response.status).toBe(200);
    const { publicKey } = v.parse(PushPublicKey, (await body(response)).data);
    expect(publicKey).toBe(testVapidKeys.publicKey);
    const raw = Buffer.from(publicKey, 'base64url');
    expect([raw.length, raw[0]]).toEqual([65, 0x04]);
  });
});

describe('a device turning notifications on and off', () => {
  it('stores the subscription once however often it is sent, keeping the day it was turned on', async () => {
    const t = await database.fresh();
    const device = service.device();
    const token = await tokenFor(t, people.hangangUser.id);
    const first = await call(t, 'PUT', subscriptionsPath, { token, json: device.subscription });
    expect(first.status).toBe(200);
    const answered = v.parse(PushDevice, (await body(first)).data);
    expect(answered).toEqual({ endpoint: device.endpoint, createdAt: t.clock.now().toISOString() });
    t.clock.advance(60_000);
    const again = await call(t, 'PUT', subscriptionsPath, { token, json: device.subscription });
    expect((await body(again)).data).toEqual(answered);
    const rows = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(rows.map((r) => ({ userId: r.userId, p256dh: r.p256dh, auth: r.auth }))).toEqual([
      { userId: people.hangangUser.id, p256dh: device.subscription.keys.p256dh, auth: device.subscription.keys.auth },
    ]);
  });

  it('moves a device signed in as someone else to the person signed in now', async () => {
    const t = await database.fresh();
    const device = await subscribe(t, people.hangangUser.id);
    t.clock.advance(60_000);
    const response = await call(t, 'PUT', subscriptionsPath, { token: await tokenFor(t, people.gwanakUser.id), json: device.subscription });
    expect((await body(response)).data).toEqual({ endpoint: device.endpoint, createdAt: t.clock.now().toISOString() });
    const rows = await t.database.db
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(rows).toEqual([{ userId: people.gwanakUser.id }]);
  });

  it("removes only the caller's own device, and answers 204 whether or not there was one", async () => {
    const t = await database.fresh();
    const device = await subscribe(t, people.hangangUser.id);
    const stored = () =>
      t.database.db.select({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
    const remove = async (userId: number) => call(t, 'DELETE', subscriptionsPath, { token: await tokenFor(t, userId), json: { endpoint: device.endpoint } });

    expect((await remove(people.gwanakUser.id)).status).toBe(204);
    expect(await stored()).toEqual([{ userId: people.hangangUser.id }]);
    expect((await remove(people.hangangUser.id)).status).toBe(204);
    expect(await stored()).toEqual([]);
    const again = await remove(people.hangangUser.id);
    expect([again.status, await again.text()]).toEqual([204, '']);
  });

  it('goes with a person who leaves Pitchside, with their preferences', async () => {
    const t = await database.fresh();
    await subscribe(t, people.hangangUser.id);
    await setPreferences(t, people.hangangUser.id, teamIds.hangang, { goals: false, matchPhases: false, reminders: true });
    const left = await call(t, 'PATCH', '/api/v1/users/withdraw', { token: await tokenFor(t, people.hangangUser.id) });
    expect(left.status, await left.clone().text()).toBe(204);
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, people.hangangUser.id))).toEqual([]);
    expect(await t.database.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, people.hangangUser.id))).toEqual([]);
  });

  it('refuses a malformed subscription with 400 naming every bad field, and a person who has not finished signing up', async () => {
    const t = await database.fresh();
    const token = await tokenFor(t, people.hangangUser.id);
    const response = await call(t, 'PUT', subscriptionsPath, {
      token,
      json: { endpoint: 'http://push.example.com/send/abc', keys: { p256dh: 'not base64!', auth: Buffer.alloc(8).toString('base64url') } },
    });
    expect(response.status).toBe(400);
    const fields = ((await body(response)).data as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['endpoint', 'keys.auth', 'keys.p256dh']);
    const missing = await call(t, 'DELETE', subscriptionsPath, { token, json: {} });
    expect([missing.status, ((await body(missing)).data as { field: string }[]).map((f) => f.field)]).toEqual([400, ['endpoint']]);

    const pending = await pendingPerson(t);
    await expectRefusal(
      await call(t, 'PUT', subscriptionsPath, { token: await tokenFor(t, pending), json: service.device().subscription }),
      403,
      errorCodes.PROFILE_INCOMPLETE.code,
    );
  });
});

describe('notification settings per team', () => {
  it("are all on until changed, per team, with the team's reminder hours", async () => {
    const t = await database.fresh();
    const token = await tokenFor(t, people.hangangUser.id);
    const read = async (teamId: number) => (await body<NotificationSettings>(await call(t, 'GET', settingsPath(teamId), { token }))).data;
    expect(await read(teamIds.hangang)).toEqual({ teamId: teamIds.hangang, mine: allOn, reminderHoursBefore: 24, noShowAlertAt: null });

    // A body without `dues` (a client that does not know it yet) leaves it as it was: on, then off.
    const changed = await setPreferences(t, people.hangangUser.id, teamIds.hangang, { goals: false, matchPhases: true, reminders: false });
    expect(changed).toEqual({
      teamId: teamIds.hangang,
      mine: { goals: false, matchPhases: true, reminders: false, dues: true },
      reminderHoursBefore: 24,
      noShowAlertAt: null,
    });
    expect(await read(teamIds.hangang)).toEqual(changed);
    expect((await setPreferences(t, people.hangangUser.id, teamIds.hangang, { ...allOn, dues: false })).mine).toEqual({ ...allOn, dues: false });
    expect((await setPreferences(t, people.hangangUser.id, teamIds.hangang, { goals: false, matchPhases: true, reminders: false })).mine).toEqual({
      goals: false,
      matchPhases: true,
      reminders: false,
      dues: false,
    });
    // Another member of the same team still hears everything.
    const other = await call(t, 'GET', settingsPath(teamIds.hangang), { token: await tokenFor(t, people.hangangAdmin.id) });
    expect((await body<NotificationSettings>(other)).data.mine).toEqual(allOn);

    await t.database.db.update(teams).set({ reminderHoursBefore: null }).where(eq(teams.id, teamIds.hangang));
    expect((await read(teamIds.hangang)).reminderHoursBefore).toBeNull();
  });

  it("are for members only: 403 5005 for someone else's team, 404 5002 for no team, 400 for a partial body", async () => {
    const t = await database.fresh();
    const token = await tokenFor(t, people.hangangUser.id);
    await expectRefusal(await call(t, 'GET', settingsPath(teamIds.gwanak), { token }), 403, errorCodes.NOT_TEAM_MEMBER.code);
    await expectRefusal(await call(t, 'PUT', settingsPath(teamIds.gwanak), { token, json: allOn }), 403, errorCodes.NOT_TEAM_MEMBER.code);
    await expectRefusal(await call(t, 'GET', settingsPath(999_999), { token }), 404, errorCodes.NOTFOUND_TEAM.code);
    const partial = await call(t, 'PUT', settingsPath(teamIds.hangang), { token, json: { goals: false } });
    expect([partial.status, ((await body(partial)).data as { field: string }[]).map((f) => f.field).sort()]).toEqual([400, ['matchPhases', 'reminders']]);
  });
});

/** 관악 (home) against 한강 (away), first half started by 관악's admin; a device for some members of each team. */
async function pushScene(t: PushApp) {
  const scene = await recordingScene(t);
  const devices = {
    gwanakAdmin: await subscribe(t, people.gwanakAdmin.id),
    gwanakUser: await subscribe(t, people.gwanakUser.id),
    hangangUser: await subscribe(t, people.hangangUser.id),
    hangangAdmin: await subscribe(t, people.hangangAdmin.id),
  };
  // Kick-off went out before the devices were there.
  await t.pushes.idle();
  service.clear();
  return { scene, devices };
}

async function goal(
  s: RecordingScene,
  teamId: number,
  matchUserId: number | null,
  eventType: 'GOAL' | 'OWN_GOAL' = 'GOAL',
  clientId?: string,
): Promise<RecordResult['events'][number]> {
  const result = await recordOk(s, { teamId, matchUserId, eventType, ...(clientId ? { clientId } : {}) });
  return result.events[0];
}

describe('what recording a goal sends', () => {
  it(
    'tells the other members of both teams, decrypted at their devices: minute, scorer, score, the match page; high urgency, ten minutes to ' + 'live',
    async () => {
      const t = await pushApp();
      const { scene, devices } = await pushScene(t);
      t.clock.advance(23 * 60_000 + 10_000);
      // Access tokens live ten minutes.
      scene.tokens.homeAdmin = await tokenFor(t, people.gwanakAdmin.id);
      const scored = await goal(scene, teamIds.gwanak, scene.home.starters[0]);
      await t.pushes.idle();

      const receipts = service.receipts();
      expect(receipts.map((r) => r.deviceId).sort()).toEqual([devices.gwanakUser.id, devices.hangangUser.id, devices.hangangAdmin.id].sort());
      const tag = `match-${scene.matchId}-goal-${scored.id}`;
      for (const receipt of receipts) {
        expect(receipt.message).toEqual({
          kind: 'goal',
          title: `⚽ 24' ${scored.userName} 골!`,
          body: '관악 유나이티드 1 : 0 FC 한강',
          url: `/matches/${scene.matchId}`,
          tag,
        });
        expect({ ttl: receipt.ttl, urgency: receipt.urgency, topic: receipt.topic, vapid: receipt.vapid.publicKey, subject: receipt.vapid.subject }).toEqual({
          ttl: 600,
          urgency: 'high',
          topic: tag,
          vapid: testVapidKeys.publicKey,
          subject: testVapidKeys.subject,
        });
      }
      // The admin who recorded it is at the pitch: not told of it.
      expect(service.attempts(devices.gwanakAdmin)).toBe(0);
      expect(await t.database.db.select({ eventId: pushedGoals.eventId }).from(pushedGoals)).toEqual([{ eventId: scored.id }]);
    },
  );

  it('says 자책골 for an own goal and counts it for the other side; a second goal tells the score after it', async () => {
    const t = await pushApp();
    const { scene, devices } = await pushScene(t);
    const own = await goal(scene, teamIds.hangang, scene.away.starters[0], 'OWN_GOAL');
    const second = await goal(scene, teamIds.hangang, scene.away.starters[1]);
    await t.pushes.idle();
    expect(service.receipts(devices.gwanakUser).map((r) => [r.message.title, r.message.body])).toEqual([
      [`⚽ 1' ${own.userName} 자책골!`, '관악 유나이티드 1 : 0 FC 한강'],
      [`⚽ 1' ${second.userName} 골!`, '관악 유나이티드 1 : 1 FC 한강'],
    ]);
  });

  it('names a temporary team as the app does, and tells nobody of it (it has no members)', async () => {
    const t = await pushApp();
    const device = await subscribe(t, people.hangangUser.id);
    const { matchId } = await insertMatch(t, { home: teamIds.hangang, away: teamIds.seongsu });
    const admin = await tokenFor(t, people.hangangAdmin.id);
    const scene: RecordingScene = {
      t,
      matchId,
      home: { starters: [], bench: [] },
      away: { starters: [], bench: [] },
      tokens: { homeAdmin: admin, awayAdmin: admin, homeUser: admin, outsider: admin },
    };
    expect((await setTime(scene, 'FIRST_HALF', 'START_TIME')).status).toBe(200);
    const scored = await goal(scene, teamIds.seongsu, null);
    await t.pushes.idle();
    expect(service.receipts(device).map((r) => [r.message.kind, r.message.title, r.message.body])).toEqual([
      ['match-phase', '킥오프', 'FC 한강 0 : 0 [임시] 성수 FC'],
      ['goal', `⚽ 1' [임시] 성수 FC 골!`, 'FC 한강 0 : 1 [임시] 성수 FC'],
    ]);
    expect(scored.matchUserId).toBeNull();
  });

  it('reaches a person in both teams once per device, and nobody again when the write is replayed', async () => {
    const t = await pushApp();
    const { scene, devices } = await pushScene(t);
    await t.database.db.insert(memberships).values({ teamId: teamIds.gwanak, userId: people.hangangUser.id, teamRole: 'USER', joinedAt: t.clock.now() });
    const clientId = crypto.randomUUID();
    await goal(scene, teamIds.gwanak, scene.home.starters[0], 'GOAL', clientId);
    await goal(scene, teamIds.gwanak, scene.home.starters[0], 'GOAL', clientId);
    await t.pushes.idle();
    expect(service.receipts(devices.hangangUser)).toHaveLength(1);
    expect(service.receipts()).toHaveLength(3);
  });

  it('tells nobody who turned goals off for their team (phases still come), and a member with no device costs nothing', async () => {
    const t = await pushApp();
    const { scene, devices } = await pushScene(t);
    await setPreferences(t, people.hangangUser.id, teamIds.hangang, { goals: false, matchPhases: true, reminders: true });
    await setPreferences(t, people.gwanakUser.id, teamIds.gwanak, { goals: true, matchPhases: false, reminders: true });
    await goal(scene, teamIds.gwanak, scene.home.starters[0]);
    expect((await setTime(scene, 'FIRST_HALF', 'END_TIME')).status).toBe(200);
    await t.pushes.idle();
    expect(service.receipts(devices.hangangUser).map((r) => r.message.kind)).toEqual(['match-phase']);
    expect(service.receipts(devices.gwanakUser).map((r) => r.message.kind)).toEqual(['goal']);
    expect(service.receipts(devices.hangangAdmin).map((r) => r.message.kind)).toEqual(['goal', 'match-phase']);
  });
});

describe('what the match clock sends', () => {
  it('킥오프, 전반 종료, 후반 시작 and 경기 종료 with the score under one tag per match; full time lives an hour', async () => {
    const t = await pushApp();
    const device = await subscribe(t, people.hangangUser.id);
    const scene = await recordingScene(t);
    await goal(scene, teamIds.hangang, scene.away.starters[0]);
    for (const [half, time] of [
      ['FIRST_HALF', 'END_TIME'],
      ['SECOND_HALF', 'START_TIME'],
      ['SECOND_HALF', 'END_TIME'],
    ] as const) {
      expect((await setTime(scene, half, time)).status).toBe(200);
    }
    await t.pushes.idle();
    const phases = service.receipts(device).filter((r) => r.message.kind === 'match-phase');
    expect(phases.map((r) => [r.message.title, r.message.body, r.message.tag, r.ttl, r.urgency])).toEqual([
      ['킥오프', '관악 유나이티드 0 : 0 FC 한강', `match-${scene.matchId}-phase`, 600, 'high'],
      ['전반 종료', '관악 유나이티드 0 : 1 FC 한강', `match-${scene.matchId}-phase`, 600, 'high'],
      ['후반 시작', '관악 유나이티드 0 : 1 FC 한강', `match-${scene.matchId}-phase`, 600, 'high'],
      ['경기 종료', '관악 유나이티드 0 : 1 FC 한강', `match-${scene.matchId}-phase`, 3600, 'high'],
    ]);
  });
});

describe('a cancelled goal', () => {
  it("sends 골 취소 under the goal's tag when the goal's push went out, with the score without it", async () => {
    const t = await pushApp();
    const { scene, devices } = await pushScene(t);
    const scored = await goal(scene, teamIds.gwanak, scene.home.starters[0]);
    await t.pushes.idle();
    const cancel = await call(t, 'DELETE', `/api/v1/match-event/${scored.id}`, { token: scene.tokens.homeAdmin });
    expect(cancel.status).toBe(200);
    await t.pushes.idle();
    expect(service.receipts(devices.hangangUser).map((r) => r.message)).toEqual([
      {
        kind: 'goal',
        title: `⚽ 1' ${scored.userName} 골!`,
        body: '관악 유나이티드 1 : 0 FC 한강',
        url: `/matches/${scene.matchId}`,
        tag: `match-${scene.matchId}-goal-${scored.id}`,
      },
      {
        kind: 'goal-cancelled',
        title: `골 취소: 1' ${scored.userName} 골`,
        body: '관악 유나이티드 0 : 0 FC 한강',
        url: `/matches/${scene.matchId}`,
        tag: `match-${scene.matchId}-goal-${scored.id}`,
      },
    ]);
    expect(service.attempts(devices.gwanakAdmin)).toBe(0);
    expect(await t.database.db.select().from(pushedGoals)).toEqual([]);
  });

  it('names a scorer who withdrew since the goal as 탈퇴한 회원 in the correction (decision 070)', async () => {
    const t = await pushApp();
    const { scene, devices } = await pushScene(t);
    const [entry] = await t.database.db
      .select({ id: matchUsers.id })
      .from(matchUsers)
      .where(and(eq(matchUsers.matchId, scene.matchId), eq(matchUsers.userId, people.gwanakUser.id)));
    const scored = await goal(scene, teamIds.gwanak, entry.id);
    await t.pushes.idle();
    expect((await call(t, 'PATCH', '/api/v1/users/withdraw', { token: await tokenFor(t, people.gwanakUser.id) })).status).toBe(204);
    expect((await call(t, 'DELETE', `/api/v1/match-event/${scored.id}`, { token: scene.tokens.homeAdmin })).status).toBe(200);
    await t.pushes.idle();
    expect(service.receipts(devices.hangangUser).map((r) => r.message.title)).toEqual([`⚽ 1' ${scored.userName} 골!`, `골 취소: 1' 탈퇴한 회원 골`]);
  });

  it("sends nothing when no device took the goal's push (its push service was failing)", async () => {
    const t = await pushApp();
    const { scene, devices } = await pushScene(t);
    for (const device of Object.values(devices)) service.answerWith(device, 500);
    const scored = await goal(scene, teamIds.gwanak, scene.home.starters[0]);
    await t.pushes.idle();
    expect(service.attempts()).toBe(3);
    expect(await t.database.db.select().from(pushedGoals)).toEqual([]);

    for (const device of Object.values(devices)) service.answerWith(device, null);
    expect((await call(t, 'DELETE', `/api/v1/match-event/${scored.id}`, { token: scene.tokens.homeAdmin })).status).toBe(200);
    await t.pushes.idle();
    expect([service.attempts(), service.receipts()]).toEqual([3, []]);
  });
});

describe('what the push service answers', () => {
  it('deletes a subscription its push service says is gone (404 or 410), keeps one that failed (500), and logs the failure', async () => {
    const t = await pushApp();
    const { scene, devices } = await pushScene(t);
    service.answerWith(devices.gwanakUser, 410);
    service.answerWith(devices.hangangUser, 404);
    service.answerWith(devices.hangangAdmin, 500);
    await goal(scene, teamIds.gwanak, scene.home.starters[0]);
    await t.pushes.idle();
    const left = await t.database.db.select({ userId: pushSubscriptions.userId }).from(pushSubscriptions);
    expect(left.map((r) => r.userId).sort()).toEqual([people.gwanakAdmin.id, people.hangangAdmin.id].sort());
    expect(t.logged).toEqual([
      expect.stringMatching(new RegExp(`1 of 3 devices not reached \\(${service.origin.replace(/[.:/]/g, '\\$&')}: HTTP 500\\); their subscriptions stay`)),
    ]);
    // The path (the device's credential) stays out of the log.
    expect(t.logged.join('\n')).not.toContain('/push/');
  });

  it('answers what it did: the people reached, the devices tried, accepted and removed (duplicates ignored)', async () => {
    const t = await database.fresh();
    const [alive, gone, alsoMine] = [service.device(), service.device(), service.device()];
    await subscribe(t, people.hangangUser.id, alive);
    await subscribe(t, people.gwanakUser.id, gone);
    await subscribe(t, people.hangangUser.id, alsoMine);
    service.answerWith(gone, 410);
    const notifier = createWebPushNotifier({ db: t.database.db, vapid: testVapidKeys, endpoints: t.config.pushEndpoints, log: () => undefined });
    const message = { kind: 'reminder' as const, title: '일정 알림', body: '참석 여부를 알려주세요', url: '/teams/1/schedules/1', tag: 'schedule-1-reminder' };
    const outcome = await notifier.sendToUsers([people.gwanakUser.id, people.hangangUser.id, people.hangangUser.id], message, {
      urgency: 'normal',
      ttlSeconds: 3600,
    });
    expect(outcome).toEqual({ reachedUserIds: [people.hangangUser.id], devices: 3, delivered: 2, removed: 1 });
    expect(service.receipts().map((r) => [r.message, r.ttl, r.urgency])).toEqual([
      [message, 3600, 'normal'],
      [message, 3600, 'normal'],
    ]);
    expect(await notifier.sendToUsers([], message, { urgency: 'normal', ttlSeconds: 60 })).toEqual({
      reachedUserIds: [],
      devices: 0,
      delivered: 0,
      removed: 0,
    });
  });
});

describe('the VAPID key pair', () => {
  it("is made once and kept in DATA_DIR (mode 0600) when the environment gives none; the environment's wins", () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-vapid-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      expect(config.vapid).toBeNull();
      const first = resolveVapidKeys(config);
      expect(statSync(join(dataDir, vapidKeysFile)).mode & 0o777).toBe(0o600);
      expect(resolveVapidKeys(config)).toEqual(first);
      expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
      expect(resolveVapidKeys(loadConfig({ DATA_DIR: dataDir, ...testVapidEnv }))).toEqual(testVapidKeys);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is required in production, with a subject, as a pair that belongs together', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ALLOW_DEV_AUTH: 'true' };
    expect(() => loadConfig(production)).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ ...production, ...testVapidEnv, VAPID_SUBJECT: '' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({ ...production, ...testVapidEnv, VAPID_SUBJECT: '', PUBLIC_URL: 'https://pitchside.example.org' }).vapid?.subject).toBe(
      'https://pitchside.example.org',
    );
    expect(loadConfig({ ...production, ...testVapidEnv }).vapid).toEqual(testVapidKeys);
    expect(() => loadConfig({ ...testVapidEnv, VAPID_PRIVATE_KEY: '' })).toThrow(/set together/);
    const other = loadConfig({});
    expect(() => loadConfig({ ...testVapidEnv, VAPID_PRIVATE_KEY: resolveVapidKeysOf(other) })).toThrow(ConfigError);
    expect(() => loadConfig({ ...testVapidEnv, VAPID_SUBJECT: 'http://example.org' })).toThrow(/VAPID_SUBJECT/);
  });
});

/** A private key that is not the test pair's. */
function resolveVapidKeysOf(config: ReturnType<typeof loadConfig>): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchside-vapid-'));
  try {
    return resolveVapidKeys({ ...config, dataDir }).privateKey;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
