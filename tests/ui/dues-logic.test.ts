/**
 * The dues page's own arithmetic (decision 061, src/features/dues/dues-view.ts), all through
 * machines/dues.ledger.ts: what a member owes for the months picked in 납부 기록 and how a payment
 * spreads over them, the split preview in the server's name order, and the CSV files' rows.
 */
import { describe, expect, it } from 'vitest';
import type { DuesBoard, LedgerEntry } from '#contract/dues.ts';
import { boardCsv, boardRange, ledgerCsv } from '#machines/exports.dues.ts';
import { byName, chargedMonths, defaultMonths, entryWhat, owedForMonths, paymentSpread, splitPreview, type BoardMember } from '#src/features/dues/dues-view.ts';
import { duesMessages, signedWon, won } from '#src/lib/messages/dues.ts';

const rules = { rates: [{ fromMonth: '2026-09', amount: 30_000 }], startMonth: '2026-09', exemptions: [{ userId: 2, fromMonth: '2027-01', toMonth: null }] };
const member = (userId: number, name: string, cells: BoardMember['cells']): BoardMember => ({
  userId,
  name,
  backNumber: null,
  joinedMonth: '2026-01',
  cells,
  owed: 0,
});
const minjun = member(1, '김민준', [
  { month: '2026-09', due: 30_000, paid: 30_000, status: 'PAID' },
  { month: '2026-10', due: 30_000, paid: 10_000, status: 'PARTIAL' },
  { month: '2026-11', due: 30_000, paid: 0, status: 'UNPAID' },
]);

describe('납부 기록: the default amount and its spread', () => {
  it('owes what the board shows for its months and the dues for a month ahead', () => {
    expect(owedForMonths(minjun, rules, ['2026-10'])).toBe(20_000);
    expect(owedForMonths(minjun, rules, ['2026-10', '2026-11', '2026-12'])).toBe(80_000);
    expect(owedForMonths(minjun, rules, ['2026-09'])).toBe(0);
  });

  it('owes nothing for an exempt month ahead, nor before the start', () => {
    const jihun = member(2, '박지훈', []);
    expect(owedForMonths(jihun, rules, ['2026-12', '2027-01', '2027-02'])).toBe(30_000);
    expect(owedForMonths(jihun, rules, ['2026-08'])).toBe(0);
  });

  it('owes a month ahead at the amount in force that month', () => {
    const raised = { ...rules, rates: [...rules.rates, { fromMonth: '2027-01', amount: 35_000 }] };
    expect(owedForMonths(minjun, raised, ['2026-12', '2027-01'])).toBe(65_000);
  });

  it('owes nothing before the dues are set up', () => {
    expect(owedForMonths(minjun, { ...rules, rates: [] }, ['2026-12'])).toBe(0);
  });

  it('spreads a payment month by month, paying ahead on the last', () => {
    expect(paymentSpread(minjun, rules, 80_000, ['2026-12', '2026-10', '2026-11'])).toEqual([
      { month: '2026-10', amount: 20_000 },
      { month: '2026-11', amount: 30_000 },
      { month: '2026-12', amount: 30_000 },
    ]);
    expect(paymentSpread(minjun, rules, 100_000, ['2026-11'])).toEqual([{ month: '2026-11', amount: 100_000 }]);
    expect(paymentSpread(minjun, rules, Number.NaN, ['2026-11'])).toEqual([]);
    expect(paymentSpread(minjun, rules, 30_000, [])).toEqual([]);
  });

  it('picks the cell pressed, else the earliest unpaid month, else this month, else the next charged one', () => {
    const charged = ['2026-09', '2026-10', '2026-11', '2026-12'];
    expect(defaultMonths(minjun, '2026-11', charged, '2026-09')).toEqual(['2026-09']);
    expect(defaultMonths(minjun, '2026-11', charged)).toEqual(['2026-10']);
    expect(defaultMonths(member(3, '이서준', []), '2026-11', charged)).toEqual(['2026-11']);
    // A cell with nothing charged (before the start) is never preselected, nor a month exempt.
    expect(defaultMonths(minjun, '2026-11', charged, '2026-08')).toEqual(['2026-10']);
    expect(defaultMonths(member(3, '이서준', []), '2026-11', ['2026-12'])).toEqual(['2026-12']);
    expect(defaultMonths(member(3, '이서준', []), '2026-11', [])).toEqual([]);
  });

  it('offers only the months charged to the member: not before the start or joining, not exempt (decision 072)', () => {
    const choices = ['2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12', '2027-01'];
    expect(chargedMonths(minjun, rules, choices)).toEqual(['2026-09', '2026-10', '2026-11', '2026-12', '2027-01']);
    const jihun = { ...member(2, '박지훈', []), joinedMonth: '2026-11' };
    expect(chargedMonths(jihun, rules, choices)).toEqual(['2026-11', '2026-12']);
    expect(chargedMonths(minjun, { ...rules, rates: [{ fromMonth: '2026-09', amount: 0 }] }, ['2026-12'])).toEqual([]);
  });
});

