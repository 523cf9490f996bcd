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
const homeGoal = sql`("e"."event_type" = 'GOAL' and "e"."team_id" = "matches"."home_team_id")`;
const awayGoal = sql`("e"."event_type" = 'GOAL' and "e"."team_id" = "matches"."away_team_id")`;
const homeOwnGoal = sql`("e"."event_type" = 'OWN_GOAL' and "e"."team_id" = "matches"."home_team_id")`;
const awayOwnGoal = sql`("e"."event_type" = 'OWN_GOAL' and "e"."team_id" = "matches"."away_team_id")`;
const goalsOf = (goal: SQL, ownGoalOfTheOtherSide: SQL) =>
  sql<number>`(select count(*) from "match_events" as "e" where "e"."match_id" = "matches"."id" and (
  ${goal} or ${ownGoalOfTheOtherSide}))`.mapWith(Number);
export const homeScore = goalsOf(homeGoal, awayOwnGoal);
export const awayScore = goalsOf(awayGoal, homeOwnGoal);

/** The team's finished matches: its results. */
export const finishedOf = (teamId: number): SQL => and(matchOfTeam(teamId), eq(matches.matchState, 'FINISHED'))!;

/** The result from one side's point of view. */
export function resultFor(own: number, other: number): MatchResult {
  return own > other ? 'WIN' : own < other ? 'LOSE' : 'DRAW';
}
