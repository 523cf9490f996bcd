/**
 * The pure rules of a 자체전's writes (server/scrimmages/rules.ts, decision 079): which splits into
 * sides are accepted, which settings fit together, which game actions apply, and the score counted
 * from events — table tests, and properties over random rosters with fast-check.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vestColours } from '#contract/enums.ts';
import { gameScore, nextGameState, settingsRefusal, sidesRefusal } from '#server/scrimmages/rules.ts';

/** A roster of 2–40 attendee ids and a side count, dealt round-robin after a shuffle: sizes within one. */
const dealt = fc.record({ size: fc.integer({ min: 2, max: 40 }), sideCount: fc.constantFrom(2, 3) }).chain(({ size, sideCount }) =>
  fc
    .shuffledSubarray(
      Array.from({ length: size }, (_, i) => i + 1),
      { minLength: size, maxLength: size },
    )
    .map((ids) => ({ ids, sideCount, sides: Array.from({ length: sideCount }, (_, side) => ids.filter((_, i) => i % sideCount === side)) })),
);
const proposal = (sides: number[][]) => ({ sides: sides.map((attendeeIds, side) => ({ side, vestColour: vestColours[side], attendeeIds })) });

describe('sides', () => {
  it('accepts every split that covers everyone once with sizes within one', () => {
    fc.assert(fc.property(dealt, ({ ids, sideCount, sides }) => sidesRefusal(proposal(sides), sideCount, new Set(ids)) === null));
  });

  it('refuses a split where one side is two bigger than another', () => {
    fc.assert(
      fc.property(
        dealt.filter(({ sides }) => sides[sides.length - 1].length > 0),
        ({ ids, sideCount, sides }) => {
          // Move a player from the last side to the first: if sizes were equal, the gap is now two.
          const moved = sides.map((s) => [...s]);
          moved[0].push(moved[sideCount - 1].pop()!);
          const sizes = moved.map((s) => s.length);
          const refusal = sidesRefusal(proposal(moved), sideCount, new Set(ids));
          return Math.max(...sizes) - Math.min(...sizes) > 1 ? refusal === 'SIDES_UNEVEN' : refusal === null;
        },
      ),
    );
  });

  it('refuses a split that leaves someone out or places them twice', () => {
    fc.assert(
      fc.property(dealt, fc.nat(), ({ ids, sideCount, sides }, pick) => {
        const who = ids[pick % ids.length];
        const without = sides.map((s) => s.filter((id) => id !== who));
        const twice = sides.map((s, i) => (i === 0 && !s.includes(who) ? [...s, who] : i === 1 && !s.includes(who) ? [...s, who] : s));
        return (
          sidesRefusal(proposal(without), sideCount, new Set(ids)) === 'SIDES_NOT_COVERING' &&
          sidesRefusal(proposal(twice), sideCount, new Set(ids)) === 'SIDES_NOT_COVERING'
        );
      }),
    );
  });

  it.each([
    [
      'a side index skipped',
      {
        sides: [
          { side: 0, vestColour: 'RED', attendeeIds: [1] },
          { side: 2, vestColour: 'BLUE', attendeeIds: [2] },
        ],
      },
    ],
    ['three sides for two', proposal([[1], [2], []])],
    [
      'one colour twice',
      {
        sides: [
          { side: 0, vestColour: 'RED', attendeeIds: [1] },
          { side: 1, vestColour: 'RED', attendeeIds: [2] },
        ],
      },
    ],
  ] as const)('refuses %s as not the settings', (_label, sides) => {
    expect(sidesRefusal(sides, 2, new Set([1, 2]))).toBe('SIDES_NOT_SETTINGS');
  });
});

describe('settings', () => {
  it.each([
    [2, 'FIXED_GAMES', [], ['RED', 'BLUE'], null],
    [3, 'WINNER_STAYS', [2, 0, 1], ['RED', 'BLUE', 'GREEN'], null],
    [3, 'FIXED_ROTATION', [0, 1, 2], ['RED', 'BLUE', 'GREEN'], null],
    [2, 'WINNER_STAYS', [], ['RED', 'BLUE'], 'INVALID_SCRIMMAGE_SETTINGS'],
    [3, 'FIXED_GAMES', [0, 1, 2], ['RED', 'BLUE', 'GREEN'], 'INVALID_SCRIMMAGE_SETTINGS'],
    [3, 'WINNER_STAYS', [0, 1], ['RED', 'BLUE', 'GREEN'], 'INVALID_SCRIMMAGE_SETTINGS'],
    [2, 'FIXED_GAMES', [], ['RED', 'BLUE', 'GREEN'], 'INVALID_SCRIMMAGE_SETTINGS'],
  ] as const)('%i sides, %s, rest %j, vests %j → %s', (sideCount, format, restOrder, colours, expected) => {
    expect(settingsRefusal({ sideCount, format, restOrder, vestColours: colours })).toBe(expected);
  });
});

describe('game actions', () => {
  it.each([
    ['PLAYING', 'PAUSE', 'PAUSED'],
    ['PAUSED', 'RESUME', 'PLAYING'],
    ['PLAYING', 'END', 'FINISHED'],
    ['PAUSED', 'END', 'FINISHED'],
    ['FINISHED', 'REOPEN', 'PLAYING'],
    ['PAUSED', 'PAUSE', null],
    ['PLAYING', 'RESUME', null],
    ['FINISHED', 'END', null],
    ['PLAYING', 'REOPEN', null],
  ] as const)('%s + %s → %s', (state, action, next) => {
    expect(nextGameState(state, action)).toBe(next);
  });
});

describe('score', () => {
  it('counts a goal for its side and an own goal for the other, whatever the other events', () => {
    const event = fc.record({ eventType: fc.constantFrom('GOAL', 'OWN_GOAL', 'YELLOW_CARD', 'RED_CARD', 'SUB_IN', 'SUB_OUT'), side: fc.constantFrom(1, 2) });
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        const { homeScore, awayScore } = gameScore({ homeSide: 1, awaySide: 2 }, events);
        const count = (type: string, side: number) => events.filter((e) => e.eventType === type && e.side === side).length;
        return homeScore === count('GOAL', 1) + count('OWN_GOAL', 2) && awayScore === count('GOAL', 2) + count('OWN_GOAL', 1);
      }),
    );
  });
});
