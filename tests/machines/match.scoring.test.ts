import type { MatchEventType } from '#contract/enums.ts';
import type { ScoreCounts } from '#contract/matches.ts';
import {
  countPlayerRows,
  countRows,
  derivedTypes,
  emptyCounts,
  playerCounters,
  scoreOf,
  sendsOff,
  type PlayerTally,
  type TeamCounts,
} from '#machines/match.scoring.ts';
import { describe, expect, it } from 'vitest';

const HOME = 1;
const AWAY = 2;
const counts = (over: Partial<ScoreCounts> = {}): ScoreCounts => ({ ...emptyCounts(), ...over });
const score = (home: Partial<ScoreCounts> = {}, away: Partial<ScoreCounts> = {}): TeamCounts => ({
  homeTeamId: HOME,
  awayTeamId: AWAY,
  homeScore: counts(home),
  awayScore: counts(away),
});
/** An event's rows as the server writes them: its own, then the derived ones. */
const written = (teamId: number, eventType: MatchEventType, priorYellowCards: number | null = null) =>
  [eventType, ...derivedTypes(eventType, priorYellowCards)].map((type) => ({ teamId, eventType: type }));

describe('derivedTypes: the rows an event writes after its own', () => {
  it.each<[MatchEventType, number | null, MatchEventType[]]>([
    ['GOAL', 0, ['SHOT', 'VALID_SHOT']],
    ['GOAL', null, ['SHOT', 'VALID_SHOT']],
    ['VALID_SHOT', null, ['SHOT']],
    ['SHOT', null, []],
    ['YELLOW_CARD', 0, ['WARNING', 'FOUL']],
    ['YELLOW_CARD', 1, ['WARNING', 'FOUL', 'RED_CARD']],
    ['YELLOW_CARD', 2, ['WARNING', 'FOUL', 'RED_CARD']],
    ['YELLOW_CARD', null, ['WARNING', 'FOUL']],
    ['RED_CARD', 0, ['WARNING', 'FOUL']],
    ['RED_CARD', null, ['WARNING', 'FOUL']],
    ['OWN_GOAL', 0, []],
    ['ASSIST', 0, []],
    ['CORNER_KICK', null, []],
    ['FOUL', null, []],
    ['OFFSIDE', null, []],
    ['WARNING', 1, []],
  ])('%s (yellow cards before: %s) → %j', (type, prior, expected) => {
    expect(derivedTypes(type, prior)).toEqual(expected);
  });
});

describe('sendsOff: a red card or a second yellow, and only a player', () => {
  it.each<[MatchEventType, number | null, boolean]>([
    ['RED_CARD', 0, true],
    ['RED_CARD', null, false],
    ['YELLOW_CARD', 0, false],
    ['YELLOW_CARD', 1, true],
    ['YELLOW_CARD', null, false],
    ['GOAL', 1, false],
    ['WARNING', 1, false],
  ])('%s (yellow cards before: %s) → %s', (type, prior, expected) => {
    expect(sendsOff(type, prior)).toBe(expected);
  });
});

