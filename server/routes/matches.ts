/**
 * Matches (issue "Matches and lineups"): registering and deleting a match, a team's match list, and
 * the reads of one match (score, players, history, summary, memo). Any member of either team reads;
 * a TEAM_ADMIN of either team registers and deletes. Lineup writes live in lineups.ts.
 */
import { eq, inArray } from 'drizzle-orm';
import { matchEvents, matches, matchUsers, teams } from '../db/schema.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { requireMatchAdmin, requireMatchMember, rolesIn } from '../matches/access.ts';
import { listTeamMatches, matchDetail, matchHistory, matchPlayers, matchScore, matchSummary } from '../matches/queries.ts';
import type { AppDeps } from './deps.ts';
import { teamGuards } from './team-access.ts';

const kstOffsetMs = 9 * 60 * 60 * 1000;
/** Today's date in Seoul (where the matches are played), by the server's clock. */
export const seoulToday = (now: Date) => new Date(now.getTime() + kstOffsetMs).toISOString().slice(0, 10);
/** `HH:mm` and `HH:mm:ss` alike, for comparing and storing. */
const withSeconds = (time: string) => (time.length === 5 ? `${time}:00` : time);
const validHalf = (minutes: number) => Number.isInteger(minutes) && minutes >= 1 && minutes <= 45;

/** The match endpoints of the table. */
export function matchEndpoints({ db, clock }: AppDeps): Implementation[] {
  const guards = teamGuards(db);
  return [
    implement('createMatch', async (_c, { body, userId }) => {
      if (body.homeTeamId === body.awayTeamId) throw new ApiError('SAME_TEAM_ERROR');
      const found = await db.select({ id: teams.id }).from(teams).where(inArray(teams.id, [body.homeTeamId, body.awayTeamId]));
      if (found.length !== 2) throw new ApiError('NOTFOUND_TEAM');
      // The other side may be any team (a temporary opponent included); the caller runs one of the two.
      const roles = await rolesIn(db, userId, [body.homeTeamId, body.awayTeamId]);
      if (![...roles.values()].includes('TEAM_ADMIN')) throw new ApiError('NOT_TEAM_ADMIN');
      const now = clock.now();
      if (body.matchDate < seoulToday(now)) throw new ApiError('INVALID_DATE');
      const start = withSeconds(body.plannedStartTime);
      const end = withSeconds(body.plannedEndTime);
      if (end <= start) throw new ApiError('TIME_ORDER_INVALID');
      // The schema refuses these first (400 naming the field); kept for callers that bypass it.
      if (!validHalf(body.firstHalfPeriod) || !validHalf(body.secondHalfPeriod)) throw new ApiError('INVALID_HALF_PERIOD');
      const [created] = await db.insert(matches).values({
        title: body.title, homeTeamId: body.homeTeamId, awayTeamId: body.awayTeamId, matchType: body.matchType, matchState: 'SCHEDULED',
        stadium: body.stadium, matchDate: body.matchDate, plannedStartTime: start, plannedEndTime: end,
        firstHalfPeriod: body.firstHalfPeriod, secondHalfPeriod: body.secondHalfPeriod, mainRefereeName: body.mainRefereeName,
        assistantReferee1: body.assistantReferee1, assistantReferee2: body.assistantReferee2, fourthReferee: body.fourthReferee,
        createdBy: userId, createdAt: now,
      }).returning({ id: matches.id });
      return { id: created.id };
    }),

    implement('getMatch', async (_c, { params, userId }) => {
      const { match } = await requireMatchMember(db, userId, params.id);
      return matchDetail(db, match, clock.now());
    }),

    implement('deleteMatch', async (_c, { params, userId }) => {
      await db.transaction(async (tx) => {
        const { match } = await requireMatchAdmin(tx, userId, params.id, { forUpdate: true });
        if (match.matchState !== 'SCHEDULED') throw new ApiError('MATCH_ALREADY_STARTED');
        await tx.delete(matchEvents).where(eq(matchEvents.matchId, match.id));
        await tx.delete(matchUsers).where(eq(matchUsers.matchId, match.id));
        await tx.delete(matches).where(eq(matches.id, match.id));
      });
      return null;
    }),

    implement('listTeamMatches', async (_c, { params, query, userId }) => {
      // A team route: the same checks in the same order as every other (team-access.ts), a PENDING person included.
      await guards.requireMember(userId, params.id);
      return listTeamMatches(db, params.id, query);
    }),

    implement('getMatchScore', async (_c, { params, userId }) => {
      const { match } = await requireMatchMember(db, userId, params.id);
      return matchScore(db, match);
    }),

    implement('getMatchPlayers', async (_c, { params, userId }) => {
      const { match } = await requireMatchMember(db, userId, params.id);
      return matchPlayers(db, match);
    }),

    implement('getMatchHistory', async (_c, { params, userId }) => {
      const { match } = await requireMatchMember(db, userId, params.id);
      return matchHistory(db, match);
    }),

    implement('getMatchSummary', async (_c, { params, userId }) => {
      const { match } = await requireMatchMember(db, userId, params.id);
      return matchSummary(db, match);
    }),

    implement('getMatchMemo', async (_c, { params, userId }) => {
      const { match } = await requireMatchMember(db, userId, params.id);
      return { matchId: match.id, memo: match.memo };
    }),
  ];
}
