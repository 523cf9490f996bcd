/**
 * The month × member board (decision 060): a row per current member who signs in (name order; guest
 * players owe no monthly dues), each month's cell, what each owes now, the months' totals over every
 * member, and the team's balance. A member of a team that keeps status private gets only their own row
 * (`visibility: OWN`), the totals still over everyone.
 */
import type { DuesBoard } from '#contract/dues.ts';
import { monthTotals, rateFor } from '#machines/dues.ledger.ts';
import type { DbOrTx } from '../db/client.ts';
import { accountOf, cellOf } from './accounts.ts';
import { paysDues, readBalance, readExemptions, readMembers, readPaidByMonth, readPaymentTotals, readSettingsRow, readShareTotals, rulesOf } from './facts.ts';
import { monthOf } from './months.ts';
import { defaultSettings } from './settings.ts';

export async function readBoard(handle: DbOrTx, teamId: number, viewer: { userId: number; admin: boolean }, months: string[], now: Date): Promise<DuesBoard> {
  const settings = await readSettingsRow(handle, teamId);
  const rules = settings ? rulesOf(settings) : null;
  const [people, exemptions, paid, shares, payments, balance] = await Promise.all([
    readMembers(handle, teamId),
    readExemptions(handle, teamId),
    readPaidByMonth(handle, teamId, months[0], months[months.length - 1]),
    readShareTotals(handle, teamId),
    readPaymentTotals(handle, teamId),
    readBalance(handle, teamId),
  ]);
  const through = monthOf(now);
  const rows = people.filter(paysDues).map((person) => ({
    userId: person.userId,
    name: person.name,
    backNumber: person.backNumber,
    cells: months.map((month) => cellOf(rules, person, exemptions, paid, month)),
    owed: accountOf(rules, person, exemptions, shares, payments, through).owed,
  }));
  const visibility = !settings || settings.membersSeeEachOther || viewer.admin ? 'ALL' : 'OWN';
  return {
    teamId,
    configured: settings !== null,
    months,
    monthlyAmount: settings ? rateFor(settings.rates, through) : 0,
    rates: settings?.rates ?? [],
    dueDay: settings?.dueDay ?? defaultSettings(now).dueDay,
    visibility,
    members: visibility === 'ALL' ? rows : rows.filter((row) => row.userId === viewer.userId),
    totals: months.map((month, i) => ({ month, ...monthTotals(rows.map((row) => row.cells[i])) })),
    balance,
  };
}