describe("countRows: what rows add to both teams' counters", () => {
  it.each<[string, TeamCounts, { teamId: number; eventType: MatchEventType }[], 1 | -1, TeamCounts]>([
    ['a goal: a goal, a shot and a shot on target', score(), written(HOME, 'GOAL', 0), 1, score({ goalCount: 1, shotCount: 1, validShotCount: 1 })],
    ['a shot on target is a shot too', score(), written(AWAY, 'VALID_SHOT'), 1, score({}, { validShotCount: 1, shotCount: 1 })],
    ["an own goal: the scorer's own goal, the opponent's goal", score(), written(HOME, 'OWN_GOAL', 0), 1, score({ ownGoalCount: 1 }, { goalCount: 1 })],
    [
      'a yellow card: a warning and a foul (the card row itself counts no team counter)',
      score(),
      written(AWAY, 'YELLOW_CARD', 0),
      1,
      score({}, { warningCount: 1, foulCount: 1 }),
    ],
    ['a second yellow: still one warning and one foul', score(), written(HOME, 'YELLOW_CARD', 1), 1, score({ warningCount: 1, foulCount: 1 })],
    ['a red card: a warning and a foul', score(), written(HOME, 'RED_CARD', 0), 1, score({ warningCount: 1, foulCount: 1 })],
    [
      'corner, offside, foul: one counter each',
      score(),
      [...written(HOME, 'CORNER_KICK'), ...written(HOME, 'OFFSIDE'), ...written(AWAY, 'FOUL')],
      1,
      score({ cornerKickCount: 1, offsideCount: 1 }, { foulCount: 1 }),
    ],
    [
      'an assist and a substitution count no team counter',
      score(),
      [...written(HOME, 'ASSIST', 0), { teamId: HOME, eventType: 'SUB_OUT' }, { teamId: HOME, eventType: 'SUB_IN' }],
      1,
      score(),
    ],
    ['a row of another team is ignored', score(), written(99, 'GOAL', 0), 1, score()],
    [
      'a goal taken back',
      score({ goalCount: 2, shotCount: 3, validShotCount: 2 }),
      written(HOME, 'GOAL', 0),
      -1,
      score({ goalCount: 1, shotCount: 2, validShotCount: 1 }),
    ],
    ["an own goal taken back gives the opponent's goal back too", score({ ownGoalCount: 1 }, { goalCount: 1 }), written(HOME, 'OWN_GOAL', 0), -1, score()],
    ['taking back never goes below 0', score({ shotCount: 1 }), written(HOME, 'GOAL', 0), -1, score()],
  ])('%s', (_, before, rows, sign, expected) => {
    expect(countRows(before, rows, sign)).toEqual(expected);
  });

  it('keeps what else the score carries, and leaves the score it was given as it was', () => {
    const before = { ...score(), matchId: 5 };
    const after = countRows(before, written(HOME, 'GOAL', 0));
    expect(after.matchId).toBe(5);
    expect(before.homeScore).toEqual(emptyCounts());
  });

  it('scoreOf counts a whole log from nothing', () => {
    const log = [...written(HOME, 'GOAL', 0), ...written(AWAY, 'OWN_GOAL', 0), ...written(AWAY, 'YELLOW_CARD', 0)];
    expect(scoreOf(log, HOME, AWAY)).toEqual({
      home: counts({ goalCount: 2, shotCount: 1, validShotCount: 1 }),
      away: counts({ ownGoalCount: 1, warningCount: 1, foulCount: 1 }),
    });
  });
});

describe("a player's counters", () => {
  const none: PlayerTally = { goals: 0, ownGoals: 0, assists: 0, yellowCards: 0, redCards: 0, caution: 0, sentOff: false };
  const types = (rows: { eventType: MatchEventType }[]) => rows.map((r) => r.eventType);

  it.each<[string, PlayerTally, MatchEventType[], 1 | -1, Partial<PlayerTally>]>([
    ['a goal', none, types(written(HOME, 'GOAL', 0)), 1, { goals: 1 }],
    ['an own goal', none, types(written(HOME, 'OWN_GOAL', 0)), 1, { ownGoals: 1 }],
    ['an assist', none, types(written(HOME, 'ASSIST', 0)), 1, { assists: 1 }],
    ['a first yellow: a card and a warning, still on', none, types(written(HOME, 'YELLOW_CARD', 0)), 1, { yellowCards: 1, caution: 1 }],
    [
      'a second yellow: the red card with it, sent off',
      { ...none, yellowCards: 1, caution: 1 },
      types(written(HOME, 'YELLOW_CARD', 1)),
      1,
      { yellowCards: 2, caution: 2, redCards: 1, sentOff: true },
    ],
    ['a red card: sent off', none, types(written(HOME, 'RED_CARD', 0)), 1, { redCards: 1, caution: 1, sentOff: true }],
    [
      'a second yellow taken back: on again with one yellow',
      { ...none, yellowCards: 2, caution: 2, redCards: 1, sentOff: true },
      types(written(HOME, 'YELLOW_CARD', 1)),
      -1,
      { yellowCards: 1, caution: 1 },
    ],
    ['a red card taken back: on again', { ...none, redCards: 1, caution: 1, sentOff: true }, types(written(HOME, 'RED_CARD', 0)), -1, {}],
    ['never below 0', none, ['GOAL'], -1, {}],
  ])('%s', (_, before, rowTypes, sign, expected) => {
    expect(countPlayerRows(before, rowTypes, sign)).toEqual({ ...none, ...expected });
  });

  it('playerCounters: from the number of rows of each type, the same counters, and the substitution marks', () => {
    const rows = new Map<MatchEventType, number>([
      ['GOAL', 2],
      ['YELLOW_CARD', 2],
      ['WARNING', 2],
      ['FOUL', 2],
      ['RED_CARD', 1],
      ['SUB_IN', 1],
    ]);
    expect(playerCounters(rows)).toEqual({ ...none, goals: 2, yellowCards: 2, caution: 2, redCards: 1, sentOff: true, subIn: true, subOut: false });
    expect(playerCounters(undefined)).toEqual({ ...none, subIn: false, subOut: false });
  });
});
