/**
 * Minutes played (machines/match.minutes.ts, decision 055) as a table: one match shape and one lineup
 * per row, the minutes each player must get. Times are written as match clock marks ("1H 23:00" is 23
 * minutes after the first half's kick-off) so a row reads like the match it describes.
 */
import { matchMinutes, playedHalves, type MinutesEvent, type MinutesMatch, type MinutesPlayer } from '#machines/match.minutes.ts';
import type { MatchEventType, MatchState } from '#contract/enums.ts';
import { describe, expect, it } from 'vitest';

const KICK_OFF = Date.parse('2026-05-10T10:00:00.000Z');
const SECOND_KICK_OFF = KICK_OFF + 60 * 60_000;
const ms = (m: number, s = 0) => (m * 60 + s) * 1000;
/** "1H 23:30" → the instant 23:30 after the first half's kick-off; "2H 05:00" after the second's; "HT" in the break. */
const at = (mark: string): number => {
  if (mark === 'HT') return KICK_OFF + ms(50);
  const [half, clock] = mark.split(' ');
  const [m, s] = clock!.split(':').map(Number);
  return (half === '1H' ? KICK_OFF : SECOND_KICK_OFF) + ms(m!, s!);
};

/** A 45 + 45 match played 47:00 and 48:00 (added time included), finished. */
const played: MinutesMatch = {
  matchState: 'FINISHED',
  firstHalfPeriod: 45,
  secondHalfPeriod: 45,
  firstHalfStartMs: KICK_OFF,
  firstHalfEndMs: at('1H 47:00'),
  secondHalfStartMs: SECOND_KICK_OFF,
  secondHalfEndMs: at('2H 48:00'),
};
const inFirstHalf: MinutesMatch = { ...played, matchState: 'PLAY_FIRST_HALF', firstHalfEndMs: null, secondHalfStartMs: null, secondHalfEndMs: null };
const atHalfTime: MinutesMatch = { ...inFirstHalf, matchState: 'HALF_TIME', firstHalfEndMs: at('1H 47:00') };
const inSecondHalf: MinutesMatch = { ...played, matchState: 'PLAY_SECOND_HALF', secondHalfEndMs: null };
const notStarted: MinutesMatch = { ...inFirstHalf, matchState: 'SCHEDULED', firstHalfStartMs: null };

const starter = (id: number): MinutesPlayer => ({ matchUserId: id, role: 'START_PLAYER' });
const sub = (id: number): MinutesPlayer => ({ matchUserId: id, role: 'SUB_PLAYER' });
let nextId = 1;
const ev = (matchUserId: number, eventType: MatchEventType, mark: string): MinutesEvent => ({ id: nextId++, matchUserId, eventType, atMs: at(mark) });

interface Row {
  name: string;
  match: MinutesMatch;
  players: MinutesPlayer[];
  events: MinutesEvent[];
  now?: string;
  /** matchUserId → [minutes, started, appeared] */
  expected: Record<number, [number, boolean, boolean]>;
}

