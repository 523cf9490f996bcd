/**
 * Which matches count as a team's own in lists, results and statistics (decision 029): a match the
 * team registered, in any request state (its owner marks it 수락 대기 / 거절됨), and a match another
 * team registered against it only once it has accepted. Until then the invited team sees it only as
 * a request (`GET /teams/{id}/match-requests`).
 */
import { and, eq, or, type SQL } from 'drizzle-orm';
import { matches } from '../db/schema.ts';

/** The team plays in the match. */
export const playsIn = (teamId: number): SQL => or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId))!;

/** The team plays in the match and the match is the team's business: it owns it, or accepted it. */
export const matchOfTeam = (teamId: number): SQL => and(playsIn(teamId), or(eq(matches.ownerTeamId, teamId), eq(matches.requestState, 'ACCEPTED')))!;
