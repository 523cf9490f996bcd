/**
 * A team's matches on its calendar (decision 032): each registered team that has the match as its own
 * (matches/visibility.ts: it registered it, or accepted the request) gets one schedule item of kind
 * MATCH linked by `match_id`, so the match shows in the schedule list, 다가오는 일정 and the calendar
 * feed, and takes attendance answers like any item. A temporary team has no calendar to speak of, and a
 * declined request is no match to plan for: neither gets one.
 *
 * Kept in step by the writes that change who sees a match: registering (createMatch), answering a
 * request (accept adds the invited team's item, decline removes every item) and deleting the match
 * (its items and their answers go first). Matches are not edited after registering, so the time and
 * place copied here stay true.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { matches, schedules, teams } from '../db/schema.ts';
import type { DbOrTx } from '../db/client.ts';
import { seoulInstant } from '#contract/seoul-time.ts';

/** The registered teams whose calendar shows the match now. */
export function calendarTeamsOf(
  match: { ownerTeamId: number; homeTeamId: number; awayTeamId: number; requestState: string },
  tempTeamIds: ReadonlySet<number>,
): number[] {
  if (match.requestState === 'DECLINED') return [];
  const sides = match.requestState === 'ACCEPTED' ? [match.homeTeamId, match.awayTeamId] : [match.ownerTeamId];
  return sides.filter((id) => !tempTeamIds.has(id));
}

/**
 * Brings the match's schedule items in line with the match (call inside the writing transaction): an
 * item for each team whose calendar shows it (an existing linked item is reused, its note and
 * answers kept), none for the others.
 */
export async function syncMatchSchedule(tx: DbOrTx, matchId: number, now: Date): Promise<void> {
  const [match] = await tx.select().from(matches).where(eq(matches.id, matchId));
  if (!match) return;
  const temp = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(inArray(teams.id, [match.homeTeamId, match.awayTeamId]), eq(teams.isTemp, true)));
  const wanted = calendarTeamsOf(match, new Set(temp.map((t) => t.id)));
  const existing = await tx.select({ id: schedules.id, teamId: schedules.teamId }).from(schedules).where(eq(schedules.matchId, matchId));

  const stale = existing.filter((s) => !wanted.includes(s.teamId)).map((s) => s.id);
  // Their attendance answers go with them (ON DELETE CASCADE).
  if (stale.length > 0) await tx.delete(schedules).where(inArray(schedules.id, stale));
  const fields = {
    title: match.title,
    kind: 'MATCH' as const,
    place: match.stadium,
    matchId,
    startAt: seoulInstant(match.matchDate, match.plannedStartTime),
    endAt: seoulInstant(match.matchDate, match.plannedEndTime),
  };
  const missing = wanted.filter((teamId) => !existing.some((s) => s.teamId === teamId));
  if (missing.length > 0) await tx.insert(schedules).values(missing.map((teamId) => ({ ...fields, teamId, note: null, createdAt: now })));
}

/** Before a match is deleted: its schedule items (and their answers) go, rather than stay as a MATCH item of nothing. */
export async function removeMatchSchedule(tx: DbOrTx, matchId: number): Promise<void> {
  await tx.delete(schedules).where(eq(schedules.matchId, matchId));
}
