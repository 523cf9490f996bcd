/**
 * RSVP reminders (decision 058) on the seeded database, with the test's clock moved by hand:
 * the sweep reminds each member who has not answered once per item, never those who answered, turned
 * reminders off, guest players or other teams' people, and not after the start; a second sweep (a
 * restart, another host, or two at once) sends nothing twice. An admin's reminder by hand: the counts,
 * once an hour (429 5014 with Retry-After), not after the start (409 5015), admins only, the team's
 * items only. The team's setting: its validation, off with null, admins only.
 * Pushes go to a recording notifier: the unit here is who is reminded when, not Web Push; the last
 * test goes through the real web-push sender to the stand-in push service (tests/support/push-service.ts).
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSettings, PushMessage, ReminderStatus } from '#contract/notifications.ts';
import type { Schedule } from '#contract/schedules.ts';
import {
  memberships,
  notificationPreferences,
  pushSubscriptions,
  scheduleAttendance,
  scheduleReminderCalls,
  scheduleReminders,
  teams,
  users,
} from '#server/db/schema.ts';
import { seedPerson } from '#server/db/seed-data.ts';
import type { PushNotifier, PushOptions, PushOutcome } from '#server/push/notifier.ts';
import { startReminderSweep, sweepReminders } from '#server/reminders/sweep.ts';
import { createWebPushNotifier } from '#server/push/sender.ts';
import { type StandInPushService, startPushService } from '../support/push-service.ts';
import { testVapidKeys } from '../support/test-vapid.ts';
import { body, call, tokenFor } from './helpers.ts';
import { answer, createItem, expectCall, itemPath, people, trainingBody } from './schedule-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const hour = 60 * 60 * 1000;
const minute = 60 * 1000;

interface Sent {
  userIds: number[];
  message: PushMessage;
  options: PushOptions;
}

/** A PushNotifier that records what it was asked to send; the people in `unreachable` have no device that accepts it. */
function recordingNotifier(): PushNotifier & { sent: Sent[]; unreachable: Set<number>; to(scheduleId: number): number[] } {
  const sent: Sent[] = [];
  const unreachable = new Set<number>();
  return {
    sent,
    unreachable,
    async sendToUsers(userIds, message, options): Promise<PushOutcome> {
      sent.push({ userIds: [...userIds], message, options });
      const reached = [...new Set(userIds)].filter((id) => !unreachable.has(id));
      return { reachedUserIds: reached, devices: reached.length, delivered: reached.length, removed: 0 };
    },
    /** Everyone reminded of the item so far, in order of sending. */
    to: (scheduleId) => sent.filter((s) => s.message.tag === `schedule-${scheduleId}-reminder`).flatMap((s) => s.userIds),
  };
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const remindersPath = (scheduleId: number, teamId = 1) => `${itemPath(scheduleId, teamId)}/reminders`;
const settingPath = (teamId = 1) => `/api/v1/teams/${teamId}/notification-settings/reminders`;

let t: TestApp;
let notifier: ReturnType<typeof recordingNotifier>;
let adminToken: string;
let item: Schedule;
let startsAt: number;

/** The people of FC 한강 who sign in (not guest players), by id. */
async function realMembers(): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: users.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.teamId, 1), ne(users.socialType, 'GUEST')));
  return sorted(rows.map((r) => r.id));
}

/** A guest player FC 한강 made and plays (decision 028): never signs in, so never reminded. */
async function addGuest(): Promise<number> {
  const [guest] = await t.database.db
    .insert(users)
    .values({ name: '리마인더 용병', lifecycle: 'ACTIVE', socialType: 'GUEST', ownerTeamId: 1, createdBy: people.admin.id, createdAt: t.clock.now() })
    .returning({ id: users.id });
  await t.database.db.insert(memberships).values({ teamId: 1, userId: guest.id, teamRole: 'USER', joinedAt: t.clock.now() });
  return guest.id;
}

async function turnRemindersOff(userId: number, teamId = 1) {
  await t.database.db.insert(notificationPreferences).values({ userId, teamId, reminders: false, updatedAt: t.clock.now() });
}

