/**
 * A match's result as the team statistics count it (docs/domain.md §5.8, with its quirk fixed): a
 * side's goals are its GOAL rows plus the other side's OWN_GOAL rows (the old summary ignored own
 * goals), and only a FINISHED match of the team (decision 029's visibility) is a result.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { MatchResult } from '#contract/enums.ts';
import { matches } from '../db/schema.ts';
import { matchOfTeam } from './visibility.ts';

// Written with qualified names: inside a correlated subquery an unqualified "id" would be the event's.
export const homeScore = sql<number>`(select count(*) from "match_events" as "e" where "e"."match_id" = "matches"."id" and (
  ("e"."event_type" = 'GOAL' and "e"."team_id" = "matches"."home_team_id") or ("e"."event_type" = 'OWN_GOAL' and "e"."team_id" = "matches"."away_team_id")))`.mapWith(
  Number,
);
export const awayScore = sql<number>`(select count(*) from "match_events" as "e" where "e"."match_id" = "matches"."id" and (
  ("e"."event_type" = 'GOAL' and "e"."team_id" = "matches"."away_team_id") or ("e"."event_type" = 'OWN_GOAL' and "e"."team_id" = "matches"."home_team_id")))`.mapWith(
  Number,
);

/** The team's finished matches: its results. */
export const finishedOf = (teamId: number): SQL => and(matchOfTeam(teamId), eq(matches.matchState, 'FINISHED'))!;

/** The result from one side's point of view. */
export function resultFor(own: number, other: number): MatchResult {
  return own > other ? 'WIN' : own < other ? 'LOSE' : 'DRAW';
}
