/**
 * A member's figures from the facts (facts.ts) and the arithmetic (machines/dues.ledger.ts): a month's
 * cell, and the account — dues charged up to this month and shares of costs, against payments. Also the
 * sidebar's badge: what the person owes each of their teams, in five queries whatever the number of teams.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DuesCell } from '#contract/dues.ts';
import {
  type Account,
  account,
  dueFor,
  type DuesMember,
  type DuesRules,
  duesChargedThrough,
  type Exemption,
  exemptionOf,
  type Month,
  monthStatus,
} from '#machines/dues.ledger.ts';
import type { DbOrTx } from '../db/client.ts';
import { duesExemptions, duesSettings, ledgerEntries, ledgerShares, memberships } from '../db/schema.ts';
import { type DuesPerson, notReversed, type PaidByMonth, paidFor, readLeaveExemptions, readRates, rulesOf } from './facts.ts';
import { monthOf } from './months.ts';

/** The machine's member. */
const duesMember = (person: DuesPerson): DuesMember => ({ userId: person.userId, joinedMonth: person.joinedMonth, leftMonth: person.leftMonth ?? null });

/** The rules that charge this person monthly dues: none when the dues are not set up, or for a guest player (decision 028). */
const chargedBy = (rules: DuesRules | null, person: DuesPerson): DuesRules | null => (person.guest ? null : rules);

/** One member's month on the board (NONE with nothing due when nothing is charged). */
export function cellOf(rules: DuesRules | null, person: DuesPerson, exemptions: readonly Exemption[], paid: PaidByMonth, month: Month): DuesCell {
  const paidThen = paidFor(paid, person.userId, month);
  const charging = chargedBy(rules, person);
  if (!charging) return { month, due: 0, paid: paidThen, status: monthStatus(0, paidThen, false) };
  const due = dueFor(charging, duesMember(person), exemptions, month);
  // An exemption shows only where dues would otherwise be charged (not before the start or joining, nor after leaving).
  const left = person.leftMonth != null && month > person.leftMonth;
  const exemption = month >= charging.startMonth && month >= person.joinedMonth && !left ? exemptionOf(exemptions, person.userId, month) : undefined;
  const cell: DuesCell = { month, due, paid: paidThen, status: monthStatus(due, paidThen, exemption !== undefined) };
  return exemption?.leave ? { ...cell, onLeave: true } : cell;
}

/** What a member still owes for a month of dues (never below 0): the payment's allocation reads it. */
export function owedForMonth(rules: DuesRules, person: DuesPerson, exemptions: readonly Exemption[], paid: PaidByMonth, month: Month): number {
  const charging = chargedBy(rules, person);
  return charging ? Math.max(0, dueFor(charging, duesMember(person), exemptions, month) - paidFor(paid, person.userId, month)) : 0;
}

/** Dues charged up to `through` (this month). */
export function duesCharged(rules: DuesRules | null, person: DuesPerson, exemptions: readonly Exemption[], through: Month): number {
  const charging = chargedBy(rules, person);
  return charging ? duesChargedThrough(charging, duesMember(person), exemptions, through) : 0;
}

/** Everything charged (dues up to this month, shares of costs) against everything paid. */
export function accountOf(
  rules: DuesRules | null,
  person: DuesPerson,
  exemptions: readonly Exemption[],
  shares: ReadonlyMap<number, number>,
  payments: ReadonlyMap<number, number>,
  through: Month,
): Account {
  return account([duesCharged(rules, person, exemptions, through), shares.get(person.userId) ?? 0], [payments.get(person.userId) ?? 0]);
}

/**
 * What `userId` owes each team of `teamIds` now (0: nothing, paid ahead, or no dues set up): the
 * sidebar's badge. Five queries for any number of teams: the teams' settings with the membership, their
 * monthly amounts, the person's exemptions, their shares and their payments, grouped by team.
 */
export async function owedByTeam(handle: DbOrTx, userId: number, teamIds: readonly number[], now: Date): Promise<Map<number, number>> {
  const owed = new Map<number, number>();
  if (teamIds.length === 0) return owed;
  const configured = await handle
    .select({ settings: duesSettings, joinedAt: memberships.joinedAt })
    .from(duesSettings)
    .innerJoin(memberships, and(eq(memberships.teamId, duesSettings.teamId), eq(memberships.userId, userId)))
    .where(inArray(duesSettings.teamId, [...teamIds]));
  if (configured.length === 0) return owed;
  const ids = configured.map((c) => c.settings.teamId);
  const [rates, exemptions, leaves, shares, payments] = await Promise.all([
    readRates(handle, ids),
    handle
      .select({ teamId: duesExemptions.teamId, userId: duesExemptions.userId, fromMonth: duesExemptions.fromMonth, toMonth: duesExemptions.toMonth })
      .from(duesExemptions)
      .where(and(eq(duesExemptions.userId, userId), inArray(duesExemptions.teamId, ids))),
    readLeaveExemptions(handle, ids, [userId]),
    handle
      .select({ teamId: ledgerEntries.teamId, total: sql<number>`sum(${ledgerShares.amount})`.mapWith(Number) })
      .from(ledgerShares)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerShares.entryId))
      .where(and(eq(ledgerShares.userId, userId), inArray(ledgerEntries.teamId, ids), eq(ledgerEntries.kind, 'COST'), notReversed))
      .groupBy(ledgerEntries.teamId),
    handle
      .select({ teamId: ledgerEntries.teamId, total: sql<number>`sum(${ledgerEntries.amount})`.mapWith(Number) })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), inArray(ledgerEntries.teamId, ids), eq(ledgerEntries.kind, 'PAYMENT'), notReversed))
      .groupBy(ledgerEntries.teamId),
  ]);
  const through = monthOf(now);
  const sharesByTeam = new Map(shares.map((s) => [s.teamId, s.total]));
  const paymentsByTeam = new Map(payments.map((p) => [p.teamId, p.total]));
  for (const { settings, joinedAt } of configured) {
    const teamId = settings.teamId;
    // The badge is read by the person themselves, who signs in: never a guest player.
    const person: DuesPerson = { userId, name: '', backNumber: null, joinedMonth: monthOf(joinedAt), guest: false };
    const mine = [...exemptions, ...leaves].filter((e) => e.teamId === teamId);
    const rules = rulesOf({ startMonth: settings.startMonth, rates: rates.get(teamId) ?? [] });
    const { owed: total } = accountOf(
      rules,
      person,
      mine,
      new Map([[userId, sharesByTeam.get(teamId) ?? 0]]),
      new Map([[userId, paymentsByTeam.get(teamId) ?? 0]]),
      through,
    );
    owed.set(teamId, Math.max(0, total));
  }
  return owed;
}
