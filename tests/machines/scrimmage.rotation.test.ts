import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gameClock,
  gamesInARow,
  gamesKept,
  keeperFor,
  maxGamesInARow,
  nextPairing,
  upcoming,
  type Pairing,
  type RotationGame,
  type RotationSettings,
} from '#machines/scrimmage.rotation.ts';

const winnerStays: RotationSettings = { sideCount: 3, format: 'WINNER_STAYS', drawRule: 'LONGER_ON_LEAVES', restOrder: [2, 0, 1] };
const rotation: RotationSettings = { sideCount: 3, format: 'FIXED_ROTATION', drawRule: 'LONGER_ON_LEAVES', restOrder: [1, 2, 0] };
const twoSides: RotationSettings = { sideCount: 2, format: 'FIXED_GAMES', drawRule: 'LONGER_ON_LEAVES', restOrder: [] };

const played = (pairing: Pick<Pairing, 'homeSide' | 'awaySide'>, homeScore: number, awayScore: number): RotationGame => ({
  homeSide: pairing.homeSide,
  awaySide: pairing.awaySide,
  homeScore,
  awayScore,
});

/** Plays the scores in turn, each game the pairing the rules give; answers every pairing, the one after the last game included. */
function session(settings: RotationSettings, scores: readonly (readonly [number, number])[]): Pairing[] {
  const games: RotationGame[] = [];
  const pairings = [nextPairing(settings, games)];
  for (const [home, away] of scores) {
    games.push(played(pairings.at(-1)!, home, away));
    pairings.push(nextPairing(settings, games));
  }
  return pairings;
}

const sides = (p: Pairing) => [p.homeSide, p.awaySide, p.restingSide];

describe('next pairing under WINNER_STAYS', () => {
  it('plays a 9-game session: the winner stays, a winner with two games in a row rests, a draw sends off the side on longer', () => {
    const scores = [
      [2, 1],
      [1, 0],
      [1, 1],
      [0, 3],
      [0, 2],
      [2, 0],
      [0, 0],
      [1, 2],
      [0, 1],
    ] as const;
    const pairings = session(winnerStays, scores);
    expect(pairings.map((p) => [...sides(p), p.why])).toEqual([
      [0, 1, 2, { kind: 'first' }],
      [0, 2, 1, { kind: 'winnerStays', winner: 0, loser: 1 }],
      [2, 1, 0, { kind: 'winnerCapped', winner: 0, loser: 2 }],
      [1, 0, 2, { kind: 'drawLongerOnLeaves', leaves: 2 }],
      [0, 2, 1, { kind: 'winnerStays', winner: 0, loser: 1 }],
      [2, 1, 0, { kind: 'winnerStays', winner: 2, loser: 0 }],
      [1, 0, 2, { kind: 'winnerCapped', winner: 2, loser: 1 }],
      [0, 2, 1, { kind: 'drawLongerOnLeaves', leaves: 1 }],
      [2, 1, 0, { kind: 'winnerStays', winner: 2, loser: 0 }],
      [1, 0, 2, { kind: 'winnerStays', winner: 1, loser: 2 }],
    ]);
    // Nine games of a play-two-rest-one cycle: six each.
    const games = pairings.slice(0, 9);
    expect([0, 1, 2].map((side) => games.filter((p) => p.homeSide === side || p.awaySide === side).length)).toEqual([6, 6, 6]);
  });

  it('sends off the side that came on after a draw under CHALLENGER_LEAVES, unless the other has played its two in a row', () => {
    const pairings = session({ ...winnerStays, drawRule: 'CHALLENGER_LEAVES' }, [
      [0, 0],
      [1, 1],
    ]);
    expect(pairings.map((p) => [...sides(p), p.why])).toEqual([
      [0, 1, 2, { kind: 'first' }],
      // The first game: both came on together, the home side (first after the resting one in restOrder) counts as on longer.
      [0, 2, 1, { kind: 'drawChallengerLeaves', leaves: 1 }],
      [2, 1, 0, { kind: 'drawCapped', leaves: 0 }],
    ]);
  });

  it('sends off the home side after a first-game draw under LONGER_ON_LEAVES', () => {
    expect(sides(nextPairing(winnerStays, [{ homeSide: 0, awaySide: 1, homeScore: 2, awayScore: 2 }]))).toEqual([1, 2, 0]);
  });

  it('goes on from an override: after the same two sides played twice, the winner rests even though the loser then plays a third', () => {
    const games = [
      { homeSide: 0, awaySide: 1, homeScore: 1, awayScore: 0 },
      { homeSide: 1, awaySide: 0, homeScore: 0, awayScore: 2 },
    ];
    expect(nextPairing(winnerStays, games)).toEqual({ homeSide: 1, awaySide: 2, restingSide: 0, why: { kind: 'winnerCapped', winner: 0, loser: 1 } });
  });

  it('counts the games a side has played in a row from the last one', () => {
    const games = [played({ homeSide: 0, awaySide: 1 }, 0, 0), played({ homeSide: 2, awaySide: 1 }, 0, 0), played({ homeSide: 1, awaySide: 0 }, 0, 0)];
    expect([0, 1, 2].map((side) => gamesInARow(side, games))).toEqual([1, 3, 0]);
  });
});

