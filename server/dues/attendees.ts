/**
 * Whom a cost of a schedule item or match is split among by default (decision 060): the team's lineup
 * of the match when it has one (the people who played), else the members checked in at the item's
 * 자체전 (decision 090: those who came), else the members who answered 참석 to the item (to the match's
 * item, decision 032) — and every source that has anyone, so the admin can take another (decision
 * 072). Only current members, in the split's name order (a guest has no account to charge); the admin
 * may change the list before recording.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DuesAttendees } from '#contract/dues.ts';
import type { AttendeeSource } from '#contract/enums.ts';
import type { DbOrTx } from '../db/client.ts';
import { matchUsers, scheduleAttendance, schedules } from '../db/schema.ts';
import { scrimmageAttendees, scrimmages } from '../db/schema-scrimmage.ts';
import { ApiError } from '../http/errors.ts';
import { findMatch, sideOf } from '../matches/access.ts';
import { readMembers } from './facts.ts';

async function people(handle: DbOrTx, teamId: number, userIds: number[]): Promise<DuesAttendees['people']> {
  if (userIds.length === 0) return [];
  return (await readMembers(handle, teamId, [...new Set(userIds)])).map(({ userId, name }) => ({ userId, name }));
}

async function lineupOf(handle: DbOrTx, teamId: number, matchId: number): Promise<number[]> {
  const rows = await handle
    .select({ userId: matchUsers.userId })
    .from(matchUsers)
    .where(and(eq(matchUsers.matchId, matchId), eq(matchUsers.teamId, teamId), isNotNull(matchUsers.userId)));
  return rows.map((r) => r.userId!);
}

async function attendingOf(handle: DbOrTx, scheduleId: number): Promise<number[]> {
  const rows = await handle
    .select({ userId: scheduleAttendance.userId })
    .from(scheduleAttendance)
    .where(and(eq(scheduleAttendance.scheduleId, scheduleId), eq(scheduleAttendance.answer, 'ATTEND')));
  return rows.map((r) => r.userId);
}

/** The members checked in at the item's 자체전: one who left after playing came all the same (decision 079). */
async function checkedInOf(handle: DbOrTx, scheduleId: number): Promise<number[]> {
  const rows = await handle
    .select({ userId: scrimmageAttendees.userId })
    .from(scrimmageAttendees)
    .innerJoin(scrimmages, eq(scrimmages.id, scrimmageAttendees.scrimmageId))
    .where(and(eq(scrimmages.scheduleId, scheduleId), isNotNull(scrimmageAttendees.userId)));
  return rows.map((r) => r.userId!);
}

/** Exactly one of `scheduleId` and `matchId` (400 naming `scheduleId` otherwise); the team's item (404 5011) or match (404 6007). */
export async function readAttendees(handle: DbOrTx, teamId: number, query: { scheduleId?: number; matchId?: number }): Promise<DuesAttendees> {
  if ((query.scheduleId === undefined) === (query.matchId === undefined)) {
    throw new ApiError('BAD_REQUEST', [{ field: 'scheduleId', message: '일정이나 경기 중 하나를 골라주세요.' }]);
  }
  let matchId: number | null = null;
  let scheduleId: number | null = null;
  if (query.scheduleId !== undefined) {
    const [item] = await handle
      .select({ id: schedules.id, matchId: schedules.matchId })
      .from(schedules)
      .where(and(eq(schedules.id, query.scheduleId), eq(schedules.teamId, teamId)));
    if (!item) throw new ApiError('NOTFOUND_SCHEDULE');
    scheduleId = item.id;
    matchId = item.matchId;
  } else {
    // A match the team does not play in is not found here, whether or not it exists.
    const match = await findMatch(handle, query.matchId!);
    if (sideOf(match, teamId) === null) throw new ApiError('NOTFOUND_MATCH');
    matchId = match.id;
    const [item] = await handle
      .select({ id: schedules.id })
      .from(schedules)
      .where(and(eq(schedules.teamId, teamId), eq(schedules.matchId, match.id)))
      .orderBy(asc(schedules.id))
      .limit(1);
    scheduleId = item?.id ?? null;
  }
  // Each source in the order it is preferred; one with nobody is left out (decision 072).
  const readers: [AttendeeSource, (() => Promise<number[]>) | null][] = [
    ['LINEUP', matchId === null ? null : () => lineupOf(handle, teamId, matchId)],
    ['CHECK_IN', scheduleId === null ? null : () => checkedInOf(handle, scheduleId)],
    ['ATTENDANCE', scheduleId === null ? null : () => attendingOf(handle, scheduleId)],
  ];
  const sources: DuesAttendees['sources'] = [];
  for (const [source, read] of readers) {
    const found = read ? await people(handle, teamId, await read()) : [];
    if (found.length > 0) sources.push({ source, people: found });
  }
  const [first] = sources;
  return first ? { ...first, sources } : { source: 'NONE', people: [], sources };
}
