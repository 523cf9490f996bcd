/**
 * A member's own account (decision 060): what they were charged (dues up to this month and their shares
 * of costs), what they paid, what they owe, the last 12 months, and their history newest first — a line
 * per month of dues charged, per share, per payment, and per correction of either. The history's amounts
 * are signed as the ledger signs money (decision 071: a payment in positive, a charge negative), so they
 * add up to −owed: a reversed payment shows as the payment and its correction, which cancel out.
 */
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MyDuesAccount } from '#contract/dues.ts';
import { seoulDate } from '#contract/seoul-time.ts';
import { addMonths, monthsBetween, rateFor } from '#machines/dues.ledger.ts';
import type { DbOrTx } from '../db/client.ts';
import { ledgerEntries, ledgerShares, matches, schedules } from '../db/schema.ts';
import { accountOf, cellOf } from './accounts.ts';
import { type DuesPerson, readExemptions, readMembers, readPaidByMonth, readPaymentTotals, readSettingsRow, readShareTotals, rulesOf } from './facts.ts';
import { duesLabel, paymentLabel, paymentReversalLabel, shareLabel, shareReversalLabel } from './labels.ts';
import { firstDayOf, monthOf, monthsUpTo } from './months.ts';
import { defaultSettings } from './settings.ts';

type HistoryLine = MyDuesAccount['history'][number];

const reversal = alias(ledgerEntries, 'reversal');

/** The member's shares of the team's costs (reversed ones too, with their correction) and their payments. */
async function readHistoryEntries(handle: DbOrTx, teamId: number, userId: number): Promise<HistoryLine[]> {
  const [shares, payments] = await Promise.all([
    handle
      .select({
        entryId: ledgerEntries.id,
        category: ledgerEntries.category,
        spentOn: ledgerEntries.occurredOn,
        share: ledgerShares.amount,
        scheduleTitle: schedules.title,
        scheduleStart: schedules.startAt,
        matchTitle: matches.title,
        matchDate: matches.matchDate,
        reversalId: reversal.id,
        reversedOn: reversal.occurredOn,
        reason: reversal.label,
      })
      .from(ledgerShares)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerShares.entryId))
      .leftJoin(schedules, eq(schedules.id, ledgerEntries.scheduleId))
      .leftJoin(matches, eq(matches.id, ledgerEntries.matchId))
      .leftJoin(reversal, eq(reversal.reversesId, ledgerEntries.id))
      .where(and(eq(ledgerEntries.teamId, teamId), eq(ledgerEntries.kind, 'COST'), eq(ledgerShares.userId, userId))),
    handle
      .select({
        entryId: ledgerEntries.id,
        method: ledgerEntries.method,
        paidOn: ledgerEntries.occurredOn,
        amount: ledgerEntries.amount,
        reversalId: reversal.id,
        reversedOn: reversal.occurredOn,
        reason: reversal.label,
      })
      .from(ledgerEntries)
      .leftJoin(reversal, eq(reversal.reversesId, ledgerEntries.id))
      .where(and(eq(ledgerEntries.teamId, teamId), eq(ledgerEntries.kind, 'PAYMENT'), eq(ledgerEntries.userId, userId))),
  ]);
  const lines: HistoryLine[] = [];
  for (const s of shares) {
    const category = s.category ?? 'OTHER';
    const item =
      s.scheduleTitle !== null && s.scheduleStart !== null
        ? { date: seoulDate(s.scheduleStart), title: s.scheduleTitle }
        : s.matchTitle !== null && s.matchDate !== null
          ? { date: s.matchDate, title: s.matchTitle }
          : null;
    lines.push({ kind: 'SHARE', date: s.spentOn, amount: -s.share, label: shareLabel(category, item, s.spentOn), entryId: s.entryId });
    if (s.reversalId !== null && s.reversedOn !== null) {
      lines.push({ kind: 'REVERSAL', date: s.reversedOn, amount: s.share, label: shareReversalLabel(category, s.reason ?? ''), entryId: s.reversalId });
    }
  }
  for (const p of payments) {
    lines.push({ kind: 'PAYMENT', date: p.paidOn, amount: p.amount, label: paymentLabel(p.method ?? 'OTHER'), entryId: p.entryId });
    if (p.reversalId !== null && p.reversedOn !== null) {
      lines.push({ kind: 'REVERSAL', date: p.reversedOn, amount: -p.amount, label: paymentReversalLabel(p.reason ?? ''), entryId: p.reversalId });
    }
  }
  return lines;
}

/** Newest first; on one day the later entries first, the day's dues line last. */
const newestFirst = (a: HistoryLine, b: HistoryLine) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : (b.entryId ?? 0) - (a.entryId ?? 0));

/** `person` is the caller, a current member of the team (the route checked). */
export async function readMyAccount(handle: DbOrTx, teamId: number, userId: number, now: Date): Promise<MyDuesAccount> {
  const settings = await readSettingsRow(handle, teamId);
  const rules = settings ? rulesOf(settings) : null;
  const through = monthOf(now);
  const months = monthsUpTo(through, 12);
  const only = [userId];
  const [[found], exemptions, paid, shares, payments, entries] = await Promise.all([
    readMembers(handle, teamId, only),
    readExemptions(handle, teamId, only),
    readPaidByMonth(handle, teamId, months[0], through, only),
    readShareTotals(handle, teamId, only),
    readPaymentTotals(handle, teamId, only),
    readHistoryEntries(handle, teamId, userId),
  ]);
  // Left between the route's check and this read: an account of nobody's months.
  const person: DuesPerson = found ?? { userId, name: '', backNumber: null, joinedMonth: addMonths(through, 1), guest: false };
  const { charged, paid: paidTotal, owed } = accountOf(rules, person, exemptions, shares, payments, through);
  const dues: HistoryLine[] = [];
  if (rules && !person.guest) {
    const from = rules.startMonth > person.joinedMonth ? rules.startMonth : person.joinedMonth;
    for (const month of monthsBetween(from, through)) {
      const cell = cellOf(rules, person, exemptions, new Map(), month);
      if (cell.due > 0) dues.push({ kind: 'DUES', date: firstDayOf(month), amount: -cell.due, label: duesLabel(month), entryId: null });
    }
  }
  return {
    teamId,
    configured: settings !== null,
    monthlyAmount: settings ? rateFor(settings.rates, through) : 0,
    dueDay: settings?.dueDay ?? defaultSettings(now).dueDay,
    charged,
    paid: paidTotal,
    owed,
    cells: months.map((month) => cellOf(rules, person, exemptions, paid, month)),
    history: [...entries, ...dues].sort(newestFirst),
  };
}