describe('next pairing under the fixed formats', () => {
  it('rests the sides in the cycle of restOrder under FIXED_ROTATION whatever the results', () => {
    const pairings = session(rotation, [
      [3, 0],
      [0, 0],
      [0, 1],
      [2, 2],
    ]);
    expect(pairings.map(sides)).toEqual([
      [2, 0, 1],
      [0, 1, 2],
      [1, 2, 0],
      [2, 0, 1],
      [0, 1, 2],
    ]);
    expect(pairings.map((p) => p.why.kind)).toEqual(['first', 'fixedRotation', 'fixedRotation', 'fixedRotation', 'fixedRotation']);
  });

  it('goes on with the cycle from the side that rested last after an override', () => {
    // The admin replayed the first pairing (side 1 rested twice): the side after it in restOrder rests next.
    const games = [played({ homeSide: 2, awaySide: 0 }, 1, 0), played({ homeSide: 2, awaySide: 0 }, 1, 0)];
    expect(sides(nextPairing(rotation, games))).toEqual([0, 1, 2]);
  });

  it('plays side 0 against side 1 every game under FIXED_GAMES', () => {
    const pairings = session(twoSides, [
      [1, 0],
      [0, 4],
      [1, 1],
    ]);
    for (const p of pairings) expect(p).toEqual({ homeSide: 0, awaySide: 1, restingSide: null, why: { kind: 'fixedGames' } });
  });
});

describe('settings and games the rotation refuses', () => {
  it.each([
    ['WINNER_STAYS with two sides', { ...winnerStays, sideCount: 2 }, [], /WINNER_STAYS is for 3 sides, not 2/],
    ['FIXED_GAMES with three sides', { ...twoSides, sideCount: 3 }, [], /FIXED_GAMES is for 2 sides, not 3/],
    ['a rest order naming a side twice', { ...rotation, restOrder: [0, 0, 1] }, [], /restOrder must list the sides 0, 1 and 2 once each, not \[0, 0, 1\]/],
    ['a game of a side against itself', winnerStays, [{ homeSide: 1, awaySide: 1, homeScore: 0, awayScore: 0 }], /two different sides of 3, not 1 and 1/],
    ['a game of a side that does not exist', twoSides, [{ homeSide: 0, awaySide: 2, homeScore: 0, awayScore: 0 }], /two different sides of 2, not 0 and 2/],
  ] as const)('refuses %s with a RangeError that says what is wrong', (_, settings, games, message) => {
    expect(() => nextPairing(settings, games)).toThrow(RangeError);
    expect(() => nextPairing(settings, games)).toThrow(message);
  });
});

describe('the next games as the preview shows them', () => {
  it('makes only the next game certain before the first result under WINNER_STAYS', () => {
    expect(upcoming(winnerStays, [], 3)).toEqual([
      { certain: true, pairings: [{ homeSide: 0, awaySide: 1, restingSide: 2 }] },
      {
        certain: false,
        pairings: [
          { homeSide: 0, awaySide: 2, restingSide: 1 },
          { homeSide: 1, awaySide: 2, restingSide: 0 },
        ],
      },
      {
        certain: false,
        pairings: [
          { homeSide: 2, awaySide: 1, restingSide: 0 },
          { homeSide: 2, awaySide: 0, restingSide: 1 },
        ],
      },
    ]);
  });

  it('knows the games after the first result: the cap leaves no choice', () => {
    const preview = upcoming(winnerStays, [played({ homeSide: 0, awaySide: 1 }, 1, 0)], 3);
    expect(preview.map((g) => [g.certain, g.pairings.map((p) => [p.homeSide, p.awaySide, p.restingSide])])).toEqual([
      [true, [[0, 2, 1]]],
      [true, [[2, 1, 0]]],
      [true, [[1, 0, 2]]],
    ]);
  });

  it('is certain throughout under the fixed formats, and looks at most six games ahead', () => {
    expect(upcoming(rotation, [], 4).every((g) => g.certain && g.pairings.length === 1)).toBe(true);
    expect(upcoming(twoSides, [], 10)).toHaveLength(6);
    expect(upcoming(winnerStays, [], 0)).toEqual([]);
  });
});

