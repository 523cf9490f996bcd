/**
 * Member status (machines/member-status.ts, decision 091) as tables: the kind in force on a Seoul day
 * at the edges of a period, who is away, which requests are refused and why, and the whole months a
 * leave pauses dues for.
 */
import fc from 'fast-check';
import type { MemberStatus } from '#contract/member-status.ts';
import { isAwayOn, leaveMonths, statusesOn, statusOf, statusOn, statusRefusal } from '#machines/member-status.ts';
import { describe, expect, test } from 'vitest';

const injured: MemberStatus = { kind: 'INJURED', from: '2026-05-10', until: '2026-05-20' };
const leave: MemberStatus = { kind: 'ON_LEAVE', from: '2026-06-01', until: '2026-08-31' };
const honorary: MemberStatus = { kind: 'HONORARY', from: null, until: null };

describe('statusOn and isAwayOn', () => {
  test.each([
    [null, '2026-05-15', 'ACTIVE', false],
    [injured, '2026-05-09', 'ACTIVE', false],
    [injured, '2026-05-10', 'INJURED', true],
    [injured, '2026-05-20', 'INJURED', true],
    [injured, '2026-05-21', 'ACTIVE', false],
    [leave, '2026-05-31', 'ACTIVE', false],
    [leave, '2026-06-01', 'ON_LEAVE', true],
    [leave, '2026-08-31', 'ON_LEAVE', true],
    [leave, '2026-09-01', 'ACTIVE', false],
    [honorary, '2026-05-15', 'HONORARY', false],
  ] as const)('%j on %s is %s (away: %s)', (status, day, kind, away) => {
    expect(statusOn(status, day)).toBe(kind);
    expect(isAwayOn(status, day)).toBe(away);
  });

  test('a period is away exactly on the days between its ends, both included', () => {
    const day = fc.integer({ min: 0, max: 800 }).map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, day, (a, b, probe) => {
        const [from, until] = a <= b ? [a, b] : [b, a];
        expect(isAwayOn({ kind: 'ON_LEAVE', from, until }, probe)).toBe(from <= probe && probe <= until);
      }),
    );
  });
});

test('statusesOn keeps the people not plain 활동 on the day, with their kind then', () => {
  const people = [
    { userId: 1, status: injured },
    { userId: 2, status: leave },
    { userId: 3, status: honorary },
    { userId: 4, status: { kind: 'ACTIVE', from: null, until: null } as const },
  ];
  expect(statusesOn(people, '2026-05-15')).toEqual(
    new Map([
      [1, 'INJURED'],
      [3, 'HONORARY'],
    ]),
  );
  expect(statusesOn(people, '2026-07-01')).toEqual(
    new Map([
      [2, 'ON_LEAVE'],
      [3, 'HONORARY'],
    ]),
  );
});

