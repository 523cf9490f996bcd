/**
 * Team schedules, read only for now (spec §7; writes come with a later issue): the items of a team
 * that overlap an inclusive range of Seoul calendar days, with attendance counts and the caller's
 * own answer.
 */
import { and, asc, eq, gt, gte, lt, or, sql } from 'drizzle-orm';
import type { Schedule } from '#contract/schedules.ts';
import { scheduleAttendance, schedules } from '../db/schema.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import type { AppDeps } from './deps.ts';
import { teamGuards } from './team-access.ts';

export const maxScheduleRangeDays = 366;
const dayMs = 24 * 60 * 60 * 1000;

/** Midnight in Seoul (UTC+9, no daylight saving) at the start of a `YYYY-MM-DD` day, or null for no such day. */
export function seoulMidnight(date: string): Date | null {
  const at = new Date(`${date}T00:00:00+09:00`);
  // `2026-02-30` parses to March 2nd; a real day reads back the same.
  if (Number.isNaN(at.getTime()) || new Date(at.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10) !== date) return null;
  return at;
}

/** The schedule read endpoint of the table. */
export function scheduleEndpoints({ db }: AppDeps): Implementation[] {
  const guards = teamGuards(db);

  return [
    implement('listSchedules', async (_c, { params, query, userId }) => {
      await guards.requireMember(userId, params.id);
      const from = seoulMidnight(query.startDate);
      if (!from) throw new ApiError('BAD_REQUEST', [{ field: 'startDate', message: '존재하지 않는 날짜입니다.' }]);
      const toDay = seoulMidnight(query.endDate);
      if (!toDay) throw new ApiError('BAD_REQUEST', [{ field: 'endDate', message: '존재하지 않는 날짜입니다.' }]);
      if (toDay < from) throw new ApiError('BAD_REQUEST', [{ field: 'endDate', message: '종료일은 시작일과 같거나 그 뒤여야 합니다.' }]);
      const days = Math.round((toDay.getTime() - from.getTime()) / dayMs) + 1;
      if (days > maxScheduleRangeDays) {
        throw new ApiError('BAD_REQUEST', [{ field: 'endDate', message: `조회 기간은 ${maxScheduleRangeDays}일 이내여야 합니다.` }]);
      }
      const until = new Date(toDay.getTime() + dayMs);

      const answers = (answer: string) => sql<number>`count(*) filter (where ${scheduleAttendance.answer} = ${answer})`.mapWith(Number);
      const rows = await db.select({
        id: schedules.id, teamId: schedules.teamId, title: schedules.title, kind: schedules.kind, startAt: schedules.startAt,
        endAt: schedules.endAt, place: schedules.place, note: schedules.note, matchId: schedules.matchId,
        attend: answers('ATTEND'), absent: answers('ABSENT'), undecided: answers('UNDECIDED'),
        myAnswer: sql<Schedule['attendance']['myAnswer']>`max(${scheduleAttendance.answer}) filter (where ${scheduleAttendance.userId} = ${userId})`,
      }).from(schedules)
        .leftJoin(scheduleAttendance, eq(scheduleAttendance.scheduleId, schedules.id))
        // Overlaps [from, until): starts before the range ends and ends after it starts (or starts at its very start).
        .where(and(eq(schedules.teamId, params.id), lt(schedules.startAt, until), or(gt(schedules.endAt, from), gte(schedules.startAt, from))))
        .groupBy(schedules.id)
        .orderBy(asc(schedules.startAt), asc(schedules.id));
      return rows.map(({ attend, absent, undecided, myAnswer, startAt, endAt, ...item }) => ({
        ...item, startAt: startAt.toISOString(), endAt: endAt.toISOString(), attendance: { attend, absent, undecided, myAnswer: myAnswer ?? null },
      }) satisfies Schedule);
    }),
  ];
}
