/**
 * What the dues page computes from the server's answers (issue #21), all through
 * machines/dues.ledger.ts: what a member still owes for the months chosen in 납부 기록 and how the
 * payment would spread over them, the split preview of 비용 나누기, the months the board shows, and
 * the two CSV files. Whole won throughout.
 */
import type { DuesBoard, DuesExemption, LedgerEntry } from '#contract/dues.ts';
import { addMonths, allocatePayment, dueFor, monthsBetween, splitCost, type Allocation, type DuesRate, type Month } from '#machines/dues.ledger.ts';
import { seoulDateTime } from '#contract/seoul-time.ts';
import { csvText } from '#src/lib/csv.ts';
import { duesMessages as d, monthLabel, shortMonth } from '#src/lib/messages/dues.ts';

export type BoardMember = DuesBoard['members'][number];

/** The rules the payment dialog needs beyond the board (admins read the settings). */
export interface PaymentRules {
  /** The monthly amounts in force (empty before the dues are set up: nothing is owed then). */
  rates: readonly DuesRate[];
  startMonth: Month;
  exemptions: readonly Pick<DuesExemption, 'userId' | 'fromMonth' | 'toMonth'>[];
}

/**
 * What `member` still owes for `month`: the board's cell when the board shows it (due − paid), else
 * the month's dues by the rules (a month ahead is owed in full unless exempt or before the start).
 */
export function owedFor(member: BoardMember, rules: PaymentRules, month: Month): number {
  const cell = member.cells.find((c) => c.month === month);
  if (cell) return Math.max(0, cell.due - cell.paid);
  // Outside the board (a month ahead, or long ago): the month's dues by the rules; the join month is
  // not in the board's answer, so a month before it counts as owed (the server spreads exactly).
  if (rules.rates.length === 0) return 0;
  return dueFor(rules, { userId: member.userId, joinedMonth: '0000-01' }, rules.exemptions, month);
}

/** The default amount of a payment for `months`: what they still owe together. */
export function owedForMonths(member: BoardMember, rules: PaymentRules, months: readonly Month[]): number {
  return months.reduce((sum, month) => sum + owedFor(member, rules, month), 0);
}

/** How `amount` would spread over `months` (none when the amount is not a positive whole number). */
export function paymentSpread(member: BoardMember, rules: PaymentRules, amount: number, months: readonly Month[]): Allocation[] {
  if (!Number.isSafeInteger(amount) || amount <= 0 || months.length === 0) return [];
  return allocatePayment(amount, months, (month) => owedFor(member, rules, month));
}

/** The months a payment may pay: from a year back to a year ahead of this month. */
export function payableMonths(thisMonth: Month): Month[] {
  return monthsBetween(addMonths(thisMonth, -12), addMonths(thisMonth, 12));
}

/** The months to preselect for a member: the earliest unpaid month on the board, else this month. */
export function defaultMonths(member: BoardMember, thisMonth: Month, chosen?: Month): Month[] {
  if (chosen) return [chosen];
  const unpaid = member.cells.find((c) => c.status === 'UNPAID' || c.status === 'PARTIAL');
  return [unpaid?.month ?? thisMonth];
}

/** A cost's shares in the order of `people` (the server's name order), grouped for the preview: `[{ amount, count }]`. */
export function splitPreview(total: number, userIds: readonly number[]): { shares: { userId: number; amount: number }[]; groups: { amount: number; count: number }[] } {
  if (!Number.isSafeInteger(total) || total <= 0 || userIds.length === 0) return { shares: [], groups: [] };
  const shares = splitCost(total, userIds);
  const groups: { amount: number; count: number }[] = [];
  for (const share of shares) {
    const group = groups.find((g) => g.amount === share.amount);
    if (group) group.count += 1;
    else groups.push({ amount: share.amount, count: 1 });
  }
  return { shares, groups: groups.sort((a, b) => b.amount - a.amount) };
}

/**
 * The server's name order (by code unit, then id: the order of the board and of a split's remainder),
 * so the preview's extra won go to the same people the server charges them to.
 */
export const byName = <T extends { name: string; userId: number }>(people: readonly T[]): T[] =>
  [...people].sort((a, b) => (a.name !== b.name ? (a.name < b.name ? -1 : 1) : a.userId - b.userId));

/** What an entry of the ledger is about, in Korean. */
export function entryWhat(entry: LedgerEntry): string {
  switch (entry.kind) {
    case 'PAYMENT': {
      const months = entry.months.map((m) => m.month);
      const method = entry.method ? ` (${d.methods[entry.method]})` : '';
      return `${entry.userName ?? ''}${months.length ? ` · ${d.ledger.months(months)}` : ''}${method}`;
    }
    case 'COST':
      return `${entry.category ? d.categories[entry.category] : ''} · ${d.ledger.sharesOf(entry.shares.length)}`;
    case 'INCOME':
    case 'EXPENSE':
      return entry.label ?? '';
    case 'REVERSAL':
      return `${entry.reversesId !== null ? d.ledger.reverses(entry.reversesId) : ''}${entry.label ? ` · ${entry.label}` : ''}`;
  }
}

/**
 * The board as CSV: a row per member, a column per month (`납부 30000/30000`), what they owe and what
 * they paid ahead, each in its own column and never negative (the screen's 미납 / 선납, decision 071).
 */
export function boardCsv(board: DuesBoard): string {
  const rows = board.members.map((m) => [
    m.name,
    m.backNumber,
    ...m.cells.map((c) => d.csv.cell(d.board.status[c.status], c.paid, c.due)),
    Math.max(0, m.owed),
    Math.max(0, -m.owed),
  ]);
  return csvText(d.csv.boardHeader(board.months), rows);
}

/** The ledger as CSV: every entry with its signed amount and the balance after it, recorded when in Seoul as on the screen. */
export function ledgerCsv(entries: readonly LedgerEntry[]): string {
  const rows = entries.map((e) => [
    e.id,
    e.occurredOn,
    d.ledger.kinds[e.kind],
    entryWhat(e),
    e.amount,
    e.balance,
    e.recordedByName,
    seoulDateTime(e.recordedAt),
    e.reversedById !== null ? d.ledger.reversedBy(e.reversedById) : '',
  ]);
  return csvText(d.csv.ledgerHeader, rows);
}

/** `2026-06~2026-11` for the board's file name. */
export const boardRange = (months: readonly Month[]) => (months.length ? `${months[0]}~${months[months.length - 1]}` : '');

export { monthLabel, shortMonth };