describe('who keeps goal on a side that rotates keepers', () => {
  it.each([
    ['nobody has kept yet', [], 5],
    ['the first has kept once', [[5, 1]], 6],
    [
      'everyone has kept once',
      [
        [5, 1],
        [6, 1],
        [7, 1],
      ],
      5,
    ],
    [
      'the first has kept twice, the others once',
      [
        [5, 2],
        [6, 1],
        [7, 1],
      ],
      6,
    ],
    [
      'a late arrival has kept none',
      [
        [5, 1],
        [6, 1],
      ],
      7,
    ],
  ] as const)('takes the fewest games kept, the side’s order at equal counts: %s', (_, kept, keeper) => {
    expect(keeperFor([5, 6, 7], new Map(kept))).toBe(keeper);
  });

  it('has no keeper for a side with nobody on it', () => {
    expect(keeperFor([], new Map())).toBeNull();
  });

  it('counts the turns from the games played, once per game for a player substituted off and on again', () => {
    const roster = (side: number, ids: number[]) => ids.map((attendeeId) => ({ attendeeId, side }));
    const games = [
      { homeSide: 0, awaySide: 1, players: [...roster(0, [5, 6, 7]), ...roster(1, [8, 9])] },
      { homeSide: 2, awaySide: 0, players: [...roster(2, [11]), ...roster(0, [5, 6, 7, 5])] },
    ];
    expect(gamesKept(games)).toEqual(
      new Map([
        [5, 1],
        [8, 1],
        [11, 1],
        [6, 1],
      ]),
    );
    expect(keeperFor([5, 6, 7], gamesKept(games))).toBe(7);
  });
});

describe('the game clock', () => {
  const start = '2026-03-01T10:00:00.000Z';
  const at = (time: string) => Date.parse(`2026-03-01T${time}.000Z`);
  it.each([
    ['running', { startedAt: start, endedAt: null, pausedSeconds: 0, pausedAt: null }, '10:05:30', 330, '05:30', true, false],
    ['running after a 40 s pause', { startedAt: start, endedAt: null, pausedSeconds: 40, pausedAt: null }, '10:13:40', 780, '13:00', true, true],
    [
      'paused: stopped where the pause began',
      { startedAt: start, endedAt: null, pausedSeconds: 20, pausedAt: '2026-03-01T10:03:00.000Z' },
      '10:10:00',
      160,
      '02:40',
      false,
      false,
    ],
    ['ended', { startedAt: start, endedAt: '2026-03-01T10:14:00.000Z', pausedSeconds: 60, pausedAt: null }, '11:00:00', 780, '13:00', false, true],
    [
      'ended during a pause',
      { startedAt: start, endedAt: '2026-03-01T10:14:00.000Z', pausedSeconds: 0, pausedAt: '2026-03-01T10:12:00.000Z' },
      '11:00:00',
      720,
      '12:00',
      false,
      false,
    ],
    ['read before its start (a clock behind)', { startedAt: start, endedAt: null, pausedSeconds: 0, pausedAt: null }, '09:59:00', 0, '00:00', true, false],
  ] as const)('reads a game %s', (_, game, now, elapsedSeconds, display, running, lengthReached) => {
    expect(gameClock(game, at(now), 13)).toEqual({ elapsedSeconds, display, running, lengthReached });
  });
});

describe('rotation properties', () => {
  const score = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }));
  const restOrder = fc.constantFrom([0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]);

  it('lets no side play 3 games in a row under WINNER_STAYS, whatever the results', () => {
    expect(maxGamesInARow).toBe(2);
    fc.assert(
      fc.property(restOrder, fc.constantFrom('LONGER_ON_LEAVES', 'CHALLENGER_LEAVES'), fc.array(score, { maxLength: 40 }), (order, drawRule, scores) => {
        const pairings = session({ ...winnerStays, restOrder: order, drawRule }, scores);
        const games = pairings.slice(0, scores.length);
        pairings.forEach((p, i) => {
          expect(p.restingSide).toBe(3 - p.homeSide - p.awaySide);
          for (const side of [p.homeSide, p.awaySide]) expect(gamesInARow(side, games.slice(0, i))).toBeLessThan(2);
        });
      }),
    );
  });

  it('gives every side the same number of games over 3k games under FIXED_ROTATION, and within one of the others on the way', () => {
    fc.assert(
      fc.property(restOrder, fc.integer({ min: 1, max: 20 }), fc.array(score, { minLength: 60, maxLength: 60 }), (order, k, scores) => {
        const games = session({ ...rotation, restOrder: order }, scores.slice(0, 3 * k)).slice(0, 3 * k);
        const counts = (upTo: number) => [0, 1, 2].map((side) => games.slice(0, upTo).filter((p) => p.homeSide === side || p.awaySide === side).length);
        for (let n = 1; n <= games.length; n++) expect(Math.max(...counts(n)) - Math.min(...counts(n))).toBeLessThanOrEqual(1);
        expect(counts(3 * k)).toEqual([2 * k, 2 * k, 2 * k]);
      }),
    );
  });
});