const rows: Row[] = [
  {
    name: 'a starter who plays throughout gets both halves as played, added time included',
    match: played,
    players: [starter(1)],
    events: [],
    expected: { 1: [95, true, true] },
  },
  { name: 'an unused substitute gets 0 and no appearance', match: played, players: [sub(2)], events: [], expected: { 2: [0, false, false] } },
  {
    name: 'a first-half substitution splits the half at its instant',
    match: played,
    players: [starter(1), sub(2)],
    events: [ev(1, 'SUB_OUT', '1H 30:00'), ev(2, 'SUB_IN', '1H 30:00')],
    expected: { 1: [30, true, true], 2: [65, false, true] },
  },
  {
    name: 'a second-half substitution: the starter keeps the whole first half',
    match: played,
    players: [starter(1), sub(2)],
    events: [ev(1, 'SUB_OUT', '2H 20:00'), ev(2, 'SUB_IN', '2H 20:00')],
    expected: { 1: [67, true, true], 2: [28, false, true] },
  },
  {
    name: 'a change at half time gives the whole second half to the one coming on, and the break counts for nobody',
    match: played,
    players: [starter(1), sub(2)],
    events: [ev(1, 'SUB_OUT', 'HT'), ev(2, 'SUB_IN', 'HT')],
    expected: { 1: [47, true, true], 2: [48, false, true] },
  },
  {
    name: 'a straight red card takes the player off at its instant',
    match: played,
    players: [starter(1)],
    events: [ev(1, 'RED_CARD', '1H 10:00')],
    expected: { 1: [10, true, true] },
  },
  {
    name: "a second yellow's derived red card takes the player off (the yellows alone do not)",
    match: played,
    players: [starter(1)],
    events: [ev(1, 'YELLOW_CARD', '1H 05:00'), ev(1, 'YELLOW_CARD', '2H 10:00'), ev(1, 'RED_CARD', '2H 10:00')],
    expected: { 1: [57, true, true] },
  },
  {
    name: 'a substitute who came on and was sent off counts from SUB_IN to the card',
    match: played,
    players: [sub(2)],
    events: [ev(2, 'SUB_IN', '2H 00:00'), ev(2, 'RED_CARD', '2H 15:30')],
    expected: { 2: [16, false, true] },
  },
  {
    name: 'a player subbed in and out again counts only the time between',
    match: played,
    players: [sub(2)],
    events: [ev(2, 'SUB_IN', '1H 20:00'), ev(2, 'SUB_OUT', '2H 05:00')],
    expected: { 2: [32, false, true] },
  },
  {
    name: 'a player taken off and brought back (older data) counts both spells',
    match: played,
    players: [starter(1)],
    events: [ev(1, 'SUB_OUT', '1H 20:00'), ev(1, 'SUB_IN', '2H 10:00')],
    expected: { 1: [58, true, true] },
  },
  {
    name: 'nobody comes back after a red card: a later SUB_IN changes nothing',
    match: played,
    players: [starter(1)],
    events: [ev(1, 'RED_CARD', '1H 40:00'), ev(1, 'SUB_IN', '2H 00:00')],
    expected: { 1: [40, true, true] },
  },
  {
    name: 'a SUB_OUT of a player who never came on changes nothing',
    match: played,
    players: [sub(2)],
    events: [ev(2, 'SUB_OUT', '1H 20:00')],
    expected: { 2: [0, false, false] },
  },
  {
    name: 'a cancelled substitution is gone from the log: the starter plays on and the substitute never appears',
    match: played,
    players: [starter(1), sub(2)],
    events: [],
    expected: { 1: [95, true, true], 2: [0, false, false] },
  },
  {
    name: 'goals, assists and team rows do not move the clock',
    match: played,
    players: [starter(1)],
    events: [ev(1, 'GOAL', '1H 12:00'), ev(1, 'ASSIST', '2H 01:00'), ev(1, 'SHOT', '2H 02:00')],
    expected: { 1: [95, true, true] },
  },
  {
    name: 'seconds add up across halves before rounding (29:40 + 0:40 = 30:20 → 30)',
    match: played,
    players: [sub(2), starter(1)],
    events: [ev(2, 'SUB_IN', '1H 46:20'), ev(2, 'SUB_OUT', '2H 29:40'), ev(1, 'SUB_OUT', '1H 46:20')],
    expected: { 2: [30, false, true], 1: [46, true, true] },
  },
  {
    name: 'minutes round to the nearest: 29:30 rounds up, 29:29 down',
    match: played,
    players: [starter(1), starter(3)],
    events: [ev(1, 'SUB_OUT', '1H 29:30'), ev(3, 'SUB_OUT', '1H 29:29')],
    expected: { 1: [30, true, true], 3: [29, true, true] },
  },
  {
    name: 'a first half being played runs to now',
    match: inFirstHalf,
    now: '1H 23:10',
    players: [starter(1), sub(2)],
    events: [],
    expected: { 1: [23, true, true], 2: [0, false, false] },
  },
  {
    name: 'at half time the first half is over: the clock does not run in the break',
    match: atHalfTime,
    now: '2H 00:00',
    players: [starter(1)],
    events: [],
    expected: { 1: [47, true, true] },
  },
  {
    name: 'a second half being played runs to now, a player who came on in it too',
    match: inSecondHalf,
    now: '2H 10:00',
    players: [starter(1), sub(2)],
    events: [ev(2, 'SUB_IN', '2H 04:00')],
    expected: { 1: [57, true, true], 2: [6, false, true] },
  },
  {
    name: 'a match that never kicked off: nobody started, nobody appeared',
    match: notStarted,
    now: '2H 10:00',
    players: [starter(1), sub(2)],
    events: [],
    expected: { 1: [0, false, false], 2: [0, false, false] },
  },
  {
    name: 'a finished match with no first-half end counts the nominal 45, not past the second kick-off',
    match: { ...played, firstHalfEndMs: null },
    players: [starter(1)],
    events: [],
    expected: { 1: [93, true, true] },
  },
  {
    name: 'a nominal half is cut at the next kick-off when that came sooner',
    match: { ...played, firstHalfEndMs: null, secondHalfStartMs: at('1H 40:00'), secondHalfEndMs: at('1H 40:00') + ms(45) },
    players: [starter(1)],
    events: [],
    expected: { 1: [85, true, true] },
  },
  {
    name: 'a finished match with no second-half end counts its nominal length',
    match: { ...played, secondHalfEndMs: null },
    players: [starter(1)],
    events: [],
    expected: { 1: [92, true, true] },
  },
  {
    name: 'a finished match whose second half never started counts the first half only',
    match: { ...played, secondHalfStartMs: null, secondHalfEndMs: null },
    players: [starter(1)],
    events: [],
    expected: { 1: [47, true, true] },
  },
  {
    name: 'a half whose recorded end is before its start (a skewed clock) counts 0',
    match: { ...played, firstHalfEndMs: KICK_OFF - ms(1) },
    players: [starter(1)],
    events: [],
    expected: { 1: [48, true, true] },
  },
  {
    name: 'rows of the same instant apply in id order: a substitute on and off in the same second plays 0 but appeared',
    match: played,
    players: [sub(2)],
    events: [ev(2, 'SUB_IN', '2H 30:00'), ev(2, 'SUB_OUT', '2H 30:00')],
    expected: { 2: [0, false, true] },
  },
  {
    name: "a guest or a temporary team's typed-in player is a lineup row like any other",
    match: played,
    players: [starter(901), sub(902)],
    events: [ev(901, 'SUB_OUT', '2H 00:00'), ev(902, 'SUB_IN', '2H 00:00')],
    expected: { 901: [47, true, true], 902: [48, false, true] },
  },
  {
    name: 'the log order does not matter: rows are sorted by instant',
    match: played,
    players: [starter(1)],
    events: [
      { id: 50, matchUserId: 1, eventType: 'SUB_IN', atMs: at('2H 10:00') },
      { id: 60, matchUserId: 1, eventType: 'SUB_OUT', atMs: at('1H 20:00') },
    ],
    expected: { 1: [58, true, true] },
  },
  {
    name: 'a lineup that was never saved: no players, no minutes',
    match: played,
    players: [],
    events: [ev(7, 'SUB_IN', '1H 10:00')],
    expected: {},
  },
];

