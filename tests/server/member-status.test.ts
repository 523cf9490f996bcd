/**
 * Member status (decision 091) through the API on the seeded database (clock: Wednesday 2026-05-20
 * 12:00 in Seoul): who may set what, the refusals with their codes and fields, the status on every
 * member read; reminders that skip the injured and those on leave on the item's day (automatic and by
 * hand, the count saying so); the SQL reading of a period against machines/member-status.ts
 * `isAwayOn`; dues paused for the whole months of a leave while the team's setting says so.
 */
import { and, eq, ne } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DuesBoard, DuesSettings } from '#contract/dues.ts';
import type { MemberStatus, MemberStatusEntry } from '#contract/member-status.ts';
import type { PushMessage, ReminderStatus } from '#contract/notifications.ts';
import type { Paged } from '#contract/envelope.ts';
import type { TeamMember } from '#contract/teams.ts';
import { isAwayOn } from '#machines/member-status.ts';
import { memberships, users } from '#server/db/schema.ts';
import { memberStatuses } from '#server/db/schema-status.ts';
import { awayOn } from '#server/member-status/queries.ts';
import type { PushNotifier, PushOutcome } from '#server/push/notifier.ts';
import { sweepReminders } from '#server/reminders/sweep.ts';
import { sql } from 'drizzle-orm';
import { duesPath, expectRefused, saveSettings } from './dues-fixtures.ts';
import { tokenFor } from './helpers.ts';
import { createItem, expectCall, itemPath, people } from './schedule-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const statusPath = (userId: number, teamId = 1) => `/api/v1/teams/${teamId}/members/${userId}/status`;

/** A PushNotifier that records whom each reminder went to. */
function recordingNotifier(): PushNotifier & { to(scheduleId: number): number[] } {
  const sent: { userIds: number[]; message: PushMessage }[] = [];
  return {
    async sendToUsers(userIds, message): Promise<PushOutcome> {
      sent.push({ userIds: [...userIds], message });
      return { reachedUserIds: [...userIds], devices: userIds.length, delivered: userIds.length, removed: 0 };
    },
    to: (scheduleId) => sent.filter((s) => s.message.tag === `schedule-${scheduleId}-reminder`).flatMap((s) => s.userIds),
  };
}

let t: TestApp;
let notifier: ReturnType<typeof recordingNotifier>;
let admin: string;
let member: string;

beforeEach(async () => {
  notifier = recordingNotifier();
  t = await database.fresh({ notifier });
  admin = await tokenFor(t, people.admin.id);
  member = await tokenFor(t, people.member.id);
});

const setStatus = (token: string, userId: number, json: object, status = 200) =>
  expectCall<MemberStatusEntry>(t, 'PUT', statusPath(userId), token, status, json);

/** Another USER of FC 한강 who signs in. */
async function anotherMember(): Promise<number> {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.teamId, 1), eq(memberships.teamRole, 'USER'), ne(users.socialType, 'GUEST'), ne(users.id, people.member.id)))
    .limit(1);
  return row.id;
}

