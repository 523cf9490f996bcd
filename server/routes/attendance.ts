/**
 * Attendance on schedule items: every member answers 참석 / 불참 / 미정 for themselves and may change
 * the answer until the item starts (by the server's clock); everyone sees who answered what, team
 * admins also see who has not answered yet. A match's answers are read by the match too: the lineup
 * editor lists 참석 first and marks 불참 (decision 056).
 */
import { sql } from 'drizzle-orm';
import { isForeignKeyViolation } from '../db/errors.ts';
import { scheduleAttendance } from '../db/schema.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { findMatch, sideOf } from '../matches/access.ts';
import { readAnswers, readMatchAnswers, readNotAnswered } from '../schedules/attendance.ts';
import { readSchedule } from '../schedules/rows.ts';
import type { AppDeps } from './deps.ts';
import { teamGuards } from '../teams/access.ts';

export function attendanceEndpoints({ db, clock }: AppDeps): Implementation[] {
  const guards = teamGuards(db);

  return [
    implement('getScheduleAttendance', async (_c, { params, userId }) => {
      const access = await guards.requireMember(userId, params.id);
      const item = await readSchedule(db, userId, params.id, params.scheduleId);
      return {
        scheduleId: item.id,
        answers: await readAnswers(db, params.id, item.id),
        notAnswered: access.role === 'TEAM_ADMIN' ? await readNotAnswered(db, params.id, item.id) : null,
      };
    }),

    implement('getMatchAttendance', async (_c, { params, userId }) => {
      await guards.requireMember(userId, params.id);
      // A match the team does not play in is not found here, whether or not it exists.
      const match = await findMatch(db, params.matchId);
      if (sideOf(match, params.id) === null) throw new ApiError('NOTFOUND_MATCH');
      return readMatchAnswers(db, params.id, match.id);
    }),

    implement('answerAttendance', async (_c, { params, body, userId }) => {
      await guards.requireMember(userId, params.id);
      const item = await readSchedule(db, userId, params.id, params.scheduleId);
      const now = clock.now();
      // From its start on, the answers are the record of who came: no more changes.
      if (now.getTime() >= new Date(item.startAt).getTime()) throw new ApiError('ATTENDANCE_CLOSED');
      try {
        await db
          .insert(scheduleAttendance)
          .values({ scheduleId: item.id, userId, answer: body.answer, answeredAt: now })
          .onConflictDoUpdate({
            target: [scheduleAttendance.scheduleId, scheduleAttendance.userId],
            // The same answer again keeps its time: the list orders by who answered first.
            set: {
              answer: body.answer,
              answeredAt: sql`case when ${scheduleAttendance.answer} = excluded.answer then ${scheduleAttendance.answeredAt} else excluded.answered_at end`,
            },
          });
      } catch (error) {
        // Deleted by an admin between the read above and this write.
        if (isForeignKeyViolation(error)) throw new ApiError('NOTFOUND_SCHEDULE');
        throw error;
      }
      return readSchedule(db, userId, params.id, item.id);
    }),
  ];
}