describe('statusRefusal', () => {
  const today = '2026-05-15';
  const asAdmin = { today, self: false, current: null };
  const asSelf = { today, self: true, current: null };
  test.each([
    ['admin sets 부상 until a later day', { kind: 'INJURED', until: '2026-06-01' }, asAdmin, null],
    ['admin sets 부상 until today', { kind: 'INJURED', until: today }, asAdmin, null],
    ['부상 without an end', { kind: 'INJURED' }, asAdmin, { error: 'MEMBER_STATUS_DATES', field: 'until' }],
    ['휴회 without a start', { kind: 'ON_LEAVE', until: '2026-07-01' }, asAdmin, { error: 'MEMBER_STATUS_DATES', field: 'from' }],
    ['활동 with a date', { kind: 'ACTIVE', until: '2026-07-01' }, asAdmin, { error: 'MEMBER_STATUS_DATES', field: 'until' }],
    ['명예 with a start', { kind: 'HONORARY', from: '2026-07-01' }, asAdmin, { error: 'MEMBER_STATUS_DATES', field: 'from' }],
    ['an end before the start', { kind: 'ON_LEAVE', from: '2026-07-01', until: '2026-06-30' }, asAdmin, { error: 'MEMBER_STATUS_ORDER', field: 'until' }],
    ['부상 that ended yesterday', { kind: 'INJURED', from: '2026-05-01', until: '2026-05-14' }, asAdmin, { error: 'MEMBER_STATUS_ENDED', field: 'until' }],
    ['a 366-day leave', { kind: 'ON_LEAVE', from: '2026-05-15', until: '2027-05-15' }, asAdmin, null],
    ['a 367-day leave', { kind: 'ON_LEAVE', from: '2026-05-15', until: '2027-05-16' }, asAdmin, { error: 'MEMBER_STATUS_TOO_LONG', field: 'until' }],
    ['admin backdates a leave', { kind: 'ON_LEAVE', from: '2026-04-01', until: '2026-06-30' }, asAdmin, null],
    [
      'a member backdates their own leave',
      { kind: 'ON_LEAVE', from: '2026-04-01', until: '2026-06-30' },
      asSelf,
      { error: 'MEMBER_STATUS_PAST_START', field: 'from' },
    ],
    ['a member sets their own 휴회 from today', { kind: 'ON_LEAVE', from: today, until: '2026-06-30' }, asSelf, null],
    ['a member sets their own 부상', { kind: 'INJURED', until: '2026-06-30' }, asSelf, null],
    ['a member comes back to 활동', { kind: 'ACTIVE' }, { ...asSelf, current: { kind: 'ON_LEAVE', from: today, until: '2026-06-30' } }, null],
    ['a member makes themself 명예', { kind: 'HONORARY' }, asSelf, { error: 'MEMBER_STATUS_ADMIN_ONLY', field: 'kind' }],
    [
      'a 명예 member sets 부상',
      { kind: 'INJURED', until: '2026-06-30' },
      { ...asSelf, current: honorary },
      { error: 'MEMBER_STATUS_ADMIN_ONLY', field: 'kind' },
    ],
  ] as const)('%s', (_name, request, who, refusal) => {
    expect(statusRefusal(request, who)).toEqual(refusal);
  });
});

describe('statusOf', () => {
  test.each([
    [
      { kind: 'INJURED', until: '2026-06-01' },
      { kind: 'INJURED', from: '2026-05-15', until: '2026-06-01' },
    ],
    [
      { kind: 'INJURED', from: '2026-05-12', until: '2026-06-01' },
      { kind: 'INJURED', from: '2026-05-12', until: '2026-06-01' },
    ],
    [{ kind: 'HONORARY', from: null, until: null }, honorary],
    [{ kind: 'ACTIVE' }, { kind: 'ACTIVE', from: null, until: null }],
  ] as const)('%j is stored as %j', (request, stored) => {
    expect(statusOf(request, '2026-05-15')).toEqual(stored);
  });
});

describe('leaveMonths', () => {
  test.each([
    ['whole months', leave, { fromMonth: '2026-06', toMonth: '2026-08' }],
    ['mid-month ends pause the months between', { kind: 'ON_LEAVE', from: '2026-03-15', until: '2026-05-15' }, { fromMonth: '2026-04', toMonth: '2026-04' }],
    [
      'a February to its last day (not a leap year)',
      { kind: 'ON_LEAVE', from: '2027-02-01', until: '2027-02-28' },
      { fromMonth: '2027-02', toMonth: '2027-02' },
    ],
    ['a leap February short of its last day', { kind: 'ON_LEAVE', from: '2028-02-01', until: '2028-02-28' }, null],
    ['across the new year', { kind: 'ON_LEAVE', from: '2026-12-01', until: '2027-01-31' }, { fromMonth: '2026-12', toMonth: '2027-01' }],
    ['less than a whole month', { kind: 'ON_LEAVE', from: '2026-06-02', until: '2026-06-30' }, null],
    ['an injury is no leave', { kind: 'INJURED', from: '2026-06-01', until: '2026-08-31' }, null],
    ['no status', null, null],
  ] as const)('%s', (_name, status, months) => {
    expect(leaveMonths(status)).toEqual(months);
  });
});
