/**
 * 팀 나누기 (machines/scrimmage.balance.ts, decision 077): known rosters and their expected sides,
 * the exhaustive path against a brute force, and properties over every roster of 8–40 players and
 * 2–3 sides — the hard rules, determinism, and how few players a late arrival or a dropout moves.
 */
import fc from 'fast-check';
import type { PairRule, Position } from '#contract/enums.ts';
import { moveCount, proposeSides, sideBalance, swapPlayers, type BalanceInput, type BalancePlayer, type BalanceReason } from '#machines/scrimmage.balance.ts';
import { buildModel, weights } from '#machines/scrimmage.balance.model.ts';
import { tallyOf } from '#machines/scrimmage.balance.tally.ts';
import { everySplit, rerollSlack, searchSplits } from '#machines/scrimmage.balance.search.ts';
import { describe, expect, test } from 'vitest';

const player = (attendeeId: number, level: number, ...positions: Position[]): BalancePlayer => ({ attendeeId, level, positions });
/** `count` outfield players from id `from`, levels cycling 1–5, positions cycling DF, MF, FW. */
const outfield = (count: number, from = 1): BalancePlayer[] =>
  Array.from({ length: count }, (_, x) => player(from + x, 1 + (x % 5), (['DF', 'MF', 'FW'] as const)[x % 3]));

const sideOf = (sides: number[][], id: number) => sides.findIndex((ids) => ids.includes(id));
const reasonsOf = <K extends BalanceReason['kind']>(reasons: BalanceReason[], kind: K) =>
  reasons.filter((r): r is Extract<BalanceReason, { kind: K }> => r.kind === kind);
const keepersPerSide = (input: BalanceInput, sides: number[][]) => sideBalance(input.players, sides).map((b) => b.keeperCount);
const spread = (values: number[]) => Math.max(...values) - Math.min(...values);

/** The hard rules every proposal keeps (pins and keepers: when the input lets them be kept). */
function expectHardRules(input: BalanceInput, sides: number[][], reasons: BalanceReason[]) {
  expect(sides).toHaveLength(input.sideCount);
  expect(sides.flat().sort((a, b) => a - b)).toEqual(input.players.map((p) => p.attendeeId).sort((a, b) => a - b));
  expect(spread(sides.map((ids) => ids.length))).toBeLessThanOrEqual(1);
  const dropped = new Set(reasonsOf(reasons, 'pinDropped').map((r) => r.attendeeId));
  for (const [id, side] of input.pins ?? []) if (!dropped.has(id)) expect(sideOf(sides, id)).toBe(side);
}

