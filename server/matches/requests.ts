/**
 * Match requests (decision 029): registering a match decides its owner and whether the other team must
 * agree; the invited team's admin accepts or declines. The rules are machines/match.ownership.ts.
 */
import { eq, inArray } from 'drizzle-orm';
import type { MatchRequestState } from '#contract/enums.ts';
import type { Match } from '#contract/matches.ts';
import { answerRefusal, ownerAtCreation, requestStateAtCreation } from '#machines/match.ownership.ts';
import { matches, teams } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { appendLiveMessage } from '../live/log.ts';
import { accessTo, findMatch, ownedMatch, refuseWith, rolesIn } from './access.ts';
import type { DbOrTx } from '../db/client.ts';
import { matchDetail } from './queries.ts';
import { syncMatchSchedule } from '../schedules/match-items.ts';

/**
 * Who owns a match being registered between `homeTeamId` and `awayTeamId`, and its request state:
 * 404 5002 for an unknown team, 403 5006 when the caller administers no registered team of the two.
 */
export async function ownershipAtCreation(
  handle: DbOrTx,
  userId: number,
  homeTeamId: number,
  awayTeamId: number,
): Promise<{ ownerTeamId: number; requestState: MatchRequestState }> {
  const found = await handle
    .select({ id: teams.id, isTemp: teams.isTemp })
    .from(teams)
    .where(inArray(teams.id, [homeTeamId, awayTeamId]));
  const home = found.find((t) => t.id === homeTeamId);
  const away = found.find((t) => t.id === awayTeamId);
  if (!home || !away) throw new ApiError('NOTFOUND_TEAM');
  const roleOf = await rolesIn(handle, userId, [homeTeamId, awayTeamId]);
  const roles = { home: roleOf.get(homeTeamId) ?? null, away: roleOf.get(awayTeamId) ?? null };
  const teamsOf = { homeTeamId, awayTeamId, homeTeamIsTemp: home.isTemp, awayTeamIsTemp: away.isTemp };
  const ownerTeamId = ownerAtCreation(teamsOf, roles);
  if (ownerTeamId === null) throw new ApiError('NOT_TEAM_ADMIN');
  return { ownerTeamId, requestState: requestStateAtCreation({ ...teamsOf, ownerTeamId }, roles) };
}

/**
 * `POST /matches/{id}/accept|decline`: only the invited team's admin, only from PENDING. Answers the
 * updated match and its `match.changed` message (the owner's open screens learn the answer live).
 */
export async function answerMatchRequest(
  tx: DbOrTx,
  { userId, matchId, answer, now }: { userId: number; matchId: number; answer: 'ACCEPTED' | 'DECLINED'; now: Date },
) {
  const access = await accessTo(tx, userId, await findMatch(tx, matchId, { forUpdate: true }));
  refuseWith(answerRefusal(ownedMatch(access), access));
  const [updated] = await tx.update(matches).set({ requestState: answer, requestAnsweredAt: now }).where(eq(matches.id, matchId)).returning();
  // Accepted: on the invited team's calendar too; declined: on nobody's (decision 032).
  await syncMatchSchedule(tx, matchId, now);
  const detail: Match = await matchDetail(tx, updated, now);
  const { message } = await appendLiveMessage(tx, matchId, { type: 'match.changed', matchState: updated.matchState, match: detail }, now);
  return { matchId, result: detail, message };
}
