/**
 * Team schedules (docs/product.md §7.6; issue "Notices, schedules and attendance"): any member lists the items
 * that overlap an inclusive range of Seoul calendar days and reads one; team admins create, edit
 * and delete them. Editing keeps the members' attendance answers; deleting removes them with the
 * item. Attendance is in routes/attendance.ts, the calendar feed in routes/calendar-feed.ts.
 */
import { and, eq, gt, gte, lt, or } from 'drizzle-orm';
import { schedules } from '../db/schema.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { readSchedule, readSchedules } from '../schedules/rows.ts';
import { blankToNull, checkScheduleRules, parseInstant, type ScheduleFields } from '../schedules/rules.ts';
import type { AppDeps } from './deps.ts';
import { teamGuards } from '../teams/access.ts';

export const maxScheduleRangeDays = 366;
const dayMs = 24 * 60 * 60 * 1000;

/** Midnight in Seoul (UTC+9, no daylight saving) at the start of a `YYYY-MM-DD` day, or null for no such day. */
export function seoulMidnight(date: string): Date | null {
  const at = new Date(`${date}T00:00:00+09:00`);
  // `2026-02-30` parses to March 2nd; a real day reads back the same.
  if (Number.isNaN(at.getTime()) || new Date(at.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10) !== date) return null;
  return at;
}

/** The schedule endpoints of the table. */
export function scheduleEndpoints({ db, clock }: AppDeps): Implementation[] {
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
      // Overlaps [from, until): starts before the range ends and ends after it starts (or starts at its very start).
      return readSchedules(
        db,
        userId,
        and(eq(schedules.teamId, params.id), lt(schedules.startAt, until), or(gt(schedules.endAt, from), gte(schedules.startAt, from))),
      );
    }),

    implement('getSchedule', async (_c, { params, userId }) => {
      await guards.requireMember(userId, params.id);
      return readSchedule(db, userId, params.id, params.scheduleId);
    }),

    implement('createSchedule', async (_c, { params, body, userId }) => {
      await guards.requireAdmin(userId, params.id);
      const item: ScheduleFields = {
        title: body.title,
        kind: body.kind,
        startAt: parseInstant(body.startAt, 'startAt'),
        endAt: parseInstant(body.endAt, 'endAt'),
        place: blankToNull(body.place),
        note: blankToNull(body.note),
        matchId: body.matchId ?? null,
      };
      // A 자체전 comes with its settings: only its own call makes one (decision 079).
      if (item.kind === 'SCRIMMAGE') throw new ApiError('SCRIMMAGE_KIND_RESERVED');
      await checkScheduleRules(db, params.id, item);
      const [created] = await db
        .insert(schedules)
        .values({ ...item, teamId: params.id, createdAt: clock.now() })
        .returning({ id: schedules.id });
      return readSchedule(db, userId, params.id, created.id);
    }),

    implement('updateSchedule', async (_c, { params, body, userId }) => {
      await guards.requireAdmin(userId, params.id);
      const changes: Partial<ScheduleFields> = {};
      if (body.title !== undefined) changes.title = body.title;
      if (body.kind !== undefined) changes.kind = body.kind;
      if (body.startAt !== undefined) changes.startAt = parseInstant(body.startAt, 'startAt');
      if (body.endAt !== undefined) changes.endAt = parseInstant(body.endAt, 'endAt');
      if (body.place !== undefined) changes.place = blankToNull(body.place);
      if (body.note !== undefined) changes.note = blankToNull(body.note);
      if (body.matchId !== undefined) changes.matchId = body.matchId;
      await db.transaction(async (tx) => {
        // Locked, so two admins editing the start and the end at once cannot together break the order rule.
        const [stored] = await tx
          .select()
          .from(schedules)
          .where(and(eq(schedules.id, params.scheduleId), eq(schedules.teamId, params.id)))
          .for('update');
        if (!stored) throw new ApiError('NOTFOUND_SCHEDULE');
        // A 자체전's item keeps its kind, and no other item becomes one (decision 079).
        if (changes.kind !== undefined && changes.kind !== stored.kind && (changes.kind === 'SCRIMMAGE' || stored.kind === 'SCRIMMAGE')) {
          throw new ApiError('SCRIMMAGE_KIND_RESERVED');
        }
        await checkScheduleRules(tx, params.id, { ...stored, ...changes });
        // Only the item's own row changes: the attendance answers stay with it.
        if (Object.keys(changes).length > 0) await tx.update(schedules).set(changes).where(eq(schedules.id, stored.id));
      });
      return readSchedule(db, userId, params.id, params.scheduleId);
    }),

    implement('deleteSchedule', async (_c, { params, userId }) => {
      await guards.requireAdmin(userId, params.id);
      // The answers go with the item (ON DELETE CASCADE).
      const deleted = await db
        .delete(schedules)
        .where(and(eq(schedules.id, params.scheduleId), eq(schedules.teamId, params.id)))
        .returning({ id: schedules.id });
      if (deleted.length === 0) throw new ApiError('NOTFOUND_SCHEDULE');
      return null;
    }),
  ];
}
