/**
 * Attendance that counts (decision 092), through app.request on PGlite: who may confirm who came, and
 * when; a lineup and a 자체전 check-in count by themselves; the season table's present, no-shows and
 * 참석률; and the no-show alert to admins, once per member and season.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AttendanceSeason, SchedulePresence } from '#contract/attendance.ts';
import type { ExportLink } from '#contract/exports.ts';
import type { NotificationSettings, PushMessage } from '#contract/notifications.ts';
import { attendanceFile } from '#machines/exports.attendance.ts';
import { matches, scheduleAttendance, schedules, teams } from '#server/db/schema.ts';
import { scrimmages } from '#server/db/schema-scrimmage.ts';
import type { PushNotifier, PushOutcome } from '#server/push/notifier.ts';
import { expectRefused } from './dues-fixtures.ts';
import { tokenFor } from './helpers.ts';
import { insertMatch, teamIds } from './match-fixtures.ts';
import { expectCall, people } from './schedule-fixtures.ts';
import { scrimmageAt, squad } from './scrimmage-fixtures.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const sent: { userIds: number[]; message: PushMessage }[] = [];
const notifier: PushNotifier = {
  async sendToUsers(userIds, message): Promise<PushOutcome> {
    sent.push({ userIds: [...userIds], message });
    return { reachedUserIds: [...userIds], devices: 0, delivered: 0, removed: 0 };
  },
};

let t: TestApp;
let admin: string;
let member: string;
const other = squad.players[0];
const presencePath = (scheduleId: number) => `/api/v1/teams/1/schedules/${scheduleId}/presence`;
const seasonPath = (season = 2027) => `/api/v1/teams/1/stats/attendance?season=${season}`;

beforeEach(async () => {
  sent.length = 0;
  t = await database.fresh({ notifier });
  // A season of its own: nothing of the seed's 2026 counts in 2027.
  t.clock.set(new Date('2027-03-20T03:00:00.000Z'));
  admin = await tokenFor(t, people.admin.id);
  member = await tokenFor(t, people.member.id);
});

/** A training of FC 한강 on a Seoul day of 2027 (09:00–11:00), with 참석 answers. */
async function training(day: string, attending: number[] = [], extra: Partial<typeof schedules.$inferInsert> = {}): Promise<number> {
  const [row] = await t.database.db
    .insert(schedules)
    .values({
      teamId: 1,
      title: '훈련',
      kind: 'TRAINING',
      startAt: new Date(`${day}T09:00:00+09:00`),
      endAt: new Date(`${day}T11:00:00+09:00`),
      createdAt: t.clock.now(),
      ...extra,
    })
    .returning({ id: schedules.id });
  if (attending.length > 0) {
    await t.database.db
      .insert(scheduleAttendance)
      .values(attending.map((userId) => ({ scheduleId: row.id, userId, answer: 'ATTEND' as const, answeredAt: t.clock.now() })));
  }
  return row.id;
}

const confirm = (token: string, scheduleId: number, present: number[]) =>
  expectCall<SchedulePresence>(t, 'PUT', presencePath(scheduleId), token, 200, { present });
const season = async (token = member, year = 2027) => expectCall<AttendanceSeason>(t, 'GET', seasonPath(year), token, 200);
const lineOf = (table: AttendanceSeason, userId: number) => table.players.find((p) => p.userId === userId);

