/**
 * The lineup save plan: the fewest server writes from the saved lineup to the current one,
 * never delete-and-recreate for a move, in a deterministic order.
 */
import type { MatchPlayer, MatchPlayers } from '#contract/matches.ts';
import { isEmptyPlan, planCallCount, planLineupSave, type CurrentLineup, type PlannedPlayer } from '#machines/lineup.save-plan.ts';
import { describe, expect, test } from 'vitest';
import { AWAY_TEAM, HOME_TEAM, row, savedLineup } from '../paths/lineup.fixtures.ts';

/** The shared saved lineup (keeper 1 at 27, midfielder 6 at 12, forward 10 at 2, defender 2 on the bench) with one away guest. */
const saved: MatchPlayers = {
  ...savedLineup,
  awayTeam: {
    starters: [row({ id: 301, teamId: AWAY_TEAM, name: '원정1', number: 7, matchGrid: 2, matchPosition: 'FW' })],
    substitutes: [],
  },
};

/** A current player copied from a saved row, with overrides. */
const from = (r: MatchPlayer, over: Partial<PlannedPlayer> = {}): PlannedPlayer => ({
  matchUserId: r.id,
  userId: r.userId,
  name: r.name,
  number: r.number,
  role: r.role,
  matchPosition: r.matchPosition,
  matchGrid: r.matchGrid,
  ...over,
});

const [keeper, mid, fwd] = saved.homeTeam.starters;
const [sub] = saved.homeTeam.substitutes;
const [guest] = saved.awayTeam.starters;

/** The current lineup equal to the saved one, with optional replacements per side. */
function current(home: PlannedPlayer[] = [keeper, mid, fwd, sub].map((r) => from(r)), away: PlannedPlayer[] = [from(guest)]): CurrentLineup {
  return { home: { teamId: HOME_TEAM, players: home }, away: { teamId: AWAY_TEAM, players: away } };
}

const empty = { removals: [], changes: [], adds: [] };