describe('known rosters', () => {
  test('two keepers and three sides: the keepers on two different sides, sizes 6/6/5', () => {
    const input: BalanceInput = { players: [...outfield(15), player(16, 3, 'GK'), player(17, 2, 'GK')], sideCount: 3 };
    const { sides, reasons } = proposeSides(input);
    expect(sides.map((s) => s.length).sort()).toEqual([5, 6, 6]);
    expect(sideOf(sides, 16)).not.toBe(sideOf(sides, 17));
    expect(reasonsOf(reasons, 'keepersSpread')[0].perSide.sort()).toEqual([0, 1, 1]);
  });

  test('levels 5, 5, 1, 1 on two sides: a 5 and a 1 each, sums 6 and 6', () => {
    const input: BalanceInput = { players: [player(1, 5), player(2, 5), player(3, 1), player(4, 1)], sideCount: 2 };
    const { sides, levelSums, reasons } = proposeSides(input);
    expect(levelSums).toEqual([6, 6]);
    expect(sideOf(sides, 1)).not.toBe(sideOf(sides, 2));
    expect(reasonsOf(reasons, 'levelSpread')[0]).toEqual({ kind: 'levelSpread', top: [5, 5], bottom: [1, 1] });
    expect(reasonsOf(reasons, 'exhaustive')[0].splitsTried).toBe(3);
  });

  test('the only two defenders go to different sides', () => {
    const players = [player(1, 3, 'DF'), player(2, 3, 'DF'), ...Array.from({ length: 6 }, (_, x) => player(3 + x, 3, x % 2 ? 'MF' : 'FW'))];
    const { sides, reasons } = proposeSides({ players, sideCount: 2 });
    expect(sideOf(sides, 1)).not.toBe(sideOf(sides, 2));
    expect(reasonsOf(reasons, 'positionGaps')).toEqual([]);
  });

  test('an apart pair apart and a together pair together, both said', () => {
    const pairs = [
      { a: 1, b: 6, rule: 'APART' as PairRule },
      { a: 2, b: 3, rule: 'TOGETHER' as PairRule },
    ];
    // 1 and 6 are both 1s: levels alone would not separate them; 2 (level 2) and 3 (level 3) would be split.
    const players = [player(1, 1), player(2, 2), player(3, 3), player(4, 4), player(5, 5), player(6, 1)];
    const { sides, reasons } = proposeSides({ players, sideCount: 2, pairs });
    expect(sideOf(sides, 1)).not.toBe(sideOf(sides, 6));
    expect(sideOf(sides, 2)).toBe(sideOf(sides, 3));
    expect(reasonsOf(reasons, 'pairKept')).toHaveLength(2);
  });

  test('keepers spread before a together pair: two keepers wanted together stay apart, and the reason says so', () => {
    const input: BalanceInput = {
      players: [...outfield(6), player(7, 3, 'GK'), player(8, 3, 'GK')],
      sideCount: 2,
      pairs: [{ a: 7, b: 8, rule: 'TOGETHER' }],
    };
    const { sides, reasons } = proposeSides(input);
    expect(sideOf(sides, 7)).not.toBe(sideOf(sides, 8));
    expect(reasonsOf(reasons, 'pairBroken')).toEqual([{ kind: 'pairBroken', a: 7, b: 8, rule: 'TOGETHER' }]);
  });

  test('pins kept; a pin to a side that does not exist or overfills one is dropped and named', () => {
    const players = outfield(9);
    const pins = new Map([
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
      [5, 0],
      [6, 2],
      [7, 1],
    ]);
    const input: BalanceInput = { players, sideCount: 2, pins };
    const { sides, reasons } = proposeSides(input);
    expect(reasonsOf(reasons, 'pinDropped')).toEqual([{ kind: 'pinDropped', attendeeId: 6, side: 2 }]);
    expectHardRules(input, sides, reasons);
    const overfull = proposeSides({ players, sideCount: 2, pins: new Map([1, 2, 3, 4, 5, 6].map((id) => [id, 1])) });
    expect(reasonsOf(overfull.reasons, 'pinDropped')).toEqual([{ kind: 'pinDropped', attendeeId: 6, side: 1 }]);
    expect(overfull.sides[1]).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]));
  });

  test('pins that put both keepers on one side are kept, and the keepers are said to be uneven', () => {
    const input: BalanceInput = {
      players: [...outfield(6), player(7, 3, 'GK'), player(8, 3, 'GK')],
      sideCount: 2,
      pins: new Map([
        [7, 1],
        [8, 1],
      ]),
    };
    const { sides, reasons } = proposeSides(input);
    expect(sides[1]).toEqual(expect.arrayContaining([7, 8]));
    expect(reasonsOf(reasons, 'keepersUneven')).toEqual([{ kind: 'keepersUneven', perSide: [0, 2] }]);
  });

  test('players who were together in every recent session are split when the levels allow', () => {
    const players = [player(1, 3), player(2, 3), player(3, 3), player(4, 3)];
    const { sides, reasons } = proposeSides({ players, sideCount: 2, coPlays: new Map([['1:2', 8]]) });
    expect(sideOf(sides, 1)).not.toBe(sideOf(sides, 2));
    expect(reasonsOf(reasons, 'newPairings')).toEqual([{ kind: 'newPairings', count: 2 }]);
  });

  test('a re-roll is deterministic per seed, gives another good split for some seed, and none worse than the slack', () => {
    for (const sideCount of [2, 3] as const) {
      const input: BalanceInput = { players: outfield(18), sideCount };
      const best = proposeSides(input);
      const rolls = Array.from({ length: 12 }, (_, seed) => proposeSides({ ...input, seed }));
      expect(proposeSides({ ...input, seed: 5 })).toEqual(rolls[5]);
      expect(new Set(rolls.map((r) => JSON.stringify(r.sides))).size).toBeGreaterThan(1);
      for (const roll of rolls) expect(roll.cost).toBeLessThanOrEqual(best.cost + rerollSlack);
    }
  });

  test('a level that is not a number counts as 2, one outside 1–5 as the nearest', () => {
    const { levelSums } = proposeSides({ players: [player(1, Number.NaN), player(2, 9), player(3, -4), player(4, 3)], sideCount: 2 });
    expect([...levelSums].sort()).toEqual([5, 6]);
  });

  test('three sides go through the search, more than twenty players on two sides too', () => {
    expect(reasonsOf(proposeSides({ players: outfield(12), sideCount: 3 }).reasons, 'searched')).toHaveLength(1);
    expect(reasonsOf(proposeSides({ players: outfield(21), sideCount: 2 }).reasons, 'searched')).toHaveLength(1);
    expect(reasonsOf(proposeSides({ players: outfield(20), sideCount: 2 }).reasons, 'exhaustive')).toHaveLength(1);
  });
});

