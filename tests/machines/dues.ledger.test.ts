/**
 * The treasurer's arithmetic (machines/dues.ledger.ts, decision 060) as tables: months, splits with
 * remainders, exemptions across months and years, monthly amounts that change from a month on, spreading payments over months, a month's status
 * and totals, accounts, running balances and reversals. Every figure is whole won.
 */
import {
  account,
  addMonths,
  allocatePayment,
  changeRate,
  dueFor,
  duesChargedThrough,
  isExempt,
  monthStatus,
  monthTotals,
  monthsBetween,
  rateFor,
  ratesInForce,
  sameRates,
  reversalAmount,
  reversalRefusal,
  splitCost,
  type Exemption,
} from '#machines/dues.ledger.ts';
import { describe, expect, test } from 'vitest';

describe('months', () => {
  test.each([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2027-01', -1, '2026-12'],
    ['2026-03', 12, '2027-03'],
    ['2026-03', -15, '2024-12'],
    ['2026-05', 0, '2026-05'],
  ])('%s + %i months = %s', (month, count, expected) => {
    expect(addMonths(month, count)).toBe(expected);
  });

  test.each([
    ['2026-11', '2027-02', ['2026-11', '2026-12', '2027-01', '2027-02']],
    ['2026-11', '2026-11', ['2026-11']],
    ['2026-11', '2026-10', []],
  ])('from %s to %s', (from, to, expected) => {
    expect(monthsBetween(from, to)).toEqual(expected);
  });
});

