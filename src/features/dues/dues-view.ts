/**
 * What the dues page computes from the server's answers (decision 061), all through
 * machines/dues.ledger.ts: what a member still owes for the months chosen in 납부 기록 and how the
 * payment would spread over them, the items and split preview of 비용 나누기 and the months the board
 * shows (the CSV files are machines/exports.dues.ts). Whole won throughout.
 */
import type { DuesBoard, DuesExemption } from '#contract/dues.ts';
import type { MatchListItem } from '#contract/matches.ts';
import type { Schedule } from '#contract/schedules.ts';
import { seoulDate } from '#contract/seoul-time.ts';
import { allocatePayment, dueFor, splitCost, type Allocation, type DuesRate, type Month } from '#machines/dues.ledger.ts';
// What an entry is about is the ledger file's 내용 too (decision 084).
export { entryWhat } from '#machines/exports.dues.ts';

export type BoardMember = DuesBoard['members'][number];

/** The rules the payment dialog needs beyond the board (admins read the settings). */
export interface PaymentRules {
  /** The monthly amounts in force (empty before the dues are set up: nothing is owed then). */
  rates: readonly DuesRate[];
  startMonth: Month;
  exemptions: readonly Pick<DuesExemption, 'userId' | 'fromMonth' | 'toMonth'>[];
}

/** What `member` is charged for `month`: the board's cell when the board shows it, else the month's dues by the rules. */
export function chargeFor(member: BoardMember, rules: PaymentRules, month: Month): number {
  const cell = member.cells.find((c) => c.month === month);
  if (cell) return cell.due;
  if (rules.rates.length === 0) return 0;
  return dueFor(rules, { userId: member.userId, joinedMonth: member.joinedMonth }, rules.exemptions, month);
}

/**
 * What `member` still owes for `month`: the board's cell when the board shows it (due − paid), else
 * the month's dues by the rules (a month ahead is owed in full unless exempt or before the start).
 */
export function owedFor(member: BoardMember, rules: PaymentRules, month: Month): number {
  const cell = member.cells.find((c) => c.month === month);
  return cell ? Math.max(0, cell.due - cell.paid) : chargeFor(member, rules, month);
}

/**
 * The months of `choices` a payment of `member` may name: those charged to them. A month with nothing
 * charged (before the start or joining, exempt) is refused by the server (409 5023, decision 072).
 */
export function chargedMonths(member: BoardMember, rules: PaymentRules, choices: readonly Month[]): Month[] {
  return choices.filter((month) => chargeFor(member, rules, month) > 0);
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

/**
 * The months to preselect for a member, among those they may pay (`charged`): the cell tapped, else
 * the earliest unpaid month on the board, else this month, else the first charged after it; none when
 * nothing is charged to them (the payment then goes towards their shares).
 */
export function defaultMonths(member: BoardMember, thisMonth: Month, charged: readonly Month[], chosen?: Month): Month[] {
  const unpaid = member.cells.find((c) => (c.status === 'UNPAID' || c.status === 'PARTIAL') && charged.includes(c.month));
  const first =
    [chosen, unpaid?.month, thisMonth].find((month) => month !== undefined && charged.includes(month)) ?? charged.find((month) => month > thisMonth);
  return first ? [first] : [];
}

/** A cost's shares in the order of `people` (the server's name order), grouped for the preview: `[{ amount, count }]`. */
export function splitPreview(
  total: number,
  userIds: readonly number[],
): { shares: { userId: number; amount: number }[]; groups: { amount: number; count: number }[] } {
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

/** What a cost can be for in 비용 나누기: a schedule item or a match, as the request names it. */
export interface CostItem {
  /** `schedule:12` / `match:7`: the choice's value. */
  key: string;
  scheduleId: number | null;
  matchId: number | null;
  /** The Seoul day, `YYYY-MM-DD`. */
  date: string;
  title: string;
  isMatch: boolean;
}

/**
 * The items a cost can be for, latest first: the team's matches and schedule items of the days given
 * (recent and upcoming: a pitch is often paid ahead). An item of a match is the match (its attendees
 * read the item's 참석 answers too); a match the other team declined is left out.
 */
export function costItems(schedules: readonly Schedule[], matches: readonly MatchListItem[], from: string, to: string): CostItem[] {
  const shown = matches.filter((m) => m.requestState !== 'DECLINED' && m.matchDate >= from && m.matchDate <= to);
  const matchIds = new Set(shown.map((m) => m.id));
  const items: CostItem[] = [
    ...shown.map((m) => ({ key: `match:${m.id}`, scheduleId: null, matchId: m.id, date: m.matchDate, title: m.title, isMatch: true })),
    ...schedules
      .filter((item) => item.matchId === null || !matchIds.has(item.matchId))
      .map((item) => ({
        key: `schedule:${item.id}`,
        scheduleId: item.id,
        matchId: null,
        date: seoulDate(item.startAt),
        title: item.title,
        isMatch: item.matchId !== null,
      })),
  ];
  return items
    .filter((item) => item.date >= from && item.date <= to)
    .sort((a, b) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.key.localeCompare(b.key)));
}

/**
 * The server's name order (by code unit, then id: the order of the board and of a split's remainder),
 * so the preview's extra won go to the same people the server charges them to.
 */
export const byName = <T extends { name: string; userId: number }>(people: readonly T[]): T[] =>
  [...people].sort((a, b) => (a.name !== b.name ? (a.name < b.name ? -1 : 1) : a.userId - b.userId));
