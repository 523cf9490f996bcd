import { describe, expect, it } from 'vitest';
import { checkInCounts, checkInRows, lateArrivalMatches } from '#src/features/scrimmage/check-in.ts';
import type { BalancePlayer, BalanceReason } from '#machines/scrimmage.balance.ts';
import { draftFrom, isUneven, move, propose, rebalance, reconcile, tap, togglePin } from '#src/features/scrimmage/sides-draft.ts';
import { reasonLines } from '#src/features/scrimmage/sides-reasons.ts';
import { balanceInputsFrom, coversEveryone } from '#src/features/scrimmage/balance-inputs.ts';
import { emptyScrimmageForm, restOrderFrom, validateScrimmageForm, withSideCount } from '#src/features/schedules/scrimmage-form-values.ts';
import { attendance, attendee } from './scrimmage-fixtures.ts';

describe('the 자체전 form', () => {
  it.each([
    [0, [0, 1, 2]],
    [1, [1, 2, 0]],
    [2, [2, 0, 1]],
  ])('with side %i resting first, the rest order goes round as %j', (first, order) => {
    expect(restOrderFrom(3, first)).toEqual(order);
  });

  it('two sides play fixed games with no rest order; back to three, the winner stays and a third vest is added', () => {
    const two = withSideCount(emptyScrimmageForm('2030-06-16'), 2);
    expect(two).toEqual(expect.objectContaining({ sideCount: 2, format: 'FIXED_GAMES', vestColours: ['ORANGE', 'YELLOW'], restFirst: 1 }));
    expect(restOrderFrom(2, two.restFirst)).toEqual([]);
    const three = withSideCount({ ...two, vestColours: ['BLUE', 'RED'] }, 3);
    expect(three).toEqual(expect.objectContaining({ format: 'WINNER_STAYS', vestColours: ['BLUE', 'RED', 'ORANGE'] }));
  });

  it('refuses a title of spaces and a game length that is not whole', () => {
    const checked = validateScrimmageForm({ ...emptyScrimmageForm('2030-06-16'), title: '  ', gameMinutes: 12.5 });
    expect(checked).toEqual({ ok: false, errors: { title: '일정 이름을 입력해주세요.', gameMinutes: '경기 시간은 5~45분으로 입력해주세요.' } });
  });
});

describe('출석 체크 lists', () => {
  it('counts members and guests still here, not those who left', () => {
    expect(checkInCounts([attendee(7), attendee(8, { leftAt: '2030-06-16T00:00:00.000Z' }), attendee(null)])).toEqual({ members: 1, guests: 1 });
  });

  it('lists a 불참 member only once checked in, and a member found by search among those without an answer', () => {
    const rows = checkInRows(attendance, [attendee(13), attendee(9)]);
    expect(rows.find((r) => r.userId === 13)).toEqual({ userId: 13, name: '조주원', answer: 'ABSENT', attendeeId: 113 });
    expect(rows.at(-1)?.userId).toBe(13);
    expect(checkInRows(attendance, []).some((r) => r.userId === 13)).toBe(false);
  });

  it('puts the injured and those on leave last whatever they answered, and among the others once checked in (decision 091)', () => {
    const attending = attendance.answers.filter((a) => a.answer === 'ATTEND').map((a) => a.userId);
    const [injured] = attending;
    const rows = checkInRows(attendance, [], new Map([[injured, 'INJURED']]));
    expect(rows.at(-1)).toMatchObject({ userId: injured, answer: 'ATTEND', status: 'INJURED', attendeeId: null });
    // Checked in after all: back among those who said 참석.
    const here = checkInRows(attendance, [attendee(injured)], new Map([[injured, 'INJURED']]));
    expect(here.findIndex((r) => r.userId === injured)).toBeLessThan(attending.length);
    expect(here.find((r) => r.userId === injured)?.status).toBe('INJURED');
  });

  it('finds late members by a part of the name, leaving out those already listed', () => {
    const roster = [
      { userId: 13, name: '조주원' },
      { userId: 7, name: '김민수' },
    ];
    expect(lateArrivalMatches(roster, checkInRows(attendance, []), '주')).toEqual([{ userId: 13, name: '조주원' }]);
    expect(lateArrivalMatches(roster, checkInRows(attendance, []), '  ')).toEqual([]);
  });
});

const players = (n: number, keepers: number): BalancePlayer[] =>
  Array.from({ length: n }, (_, i) => ({ attendeeId: i + 1, level: (i % 5) + 1, positions: i < keepers ? (['GK'] as const) : [] }));

