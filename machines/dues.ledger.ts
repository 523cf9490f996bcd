/**
 * The treasurer's arithmetic (decision 060): months, who owes dues for which month, splitting a
 * match-day cost, spreading a payment over months, a month's status, a member's account and the
 * ledger's running balance. Pure and in integer won: money never touches floating point (every
 * amount is checked to be a safe integer), so the server's figures and the screen's agree to the won.
 *
 * A month is `YYYY-MM` (Asia/Seoul). Monthly dues are charged for every month from the later of the
 * dues' start month and the month the member joined, up to the month asked about, except months an
 * exemption covers, each at the monthly amount in force that month. A cost is split exactly: everyone pays the floor of total ÷ people, and the
 * remainder (fewer won than people) is one won more for the first members in the order given (the
 * server gives name order), so the shares always add up to the cost.
 */

/** `YYYY-MM`. */
export type Month = string;

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month `count` months after `month` (before, when negative). */
export function addMonths(month: Month, count: number): Month {
  const [, year, mm] = monthPattern.exec(month) ?? [];
  if (year === undefined) throw new RangeError(`not a month: ${month}`);
  const index = Number(year) * 12 + Number(mm) - 1 + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every month from `from` to `to`, both included; empty when `to` is before `from`. */
export function monthsBetween(from: Month, to: Month): Month[] {
  const months: Month[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** Throws for an amount that is not a whole number of won (a bug upstream, never a user's input: the contract checks those). */
export function assertWon(amount: number, what = 'amount'): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${what} must be a whole number of won, not ${amount}`);
  return amount;
}

/** A member as dues see them: from which month they are charged. */
export interface DuesMember {
  userId: number;
  /** The month they joined the team. */
  joinedMonth: Month;
  /** The month they withdrew in, the last one charged (decision 072); absent: still a member. */
  leftMonth?: Month | null;
}

/** Months a member pays no dues for (injured, on leave); `toMonth` null: until further notice. */
export interface Exemption {
  userId: number;
  fromMonth: Month;
  toMonth: Month | null;
  /** Paused by the member's 휴회 (decision 091, the `pause_on_leave` setting) rather than an admin's exemption. */
  leave?: boolean;
}

/** The monthly amount from a month on, until the next change (won; 0: no monthly dues that month). */
export interface DuesRate {
  fromMonth: Month;
  amount: number;
}

export interface DuesRules {
  /**
   * The monthly amounts in force, in month order, at least one. A change applies from its month on,
   * so raising the dues next year leaves this year's months (and who paid them in full) as they were.
   */
  rates: readonly DuesRate[];
  /** The first month dues are charged for. */
  startMonth: Month;
}

/** The monthly amount of `month`: the last change at or before it, else the first (months before any change). */
export function rateFor(rates: readonly DuesRate[], month: Month): number {
  if (rates.length === 0) throw new RangeError('dues need at least one monthly amount');
  let amount = rates[0].amount;
  for (const rate of rates) if (rate.fromMonth <= month) amount = rate.amount;
  return assertWon(amount, 'monthly amount');
}

/**
 * The amounts after setting `amount` from `fromMonth` on: earlier changes stay, later ones give way
 * (the new amount holds until changed again). Setting the amount `fromMonth` already has changes
 * nothing, so saving the other settings never drops a raise set for later. The result is in month
 * order and never empty.
 */
export function changeRate(rates: readonly DuesRate[], fromMonth: Month, amount: number): DuesRate[] {
  assertWon(amount, 'monthly amount');
  if (rates.length > 0 && rateFor(rates, fromMonth) === amount) return [...rates].sort((a, b) => (a.fromMonth < b.fromMonth ? -1 : 1));
  const kept = [...rates].filter((r) => r.fromMonth < fromMonth).sort((a, b) => (a.fromMonth < b.fromMonth ? -1 : 1));
  const merged = [...kept, { fromMonth, amount }];
  return merged.filter((rate, i) => i === 0 || rate.amount !== merged[i - 1].amount);
}

/**
 * The amounts in force after `changes`, each applied in the order made (decision 071: the changes are
 * only ever added to, so a raise set for later and then given way to stays in the history).
 */
export function ratesInForce(changes: readonly DuesRate[]): DuesRate[] {
  return changes.reduce<DuesRate[]>((rates, change) => changeRate(rates, change.fromMonth, change.amount), []);
}

/** Whether two lists of amounts in force are the same (both in month order). */
export const sameRates = (a: readonly DuesRate[], b: readonly DuesRate[]): boolean =>
  a.length === b.length && a.every((rate, i) => rate.fromMonth === b[i].fromMonth && rate.amount === b[i].amount);

export function isExempt(exemptions: readonly Exemption[], userId: number, month: Month): boolean {
  return exemptionOf(exemptions, userId, month) !== undefined;
}

/** The exemption covering the member's month, an admin's first (it says more than a leave's pause). */
export function exemptionOf(exemptions: readonly Exemption[], userId: number, month: Month): Exemption | undefined {
  const covering = exemptions.filter((e) => e.userId === userId && e.fromMonth <= month && (e.toMonth === null || month <= e.toMonth));
  return covering.find((e) => !e.leave) ?? covering[0];
}

/** What a member is charged for a month: the dues, or nothing (before the start, before they joined, after they left, exempt). */
export function dueFor(rules: DuesRules, member: DuesMember, exemptions: readonly Exemption[], month: Month): number {
  if (month < rules.startMonth || month < member.joinedMonth || isExempt(exemptions, member.userId, month)) return 0;
  if (member.leftMonth != null && month > member.leftMonth) return 0;
  return rateFor(rules.rates, month);
}

/** The dues a member was charged over every month up to `through`. */
export function duesChargedThrough(rules: DuesRules, member: DuesMember, exemptions: readonly Exemption[], through: Month): number {
  const from = rules.startMonth > member.joinedMonth ? rules.startMonth : member.joinedMonth;
  return monthsBetween(from, through).reduce((sum, month) => sum + dueFor(rules, member, exemptions, month), 0);
}

/** One person's part of a split cost. */
export interface Share {
  userId: number;
  amount: number;
}

/**
 * Splits `total` won among `userIds` (in the order given, duplicates ignored): the floor of
 * total ÷ n each, and one won more for the first (total mod n). The shares add up to `total`.
 */
export function splitCost(total: number, userIds: readonly number[]): Share[] {
  assertWon(total, 'total');
  if (total < 0) throw new RangeError('a cost is split as a positive amount');
  const people = [...new Set(userIds)];
  if (people.length === 0) throw new RangeError('a cost is split among at least one person');
  const base = Math.floor(total / people.length);
  const remainder = total - base * people.length;
  return people.map((userId, i) => ({ userId, amount: base + (i < remainder ? 1 : 0) }));
}

/** How a payment is spread over the months it pays. */
export interface Allocation {
  month: Month;
  amount: number;
}

/**
 * Spreads a payment over `months` (in calendar order): each month gets what it still owes
 * (`owed(month)`, never below 0) until the payment runs out; what is left after every month is
 * owed goes to the last month, as paid ahead. Months that get nothing are left out.
 */
export function allocatePayment(amount: number, months: readonly Month[], owed: (month: Month) => number): Allocation[] {
  assertWon(amount);
  if (amount <= 0) throw new RangeError('a payment is a positive amount');
  const ordered = [...new Set(months)].sort();
  if (ordered.length === 0) return [];
  const allocations = new Map<Month, number>();
  let left = amount;
  for (const month of ordered) {
    const take = Math.min(left, Math.max(0, assertWon(owed(month), 'owed')));
    if (take > 0) allocations.set(month, take);
    left -= take;
  }
  const last = ordered[ordered.length - 1];
  if (left > 0) allocations.set(last, (allocations.get(last) ?? 0) + left);
  return ordered.filter((m) => allocations.has(m)).map((month) => ({ month, amount: allocations.get(month)! }));
}

/** A month of one member on the board. NONE: nothing was due (before the start or before they joined). */
export type MonthStatus = 'PAID' | 'PARTIAL' | 'UNPAID' | 'EXEMPT' | 'NONE';

export function monthStatus(due: number, paid: number, exempt: boolean): MonthStatus {
  if (exempt) return 'EXEMPT';
  if (due === 0) return paid > 0 ? 'PAID' : 'NONE';
  if (paid >= due) return 'PAID';
  return paid > 0 ? 'PARTIAL' : 'UNPAID';
}

/** A month's figures on the board: what was due from everyone, what came in for it, and what is missing. */
export interface MonthTotals {
  expected: number;
  collected: number;
  missing: number;
}

/** Totals of one month from each member's due and paid (paying ahead does not cover another member's gap). */
export function monthTotals(cells: readonly { due: number; paid: number }[]): MonthTotals {
  let expected = 0;
  let collected = 0;
  let missing = 0;
  for (const { due, paid } of cells) {
    expected += due;
    collected += paid;
    missing += Math.max(0, due - paid);
  }
  return { expected, collected, missing };
}

/**
 * A member's account: everything charged (dues up to this month, their shares of costs) against
 * everything they paid. `owed` above 0: they owe; below 0: they paid ahead (credit).
 */
export interface Account {
  charged: number;
  paid: number;
  owed: number;
}

export function account(charges: readonly number[], payments: readonly number[]): Account {
  const charged = charges.reduce((sum, c) => sum + assertWon(c, 'charge'), 0);
  const paid = payments.reduce((sum, p) => sum + assertWon(p, 'payment'), 0);
  return { charged, paid, owed: charged - paid };
}

/** A ledger entry as a correction sees it. */
export interface EntryToReverse {
  id: number;
  amount: number;
  /** The entry this one reverses, if it is itself a reversal. */
  reversesId: number | null;
}

/**
 * Why an entry cannot be reversed, or null: a reversal is never reversed again (record the entry
 * anew instead), and an entry is reversed at most once.
 */
export function reversalRefusal(entry: EntryToReverse, alreadyReversed: boolean): 'IS_REVERSAL' | 'ALREADY_REVERSED' | null {
  if (entry.reversesId !== null) return 'IS_REVERSAL';
  if (alreadyReversed) return 'ALREADY_REVERSED';
  return null;
}

/** The amount of the entry that reverses `entry`: the same won the other way. */
export const reversalAmount = (entry: EntryToReverse): number => -assertWon(entry.amount);