describe('lineup save plan', () => {
  test('a no-op plans nothing', () => {
    const plan = planLineupSave(saved, current());
    expect(plan).toEqual(empty);
    expect(isEmptyPlan(plan)).toBe(true);
    expect(planCallCount(plan)).toBe(0);
  });

  test('a pure move is one change, never a delete and a re-add', () => {
    const plan = planLineupSave(saved, current([from(keeper), from(mid, { matchGrid: 17 }), from(fwd), from(sub)]));
    expect(plan).toEqual({ removals: [], adds: [], changes: [{ matchUserId: 106, role: 'START_PLAYER', matchPosition: 'MF', matchGrid: 17 }] });
    expect(planCallCount(plan)).toBe(1);
  });

  test('a swap is two changes in one batch', () => {
    const plan = planLineupSave(
      saved,
      current([from(keeper), from(mid, { matchGrid: 2, matchPosition: 'FW' }), from(fwd, { matchGrid: 12, matchPosition: 'MF' }), from(sub)]),
    );
    expect(plan.changes).toEqual([
      { matchUserId: 106, role: 'START_PLAYER', matchPosition: 'FW', matchGrid: 2 },
      { matchUserId: 110, role: 'START_PLAYER', matchPosition: 'MF', matchGrid: 12 },
    ]);
    expect(plan.adds).toEqual([]);
    expect(plan.removals).toEqual([]);
    expect(planCallCount(plan)).toBe(1);
  });

  test('a starter and a substitute trading places are two role changes', () => {
    const plan = planLineupSave(
      saved,
      current([
        from(keeper),
        from(sub, { role: 'START_PLAYER', matchGrid: 12, matchPosition: 'MF' }),
        from(fwd),
        from(mid, { role: 'SUB_PLAYER', matchGrid: null }),
      ]),
    );
    expect(plan.changes).toEqual([
      { matchUserId: 102, role: 'START_PLAYER', matchPosition: 'MF', matchGrid: 12 },
      { matchUserId: 106, role: 'SUB_PLAYER', matchPosition: 'MF', matchGrid: null },
    ]);
  });

  test('a relabel alone is one change', () => {
    const plan = planLineupSave(saved, current([from(keeper), from(mid, { matchPosition: 'DF' }), from(fwd), from(sub)]));
    expect(plan.changes).toEqual([{ matchUserId: 106, role: 'START_PLAYER', matchPosition: 'DF', matchGrid: 12 }]);
  });

  test('an added bench player is one add', () => {
    const newcomer: PlannedPlayer = { matchUserId: null, userId: 4, name: '선수4', number: 4, role: 'SUB_PLAYER', matchPosition: 'DF', matchGrid: null };
    const plan = planLineupSave(saved, current([from(keeper), from(mid), from(fwd), from(sub), newcomer]));
    expect(plan).toEqual({
      removals: [],
      changes: [],
      adds: [{ teamId: HOME_TEAM, userId: 4, name: null, number: null, role: 'SUB_PLAYER', matchPosition: 'DF', matchGrid: null }],
    });
  });

  test('a person taken out is one removal', () => {
    const plan = planLineupSave(saved, current([from(keeper), from(mid), from(fwd)]));
    expect(plan).toEqual({ removals: [102], changes: [], adds: [] });
    expect(planCallCount(plan)).toBe(1);
  });

  test('a guest of a temporary team is added by name and number', () => {
    const newGuest: PlannedPlayer = { matchUserId: null, userId: null, name: '김게스트', number: 9, role: 'START_PLAYER', matchPosition: 'MF', matchGrid: 12 };
    const plan = planLineupSave(saved, current(undefined, [from(guest), newGuest]));
    expect(plan).toEqual({
      removals: [],
      changes: [],
      adds: [{ teamId: AWAY_TEAM, userId: null, name: '김게스트', number: 9, role: 'START_PLAYER', matchPosition: 'MF', matchGrid: 12 }],
    });
  });

  test('a saved guest is kept by their row: moving them is a change, dropping them a removal', () => {
    expect(planLineupSave(saved, current(undefined, [from(guest, { matchGrid: 7 })])).changes).toEqual([
      { matchUserId: 301, role: 'START_PLAYER', matchPosition: 'FW', matchGrid: 7 },
    ]);
    expect(planLineupSave(saved, current(undefined, []))).toEqual({ removals: [301], changes: [], adds: [] });
  });

  test('a member without a row id is matched to their saved row by user id: a change, not a delete and an add', () => {
    const plan = planLineupSave(saved, current([from(keeper), from(mid, { matchUserId: null, matchGrid: 17 }), from(fwd), from(sub)]));
    expect(plan).toEqual({ removals: [], adds: [], changes: [{ matchUserId: 106, role: 'START_PLAYER', matchPosition: 'MF', matchGrid: 17 }] });
  });

  test('rows match within a side only: the same user id on the other side is an add there and a removal here', () => {
    const moved: PlannedPlayer = { ...from(mid), matchUserId: null };
    const plan = planLineupSave(saved, current([from(keeper), from(fwd), from(sub)], [from(guest), moved]));
    expect(plan.removals).toEqual([106]);
    expect(plan.adds).toEqual([{ teamId: AWAY_TEAM, userId: 6, name: null, number: null, role: 'START_PLAYER', matchPosition: 'MF', matchGrid: 12 }]);
  });

  test('the order is deterministic: removals and changes by ascending id, adds home then away, starters then bench', () => {
    const home: PlannedPlayer[] = [
      { matchUserId: null, userId: 3, name: '선수3', number: 3, role: 'START_PLAYER', matchPosition: 'DF', matchGrid: 21 },
      from(fwd, { matchGrid: 1 }),
      from(keeper, { matchGrid: 26 }),
      { matchUserId: null, userId: 5, name: '선수5', number: 5, role: 'SUB_PLAYER', matchPosition: 'DF', matchGrid: null },
    ];
    const away: PlannedPlayer[] = [{ matchUserId: null, userId: null, name: '대기', number: 12, role: 'SUB_PLAYER', matchPosition: null, matchGrid: null }];
    const plan = planLineupSave(saved, current(home, away));
    expect(plan.removals).toEqual([102, 106, 301]);
    expect(plan.changes.map((c) => c.matchUserId)).toEqual([101, 110]);
    expect(plan.adds.map((a) => a.userId ?? a.name)).toEqual([3, 5, '대기']);
    expect(planCallCount(plan)).toBe(5);
    expect(planLineupSave(saved, current(home, away))).toEqual(plan);
  });
});
