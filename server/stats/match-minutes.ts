/**
 * `GET /api/v1/matches/{id}/minutes` (decision 055): every lineup player's minutes in one match by the
 * one rule (machines/match.minutes.ts, decision 055), to the server's now while a half is played.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { MatchPlayer } from '#contract/matches.ts';
import type { MatchMinutes, MatchPlayerMinutes } from '#contract/stats.ts';
import { clockMovingTypes, matchMinutes, type MinutesMatch } from '#machines/match.minutes.ts';
import type { DbOrTx } from '../db/client.ts';
import { matchEvents } from '../db/schema.ts';
import type { MatchRow } from '../matches/access.ts';
import { matchPlayers } from '../matches/queries.ts';

const ms = (d: Date | null) => (d === null ? null : d.getTime());

/** What the minutes rule needs of a stored match. */
export function minutesMatchOf(
  m: Pick<MatchRow, 'matchState' | 'firstHalfPeriod' | 'secondHalfPeriod' | 'firstHalfStartAt' | 'firstHalfEndAt' | 'secondHalfStartAt' | 'secondHalfEndAt'>,
): MinutesMatch {
  return {
    matchState: m.matchState,
    firstHalfPeriod: m.firstHalfPeriod,
    secondHalfPeriod: m.secondHalfPeriod,
    firstHalfStartMs: ms(m.firstHalfStartAt),
    firstHalfEndMs: ms(m.firstHalfEndAt),
    secondHalfStartMs: ms(m.secondHalfStartAt),
    secondHalfEndMs: ms(m.secondHalfEndAt),
  };
}

export async function matchMinutesOf(db: DbOrTx, match: MatchRow, nowMs: number): Promise<MatchMinutes> {
  const lineups = await matchPlayers(db, match);
  const rows = await db
    .select({ id: matchEvents.id, matchUserId: matchEvents.matchUserId, eventType: matchEvents.eventType, createdAt: matchEvents.createdAt })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, match.id), inArray(matchEvents.eventType, clockMovingTypes)));
  const events = rows.map((r) => ({ id: r.id, matchUserId: r.matchUserId, eventType: r.eventType, atMs: r.createdAt.getTime() }));
  const side = (teamId: number, players: MatchPlayer[]) => {
    const minutes = matchMinutes(
      minutesMatchOf(match),
      players.map((p) => ({ matchUserId: p.id, role: p.role })),
      events,
      nowMs,
    );
    return {
      teamId,
      players: players.map((p, i): MatchPlayerMinutes => ({
        matchUserId: p.id,
        userId: p.userId,
        name: p.name,
        number: p.number,
        started: minutes[i]!.started,
        appeared: minutes[i]!.appeared,
        minutes: minutes[i]!.minutes,
      })),
    };
  };
  return {
    matchId: match.id,
    matchState: match.matchState,
    home: side(match.homeTeamId, [...lineups.homeTeam.starters, ...lineups.homeTeam.substitutes]),
    away: side(match.awayTeamId, [...lineups.awayTeam.starters, ...lineups.awayTeam.substitutes]),
  };
}