describe('rebalancing from the current sides', () => {
  const current = [
    [1, 2, 3, 4, 5],
    [6, 7, 8, 9],
  ];
  const players = outfield(9);

  test('a late arrival goes to the smaller side and nobody else moves', () => {
    const next = proposeSides({ players: [...players, player(10, 3, 'MF')], sideCount: 2, previous: current });
    expect(next.sides).toEqual([current[0], [...current[1], 10]]);
    expect(reasonsOf(next.reasons, 'minimalChange')).toEqual([{ kind: 'minimalChange', moved: [], placed: [10] }]);
  });

  test('a late arrival wanted together with a player of the bigger side joins them, and one other player makes room', () => {
    const input: BalanceInput = { players: [...players, player(10, 3, 'MF')], sideCount: 2, previous: current, pairs: [{ a: 10, b: 1, rule: 'TOGETHER' }] };
    const next = proposeSides(input);
    expect(sideOf(next.sides, 10)).toBe(sideOf(next.sides, 1));
    expect(moveCount(current, next.sides)).toBe(1);
    expectHardRules(input, next.sides, next.reasons);
  });

  test('a dropout from the smaller side: one player crosses so the sizes stay within one', () => {
    const next = proposeSides({ players: players.filter((p) => p.attendeeId !== 9), sideCount: 2, previous: current });
    expect(next.sides.map((s) => s.length)).toEqual([4, 4]);
    expect(moveCount(current, next.sides)).toBe(1);
  });
});

describe('the helpers of the sides screen', () => {
  test('moveCount counts the players on a side in both lists who changed side', () => {
    expect(
      moveCount(
        [
          [1, 2],
          [3, 4],
        ],
        [
          [1, 3],
          [2, 4],
        ],
      ),
    ).toBe(2);
    expect(
      moveCount(
        [
          [1, 2],
          [3, 4],
        ],
        [[1, 2, 5], [3]],
      ),
    ).toBe(0);
    expect(moveCount([[1], [2], [3]], [[2], [3], [1]])).toBe(3);
  });

  test('swapPlayers exchanges two players of different sides and leaves the input alone', () => {
    const sides = [
      [1, 2],
      [3, 4],
    ];
    expect(swapPlayers(sides, 2, 3)).toEqual([
      [1, 3],
      [2, 4],
    ]);
    expect(sides).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(swapPlayers(sides, 1, 2)).toEqual(sides);
    expect(swapPlayers(sides, 1, 9)).toEqual(sides);
  });

  test('sideBalance gives each side its level sum, keepers, positions and size', () => {
    const players = [player(1, 4, 'GK'), player(2, 2, 'DF', 'MF'), player(3, 5, 'FW'), player(4, 2)];
    expect(
      sideBalance(players, [
        [1, 2],
        [3, 4],
      ]),
    ).toEqual([
      { levelSum: 6, keeperCount: 1, positions: { GK: 1, DF: 1, MF: 1, FW: 0 }, size: 2 },
      { levelSum: 7, keeperCount: 0, positions: { GK: 0, DF: 0, MF: 0, FW: 1 }, size: 2 },
    ]);
    expect(sideBalance([player(5, Number.NaN)], [[5]])[0].levelSum).toBe(2);
  });
});

const positionSets: Position[][] = [[], ['GK'], ['DF'], ['MF'], ['FW'], ['DF', 'MF'], ['MF', 'FW'], ['GK', 'DF']];

/** A roster of `min`–`max` players (ids 1…n), random levels and positions, with co-plays between some. */
const roster = (min: number, max: number) =>
  fc
    .array(fc.record({ level: fc.integer({ min: 1, max: 5 }), positions: fc.constantFrom(...positionSets) }), { minLength: min, maxLength: max })
    .chain((rows) => {
      const players = rows.map((row, x) => ({ attendeeId: x + 1, ...row }));
      const id = fc.integer({ min: 1, max: players.length });
      return fc.record({
        players: fc.constant(players),
        sideCount: fc.constantFrom(2 as const, 3 as const),
        coPlays: fc.array(fc.tuple(id, id, fc.integer({ min: 1, max: 8 })), { maxLength: 20 }),
        pinned: fc.array(fc.tuple(id, fc.integer({ min: 0, max: 2 })), { maxLength: 6 }),
        pairs: fc.array(fc.tuple(id, id, fc.constantFrom<PairRule>('APART', 'TOGETHER')), { maxLength: 4 }),
      });
    });