async function giveDevices(userIds: number[]) {
  await t.database.db
    .insert(pushSubscriptions)
    .values(userIds.map((userId) => ({ userId, endpoint: `http://127.0.0.1/push/${userId}`, p256dh: 'k', auth: 'a', createdAt: t.clock.now() })));
}

const sweep = (n: PushNotifier = notifier) => sweepReminders({ db: t.database.db, notifier: n, now: t.clock.now() });
const at = (offsetMs: number) => t.clock.set(new Date(startsAt + offsetMs));

beforeEach(async () => {
  notifier = recordingNotifier();
  t = await database.fresh({ notifier });
  adminToken = await tokenFor(t, people.admin.id);
  // Saturday 2026-05-30 09:00 in Seoul; the clock is at Wednesday 2026-05-20 12:00 there.
  item = await createItem(t, adminToken);
  startsAt = new Date(item.startAt).getTime();
});

describe('the sweep', () => {
  it(
    'reminds each member who has not answered once, at 24 hours before, and never those who answered, turned reminders off, guests or other ' + 'teams',
    async () => {
      const members = await realMembers();
      const [attending, absent, undecided, quiet] = members.filter((id) => id !== people.admin.id).slice(-4);
      for (const [who, value] of [
        [attending, 'ATTEND'],
        [absent, 'ABSENT'],
        [undecided, 'UNDECIDED'],
      ] as const) {
        await answer(t, await tokenFor(t, who), item.id, value);
      }
      await turnRemindersOff(quiet);
      // Turning reminders off for another team changes nothing here.
      await turnRemindersOff(people.member.id, 2);
      const guest = await addGuest();
      const due = members.filter((id) => ![attending, absent, undecided, quiet].includes(id));

      await sweep();
      at(-24 * hour - minute);
      await sweep();
      expect(notifier.to(item.id)).toEqual([]);

      at(-24 * hour);
      const report = await sweep();
      expect(notifier.to(item.id)).toEqual(due);
      expect(notifier.to(item.id)).not.toContain(guest);
      expect(notifier.to(item.id)).toContain(people.member.id);
      expect(notifier.to(item.id)).not.toContain(people.outsider.id);
      expect(report.items.find((i) => i.scheduleId === item.id)?.userIds).toEqual(due);
      const sent = notifier.sent.find((s) => s.message.tag === `schedule-${item.id}-reminder`)!;
      expect(sent.message).toEqual({
        kind: 'reminder',
        title: '일정 참석 여부를 알려주세요',
        body: '내일 오전 9:00 · 토요 오전 훈련 · 참석/불참을 눌러주세요',
        url: '/teams/1/schedules?date=2026-05-30',
        tag: `schedule-${item.id}-reminder`,
      });
      expect(sent.options).toEqual({ urgency: 'normal', ttlSeconds: 24 * 3600 });

      // Every later sweep: nothing more for the same people, up to the start and after it.
      for (const offset of [-24 * hour + minute, -hour, -1, 0, hour]) {
        at(offset);
        await sweep();
      }
      expect(notifier.to(item.id)).toEqual(due);
      const rows = await t.database.db.select({ userId: scheduleReminders.userId }).from(scheduleReminders).where(eq(scheduleReminders.scheduleId, item.id));
      expect(sorted(rows.map((r) => r.userId))).toEqual(due);
    },
  );

  it('reminds a member who joins after the reminder went out at the next sweep, but nobody once the item started', async () => {
    at(-24 * hour);
    await sweep();
    const before = notifier.to(item.id).length;
    const [late] = await t.database.db
      .insert(users)
      .values({ name: '늦게 온 사람', lifecycle: 'ACTIVE', socialType: 'DEV', socialId: `dev:${crypto.randomUUID()}`, createdAt: t.clock.now() })
      .returning({ id: users.id });
    await t.database.db.insert(memberships).values({ teamId: 1, userId: late.id, teamRole: 'USER', joinedAt: t.clock.now() });
    at(-23 * hour);
    await sweep();
    expect(notifier.to(item.id).slice(before)).toEqual([late.id]);

    const [later] = await t.database.db
      .insert(users)
      .values({ name: '시작 후 온 사람', lifecycle: 'ACTIVE', socialType: 'DEV', socialId: `dev:${crypto.randomUUID()}`, createdAt: t.clock.now() })
      .returning({ id: users.id });
    await t.database.db.insert(memberships).values({ teamId: 1, userId: later.id, teamRole: 'USER', joinedAt: t.clock.now() });
    at(0);
    await sweep();
    expect(notifier.to(item.id)).not.toContain(later.id);
  });

  it('an item made inside its window is reminded once, an hour after it was made; one made less than an hour before its start is not', async () => {
    t.clock.set(new Date('2026-05-29T20:00:00+09:00'));
    adminToken = await tokenFor(t, people.admin.id);
    const soon = await createItem(
      t,
      adminToken,
      trainingBody({ title: '급한 훈련', startAt: '2026-05-30T08:00:00+09:00', endAt: '2026-05-30T10:00:00+09:00' }),
    );
    const tooSoon = await createItem(t, adminToken, trainingBody({ title: '번개', startAt: '2026-05-29T20:45:00+09:00', endAt: '2026-05-29T22:00:00+09:00' }));
    await sweep();
    t.clock.advance(hour - minute);
    await sweep();
    expect(notifier.to(soon.id)).toEqual([]);
    t.clock.advance(minute);
    await sweep();
    expect(sorted(notifier.to(soon.id))).toEqual(await realMembers());
    expect(notifier.sent.find((s) => s.message.tag === `schedule-${soon.id}-reminder`)?.message.body).toBe(
      '내일 오전 8:00 · 급한 훈련 · 참석/불참을 눌러주세요',
    );
    t.clock.set(new Date('2026-05-29T20:44:00+09:00'));
    await sweep();
    expect(notifier.to(tooSoon.id)).toEqual([]);
    const status = await expectCall<ReminderStatus>(t, 'GET', remindersPath(tooSoon.id), await tokenFor(t, people.admin.id), 200);
    expect(status.automaticAt).toBeNull();
  });

  it("follows the team's hours; an item moved into its window is reminded, and a team that turned reminders off reminds nobody", async () => {
    await expectCall(t, 'PUT', settingPath(), adminToken, 200, { hoursBefore: 2 });
    at(-3 * hour);
    await sweep();
    expect(notifier.to(item.id)).toEqual([]);
    at(-2 * hour);
    await expectCall(t, 'PUT', settingPath(), await tokenFor(t, people.admin.id), 200, { hoursBefore: null });
    await sweep();
    expect(notifier.to(item.id)).toEqual([]);
    await expectCall(t, 'PUT', settingPath(), await tokenFor(t, people.admin.id), 200, { hoursBefore: 1 });
    await sweep();
    expect(notifier.to(item.id)).toEqual([]);
    // Moved an hour earlier: now it starts within the hour.
    await expectCall(t, 'PATCH', itemPath(item.id), await tokenFor(t, people.admin.id), 200, { startAt: '2026-05-30T08:00:00+09:00' });
    await sweep();
    expect(sorted(notifier.to(item.id))).toEqual(await realMembers());
  });

  it('a restart sweeps the same database again and sends nothing twice; two sweeps at once share the members without overlap', async () => {
    at(-24 * hour);
    // Two sweeps at once, each with its notifier, as two hosts' primaries would.
    const [a, b] = [recordingNotifier(), recordingNotifier()];
    await Promise.all([sweep(a), sweep(b)]);
    const members = await realMembers();
    expect(sorted([...a.to(item.id), ...b.to(item.id)])).toEqual(members);
    // A restart: a new process with a new sweep over the same rows.
    const restarted = recordingNotifier();
    at(-23 * hour);
    const report = await startReminderSweep({ db: t.database.db, clock: t.clock, notifier: restarted, intervalMs: hour }).sweep();
    expect(report.items).toEqual([]);
    expect(restarted.sent).toEqual([]);
  });

  it('runs on its timer with the injected clock, one sweep at a time, and stops', async () => {
    const timed = recordingNotifier();
    const logged: string[] = [];
    const running = startReminderSweep({ db: t.database.db, clock: t.clock, notifier: timed, intervalMs: 20, log: (line) => logged.push(line) });
    try {
      at(-24 * hour);
      await vi.waitFor(() => expect(timed.to(item.id).length).toBeGreaterThan(0), { timeout: 5_000 });
      expect(sorted(timed.to(item.id))).toEqual(await realMembers());
      await vi.waitFor(() =>
        expect(logged).toContain(
          `reminders: schedule item ${item.id}: ${timed.to(item.id).length} members due, ${timed.to(item.id).length} reached ` +
            `(${timed.to(item.id).length} of ${timed.to(item.id).length} devices)`,
        ),
      );
    } finally {
      await running.stop();
    }
    const after = timed.sent.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(timed.sent.length).toBe(after);
  });
});