describe('splitting a cost among the players who came', () => {
  test.each([
    // The pitch: 110,000 won among 9 — 12,222 each and 2 won left, one more for the first two.
    [110_000, [1, 2, 3, 4, 5, 6, 7, 8, 9], [12_223, 12_223, 12_222, 12_222, 12_222, 12_222, 12_222, 12_222, 12_222]],
    [100_000, [1, 2, 3, 4], [25_000, 25_000, 25_000, 25_000]],
    [10, [1, 2, 3], [4, 3, 3]],
    [2, [1, 2, 3], [1, 1, 0]],
    [0, [1, 2], [0, 0]],
    [99_999, [7], [99_999]],
    // The same person twice is one person.
    [30_000, [5, 6, 5], [15_000, 15_000]],
  ])('%i won among %j', (total, people, amounts) => {
    const shares = splitCost(total, people);
    expect(shares.map((s) => s.amount)).toEqual(amounts);
    expect(shares.map((s) => s.userId)).toEqual([...new Set(people)]);
    expect(shares.reduce((sum, s) => sum + s.amount, 0)).toBe(total);
    for (const s of shares) expect(Number.isInteger(s.amount)).toBe(true);
  });

  test('the shares always add up to the cost, and differ by at most one won', () => {
    for (let total = 0; total <= 2_000; total += 37) {
      for (let n = 1; n <= 23; n++) {
        const amounts = splitCost(
          total,
          Array.from({ length: n }, (_, i) => i + 1),
        ).map((s) => s.amount);
        expect(amounts.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
      }
    }
  });

  test.each([
    [1000.5, [1], /whole number of won/],
    [-1000, [1], /positive/],
    [1000, [], /at least one person/],
    [Number.MAX_SAFE_INTEGER + 2, [1], /whole number of won/],
  ])('refuses %s among %j', (total, people, message) => {
    expect(() => splitCost(total, people)).toThrow(message);
  });
});

describe('who owes dues for which month', () => {
  const rules = { rates: [{ fromMonth: '2026-09', amount: 30_000 }], startMonth: '2026-09' };
  const exemptions: Exemption[] = [
    { userId: 1, fromMonth: '2026-10', toMonth: '2026-11' },
    // Across the new year, and open-ended.
    { userId: 2, fromMonth: '2026-12', toMonth: '2027-02' },
    { userId: 3, fromMonth: '2026-11', toMonth: null },
  ];

  test.each([
    [1, '2026-09', false],
    [1, '2026-10', true],
    [1, '2026-11', true],
    [1, '2026-12', false],
    [2, '2026-11', false],
    [2, '2026-12', true],
    [2, '2027-01', true],
    [2, '2027-02', true],
    [2, '2027-03', false],
    [3, '2026-10', false],
    [3, '2026-11', true],
    [3, '2030-01', true],
    [4, '2026-10', false],
  ])('member %i in %s is exempt: %s', (userId, month, exempt) => {
    expect(isExempt(exemptions, userId, month)).toBe(exempt);
  });

  test.each([
    // member, joined, month, due
    [4, '2026-01', '2026-08', 0], // before the dues started
    [4, '2026-01', '2026-09', 30_000],
    [4, '2026-10', '2026-09', 0], // before they joined
    [4, '2026-10', '2026-10', 30_000], // the month they joined is charged
    [1, '2026-01', '2026-10', 0], // exempt
    [2, '2026-01', '2027-01', 0],
    [2, '2026-01', '2027-03', 30_000],
  ])('member %i, joined %s: due in %s is %i', (userId, joinedMonth, month, due) => {
    expect(dueFor(rules, { userId, joinedMonth }, exemptions, month)).toBe(due);
  });

  test.each([
    // Through 2027-03: 2026-09 … 2027-03 is 7 months.
    [4, '2026-01', 7 * 30_000],
    [1, '2026-01', 5 * 30_000], // 10–11 exempt
    [2, '2026-01', 4 * 30_000], // 12–02 exempt, across the year
    [3, '2026-01', 2 * 30_000], // from 11 on, open-ended
    [5, '2027-02', 2 * 30_000], // joined late
    [6, '2027-04', 0], // joins after the month asked about
  ])('member %i, joined %s, is charged %i through 2027-03', (userId, joinedMonth, total) => {
    expect(duesChargedThrough(rules, { userId, joinedMonth }, exemptions, '2027-03')).toBe(total);
  });

  test('no monthly dues: nothing is charged', () => {
    expect(
      duesChargedThrough({ rates: [{ fromMonth: '2026-01', amount: 0 }], startMonth: '2026-01' }, { userId: 9, joinedMonth: '2026-01' }, [], '2026-12'),
    ).toBe(0);
  });
});

describe('the monthly amount changes from a month on', () => {
  const rates = [
    { fromMonth: '2026-09', amount: 30_000 },
    { fromMonth: '2027-01', amount: 35_000 },
    { fromMonth: '2027-06', amount: 0 },
  ];

  test.each([
    ['2026-03', 30_000], // before any change: the first amount
    ['2026-09', 30_000],
    ['2026-12', 30_000],
    ['2027-01', 35_000],
    ['2027-05', 35_000], // a raise from the new year
    ['2027-06', 0],
    ['2030-01', 0], // no monthly dues from June
  ])('%s costs %i', (month, amount) => {
    expect(rateFor(rates, month)).toBe(amount);
  });

  test('a member is charged each month at the amount of that month', () => {
    const rules = { rates, startMonth: '2026-09' };
    // 2026-09 … 2026-12 at 30,000, 2027-01 … 2027-05 at 35,000, 2027-06 … 07 at 0.
    expect(duesChargedThrough(rules, { userId: 1, joinedMonth: '2026-01' }, [], '2027-07')).toBe(4 * 30_000 + 5 * 35_000);
    expect(dueFor(rules, { userId: 1, joinedMonth: '2026-01' }, [{ userId: 1, fromMonth: '2027-02', toMonth: '2027-02' }], '2027-02')).toBe(0);
  });

  test.each([
    // what there was, the change, what there is after
    ['a first amount', [], ['2026-09', 30_000], [['2026-09', 30_000]]],
    [
      'a raise from a later month keeps the months before',
      [['2026-09', 30_000]],
      ['2027-01', 35_000],
      [
        ['2026-09', 30_000],
        ['2027-01', 35_000],
      ],
    ],
    [
      'a change from an earlier month replaces the later ones',
      [
        ['2026-09', 30_000],
        ['2027-01', 35_000],
      ],
      ['2026-11', 25_000],
      [
        ['2026-09', 30_000],
        ['2026-11', 25_000],
      ],
    ],
    [
      'the same month again takes the new amount',
      [
        ['2026-09', 30_000],
        ['2027-01', 35_000],
      ],
      ['2027-01', 40_000],
      [
        ['2026-09', 30_000],
        ['2027-01', 40_000],
      ],
    ],
    ['the amount already in force is no change', [['2026-09', 30_000]], ['2027-01', 30_000], [['2026-09', 30_000]]],
    [
      'saving the amount a month already has keeps a raise set for later',
      [
        ['2026-09', 30_000],
        ['2027-01', 35_000],
      ],
      ['2026-11', 30_000],
      [
        ['2026-09', 30_000],
        ['2027-01', 35_000],
      ],
    ],
    [
      'the amount of the month before a raise, from the raise, cancels it',
      [
        ['2026-09', 30_000],
        ['2027-01', 35_000],
      ],
      ['2027-01', 30_000],
      [['2026-09', 30_000]],
    ],
    [
      'a change before every other is the only one left',
      [
        ['2026-09', 30_000],
        ['2027-01', 35_000],
      ],
      ['2026-01', 20_000],
      [['2026-01', 20_000]],
    ],
  ] as const)('%s', (_, before, [fromMonth, amount], after) => {
    const toRates = (list: readonly (readonly [string, number])[]) => list.map(([m, a]) => ({ fromMonth: m, amount: a }));
    expect(changeRate(toRates(before), fromMonth, amount)).toEqual(toRates(after));
  });

  test('the amounts in force are the changes applied in the order made: a raise given way to stays out of force', () => {
    const changes = [
      { fromMonth: '2026-03', amount: 30_000 },
      { fromMonth: '2027-01', amount: 35_000 },
      { fromMonth: '2026-09', amount: 32_000 },
    ];
    expect(ratesInForce(changes)).toEqual([
      { fromMonth: '2026-03', amount: 30_000 },
      { fromMonth: '2026-09', amount: 32_000 },
    ]);
    expect(ratesInForce([...changes, { fromMonth: '2026-09', amount: 30_000 }])).toEqual([{ fromMonth: '2026-03', amount: 30_000 }]);
    expect(ratesInForce([])).toEqual([]);
    expect(
      sameRates(ratesInForce(changes), [
        { fromMonth: '2026-03', amount: 30_000 },
        { fromMonth: '2026-09', amount: 32_000 },
      ]),
    ).toBe(true);
    expect(sameRates(ratesInForce(changes), ratesInForce(changes.slice(0, 2)))).toBe(false);
  });

  test('amounts are whole won, and there is always one', () => {
    expect(() => changeRate([], '2026-09', 30_000.5)).toThrow(RangeError);
    expect(() => rateFor([], '2026-09')).toThrow(RangeError);
  });
});

describe('spreading a payment over months', () => {
  const owedOf = (table: Record<string, number>) => (month: string) => table[month] ?? 30_000;

  test.each([
    ['one month in full', 30_000, ['2026-11'], {}, [['2026-11', 30_000]]],
    [
      'a quarter ahead',
      90_000,
      ['2026-12', '2027-01', '2027-02'],
      {},
      [
        ['2026-12', 30_000],
        ['2027-01', 30_000],
        ['2027-02', 30_000],
      ],
    ],
    [
      'in calendar order whatever the order given',
      60_000,
      ['2027-01', '2026-12'],
      {},
      [
        ['2026-12', 30_000],
        ['2027-01', 30_000],
      ],
    ],
    ['part of a month', 10_000, ['2026-11', '2026-12'], {}, [['2026-11', 10_000]]],
    [
      'the rest of a month partly paid, then the next',
      40_000,
      ['2026-11', '2026-12'],
      { '2026-11': 20_000 },
      [
        ['2026-11', 20_000],
        ['2026-12', 20_000],
      ],
    ],
    ['a month already paid is skipped', 30_000, ['2026-11', '2026-12'], { '2026-11': 0 }, [['2026-12', 30_000]]],
    [
      'more than owed: the rest on the last month, as paid ahead',
      100_000,
      ['2026-11', '2026-12'],
      {},
      [
        ['2026-11', 30_000],
        ['2026-12', 70_000],
      ],
    ],
    ['an exempt month owes nothing', 30_000, ['2026-11', '2026-12'], { '2026-11': 0, '2026-12': 0 }, [['2026-12', 30_000]]],
    ['no months: nothing is allocated (a payment towards costs)', 15_000, [], {}, []],
  ] as const)('%s', (_name, amount, months, owed, expected) => {
    const allocations = allocatePayment(amount, months, owedOf(owed));
    expect(allocations.map((a) => [a.month, a.amount])).toEqual(expected);
    if (months.length > 0) expect(allocations.reduce((sum, a) => sum + a.amount, 0)).toBe(amount);
  });

  test.each([[0], [-5_000], [2.5]])('refuses a payment of %s', (amount) => {
    expect(() => allocatePayment(amount, ['2026-11'], () => 30_000)).toThrow();
  });
});

describe('a month on the board', () => {
  test.each([
    [30_000, 30_000, false, 'PAID'],
    [30_000, 45_000, false, 'PAID'],
    [30_000, 10_000, false, 'PARTIAL'],
    [30_000, 0, false, 'UNPAID'],
    [0, 0, true, 'EXEMPT'],
    [30_000, 0, true, 'EXEMPT'],
    [0, 0, false, 'NONE'],
    [0, 30_000, false, 'PAID'],
  ] as const)('due %i, paid %i, exempt %s: %s', (due, paid, exempt, status) => {
    expect(monthStatus(due, paid, exempt)).toBe(status);
  });

  test("totals: one member paying ahead does not cover another member's gap", () => {
    expect(
      monthTotals([
        { due: 30_000, paid: 60_000 },
        { due: 30_000, paid: 0 },
        { due: 30_000, paid: 10_000 },
        { due: 0, paid: 0 },
      ]),
    ).toEqual({ expected: 90_000, collected: 70_000, missing: 50_000 });
  });
});

describe("a member's account", () => {
  test.each([
    ['owes', [30_000, 30_000, 12_223], [30_000], { charged: 72_223, paid: 30_000, owed: 42_223 }],
    ['square', [30_000], [30_000], { charged: 30_000, paid: 30_000, owed: 0 }],
    ['paid ahead', [30_000], [90_000], { charged: 30_000, paid: 90_000, owed: -60_000 }],
    ['nothing yet', [], [], { charged: 0, paid: 0, owed: 0 }],
  ] as const)('%s', (_name, charges, payments, expected) => {
    expect(account(charges, payments)).toEqual(expected);
  });
});

describe('the ledger', () => {
  test.each([
    ['an income', { id: 1, amount: 30_000, reversesId: null }, false, null, -30_000],
    ['an expense', { id: 2, amount: -110_000, reversesId: null }, false, null, 110_000],
    ['an entry reversed already', { id: 3, amount: 30_000, reversesId: null }, true, 'ALREADY_REVERSED', -30_000],
    ['a reversal', { id: 4, amount: -30_000, reversesId: 1 }, false, 'IS_REVERSAL', 30_000],
  ] as const)('reversing %s', (_name, entry, reversed, refusal, amount) => {
    expect(reversalRefusal(entry, reversed)).toBe(refusal);
    expect(reversalAmount(entry)).toBe(amount);
  });
});