describe('setting a status', () => {
  it('an admin marks a member 부상 until a date; every member read carries it; 활동 clears it', async () => {
    const set = await setStatus(admin, people.member.id, { kind: 'INJURED', until: '2026-06-10' });
    const injured: MemberStatus = { kind: 'INJURED', from: '2026-05-20', until: '2026-06-10' };
    expect(set).toEqual({ userId: people.member.id, status: injured });

    const statuses = await expectCall<MemberStatusEntry[]>(t, 'GET', '/api/v1/teams/1/member-statuses', member, 200);
    expect(statuses).toEqual([{ userId: people.member.id, status: injured }]);
    const page = await expectCall<Paged<TeamMember>>(t, 'GET', '/api/v1/teams/1/users?size=100', member, 200);
    expect(page.content.find((m) => m.userId === people.member.id)?.status).toEqual(injured);
    expect(page.content.find((m) => m.userId === people.admin.id)?.status).toEqual({ kind: 'ACTIVE', from: null, until: null });
    const edited = await expectCall<TeamMember>(t, 'PATCH', `/api/v1/teams/1/users/${people.member.id}`, member, 200, { backNumber: 7 });
    expect(edited.status).toEqual(injured);

    await setStatus(admin, people.member.id, { kind: 'ACTIVE' });
    expect(await expectCall<MemberStatusEntry[]>(t, 'GET', '/api/v1/teams/1/member-statuses', member, 200)).toEqual([]);
  });

  it('a member sets their own 휴회 and comes back to 활동, but not someone else’s nor 명예', async () => {
    const leave = await setStatus(member, people.member.id, { kind: 'ON_LEAVE', from: '2026-06-01', until: '2026-08-31' });
    expect(leave.status).toEqual({ kind: 'ON_LEAVE', from: '2026-06-01', until: '2026-08-31' });
    await setStatus(member, people.member.id, { kind: 'ACTIVE' });

    await expectRefused(t, 'PUT', statusPath(await anotherMember()), member, 403, 5006, { kind: 'INJURED', until: '2026-06-01' });
    const fields = await expectRefused(t, 'PUT', statusPath(people.member.id), member, 403, 14005, { kind: 'HONORARY' });
    expect(fields).toEqual([{ field: 'kind', message: expect.stringContaining('명예') }]);
    // Made 명예 by an admin, the member cannot undo it.
    await setStatus(admin, people.member.id, { kind: 'HONORARY' });
    await expectRefused(t, 'PUT', statusPath(people.member.id), member, 403, 14005, { kind: 'ACTIVE' });
  });

  it.each([
    ['부상 without an end', { kind: 'INJURED' }, 14001, 'until'],
    ['휴회 without a start', { kind: 'ON_LEAVE', until: '2026-07-01' }, 14001, 'from'],
    ['명예 with a date', { kind: 'HONORARY', until: '2026-07-01' }, 14001, 'until'],
    ['an end before the start', { kind: 'ON_LEAVE', from: '2026-07-02', until: '2026-07-01' }, 14002, 'until'],
    ['an end already past', { kind: 'INJURED', from: '2026-05-01', until: '2026-05-19' }, 14003, 'until'],
    ['more than a year', { kind: 'ON_LEAVE', from: '2026-05-20', until: '2027-05-21' }, 14004, 'until'],
  ])('refuses %s with 400 %i naming the field', async (_name, json, code, field) => {
    const fields = await expectRefused(t, 'PUT', statusPath(people.member.id), admin, 400, code, json);
    expect(fields?.map((f) => f.field)).toEqual([field]);
  });

  it('refuses a member’s own leave from a past day (14006), and anyone not in the team (404 5009)', async () => {
    await expectRefused(t, 'PUT', statusPath(people.member.id), member, 400, 14006, { kind: 'ON_LEAVE', from: '2026-05-01', until: '2026-06-30' });
    await expectRefused(t, 'PUT', statusPath(people.outsider.id), admin, 404, 5009, { kind: 'HONORARY' });
  });
});

describe('away in SQL as in the machine', () => {
  it('reads a period the way isAwayOn does, at both ends and outside', async () => {
    const status: MemberStatus = { kind: 'ON_LEAVE', from: '2026-06-01', until: '2026-06-30' };
    await setStatus(admin, people.member.id, status);
    for (const day of ['2026-05-31', '2026-06-01', '2026-06-15', '2026-06-30', '2026-07-01']) {
      const [row] = await t.database.db
        .select({ away: sql<boolean>`${awayOn(sql`${day}::date`)}` })
        .from(memberships)
        .where(and(eq(memberships.teamId, 1), eq(memberships.userId, people.member.id)));
      expect(row.away, day).toBe(isAwayOn(status, day));
    }
    // 명예 is never away.
    await setStatus(admin, people.member.id, { kind: 'HONORARY' });
    const [row] = await t.database.db
      .select({ away: sql<boolean>`${awayOn(sql`'2026-06-15'::date`)}` })
      .from(memberships)
      .where(and(eq(memberships.teamId, 1), eq(memberships.userId, people.member.id)));
    expect(row.away).toBe(false);
  });
});