describe('reminding by hand', () => {
  it('answers the status: who has not answered, no call yet, and when the schedule reminds by itself', async () => {
    const members = await realMembers();
    await answer(t, await tokenFor(t, people.member.id), item.id, 'ATTEND');
    await addGuest();
    const status = await expectCall<ReminderStatus>(t, 'GET', remindersPath(item.id), adminToken, 200);
    expect(status).toEqual({
      unanswered: members.length - 1,
      away: 0,
      lastCall: null,
      nextAllowedAt: null,
      automaticAt: new Date(startsAt - 24 * hour).toISOString(),
    });
  });

  it("reminds those who have not answered and have reminders on, counts those reached, and does not count against the schedule's once", async () => {
    const members = await realMembers();
    const others = members.filter((id) => id !== people.admin.id);
    await answer(t, await tokenFor(t, others[0]), item.id, 'ABSENT');
    await turnRemindersOff(others[1]);
    await addGuest();
    // Three have a device, one of which its push service refuses; nobody else has one.
    const withDevice = others.slice(2, 5);
    await t.database.db
      .insert(pushSubscriptions)
      .values(withDevice.map((userId) => ({ userId, endpoint: `http://127.0.0.1/push/${userId}`, p256dh: 'k', auth: 'a', createdAt: t.clock.now() })));
    for (const id of members) if (!withDevice.slice(0, 2).includes(id)) notifier.unreachable.add(id);
    const asked = members.filter((id) => id !== others[0] && id !== others[1]);

    const status = await expectCall<ReminderStatus>(t, 'POST', remindersPath(item.id), adminToken, 200);
    const now = t.clock.now();
    expect(status).toEqual({
      unanswered: members.length - 1,
      away: 0,
      lastCall: { sentAt: now.toISOString(), unanswered: members.length - 1, reminded: 2 },
      nextAllowedAt: new Date(now.getTime() + hour).toISOString(),
      automaticAt: new Date(startsAt - 24 * hour).toISOString(),
    });
    expect(notifier.sent).toHaveLength(1);
    expect(sorted(notifier.sent[0].userIds)).toEqual(asked);
    expect(notifier.sent[0].message).toMatchObject({
      kind: 'reminder',
      tag: `schedule-${item.id}-reminder`,
      body: '5월 30일 (토) 오전 9:00 · 토요 오전 훈련 · 참석/불참을 눌러주세요',
    });
    // Nine days ahead: the push service keeps it a week at most.
    expect(notifier.sent[0].options).toEqual({ urgency: 'normal', ttlSeconds: 7 * 24 * 3600 });
    const [row] = await t.database.db.select().from(scheduleReminderCalls).where(eq(scheduleReminderCalls.scheduleId, item.id));
    expect(row).toMatchObject({ sentBy: people.admin.id, unanswered: members.length - 1, reminded: 2 });
    expect((await expectCall<ReminderStatus>(t, 'GET', remindersPath(item.id), adminToken, 200)).lastCall).toEqual(status.lastCall);

    // No schedule_reminders rows: the schedule still reminds them by itself, once.
    expect(await t.database.db.select().from(scheduleReminders).where(eq(scheduleReminders.scheduleId, item.id))).toEqual([]);
    at(-24 * hour);
    await sweep();
    expect(sorted(notifier.to(item.id).slice(asked.length))).toEqual(asked);
  });

  it('with nobody left to remind, still records the call (0 of 0) and sends nothing', async () => {
    await t.database.db
      .insert(scheduleAttendance)
      .values((await realMembers()).map((userId) => ({ scheduleId: item.id, userId, answer: 'ATTEND' as const, answeredAt: t.clock.now() })));
    const status = await expectCall<ReminderStatus>(t, 'POST', remindersPath(item.id), adminToken, 200);
    expect(status).toMatchObject({ unanswered: 0, lastCall: { unanswered: 0, reminded: 0 } });
    expect(notifier.sent).toEqual([]);
  });

  it('a call that reached nobody holds no hour: the admin may remind again at once, and the next that reaches somebody holds it', async () => {
    const members = await realMembers();
    // Nobody can be reached: no device, or a push service that refuses the one there is.
    for (const id of members) notifier.unreachable.add(id);
    await giveDevices(members.slice(0, 2));
    const none = await expectCall<ReminderStatus>(t, 'POST', remindersPath(item.id), adminToken, 200);
    expect(none).toMatchObject({ lastCall: { unanswered: members.length, reminded: 0 }, nextAllowedAt: null });
    expect((await expectCall<ReminderStatus>(t, 'GET', remindersPath(item.id), adminToken, 200)).nextAllowedAt).toBeNull();

    // A minute later somebody's device works: the reminder goes, and now the hour holds.
    t.clock.advance(minute);
    notifier.unreachable.delete(members[0]);
    const reached = await expectCall<ReminderStatus>(t, 'POST', remindersPath(item.id), adminToken, 200);
    expect(reached).toMatchObject({ lastCall: { reminded: 1 }, nextAllowedAt: new Date(t.clock.now().getTime() + hour).toISOString() });
    t.clock.advance(minute);
    const refused = await call(t, 'POST', remindersPath(item.id), { token: adminToken });
    expect([refused.status, (await body(refused)).code]).toEqual([429, 5014]);
    // The status says the same wait.
    expect((await expectCall<ReminderStatus>(t, 'GET', remindersPath(item.id), adminToken, 200)).nextAllowedAt).toBe(reached.nextAllowedAt);
  });

  it('at most once an hour per item: 429 5014 with Retry-After, also for another admin; then again', async () => {
    await expectCall(t, 'POST', remindersPath(item.id), adminToken, 200);
    t.clock.advance(59 * minute);
    const second = seedPerson('park-jihun').id;
    for (const who of [people.admin.id, second]) {
      const response = await call(t, 'POST', remindersPath(item.id), { token: await tokenFor(t, who) });
      expect([response.status, (await body(response)).code]).toEqual([429, 5014]);
      expect(response.headers.get('retry-after')).toBe('60');
    }
    const status = await expectCall<ReminderStatus>(t, 'GET', remindersPath(item.id), await tokenFor(t, second), 200);
    expect(status.nextAllowedAt).toBe(new Date(t.clock.now().getTime() + minute).toISOString());
    // Another item is not held back.
    const other = await createItem(t, await tokenFor(t, second), trainingBody({ title: '다른 훈련' }));
    await expectCall(t, 'POST', remindersPath(other.id), await tokenFor(t, second), 200);
    t.clock.advance(minute);
    const again = await expectCall<ReminderStatus>(t, 'POST', remindersPath(item.id), await tokenFor(t, second), 200);
    expect(again.lastCall?.sentAt).toBe(t.clock.now().toISOString());
    expect(notifier.sent.filter((s) => s.message.tag === `schedule-${item.id}-reminder`)).toHaveLength(2);
  });

  it('two admins pressing at once send once: the other hears 429 5014', async () => {
    // Members with a device: the first call is recorded as reaching them before it sends, so it holds the hour.
    await giveDevices(await realMembers());
    const [a, b] = await Promise.all([tokenFor(t, people.admin.id), tokenFor(t, seedPerson('park-jihun').id)]);
    const responses = await Promise.all([a, b].map((token) => call(t, 'POST', remindersPath(item.id), { token })));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 429]);
    expect(notifier.sent.filter((s) => s.message.tag === `schedule-${item.id}-reminder`)).toHaveLength(1);
    expect(await t.database.db.select().from(scheduleReminderCalls).where(eq(scheduleReminderCalls.scheduleId, item.id))).toHaveLength(1);
  });

  it('refuses once the item has started (409 5015), a millisecond before is fine', async () => {
    at(-1);
    await expectCall(t, 'POST', remindersPath(item.id), await tokenFor(t, people.admin.id), 200);
    at(hour);
    const token = await tokenFor(t, people.admin.id);
    const response = await call(t, 'POST', remindersPath(item.id), { token });
    expect([response.status, (await body(response)).code]).toEqual([409, 5015]);
    const status = await expectCall<ReminderStatus>(t, 'GET', remindersPath(item.id), token, 200);
    expect(status.nextAllowedAt).toBeNull();
  });

  it("is for the team's admins (403 5006 for a member, 5005 for an outsider) and the team's items (404 5011)", async () => {
    const memberToken = await tokenFor(t, people.member.id);
    for (const method of ['GET', 'POST']) {
      const response = await call(t, method, remindersPath(item.id), { token: memberToken });
      expect([response.status, (await body(response)).code]).toEqual([403, 5006]);
      const outsider = await call(t, method, remindersPath(item.id), { token: await tokenFor(t, people.outsider.id) });
      expect([outsider.status, (await body(outsider)).code]).toEqual([403, 5005]);
    }
    const gwanak = await expectCall<Schedule>(t, 'POST', '/api/v1/teams/2/schedules', await tokenFor(t, people.outsider.id), 201, trainingBody());
    for (const id of [999_999, gwanak.id]) {
      for (const method of ['GET', 'POST']) {
        const response = await call(t, method, remindersPath(id), { token: adminToken });
        expect([response.status, (await body(response)).code]).toEqual([404, 5011]);
      }
    }
    expect(notifier.sent).toEqual([]);
  });
});

