/**
 * Who answered a schedule item and who has not. Only current members appear: an answer of someone
 * who left the team stays stored but is not shown (the same rule as the counts, schedules/rows.ts).
 * "Not answered" leaves out guest players (they never sign in, so they cannot answer) and people
 * who left the service.
 */
import { and, asc, eq, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { AttendanceMember, MatchAttendance, ScheduleAttendance } from '#contract/schedules.ts';
import { memberships, scheduleAttendance, schedules, users } from '../db/schema.ts';
import type { DbOrTx } from '../db/client.ts';

/** The order of the choices, 참석 · 불참 · 미정; within one choice, whoever answered first. */
const answerOrder = sql`case ${scheduleAttendance.answer} when 'ATTEND' then 0 when 'ABSENT' then 1 else 2 end`;

export async function readAnswers(handle: DbOrTx, teamId: number, scheduleId: number): Promise<ScheduleAttendance['answers']> {
  const rows = await handle
    .select({
      userId: users.id,
      name: users.name,
      profileImageUrl: users.profileImg,
      answer: scheduleAttendance.answer,
      answeredAt: scheduleAttendance.answeredAt,
    })
    .from(scheduleAttendance)
    .innerJoin(memberships, and(eq(memberships.userId, scheduleAttendance.userId), eq(memberships.teamId, teamId)))
    .innerJoin(users, eq(users.id, scheduleAttendance.userId))
    .where(eq(scheduleAttendance.scheduleId, scheduleId))
    .orderBy(answerOrder, asc(scheduleAttendance.answeredAt), asc(users.id));
  return rows.map((r) => ({ ...r, answeredAt: r.answeredAt.toISOString() }));
}

/** Current members who could answer and have not, by name. */
export async function readNotAnswered(handle: DbOrTx, teamId: number, scheduleId: number): Promise<AttendanceMember[]> {
  return handle
    .select({ userId: users.id, name: users.name, profileImageUrl: users.profileImg })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.teamId, teamId),
        isNull(users.withdrawnAt),
        ne(users.socialType, 'GUEST'),
        notExists(
          handle
            .select({ one: sql`1` })
            .from(scheduleAttendance)
            .where(and(eq(scheduleAttendance.scheduleId, scheduleId), eq(scheduleAttendance.userId, memberships.userId))),
        ),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}

/**
 * The answers to the team's item of a match (decision 032: one per team, made by the match writes; an
 * admin may have linked another by hand, so the oldest is the one), as the lineup editor orders by them.
 */
export async function readMatchAnswers(handle: DbOrTx, teamId: number, matchId: number): Promise<MatchAttendance> {
  const [item] = await handle
    .select({ id: schedules.id })
    .from(schedules)
    .where(and(eq(schedules.teamId, teamId), eq(schedules.matchId, matchId)))
    .orderBy(asc(schedules.id))
    .limit(1);
  if (!item) return { matchId, scheduleId: null, answers: [] };
  const answers = await readAnswers(handle, teamId, item.id);
  return { matchId, scheduleId: item.id, answers: answers.map(({ userId, answer }) => ({ userId, answer })) };
}