describe('confirming who came', () => {
  it('counts a no-show for 참석 without coming, and the rest as present or missed', async () => {
    const item = await training('2027-03-13', [people.member.id, people.admin.id]);
    const answer = await confirm(admin, item, [people.admin.id, other.id]);
    expect(answer.taken).toBe(true);
    expect(answer.people[0].answer).toBe('ATTEND');
    expect(answer.people.find((p) => p.userId === other.id)?.source).toBe('CONFIRMED');
    expect(answer.people.find((p) => p.userId === people.member.id)?.source).toBeNull();

    const table = await season();
    expect(table.itemCount).toBe(1);
    expect(lineOf(table, people.member.id)).toMatchObject({ counted: 1, present: 0, noShows: 1, rate: 0 });
    expect(lineOf(table, people.admin.id)).toMatchObject({ counted: 1, present: 1, noShows: 0, rate: 100 });
    expect(lineOf(table, other.id)).toMatchObject({ counted: 1, present: 1, noShows: 0, rate: 100 });
    expect(lineOf(table, squad.players[1].id)).toMatchObject({ counted: 1, present: 0, noShows: 0, rate: 0 });
  });

  it('replaces the last list, and a confirmation of nobody still counts the item', async () => {
    const item = await training('2027-03-13', [people.member.id]);
    await confirm(admin, item, [people.member.id]);
    expect(lineOf(await season(), people.member.id)).toMatchObject({ present: 1, noShows: 0 });
    await confirm(admin, item, []);
    expect(lineOf(await season(), people.member.id)).toMatchObject({ counted: 1, present: 0, noShows: 1 });
  });

  it('counts no item of a day the member was injured or on leave: neither 참석률 nor a no-show (decision 091)', async () => {
    const injuredDay = await training('2027-03-06', [people.member.id]);
    const playedDay = await training('2027-03-13', [people.member.id]);
    await confirm(admin, injuredDay, [people.admin.id]);
    await confirm(admin, playedDay, [people.member.id]);
    // Marked on the day it began (an injury's last day cannot be in the past when it is set).
    const today = t.clock.now();
    t.clock.set(new Date('2027-03-01T03:00:00.000Z'));
    await expectCall(t, 'PUT', `/api/v1/teams/1/members/${people.member.id}/status`, admin, 200, { kind: 'INJURED', until: '2027-03-10' });
    t.clock.set(today);
    expect(lineOf(await season(), people.member.id)).toMatchObject({ counted: 1, present: 1, noShows: 0, rate: 100 });
    expect(lineOf(await season(), people.admin.id)).toMatchObject({ counted: 2, present: 1 });
  });

  it('does not count an item nobody took presence of, nor one that has not ended', async () => {
    await training('2027-03-13', [people.member.id]);
    const running = await training('2027-03-20', [people.member.id]);
    t.clock.set(new Date('2027-03-20T00:30:00.000Z')); // 09:30 in Seoul: started, not ended
    await confirm(await tokenFor(t, people.admin.id), running, []);
    const table = await season(await tokenFor(t, people.member.id));
    expect(table.itemCount).toBe(0);
    expect(lineOf(table, people.member.id)).toMatchObject({ counted: 0, noShows: 0, rate: null });
  });

  it("counts the team's lineup of the item's match as present without confirming", async () => {
    const { matchId } = await insertMatch(t, {
      home: teamIds.hangang,
      away: teamIds.seongsu,
      lineup: [{ teamId: teamIds.hangang, userId: people.member.id, grid: 3 }],
    });
    const item = await training('2027-03-13', [people.member.id, other.id], { kind: 'MATCH', matchId });
    const presence = await expectCall<SchedulePresence>(t, 'GET', presencePath(item), member, 200);
    expect(presence).toMatchObject({ taken: true, canConfirm: false });
    expect(presence.people.find((p) => p.userId === people.member.id)?.source).toBe('LINEUP');
    const table = await season();
    expect(lineOf(table, people.member.id)).toMatchObject({ present: 1, noShows: 0 });
    expect(lineOf(table, other.id)).toMatchObject({ present: 0, noShows: 1 });
  });

  it('counts a 자체전 check-in as present', async () => {
    t.clock.set(new Date('2026-05-20T03:00:00.000Z'));
    const { scrimmageId } = await scrimmageAt(t, 'CHECK_IN', { players: [other.id] });
    const scheduleId = await scheduleOfScrimmage(scrimmageId);
    const presence = await expectCall<SchedulePresence>(t, 'GET', presencePath(scheduleId), await tokenFor(t, people.member.id), 200);
    expect(presence.taken).toBe(true);
    expect(presence.people.find((p) => p.userId === other.id)?.source).toBe('CHECK_IN');
  });

  it("lets the match's recorder confirm, and refuses other members (403 15001)", async () => {
    const { matchId } = await insertMatch(t, { home: teamIds.hangang, away: teamIds.seongsu });
    await t.database.db.update(matches).set({ homeRecorderId: other.id }).where(eq(matches.id, matchId));
    const item = await training('2027-03-13', [], { kind: 'MATCH', matchId });
    await expectRefused(t, 'PUT', presencePath(item), member, 403, 15001, { present: [] });
    const byRecorder = await confirm(await tokenFor(t, other.id), item, [people.member.id]);
    expect(byRecorder.canConfirm).toBe(true);
  });

  it('refuses before the item starts (409 15002) and anyone not in the team (400 15003)', async () => {
    const later = await training('2027-03-27');
    await expectRefused(t, 'PUT', presencePath(later), admin, 409, 15002, { present: [] });
    const item = await training('2027-03-13');
    await expectRefused(t, 'PUT', presencePath(item), admin, 400, 15003, { present: [people.outsider.id] });
    expect((await expectCall<SchedulePresence>(t, 'GET', presencePath(item), admin, 200)).taken).toBe(false);
  });
});