describe("the team's setting", () => {
  it('sets the hours and answers your own preferences with them; null turns reminders off', async () => {
    const changed = await expectCall<NotificationSettings>(t, 'PUT', settingPath(), adminToken, 200, { hoursBefore: 48 });
    expect(changed).toEqual({ teamId: 1, mine: { goals: true, matchPhases: true, reminders: true, dues: true }, reminderHoursBefore: 48, noShowAlertAt: null });
    await t.database.db.insert(notificationPreferences).values({ userId: people.admin.id, teamId: 1, goals: false, updatedAt: t.clock.now() });
    const off = await expectCall<NotificationSettings>(t, 'PUT', settingPath(), adminToken, 200, { hoursBefore: null });
    expect(off).toEqual({ teamId: 1, mine: { goals: false, matchPhases: true, reminders: true, dues: true }, reminderHoursBefore: null, noShowAlertAt: null });
    const [team] = await t.database.db.select({ hours: teams.reminderHoursBefore }).from(teams).where(eq(teams.id, 1));
    expect(team.hours).toBeNull();
    expect((await expectCall<ReminderStatus>(t, 'GET', remindersPath(item.id), adminToken, 200)).automaticAt).toBeNull();
    // The other team keeps its own (the default, 24).
    const [other] = await t.database.db
      .select({ hours: teams.reminderHoursBefore })
      .from(teams)
      .where(inArray(teams.id, [2]));
    expect(other.hours).toBe(24);
  });

  it.each([
    [{ hoursBefore: 0 }, '알림은 1시간 전부터 정할 수 있습니다.'],
    [{ hoursBefore: 169 }, '알림은 7일(168시간) 전까지 정할 수 있습니다.'],
    [{ hoursBefore: 1.5 }, '시간은 정수여야 합니다.'],
    [{ hoursBefore: '24' }, '시간을 숫자로 입력해주세요.'],
    [{}, null],
  ])('refuses %j with 400 naming hoursBefore', async (json, message) => {
    const response = await call(t, 'PUT', settingPath(), { token: adminToken, json });
    const envelope = await body<{ field: string; message: string }[]>(response);
    expect(response.status).toBe(400);
    expect(envelope.data.map((f) => f.field)).toEqual(['hoursBefore']);
    if (message) expect(envelope.data[0].message).toBe(message);
    const [team] = await t.database.db.select({ hours: teams.reminderHoursBefore }).from(teams).where(eq(teams.id, 1));
    expect(team.hours).toBe(24);
  });

  it("is for the team's admins: 403 5006 for a member, 5005 for another team's admin", async () => {
    for (const [who, code] of [
      [people.member.id, 5006],
      [people.outsider.id, 5005],
    ] as const) {
      const response = await call(t, 'PUT', settingPath(), { token: await tokenFor(t, who), json: { hoursBefore: 1 } });
      expect([response.status, (await body(response)).code]).toEqual([403, code]);
    }
    const [team] = await t.database.db.select({ hours: teams.reminderHoursBefore }).from(teams).where(eq(teams.id, 1));
    expect(team.hours).toBe(24);
  });
});