const coPlaysOf = (rows: [number, number, number][]) => new Map(rows.map(([a, b, c]) => [`${Math.min(a, b)}:${Math.max(a, b)}`, c]));

describe('every roster of 8–40 players on 2 or 3 sides', () => {
  test('sizes within one, pins kept or named as dropped, and the same proposal for the same input', () => {
    fc.assert(
      fc.property(roster(8, 40), ({ players, sideCount, coPlays, pinned, pairs }) => {
        const input: BalanceInput = {
          players,
          sideCount,
          coPlays: coPlaysOf(coPlays),
          pins: new Map(pinned),
          pairs: pairs.map(([a, b, rule]) => ({ a, b, rule })),
        };
        const proposal = proposeSides(input);
        expectHardRules(input, proposal.sides, proposal.reasons);
        // A pin is dropped only when its side does not exist or already holds as many pins as it can take.
        for (const { attendeeId, side } of reasonsOf(proposal.reasons, 'pinDropped')) {
          const pinnedThere = [...input.pins!].filter(([id, s]) => s === side && id !== attendeeId).length;
          expect(side >= sideCount || pinnedThere >= Math.floor(players.length / sideCount)).toBe(true);
        }
        expect(proposeSides(input)).toEqual(proposal);
      }),
      { numRuns: 120 },
    );
  });

  test('keepers spread when the pins leave each side room for its keepers, and pairs among the unpinned outfield players kept', () => {
    fc.assert(
      fc.property(roster(8, 40), ({ players, sideCount, coPlays, pinned }) => {
        const keeper = (id: number) => players[id - 1].positions.includes('GK');
        const outfieldIds = players.filter((p) => !keeper(p.attendeeId)).map((p) => p.attendeeId);
        // Pins on outfield players only, leaving each side room for its share of the keepers.
        const keepers = players.filter((p) => keeper(p.attendeeId)).length;
        const roomPerSide = Math.floor(players.length / sideCount) - Math.ceil(keepers / sideCount);
        const pins = new Map<number, number>();
        for (const [id, side] of pinned) {
          const onSide = [...pins.values()].filter((s) => s === side).length;
          if (!keeper(id) && side < sideCount && !pins.has(id) && onSide < roomPerSide) pins.set(id, side);
        }
        // Two disjoint pairs among the unpinned outfield players, one apart, one together, when every
        // side has three places left for them beside its keepers and pins (else the pairs may contradict).
        const loose = outfieldIds.filter((id) => !pins.has(id));
        const pairs =
          roomPerSide - pins.size >= 3
            ? [
                { a: loose[0], b: loose[1], rule: 'APART' as PairRule },
                { a: loose[2], b: loose[3], rule: 'TOGETHER' as PairRule },
              ]
            : [];
        const input: BalanceInput = { players, sideCount, coPlays: coPlaysOf(coPlays), pins, pairs };
        const { sides, reasons } = proposeSides(input);
        expectHardRules(input, sides, reasons);
        expect(reasonsOf(reasons, 'pinDropped')).toEqual([]);
        expect(spread(keepersPerSide(input, sides))).toBeLessThanOrEqual(1);
        expect(reasonsOf(reasons, 'keepersUneven')).toEqual([]);
        for (const { a, b, rule } of pairs) expect(sideOf(sides, a) === sideOf(sides, b)).toBe(rule === 'TOGETHER');
      }),
      { numRuns: 120 },
    );
  });

  test('a late arrival moves at most one other player; the sides keep the hard rules', () => {
    fc.assert(
      fc.property(roster(8, 39), fc.integer({ min: 1, max: 5 }), fc.constantFrom(...positionSets), ({ players, sideCount }, level, positions) => {
        const before = proposeSides({ players, sideCount });
        const newcomer = { attendeeId: 100, level, positions };
        const input: BalanceInput = { players: [...players, newcomer], sideCount, previous: before.sides };
        const after = proposeSides(input);
        expectHardRules(input, after.sides, after.reasons);
        expect(spread(keepersPerSide(input, after.sides))).toBeLessThanOrEqual(1);
        expect(moveCount(before.sides, after.sides)).toBeLessThanOrEqual(1);
        expect(reasonsOf(after.reasons, 'minimalChange')[0].placed).toEqual([100]);
      }),
      { numRuns: 150 },
    );
  });

  test('a dropout moves at most two players, at most one when the dropout was not a keeper', () => {
    fc.assert(
      fc.property(roster(9, 40), fc.nat(), ({ players, sideCount }, pick) => {
        const before = proposeSides({ players, sideCount });
        const gone = players[pick % players.length];
        const input: BalanceInput = { players: players.filter((p) => p !== gone), sideCount, previous: before.sides };
        const after = proposeSides(input);
        expectHardRules(input, after.sides, after.reasons);
        expect(spread(keepersPerSide(input, after.sides))).toBeLessThanOrEqual(1);
        expect(moveCount(before.sides, after.sides)).toBeLessThanOrEqual(gone.positions.includes('GK') ? 2 : 1);
      }),
      { numRuns: 150 },
    );
  });
});