describe('minutes played (decision 055)', () => {
  it.each(rows.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    const result = matchMinutes(row.match, row.players, row.events, row.now ? at(row.now) : at('2H 50:00'));
    expect(Object.fromEntries(result.map((p) => [p.matchUserId, [p.minutes, p.started, p.appeared]]))).toEqual(row.expected);
    expect(result.map((p) => p.matchUserId)).toEqual(row.players.map((p) => p.matchUserId));
  });

  it('has at least 20 cases', () => {
    expect(rows.length).toBeGreaterThanOrEqual(20);
  });

  it('keeps the seconds: 95 minutes are 5700 s', () => {
    expect(matchMinutes(played, [starter(1)], [], at('2H 50:00'))[0]!.seconds).toBe(5700);
  });

  const byState: Partial<Record<MatchState, MinutesMatch>> = {
    SCHEDULED: notStarted,
    PLAY_FIRST_HALF: inFirstHalf,
    HALF_TIME: atHalfTime,
    PLAY_SECOND_HALF: inSecondHalf,
    FINISHED: played,
  };
  it.each<[MatchState, number]>([
    ['SCHEDULED', 0],
    ['PLAY_FIRST_HALF', 1],
    ['HALF_TIME', 1],
    ['PLAY_SECOND_HALF', 2],
    ['FINISHED', 2],
  ])('the halves played in %s: %i', (state, n) => {
    expect(playedHalves(byState[state]!, at('2H 10:00'))).toHaveLength(n);
  });
});