describe('팀 나누기 draft', () => {
  const roster = { players: players(6, 2) };

  it('picks, drops the pick, re-picks on the same side and swaps across sides', () => {
    const draft = draftFrom([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    const picked = tap(draft, 1).draft;
    expect(picked.selected).toBe(1);
    expect(tap(picked, 1).draft.selected).toBeNull();
    expect(tap(picked, 2)).toEqual({ draft: { ...picked, selected: 2 }, swapped: null });
    const swapped = tap(picked, 5);
    expect(swapped.swapped).toEqual([1, 5]);
    expect(swapped.draft.sides).toEqual([
      [5, 2, 3],
      [4, 1, 6],
    ]);
  });

  it('moves a pinned player with their pin, so a proposal keeps them where the admin put them', () => {
    const draft = togglePin(
      draftFrom([
        [1, 2, 3],
        [4, 5, 6],
      ]),
      2,
    );
    const moved = move(draft, 2, 1);
    expect(moved.pins.get(2)).toBe(1);
    expect(propose(moved, roster, 2).sides[1]).toContain(2);
  });

  it('takes the gone off the sides, lists the newcomers, and tells sides more than one apart', () => {
    const { sides, unplaced } = reconcile(
      draftFrom([
        [1, 2, 3],
        [4, 5, 6],
      ]),
      [1, 2, 3, 4, 7],
    );
    expect(sides).toEqual([[1, 2, 3], [4]]);
    expect(unplaced).toEqual([7]);
    expect(isUneven(sides)).toBe(true);
    expect(isUneven([[1, 2], [3]])).toBe(false);
  });

  it('mends a dropout with one move and says so', () => {
    const previous = [
      [1, 3, 5],
      [2, 4, 6],
    ];
    const mended = rebalance(draftFrom(previous), { players: players(6, 0).filter((p) => p.attendeeId !== 2 && p.attendeeId !== 4) }, 2, [[1, 3, 5], [6]]);
    expect(mended.sides.map((s) => s.length).sort()).toEqual([2, 2]);
    expect(mended.moved).toBe(1);
  });

  it('words the reasons in Korean', () => {
    expect(
      reasonLines(
        [
          { kind: 'levelSums', sums: [14, 13, 14] },
          { kind: 'keepersSpread', perSide: [1, 1, 1] },
          { kind: 'newPairings', count: 5 },
          { kind: 'pairBroken', a: 1, b: 2, rule: 'APART' },
        ],
        (id) => (id === 1 ? '김민수' : '이서준'),
      ),
    ).toEqual(['레벨 합 14 · 13 · 14', '골키퍼 팀마다 1명', '함께 뛴 적 적은 조합 5쌍', '김민수, 이서준을 떼어 놓지 못했습니다']);
  });

  it('leaves the level sums out for a runner who may not see levels', () => {
    const reasons: BalanceReason[] = [
      { kind: 'levelSums', sums: [6, 6, 6] },
      { kind: 'keepersSpread', perSide: [1, 1, 0] },
    ];
    expect(reasonLines(reasons, () => '', { levelsHidden: true })).toEqual(['골키퍼 1 · 1 · 0명']);
    expect(reasonLines(reasons, () => '')).toEqual(['레벨 합 6 · 6 · 6', '골키퍼 1 · 1 · 0명']);
  });
});

describe('balance inputs from the endpoint', () => {
  const answer = {
    players: [
      { attendeeId: 7, level: 4, positions: ['GK' as const] },
      { attendeeId: 3, level: null, positions: [] },
    ],
    pairs: [{ a: 3, b: 7, rule: 'APART' as const }],
    coPlays: [{ a: 7, b: 3, count: 2 }],
    levelsHidden: false,
  };

  it('counts a missing level as 2 and keys co-plays by the smaller id first', () => {
    const inputs = balanceInputsFrom(answer);
    expect(inputs.players).toEqual([
      { attendeeId: 7, level: 4, positions: ['GK'] },
      { attendeeId: 3, level: 2, positions: [] },
    ]);
    expect([...inputs.coPlays!]).toEqual([['3:7', 2]]);
    expect(inputs.pairs).toEqual([{ a: 3, b: 7, rule: 'APART' }]);
  });

  it('waits for inputs that speak for everyone checked in', () => {
    const inputs = balanceInputsFrom(answer);
    const withId = (id: number) => ({ id }) as Parameters<typeof coversEveryone>[1][number];
    expect(coversEveryone(inputs, [withId(3), withId(7)])).toBe(true);
    expect(coversEveryone(inputs, [withId(3), withId(7), withId(9)])).toBe(false);
    expect(coversEveryone(null, [])).toBe(false);
  });
});
