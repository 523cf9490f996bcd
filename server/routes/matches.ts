/**
 * Matches (issue "Matches and lineups", decision 029): registering and deleting a match, match
 * requests and their answers, a team's match list, and the reads of one match (score, players,
 * history, summary, memo). Any member of either team reads (the invited team once it accepted); the
 * admin of a registered team registers, and its team owns the match: only it deletes. Lineup writes
 * live in lineups.ts.
 */
import { eq } from 'drizzle-orm';
import { deleteRefusal } from '#machines/match.ownership.ts';
import { matchEvents, matches, matchUsers } from '../db/schema.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { livePositionHeader } from '#contract/matches.ts';
import { seoulDate } from '#contract/seoul-time.ts';
import { accessTo, findMatch, ownedMatch, refuseWith, requireMatchMember } from '../matches/access.ts';
import { listMatchRequests, listTeamMatches, matchDetail, matchHistory, matchPlayers, matchScore, matchSummary } from '../matches/queries.ts';
import { answerMatchRequest, ownershipAtCreation } from '../matches/requests.ts';
import { removeMatchSchedule, syncMatchSchedule } from '../schedules/match-items.ts';
import { currentSeq, notifyShareChanged } from '../live/log.ts';
import type { Context } from 'hono';
import type { AppDeps } from './deps.ts';
import { teamGuards } from '../teams/access.ts';

/** `HH:mm` and `HH:mm:ss` alike, for comparing and storing. */
const withSeconds = (time: string) => (time.length === 5 ? `${time}:00` : time);
const validHalf = (minutes: number) => Number.isInteger(minutes) && minutes >= 1 && minutes <= 45;

/** The match endpoints of the table. */
/**
 * A read of a match's state says how far its live log had got (header `Live-Seq`, decision 037): a
 * client that then opens the stream and is told `ready` at the same position knows it missed nothing
 * and need not read again. The position is taken before the read (the access check reads the match
 * row too), so the answer is at least that new; it is sent only with an answer the caller may see.
 */
async function atLivePosition<T>(c: Context, db: AppDeps['db'], matchId: number, read: () => Promise<T>): Promise<T> {
  const seq = await currentSeq(db, matchId);
  const answer = await read();
  c.header(livePositionHeader, String(seq));
  return answer;
}

export function matchEndpoints({ db, clock }: AppDeps): Implementation[] {
  const guards = teamGuards(db);
  return [
    implement('createMatch', async (_c, { body, userId }) => {
      if (body.homeTeamId === body.awayTeamId) throw new ApiError('SAME_TEAM_ERROR');
      // The other side may be any team (a temporary opponent included); the caller runs a registered one
      // of the two, which owns the match. Against another registered team it is a request until accepted.
      const { ownerTeamId, requestState } = await ownershipAtCreation(db, userId, body.homeTeamId, body.awayTeamId);
      const now = clock.now();
      if (body.matchDate < seoulDate(now)) throw new ApiError('INVALID_DATE');
      const start = withSeconds(body.plannedStartTime);
      const end = withSeconds(body.plannedEndTime);
      if (end <= start) throw new ApiError('TIME_ORDER_INVALID');
      // The schema refuses these first (400 naming the field); kept for callers that bypass it.
      if (!validHalf(body.firstHalfPeriod) || !validHalf(body.secondHalfPeriod)) throw new ApiError('INVALID_HALF_PERIOD');
      // With its schedule items (decision 032): the match is on the calendar of the team that registered it.
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(matches)
          .values({
            title: body.title,
            homeTeamId: body.homeTeamId,
            awayTeamId: body.awayTeamId,
            matchType: body.matchType,
            matchState: 'SCHEDULED',
            stadium: body.stadium,
            matchDate: body.matchDate,
            plannedStartTime: start,
            plannedEndTime: end,
            firstHalfPeriod: body.firstHalfPeriod,
            secondHalfPeriod: body.secondHalfPeriod,
            mainRefereeName: body.mainRefereeName,
            assistantReferee1: body.assistantReferee1,
            assistantReferee2: body.assistantReferee2,
            fourthReferee: body.fourthReferee,
            createdBy: userId,
            createdAt: now,
            ownerTeamId,
            requestState,
          })
          .returning({ id: matches.id });
        await syncMatchSchedule(tx, row.id, now);
        return row;
      });
      return { id: created.id };
    }),

    implement('getMatch', (c, { params, userId }) =>
      atLivePosition(c, db, params.id, async () => {
        const { match } = await requireMatchMember(db, userId, params.id);
        return matchDetail(db, match, clock.now());
      }),
    ),

    // Only the owner's admins; a match both registered teams keep records of only before kick-off, so
    // one side's act never wipes the other's records. Against a temporary team, in any state.
    implement('deleteMatch', async (_c, { params, userId }) => {
      await db.transaction(async (tx) => {
        const access = await accessTo(tx, userId, await findMatch(tx, params.id, { forUpdate: true }));
        refuseWith(deleteRefusal(ownedMatch(access), access));
        const { match } = access;
        await removeMatchSchedule(tx, match.id);
        // Its public link goes with it (cascade); the streams opened through the link end at once (decision 057).
        await notifyShareChanged(tx, match.id);
        await tx.delete(matchEvents).where(eq(matchEvents.matchId, match.id));
        await tx.delete(matchUsers).where(eq(matchUsers.matchId, match.id));
        await tx.delete(matches).where(eq(matches.id, match.id));
      });
      return null;
    }),

    implement('listMatchRequests', async (_c, { params, userId }) => {
      await guards.requireAdmin(userId, params.id);
      return listMatchRequests(db, params.id);
    }),

    implement(
      'acceptMatchRequest',
      async (_c, { params, userId }) =>
        (await db.transaction((tx) => answerMatchRequest(tx, { userId, matchId: params.id, answer: 'ACCEPTED', now: clock.now() }))).result,
    ),

    implement(
      'declineMatchRequest',
      async (_c, { params, userId }) =>
        (await db.transaction((tx) => answerMatchRequest(tx, { userId, matchId: params.id, answer: 'DECLINED', now: clock.now() }))).result,
    ),

    implement('listTeamMatches', async (_c, { params, query, userId }) => {
      // A team route: the same checks in the same order as every other (server/teams/access.ts), a PENDING person included.
      await guards.requireMember(userId, params.id);
      return listTeamMatches(db, params.id, query);
    }),

    implement('getMatchScore', (c, { params, userId }) =>
      atLivePosition(c, db, params.id, async () => {
        const { match } = await requireMatchMember(db, userId, params.id);
        return matchScore(db, match);
      }),
    ),

    implement('getMatchPlayers', (c, { params, userId }) =>
      atLivePosition(c, db, params.id, async () => {
        const { match } = await requireMatchMember(db, userId, params.id);
        return matchPlayers(db, match);
      }),
    ),

    implement('getMatchHistory', (c, { params, userId }) =>
      atLivePosition(c, db, params.id, async () => {
        const { match } = await requireMatchMember(db, userId, params.id);
        return matchHistory(db, match);
      }),
    ),

    implement('getMatchSummary', (c, { params, userId }) =>
      atLivePosition(c, db, params.id, async () => {
        const { match } = await requireMatchMember(db, userId, params.id);
        return matchSummary(db, match);
      }),
    ),

    implement('getMatchMemo', (c, { params, userId }) =>
      atLivePosition(c, db, params.id, async () => {
        const { match } = await requireMatchMember(db, userId, params.id);
        return { matchId: match.id, memo: match.memo };
      }),
    ),
  ];
}