describe('through the web-push sender to the stand-in push service', () => {
  let service: StandInPushService;
  beforeAll(async () => {
    service = await startPushService({ vapidPublicKey: testVapidKeys.publicKey });
  });
  afterAll(() => service.close());

  it(
    "a reminder by hand and the schedule's reach a subscribed device, decrypted, with normal urgency, the TTL and the item's topic; a device gone " +
      'is not counted and is deleted',
    async () => {
      // The app's notifier is the real sender, over the test's own database.
      let sender: PushNotifier | undefined;
      t = await database.fresh({ notifier: { sendToUsers: (...args) => sender!.sendToUsers(...args) } });
      const logged: string[] = [];
      sender = createWebPushNotifier({ db: t.database.db, vapid: testVapidKeys, endpoints: t.config.pushEndpoints, log: (line) => logged.push(line) });
      adminToken = await tokenFor(t, people.admin.id);
      item = await createItem(t, adminToken);
      startsAt = new Date(item.startAt).getTime();

      const [phone, gone] = [service.device(), service.device()];
      const goneOwner = seedPerson('choi-doyun').id;
      await t.database.db.insert(pushSubscriptions).values(
        [phone, gone].map((device, i) => ({
          userId: i === 0 ? people.member.id : goneOwner,
          endpoint: device.subscription.endpoint,
          p256dh: device.subscription.keys.p256dh,
          auth: device.subscription.keys.auth,
          createdAt: t.clock.now(),
        })),
      );
      service.answerWith(gone, 410);

      const status = await expectCall<ReminderStatus>(t, 'POST', remindersPath(item.id), adminToken, 200);
      expect(status.lastCall).toMatchObject({ unanswered: (await realMembers()).length, reminded: 1 });
      const [byHand] = await service.waitForReceipts(1, { device: phone });
      expect(byHand.message).toEqual({
        kind: 'reminder',
        title: '일정 참석 여부를 알려주세요',
        body: '5월 30일 (토) 오전 9:00 · 토요 오전 훈련 · 참석/불참을 눌러주세요',
        url: '/teams/1/schedules?date=2026-05-30',
        tag: `schedule-${item.id}-reminder`,
      });
      expect([byHand.urgency, byHand.ttl, byHand.topic]).toEqual(['normal', 7 * 24 * 3600, `schedule-${item.id}-reminder`]);
      expect(service.attempts(gone)).toBe(1);
      expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, goneOwner))).toEqual([]);

      at(-24 * hour);
      await sweepReminders({ db: t.database.db, notifier: sender, now: t.clock.now() });
      // (The seeded schedule has items of its own due then too: this item's is the one with its tag.)
      const bySchedule = service
        .receipts(phone)
        .slice(1)
        .find((r) => r.message.tag === `schedule-${item.id}-reminder`)!;
      expect(bySchedule.message.body).toBe('내일 오전 9:00 · 토요 오전 훈련 · 참석/불참을 눌러주세요');
      expect([bySchedule.urgency, bySchedule.ttl]).toEqual(['normal', 24 * 3600]);
      // The gone device's subscription went with the first push: nothing was tried again.
      expect(service.attempts(gone)).toBe(1);
      expect(service.rejections()).toEqual([]);
      expect(logged).toEqual([]);
    },
  );
});
