/**
 * One way to read schedule items as the contract's Schedule: the item, its attendance counts and
 * the caller's own answer. Every read (list, one item, the answer to a write) goes through here, so
 * the counts mean the same everywhere: answers of current team members only — someone who left the
 * team keeps their row (it comes back if they rejoin) but no longer counts (decision 015).
 */
import { and, asc, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { Schedule } from '#contract/schedules.ts';
import { memberships, scheduleAttendance, schedules } from '../db/schema.ts';
import { scrimmages } from '../db/schema-scrimmage.ts';
import { ApiError } from '../http/errors.ts';
import type { DbOrTx } from '../db/client.ts';

/** Whether the answer's author is still a member of the item's team (for joins on schedule_attendance). */
export function answeredByCurrentMember(handle: DbOrTx): SQL {
  return exists(
    handle
      .select({ one: sql`1` })
      .from(memberships)
      .where(and(eq(memberships.teamId, schedules.teamId), eq(memberships.userId, scheduleAttendance.userId))),
  );
}

/** The schedule items matching `where`, in start order, as seen by `viewerId`. */
export async function readSchedules(handle: DbOrTx, viewerId: number, where: SQL | undefined): Promise<Schedule[]> {
  const count = (answer: string) => sql<number>`count(*) filter (where ${scheduleAttendance.answer} = ${answer})`.mapWith(Number);
  const rows = await handle
    .select({
      id: schedules.id,
      teamId: schedules.teamId,
      title: schedules.title,
      kind: schedules.kind,
      startAt: schedules.startAt,
      endAt: schedules.endAt,
      place: schedules.place,
      note: schedules.note,
      matchId: schedules.matchId,
      scrimmageId: scrimmages.id,
      attend: count('ATTEND'),
      absent: count('ABSENT'),
      undecided: count('UNDECIDED'),
      myAnswer: sql<Schedule['attendance']['myAnswer']>`max(${scheduleAttendance.answer}) filter (where ${scheduleAttendance.userId} = ${viewerId})`,
    })
    .from(schedules)
    .leftJoin(scheduleAttendance, and(eq(scheduleAttendance.scheduleId, schedules.id), answeredByCurrentMember(handle)))
    .leftJoin(scrimmages, eq(scrimmages.scheduleId, schedules.id))
    .where(where)
    .groupBy(schedules.id, scrimmages.id)
    .orderBy(asc(schedules.startAt), asc(schedules.id));
  return rows.map(({ attend, absent, undecided, myAnswer, startAt, endAt, ...item }) => ({
    ...item,
    startAt: startAt.toISOString(),
    endAt: endAt.toISOString(),
    attendance: { attend, absent, undecided, myAnswer: myAnswer ?? null },
  }));
}

/** One item of the team as seen by `viewerId`; 404 5011 when there is none (or it belongs to another team). */
export async function readSchedule(handle: DbOrTx, viewerId: number, teamId: number, scheduleId: number): Promise<Schedule> {
  const [item] = await readSchedules(handle, viewerId, and(eq(schedules.id, scheduleId), eq(schedules.teamId, teamId)));
  if (!item) throw new ApiError('NOTFOUND_SCHEDULE');
  return item;
}
