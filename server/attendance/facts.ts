/**
 * The facts the attendance roll-up reads (decision 092), a few reads whatever the season's size: the
 * team's items, their 참석 answers, the team's lineup of each item's match, the 자체전 check-ins, and the
 * confirmations by hand. Presence is read, never copied: a lineup changed later changes who was present.
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { seoulDate, seoulInstant } from '#contract/seoul-time.ts';
import type { AttendanceItem, AttendancePerson } from '#machines/attendance.ts';
import type { DbOrTx } from '../db/client.ts';
import { presenceChecks, presenceConfirmations } from '../db/schema-attendance.ts';
import { matchUsers, memberships, scheduleAttendance, schedules, users } from '../db/schema.ts';
import { scrimmageAttendees, scrimmages } from '../db/schema-scrimmage.ts';

/** What one item's presence is made of. */
export interface PresenceFacts {
  lineup: Set<number>;
  checkedIn: Set<number>;
  confirmed: Set<number>;
  /** A confirmation by hand exists (even of nobody). */
  checked: boolean;
}

const push = (map: Map<number, Set<number>>, key: number, userId: number) => (map.get(key) ?? map.set(key, new Set()).get(key)!).add(userId);

/** The presence facts of each of these items of the team. */
export async function presenceOf(handle: DbOrTx, teamId: number, scheduleIds: readonly number[]): Promise<Map<number, PresenceFacts>> {
  const out = new Map<number, PresenceFacts>(scheduleIds.map((id) => [id, { lineup: new Set(), checkedIn: new Set(), confirmed: new Set(), checked: false }]));
  if (scheduleIds.length === 0) return out;
  const ids = [...scheduleIds];
  const [lineup, checkIns, checks, confirmed] = await Promise.all([
    handle
      .select({ scheduleId: schedules.id, userId: matchUsers.userId })
      .from(schedules)
      .innerJoin(matchUsers, and(eq(matchUsers.matchId, schedules.matchId), eq(matchUsers.teamId, teamId), isNotNull(matchUsers.userId)))
      .where(inArray(schedules.id, ids)),
    handle
      .select({ scheduleId: scrimmages.scheduleId, userId: scrimmageAttendees.userId })
      .from(scrimmages)
      .innerJoin(scrimmageAttendees, and(eq(scrimmageAttendees.scrimmageId, scrimmages.id), isNotNull(scrimmageAttendees.userId)))
      .where(inArray(scrimmages.scheduleId, ids)),
    handle.select({ scheduleId: presenceChecks.scheduleId }).from(presenceChecks).where(inArray(presenceChecks.scheduleId, ids)),
    handle.select().from(presenceConfirmations).where(inArray(presenceConfirmations.scheduleId, ids)),
  ]);
  const lineups = new Map<number, Set<number>>();
  const checkedIn = new Map<number, Set<number>>();
  const hand = new Map<number, Set<number>>();
  for (const r of lineup) push(lineups, r.scheduleId, r.userId!);
  for (const r of checkIns) push(checkedIn, r.scheduleId, r.userId!);
  for (const r of confirmed) push(hand, r.scheduleId, r.userId);
  for (const [id, facts] of out) {
    facts.lineup = lineups.get(id) ?? facts.lineup;
    facts.checkedIn = checkedIn.get(id) ?? facts.checkedIn;
    facts.confirmed = hand.get(id) ?? facts.confirmed;
  }
  for (const { scheduleId } of checks) out.get(scheduleId)!.checked = true;
  return out;
}

/** Whether presence was taken: a lineup, a check-in or a confirmation. */
export const isTaken = (facts: PresenceFacts) => facts.checked || facts.lineup.size > 0 || facts.checkedIn.size > 0;

/** Everyone present at an item. */
export const presentOf = (facts: PresenceFacts) => new Set([...facts.lineup, ...facts.checkedIn, ...facts.confirmed]);

/** The Seoul calendar year's bounds as instants. */
const seasonBounds = (season: number) => [seoulInstant(`${season}-01-01`, '00:00'), seoulInstant(`${season + 1}-01-01`, '00:00')] as const;

/** The team's items of a season (Seoul year of their start) with everything the roll-up needs. */
export async function seasonItems(handle: DbOrTx, teamId: number, season: number, now: Date): Promise<AttendanceItem[]> {
  const [from, to] = seasonBounds(season);
  const items = await handle
    .select({ id: schedules.id, startAt: schedules.startAt, endAt: schedules.endAt })
    .from(schedules)
    .where(and(eq(schedules.teamId, teamId), gte(schedules.startAt, from), lt(schedules.startAt, to)))
    .orderBy(asc(schedules.startAt), asc(schedules.id));
  const ids = items.map((i) => i.id);
  const [facts, answers] = await Promise.all([
    presenceOf(handle, teamId, ids),
    ids.length === 0
      ? []
      : handle
          .select({ scheduleId: scheduleAttendance.scheduleId, userId: scheduleAttendance.userId })
          .from(scheduleAttendance)
          .where(and(inArray(scheduleAttendance.scheduleId, ids), eq(scheduleAttendance.answer, 'ATTEND'))),
  ]);
  return items.map((item) => {
    const own = facts.get(item.id)!;
    return {
      scheduleId: item.id,
      day: seoulDate(item.startAt),
      ended: item.endAt.getTime() <= now.getTime(),
      taken: isTaken(own),
      attending: answers.filter((a) => a.scheduleId === item.id).map((a) => a.userId),
      present: [...presentOf(own)],
    };
  });
}

/** The team's current members (people who left Pitchside are not shown), by name. */
export async function currentMembers(handle: DbOrTx, teamId: number, onlyUserId?: number): Promise<(AttendancePerson & { name: string })[]> {
  const rows = await handle
    .select({ userId: users.id, name: users.name, joinedAt: memberships.joinedAt })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.teamId, teamId), isNull(users.withdrawnAt), onlyUserId === undefined ? undefined : eq(users.id, onlyUserId)))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((r) => ({ userId: r.userId, name: r.name, since: seoulDate(r.joinedAt) }));
}
