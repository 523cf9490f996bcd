/**
 * One schedule item's presence (decision 092): the list an admin, the match's recorder or the 자체전's
 * runner confirms by taps, during or after the item. The lineup and the check-in count by themselves;
 * a confirmation replaces the last one's list, and its row says presence was taken even of nobody.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { PresenceLine, SchedulePresence } from '#contract/attendance.ts';
import type { Schedule } from '#contract/schedules.ts';
import { presenceSource } from '#machines/attendance.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { presenceChecks, presenceConfirmations } from '../db/schema-attendance.ts';
import { matches, memberships, scheduleAttendance, users } from '../db/schema.ts';
import { scrimmages } from '../db/schema-scrimmage.ts';
import { ApiError } from '../http/errors.ts';
import type { TeamAccess } from '../teams/access.ts';
import { isTaken, presenceOf } from './facts.ts';

/** Whether the caller may confirm an item's presence: a TEAM_ADMIN, the team's recorder of its match, or its 자체전's runner. */
export async function isPresenceTaker(handle: DbOrTx, access: TeamAccess, item: Pick<Schedule, 'matchId' | 'scrimmageId'>): Promise<boolean> {
  if (access.role === 'TEAM_ADMIN') return true;
  if (item.matchId !== null) {
    const [match] = await handle
      .select({ home: matches.homeTeamId, homeRecorder: matches.homeRecorderId, awayRecorder: matches.awayRecorderId })
      .from(matches)
      .where(eq(matches.id, item.matchId));
    if (match && (match.home === access.teamId ? match.homeRecorder : match.awayRecorder) === access.userId) return true;
  }
  if (item.scrimmageId !== null) {
    const [scrimmage] = await handle.select({ runnerId: scrimmages.runnerId }).from(scrimmages).where(eq(scrimmages.id, item.scrimmageId));
    if (scrimmage?.runnerId === access.userId) return true;
  }
  return false;
}

/** The item's list: every current member (and anyone present who is no longer one is left out: people who left are not shown). */
export async function readPresence(handle: DbOrTx, access: TeamAccess, item: Schedule, now: Date): Promise<SchedulePresence> {
  const [facts, members, answers, taker] = await Promise.all([
    presenceOf(handle, access.teamId, [item.id]).then((m) => m.get(item.id)!),
    handle
      .select({ userId: users.id, name: users.name })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.teamId, access.teamId), isNull(users.withdrawnAt))),
    handle
      .select({ userId: scheduleAttendance.userId, answer: scheduleAttendance.answer })
      .from(scheduleAttendance)
      .where(eq(scheduleAttendance.scheduleId, item.id)),
    isPresenceTaker(handle, access, item),
  ]);
  const answerOf = new Map(answers.map((a) => [a.userId, a.answer]));
  const people: PresenceLine[] = members
    .map((m) => ({ ...m, answer: answerOf.get(m.userId) ?? null, source: presenceSource(m.userId, facts) }))
    .sort((a, b) => Number(b.answer === 'ATTEND') - Number(a.answer === 'ATTEND') || a.name.localeCompare(b.name, 'ko') || a.userId - b.userId);
  return {
    scheduleId: item.id,
    taken: isTaken(facts),
    canConfirm: taker && now.getTime() >= new Date(item.startAt).getTime(),
    people,
  };
}

/** Stores a confirmation: who may, from the item's start, current members only (403 15001, 409 15002, 400 15003). */
export async function confirmPresence(db: Db, access: TeamAccess, item: Schedule, present: readonly number[], now: Date): Promise<void> {
  if (!(await isPresenceTaker(db, access, item))) throw new ApiError('NOT_PRESENCE_TAKER');
  if (now.getTime() < new Date(item.startAt).getTime()) throw new ApiError('PRESENCE_BEFORE_START');
  const people = [...new Set(present)];
  await db.transaction(async (tx) => {
    const found =
      people.length === 0
        ? []
        : await tx
            .select({ userId: memberships.userId })
            .from(memberships)
            .innerJoin(users, eq(users.id, memberships.userId))
            .where(and(eq(memberships.teamId, access.teamId), inArray(memberships.userId, people), isNull(users.withdrawnAt)));
    if (found.length !== people.length) throw new ApiError('PRESENT_NOT_MEMBER');
    await tx
      .insert(presenceChecks)
      .values({ scheduleId: item.id, confirmedBy: access.userId, confirmedAt: now })
      .onConflictDoUpdate({ target: presenceChecks.scheduleId, set: { confirmedBy: access.userId, confirmedAt: now } });
    await tx.delete(presenceConfirmations).where(eq(presenceConfirmations.scheduleId, item.id));
    if (people.length > 0) await tx.insert(presenceConfirmations).values(people.map((userId) => ({ scheduleId: item.id, userId })));
  });
}
