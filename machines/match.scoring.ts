/**
 * The scoring rules of a match's event log, written once (decision 044): what a recorded event writes
 * and what the rows add up to. The server writes and counts with them (server/recording/events.ts,
 * server/matches/queries.ts); the record screen applies the same rows at once, before the server
 * answers, and the live stream's patches count with them (src/lib/live-stream.ts). So the screen is
 * never wrong until the answer: a second yellow is a red card there too.
 *
 * - A recorded event writes its own row and rows **derived** from it (children naming it as parent):
 *   a GOAL also a SHOT and a VALID_SHOT, a VALID_SHOT also a SHOT, a card a WARNING and a FOUL, and a
 *   player's second YELLOW_CARD also a RED_CARD: the player is sent off.
 * - Every row counts, derived ones included: a card row itself counts only as a card, its WARNING
 *   and FOUL are the team's warning and foul. An OWN_GOAL is the scorer's team's own goal and a goal
 *   of the opponent.
 * - A player is sent off by a red card or by two yellow cards.
 */
import type { MatchEventType } from '#contract/enums.ts';
import type { ScoreCounts } from '#contract/matches.ts';

export const emptyCounts = (): ScoreCounts => ({
  goalCount: 0,
  shotCount: 0,
  validShotCount: 0,
  cornerKickCount: 0,
  offsideCount: 0,
  foulCount: 0,
  warningCount: 0,
  ownGoalCount: 0,
});

/**
 * The rows an event writes after its own, in order. `priorYellowCards`: the player's yellow cards
 * before this event, or null for a team event (no player, so no one to send off).
 */
export function derivedTypes(eventType: MatchEventType, priorYellowCards: number | null): MatchEventType[] {
  switch (eventType) {
    case 'GOAL':
      return ['SHOT', 'VALID_SHOT'];
    case 'VALID_SHOT':
      return ['SHOT'];
    case 'YELLOW_CARD':
      return priorYellowCards !== null && priorYellowCards >= 1 ? ['WARNING', 'FOUL', 'RED_CARD'] : ['WARNING', 'FOUL'];
    case 'RED_CARD':
      return ['WARNING', 'FOUL'];
    default:
      return [];
  }
}

/** Whether the event sends its player off (a red card, or a second yellow); never a team event. */
export function sendsOff(eventType: MatchEventType, priorYellowCards: number | null): boolean {
  return priorYellowCards !== null && (eventType === 'RED_CARD' || derivedTypes(eventType, priorYellowCards).includes('RED_CARD'));
}

/** Which of its team's counters a row adds to (an OWN_GOAL also gives the opponent a goal). */
const scoreCounterOf: Partial<Record<MatchEventType, keyof ScoreCounts>> = {
  GOAL: 'goalCount',
  SHOT: 'shotCount',
  VALID_SHOT: 'validShotCount',
  CORNER_KICK: 'cornerKickCount',
  OFFSIDE: 'offsideCount',
  FOUL: 'foulCount',
  WARNING: 'warningCount',
  OWN_GOAL: 'ownGoalCount',
};

/** What counting needs of a row. */
export interface CountedRow {
  teamId: number;
  eventType: MatchEventType;
}

/** Both teams' counters, as the score read answers them. */
export interface TeamCounts {
  homeTeamId: number;
  awayTeamId: number;
  homeScore: ScoreCounts;
  awayScore: ScoreCounts;
}

/** `score` with `rows` added (sign 1) or taken away (sign −1): never below 0; rows of other teams are ignored. */
export function countRows<S extends TeamCounts>(score: S, rows: Iterable<CountedRow>, sign: 1 | -1 = 1): S {
  const home = { ...score.homeScore };
  const away = { ...score.awayScore };
  const bump = (counts: ScoreCounts, counter: keyof ScoreCounts) => {
    counts[counter] = Math.max(0, counts[counter] + sign);
  };
  for (const row of rows) {
    const own = row.teamId === score.homeTeamId ? home : row.teamId === score.awayTeamId ? away : null;
    if (!own) continue;
    const counter = scoreCounterOf[row.eventType];
    if (counter) bump(own, counter);
    if (row.eventType === 'OWN_GOAL') bump(own === home ? away : home, 'goalCount');
  }
  return { ...score, homeScore: home, awayScore: away };
}