describe('비용 나누기: the preview', () => {
  it('splits 110,000원 among nine as 12,223 × 2 + 12,222 × 7, the extra won to the first in name order', () => {
    const people = byName([9, 8, 7, 6, 5, 4, 3, 2, 1].map((id) => ({ userId: id, name: `선수${id}` })));
    const { shares, groups } = splitPreview(
      110_000,
      people.map((p) => p.userId),
    );
    expect(groups).toEqual([
      { amount: 12_223, count: 2 },
      { amount: 12_222, count: 7 },
    ]);
    expect(shares.slice(0, 2).map((s) => s.userId)).toEqual([1, 2]);
    expect(shares.reduce((sum, s) => sum + s.amount, 0)).toBe(110_000);
  });

  it('orders names as the server does: by code unit, then id', () => {
    expect(
      byName([
        { userId: 2, name: '홍기범' },
        { userId: 3, name: '김태현' },
        { userId: 1, name: '김태현' },
      ]).map((p) => p.userId),
    ).toEqual([1, 3, 2]);
  });

  it('shows nothing without an amount or people', () => {
    expect(splitPreview(Number.NaN, [1])).toEqual({ shares: [], groups: [] });
    expect(splitPreview(10_000, [])).toEqual({ shares: [], groups: [] });
  });
});

describe('money and files', () => {
  it('writes won with Korean grouping, in and out signed', () => {
    expect(won(12_223)).toBe('12,223원');
    expect(signedWon(30_000)).toBe('+30,000원');
    expect(signedWon(-110_000)).toBe('−110,000원');
  });

  it('writes a figure below zero with one minus sign, the same as a signed amount', () => {
    expect(won(-20_000)).toBe('−20,000원');
    expect(won(-20_000)).toBe(signedWon(-20_000));
    expect(won(0)).toBe('0원');
  });

  it('exports the board with Korean headers, one column per month, and 선납 in its own column, never a negative 미납', () => {
    const paidAhead = member(2, '이서준', [
      { month: '2026-10', due: 30_000, paid: 30_000, status: 'PAID' },
      { month: '2026-11', due: 30_000, paid: 30_000, status: 'PAID' },
    ]);
    const board: DuesBoard = {
      teamId: 1,
      configured: true,
      months: ['2026-10', '2026-11'],
      monthlyAmount: 30_000,
      rates: [{ fromMonth: '2026-09', amount: 30_000 }],
      dueDay: 10,
      visibility: 'ALL',
      members: [
        { ...minjun, cells: minjun.cells.slice(1), owed: 50_000 },
        { ...paidAhead, owed: -30_000 },
      ],
      formerMembers: [],
      totals: [],
      balance: 0,
    };
    const lines = boardCsv(board)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('멤버,등번호,2026년 10월,2026년 11월,미납 합계,선납');
    expect(lines[1]).toBe('김민준,,일부 납부 10000/30000,미납 0/30000,50000,0');
    expect(lines[2]).toBe('이서준,,납부 30000/30000,납부 30000/30000,0,30000');
    expect(boardRange(board.months)).toBe('2026-10~2026-11');
  });

  it('exports the ledger with signed amounts, balances, the reversal named and the time recorded in Seoul, as the screen shows it', () => {
    const entry: LedgerEntry = {
      id: 3,
      kind: 'COST',
      amount: -110_000,
      balance: -20_000,
      occurredOn: '2026-11-28',
      method: null,
      category: 'PITCH',
      label: null,
      note: null,
      userId: null,
      userName: null,
      months: [],
      shares: [{ userId: 1, userName: '김태현', amount: 12_223 }],
      scheduleId: null,
      matchId: null,
      reversesId: null,
      reversedById: 4,
      recordedById: 1,
      recordedByName: '이준호',
      recordedAt: '2026-11-28T16:30:05.000Z',
    };
    expect(entryWhat(entry)).toBe('구장비 · 1명 분담');
    const lines = ledgerCsv([entry])
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe(duesMessages.csv.ledgerHeader.join(','));
    expect(lines[0]).toBe('번호,날짜,구분,내용,금액,잔액,기록자,기록 시각 (서울),정정');
    // 16:30 UTC is 01:30 the next day in Seoul.
    expect(lines[1]).toBe('3,2026-11-28,비용,구장비 · 1명 분담,-110000,-20000,이준호,2026-11-29 01:30:05,정정 기록 #4');
  });
});