async function scheduleOfScrimmage(scrimmageId: number): Promise<number> {
  const [row] = await t.database.db.select({ scheduleId: scrimmages.scheduleId }).from(scrimmages).where(eq(scrimmages.id, scrimmageId));
  return row.scheduleId;
}

describe('the no-show alert', () => {
  const settingsPath = '/api/v1/teams/1/notification-settings/reminders';

  it('keeps the threshold when the reminder hours are sent without it, and refuses 0', async () => {
    const saved = await expectCall<NotificationSettings>(t, 'PUT', settingsPath, admin, 200, { hoursBefore: 24, noShowAlertAt: 2 });
    expect(saved).toMatchObject({ reminderHoursBefore: 24, noShowAlertAt: 2 });
    await expectRefused(t, 'PUT', settingsPath, admin, 400, 400, { hoursBefore: 24, noShowAlertAt: 0 });
    const kept = await expectCall<NotificationSettings>(t, 'PUT', settingsPath, admin, 200, { hoursBefore: 12 });
    expect(kept).toMatchObject({ reminderHoursBefore: 12, noShowAlertAt: 2 });
  });

  it("tells the team's admins once per member and season when the threshold is reached", async () => {
    await expectCall(t, 'PUT', settingsPath, admin, 200, { hoursBefore: 24, noShowAlertAt: 2 });
    const first = await training('2027-03-06', [people.member.id]);
    await confirm(admin, first, []);
    expect(sent).toEqual([]);
    const second = await training('2027-03-13', [people.member.id]);
    await confirm(admin, second, []);
    expect(sent).toHaveLength(1);
    expect(sent[0].userIds).toContain(people.admin.id);
    expect(sent[0].userIds).not.toContain(people.member.id);
    expect(sent[0].message).toMatchObject({ kind: 'no-show', body: expect.stringContaining('노쇼 2회') });
    const third = await training('2027-03-14', [people.member.id]);
    await confirm(admin, third, []);
    expect(sent).toHaveLength(1);
  });

  it('sends nothing when the team has not set a threshold', async () => {
    const [team] = await t.database.db.select({ alertAt: teams.noShowAlertAt }).from(teams).where(eq(teams.id, 1));
    expect(team.alertAt).toBeNull();
    await confirm(admin, await training('2027-03-13', [people.member.id]), []);
    expect(sent).toEqual([]);
  });
});

describe('the season file', () => {
  it("is the 출석 table the page would write from the API's answer, by the link an in-app browser follows", async () => {
    await confirm(admin, await training('2027-03-13', [people.member.id]), [people.admin.id]);
    const sort = { field: 'noShows', direction: 'desc' } as const;
    const link = await expectCall<ExportLink>(t, 'POST', '/api/v1/teams/1/exports', member, 200, { kind: 'SEASON_ATTENDANCE', params: { season: 2027, sort } });
    const response = await t.app.request(link.url);
    expect(response.status).toBe(200);
    const expected = attendanceFile('FC 한강', 2027, (await season()).players, sort);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new TextEncoder().encode(expected.text));
    expect(expected.text.split('\r\n')[1]).toBe(`${people.member.name},1,0,1,0%`);
  });
});