/** Both teams' counters from a match's rows. */
export function scoreOf(rows: Iterable<CountedRow>, homeTeamId: number, awayTeamId: number): { home: ScoreCounts; away: ScoreCounts } {
  const { homeScore, awayScore } = countRows({ homeTeamId, awayTeamId, homeScore: emptyCounts(), awayScore: emptyCounts() }, rows);
  return { home: homeScore, away: awayScore };
}

/** A player's counters in a match (the players read answers them with the player). */
export interface PlayerTally {
  goals: number;
  ownGoals: number;
  assists: number;
  yellowCards: number;
  redCards: number;
  /** Warnings, a card's included. */
  caution: number;
  sentOff: boolean;
}

/** Which of a player's counters a row of theirs adds to. */
const playerCounterOf: Partial<Record<MatchEventType, Exclude<keyof PlayerTally, 'sentOff'>>> = {
  GOAL: 'goals',
  OWN_GOAL: 'ownGoals',
  ASSIST: 'assists',
  YELLOW_CARD: 'yellowCards',
  RED_CARD: 'redCards',
  WARNING: 'caution',
};

const isSentOff = ({ yellowCards, redCards }: Pick<PlayerTally, 'yellowCards' | 'redCards'>) => yellowCards >= 2 || redCards >= 1;

/** `player` with rows of theirs of these types added (sign 1) or taken away (sign −1): never below 0. */
export function countPlayerRows<P extends PlayerTally>(player: P, types: Iterable<MatchEventType>, sign: 1 | -1 = 1): P {
  const next = { ...player };
  for (const type of types) {
    const counter = playerCounterOf[type];
    if (counter) next[counter] = Math.max(0, next[counter] + sign);
  }
  next.sentOff = isSentOff(next);
  return next;
}

/** The counters of a player with this many rows of each type, and whether a substitution moved them. */
export function playerCounters(countByType: ReadonlyMap<MatchEventType, number> | undefined): PlayerTally & { subIn: boolean; subOut: boolean } {
  const n = (type: MatchEventType) => countByType?.get(type) ?? 0;
  const none: PlayerTally = { goals: 0, ownGoals: 0, assists: 0, yellowCards: 0, redCards: 0, caution: 0, sentOff: false };
  const types = [...(countByType ?? new Map<MatchEventType, number>())].flatMap(([type, count]) => Array<MatchEventType>(count).fill(type));
  return { ...countPlayerRows(none, types), subIn: n('SUB_IN') > 0, subOut: n('SUB_OUT') > 0 };
}

/** What counting a player's rows needs beyond the team's. */
type PlayerRow = CountedRow & { matchUserId: number | null };

/**
 * The rows that move the counters when `gone` leave the log and `added` join it: a row of the same
 * team, player and type on both sides moves nothing (the server's rows of a write replacing its
 * provisional ones). Empty both ways: nothing to count again, the counters keep their objects.
 */
export function netRows<R extends PlayerRow>(gone: readonly R[], added: readonly R[]): { taken: R[]; put: R[] } {
  const keyOf = (r: R) => `${r.teamId}:${r.matchUserId ?? ''}:${r.eventType}`;
  const waiting = new Map<string, R[]>();
  for (const r of gone) waiting.set(keyOf(r), [...(waiting.get(keyOf(r)) ?? []), r]);
  const put: R[] = [];
  for (const r of added) {
    const same = waiting.get(keyOf(r));
    if (same && same.length > 0) same.pop();
    else put.push(r);
  }
  return { taken: [...waiting.values()].flat(), put };
}