/** Every assignment of the roster to two sides with sizes within one and the pins kept, by counting in base 2. */
function bruteForce(input: BalanceInput) {
  const m = buildModel(input);
  let best = Infinity;
  let keeperValid = 0;
  for (let mask = 0; mask < 1 << m.n; mask++) {
    const assignment = Array.from({ length: m.n }, (_, i) => (mask >> i) & 1);
    const size1 = assignment.reduce((a, b) => a + b, 0);
    if (Math.abs(m.n - 2 * size1) > 1 || assignment.some((s, i) => m.pin[i] >= 0 && m.pin[i] !== s)) continue;
    const tally = tallyOf(m, assignment);
    if (tally.keepersOffSpread() === 0) keeperValid += 1;
    best = Math.min(best, tally.cost());
  }
  const mirrored = (input.pins?.size ?? 0) === 0;
  return { best, keeperValid: mirrored ? keeperValid / 2 : keeperValid };
}

describe('weighing a change without making it', () => {
  test('the cost a swap or a move would have is the cost after making it', () => {
    fc.assert(
      fc.property(
        roster(8, 24),
        fc.array(fc.nat(), { minLength: 24, maxLength: 24 }),
        fc.nat(),
        fc.nat(),
        ({ players, sideCount, coPlays, pairs }, sides, x, y) => {
          const m = buildModel({ players, sideCount, coPlays: coPlaysOf(coPlays), pairs: pairs.map(([a, b, rule]) => ({ a, b, rule })) });
          const tally = tallyOf(
            m,
            Array.from({ length: m.n }, (_, i) => sides[i] % sideCount),
          );
          const [i, j] = [x % m.n, y % m.n];
          const t = (tally.side[i] + 1) % sideCount;
          const ifMoved = tally.costIfMoved(i, t);
          const ifSwapped = tally.side[i] === tally.side[j] ? null : tally.costIfSwapped(i, j);
          const untouched = tally.cost();
          tally.move(i, t);
          expect(ifMoved).toBe(tally.cost());
          tally.move(i, (t + sideCount - 1) % sideCount);
          expect(tally.cost()).toBe(untouched);
          if (ifSwapped !== null) {
            tally.swap(i, j);
            expect(ifSwapped).toBe(tally.cost());
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the exhaustive path', () => {
  test('finds the cheapest split a brute force finds, and counts the valid splits it covered', () => {
    fc.assert(
      fc.property(roster(4, 12), ({ players, coPlays, pinned, pairs }) => {
        const input: BalanceInput = {
          players,
          sideCount: 2,
          coPlays: coPlaysOf(coPlays),
          pins: new Map(pinned.map(([id, side]) => [id, side % 2])),
          pairs: pairs.map(([a, b, rule]) => ({ a, b, rule })),
        };
        const proposal = proposeSides(input);
        const brute = bruteForce(input);
        expect(proposal.cost).toBe(brute.best);
        if (reasonsOf(proposal.reasons, 'pinDropped').length === 0 && reasonsOf(proposal.reasons, 'keepersSpread').length > 0) {
          expect(reasonsOf(proposal.reasons, 'exhaustive')[0].splitsTried).toBe(brute.keeperValid);
        }
      }),
      { numRuns: 80 },
    );
  });

  test('the search never beats it, and on a plain roster of 16 it finds as even level sums', () => {
    fc.assert(
      fc.property(roster(12, 20), ({ players, coPlays }) => {
        const m = buildModel({ players, sideCount: 2, coPlays: coPlaysOf(coPlays) });
        expect(searchSplits(m, 0).splits[0].cost).toBeGreaterThanOrEqual(everySplit(m, 0).shortlist.splits[0].cost);
      }),
      { numRuns: 40 },
    );
    const m = buildModel({ players: outfield(16), sideCount: 2 });
    const gap = (cost: number) => Math.floor(cost / weights.levelSumGap);
    expect(gap(searchSplits(m, 0).splits[0].cost)).toBe(gap(everySplit(m, 0).shortlist.splits[0].cost));
  });
});