describe('reminders', () => {
  it('the sweep skips a member injured on the item’s day, and reminds one whose injury ends the day before', async () => {
    // Saturday 2026-05-30 09:00 in Seoul.
    const item = await createItem(t, admin);
    const other = await anotherMember();
    await setStatus(admin, people.member.id, { kind: 'INJURED', until: '2026-05-30' });
    await setStatus(admin, other, { kind: 'INJURED', until: '2026-05-29' });
    t.clock.set(new Date(new Date(item.startAt).getTime() - 24 * 60 * 60 * 1000));
    await sweepReminders({ db: t.database.db, notifier, now: t.clock.now() });
    expect(notifier.to(item.id)).not.toContain(people.member.id);
    expect(notifier.to(item.id)).toContain(other);
    expect(notifier.to(item.id).length).toBeGreaterThan(1);
  });

  it('a reminder by hand skips those on leave that day and says how many', async () => {
    const item = await createItem(t, admin);
    const before = await expectCall<ReminderStatus>(t, 'GET', `${itemPath(item.id)}/reminders`, admin, 200);
    expect(before.away).toBe(0);
    await setStatus(admin, people.member.id, { kind: 'ON_LEAVE', from: '2026-05-25', until: '2026-06-05' });
    const after = await expectCall<ReminderStatus>(t, 'GET', `${itemPath(item.id)}/reminders`, admin, 200);
    expect(after).toMatchObject({ unanswered: before.unanswered, away: 1 });

    const sent = await expectCall<ReminderStatus>(t, 'POST', `${itemPath(item.id)}/reminders`, admin, 200);
    expect(notifier.to(item.id)).not.toContain(people.member.id);
    expect(notifier.to(item.id)).toHaveLength(before.unanswered - 1);
    expect(sent.away).toBe(1);
    expect(sent.lastCall).toMatchObject({ unanswered: before.unanswered - 1, reminded: before.unanswered - 1 });
  });
});

describe('dues on leave', () => {
  const board = () => expectCall<DuesBoard>(t, 'GET', duesPath('/months?from=2026-05&to=2026-08'), admin, 200);
  const cellsOf = (b: DuesBoard) => b.members.find((m) => m.userId === people.member.id)!.cells.map((c) => [c.month, c.status, c.due, c.onLeave ?? false]);

  it('pauses the whole months of a leave, says 휴회 on the board, and charges them again when the setting is off', async () => {
    await saveSettings(t, admin);
    await setStatus(admin, people.member.id, { kind: 'ON_LEAVE', from: '2026-06-01', until: '2026-07-15' });
    expect(cellsOf(await board())).toEqual([
      ['2026-05', 'UNPAID', 30_000, false],
      ['2026-06', 'EXEMPT', 0, true],
      // Half of July on leave: charged.
      ['2026-07', 'UNPAID', 30_000, false],
      ['2026-08', 'UNPAID', 30_000, false],
    ]);

    const settings = await expectCall<DuesSettings>(t, 'PUT', duesPath('/settings'), admin, 200, {
      monthlyAmount: 30_000,
      dueDay: 10,
      startMonth: '2026-03',
      membersSeeEachOther: true,
      remindOnDueDay: true,
      pauseOnLeave: false,
    });
    expect(settings.pauseOnLeave).toBe(false);
    expect(cellsOf(await board())[1]).toEqual(['2026-06', 'UNPAID', 30_000, false]);
    // Saving without the field keeps it.
    expect((await saveSettings(t, admin)) as DuesSettings).toMatchObject({ pauseOnLeave: false });
  });
});

it('a status goes with its membership', async () => {
  const other = await anotherMember();
  await setStatus(admin, other, { kind: 'HONORARY' });
  await expectCall(t, 'DELETE', `/api/v1/teams/1/users/${other}`, admin, 204);
  expect(await t.database.db.select().from(memberStatuses).where(eq(memberStatuses.userId, other))).toEqual([]);
});
