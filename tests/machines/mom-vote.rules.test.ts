/** The MOM vote's pure rules (decision 093): the state at a moment, what a ballot may be, and the count. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MomBallotRequest } from '#contract/mom.ts';
import { ballotProblem, momVoteClosedAt, momVoteStateAt, tallyMomBallots } from '#machines/mom-vote.rules.ts';

const at = (ms: number) => new Date(Date.UTC(2026, 4, 20) + ms);
const ballot = (first: number, second: number | null = null, third: number | null = null): MomBallotRequest => ({ first, second, third });

describe('the state at a moment', () => {
  it.each([
    { name: 'before closesAt, not closed early', closedAt: null, now: 999, state: 'OPEN', closed: null },
    { name: 'at closesAt', closedAt: null, now: 1000, state: 'CLOSED', closed: 1000 },
    { name: 'closed early', closedAt: 500, now: 600, state: 'CLOSED', closed: 500 },
  ] as const)('$name: $state', ({ closedAt, now, state, closed }) => {
    const vote = { closesAt: at(1000), closedAt: closedAt === null ? null : at(closedAt) };
    expect(momVoteStateAt(vote, at(now))).toBe(state);
    expect(momVoteClosedAt(vote, at(now))).toEqual(closed === null ? null : at(closed));
  });
});

describe('what a ballot may be', () => {
  const candidates = new Set([1, 2, 3, 4]);
  it.each([
    { name: 'a full ballot', b: ballot(2, 3, 4), problem: null },
    { name: 'a first only', b: ballot(2), problem: null },
    { name: 'oneself', b: ballot(2, 1), problem: 'SELF' },
    { name: 'twice the same', b: ballot(2, 3, 2), problem: 'REPEAT' },
    { name: 'a third without a second', b: ballot(2, null, 3), problem: 'GAP' },
    { name: 'someone who did not appear', b: ballot(9), problem: 'NOT_CANDIDATE' },
  ])('$name → $problem', ({ b, problem }) => {
    expect(ballotProblem(b, 1, candidates)).toBe(problem);
  });
});

describe('the count', () => {
  it('fewer than three ballots count nothing (집계 안 함)', () => {
    expect(tallyMomBallots([ballot(1, 2, 3), ballot(1, 2, 3)])).toEqual({ counted: false, table: [], winners: [] });
  });

  it('3/2/1 points; ties on points share the award', () => {
    const outcome = tallyMomBallots([ballot(1, 2), ballot(2, 1), ballot(3)]);
    expect(outcome.table).toEqual([
      { userId: 1, points: 5, firsts: 1 },
      { userId: 2, points: 5, firsts: 1 },
      { userId: 3, points: 3, firsts: 1 },
    ]);
    expect(outcome.winners.map((w) => w.userId)).toEqual([1, 2]);
  });

  const validBallots = fc.array(
    fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 3 }).map((ids) => ballot(ids[0], ids[1] ?? null, ids[2] ?? null)),
    { minLength: 3, maxLength: 30 },
  );

  it('every point comes from a ballot: the table sums to each ballot’s 3 + 2 + 1 as filled, in any order of the ballots', () => {
    fc.assert(
      fc.property(validBallots, (ballots) => {
        const outcome = tallyMomBallots(ballots);
        const expected = ballots.reduce((sum, b) => sum + 3 + (b.second === null ? 0 : 2) + (b.third === null ? 0 : 1), 0);
        expect(outcome.table.reduce((sum, l) => sum + l.points, 0)).toBe(expected);
        expect(tallyMomBallots([...ballots].reverse())).toEqual(outcome);
      }),
    );
  });

  it('the winners are exactly those with the most points, and there is always one once three ballots count', () => {
    fc.assert(
      fc.property(validBallots, (ballots) => {
        const { table, winners } = tallyMomBallots(ballots);
        const top = Math.max(...table.map((l) => l.points));
        expect(winners.length).toBeGreaterThan(0);
        expect(winners).toEqual(table.filter((l) => l.points === top));
      }),
    );
  });
});
