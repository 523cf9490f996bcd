/**
 * What a match's event rows add up to (domain-facts §3.4, §3.5, §3.7), as pure functions over rows
 * already read, so the list, the score, the players, the history and the summary agree.
 *
 * Every row counts, derived ones included: a GOAL's SHOT and VALID_SHOT children are its shots, a
 * card's WARNING and FOUL children are its warning and foul (the card row itself counts only as a
 * card). An OWN_GOAL is a goal for the OPPONENT and an own goal of the scorer's team.
 */
import type { HalfType, MatchEventType } from '#contract/enums.ts';
import type { ScoreCounts } from '#contract/matches.ts';

export interface CountedEvent {
  teamId: number;
  eventType: MatchEventType;
}

export const emptyCounts = (): ScoreCounts => ({
  goalCount: 0, shotCount: 0, validShotCount: 0, cornerKickCount: 0, offsideCount: 0, foulCount: 0, warningCount: 0, ownGoalCount: 0,
});

const counterOf: Partial<Record<MatchEventType, keyof ScoreCounts>> = {
  GOAL: 'goalCount', SHOT: 'shotCount', VALID_SHOT: 'validShotCount', CORNER_KICK: 'cornerKickCount',
  OFFSIDE: 'offsideCount', FOUL: 'foulCount', WARNING: 'warningCount', OWN_GOAL: 'ownGoalCount',
};

/** Both teams' counters from a match's rows (rows of other teams are ignored). */
export function scoreOf(events: Iterable<CountedEvent>, homeTeamId: number, awayTeamId: number): { home: ScoreCounts; away: ScoreCounts } {
  const home = emptyCounts();
  const away = emptyCounts();
  const of = (teamId: number) => (teamId === homeTeamId ? home : teamId === awayTeamId ? away : null);
  for (const event of events) {
    const own = of(event.teamId);
    if (!own) continue;
    const counter = counterOf[event.eventType];
    if (counter) own[counter] += 1;
    if (event.eventType === 'OWN_GOAL') (own === home ? away : home).goalCount += 1;
  }
  return { home, away };
}

/** The per-player counters of domain-facts §3.5. */
export interface PlayerCounters {
  goals: number;
  ownGoals: number;
  assists: number;
  yellowCards: number;
  redCards: number;
  caution: number;
  sentOff: boolean;
  subIn: boolean;
  subOut: boolean;
}

/** A match-user's counters from the number of its rows of each type. */
export function playerCounters(countByType: ReadonlyMap<MatchEventType, number> | undefined): PlayerCounters {
  const n = (type: MatchEventType) => countByType?.get(type) ?? 0;
  const yellowCards = n('YELLOW_CARD');
  const redCards = n('RED_CARD');
  return {
    goals: n('GOAL'), ownGoals: n('OWN_GOAL'), assists: n('ASSIST'), yellowCards, redCards, caution: n('WARNING'),
    sentOff: yellowCards >= 2 || redCards >= 1, subIn: n('SUB_IN') > 0, subOut: n('SUB_OUT') > 0,
  };
}

export interface HalfInstants {
  firstHalfStartAt: Date | null;
  secondHalfStartAt: Date | null;
}

/**
 * The half an event belongs to and the whole minutes since that half began, both from the
 * server's instants (domain-facts §3.7 with both halves on the server clock): the second half
 * from its start on, the first half before; floored, never negative, uncapped (stoppage shows 47).
 * Before kick-off has an instant, the row's stored values stand.
 */
export function eventMinute(createdAt: Date, match: HalfInstants, stored: { halfType: HalfType; elapsedMinutes: number }): { halfType: HalfType; elapsedMinutes: number } {
  const second = match.secondHalfStartAt;
  const inSecond = second !== null && createdAt.getTime() >= second.getTime();
  const start = inSecond ? second : match.firstHalfStartAt;
  if (!start) return stored;
  const minutes = Math.floor((createdAt.getTime() - start.getTime()) / 60_000);
  return { halfType: inSecond ? 'SECOND_HALF' : 'FIRST_HALF', elapsedMinutes: Math.max(0, minutes) };
}
