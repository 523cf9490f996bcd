/**
 * The month × member board (decision 060): a row per current member who signs in (name order; guest
 * players owe no monthly dues), each month's cell, what each owes now, the rows of people who withdrew
 * still charged or owing (decision 072), the months' totals over all of them, and the team's balance.
 * A member of a team that keeps status private gets only their own row (`visibility: OWN`), the
 * totals still over everyone.
 */
import type { DuesBoard } from '#contract/dues.ts';
import { monthTotals, rateFor } from '#machines/dues.ledger.ts';
import type { DbOrTx } from '../db/client.ts';
import { accountOf, cellOf } from './accounts.ts';
import {
  type DuesPerson,
  paysDues,
  readBalance,
  readExemptions,
  readFormerMembers,
  readMembers,
  readPaidByMonth,
  readPaymentTotals,
  readSettingsRow,
  readShareTotals,
  rulesOf,
} from './facts.ts';
import { monthOf } from './months.ts';
import { defaultSettings } from './settings.ts';

export async function readBoard(handle: DbOrTx, teamId: number, viewer: { userId: number; admin: boolean }, months: string[], now: Date): Promise<DuesBoard> {
  const settings = await readSettingsRow(handle, teamId);
  const rules = settings ? rulesOf(settings) : null;
  const [people, former, exemptions, paid, shares, payments, balance] = await Promise.all([
    readMembers(handle, teamId),
    readFormerMembers(handle, teamId),
    readExemptions(handle, teamId),
    readPaidByMonth(handle, teamId, months[0], months[months.length - 1]),
    readShareTotals(handle, teamId),
    readPaymentTotals(handle, teamId),
    readBalance(handle, teamId),
  ]);
  const through = monthOf(now);
  const figures = (person: DuesPerson) => ({
    cells: months.map((month) => cellOf(rules, person, exemptions, paid, month)),
    owed: accountOf(rules, person, exemptions, shares, payments, through).owed,
  });
  const rows = people
    .filter(paysDues)
    .map((person) => ({ userId: person.userId, name: person.name, backNumber: person.backNumber, joinedMonth: person.joinedMonth, ...figures(person) }));
  // A withdrawn person's months still count, and what they owe stays in view (decision 072).
  const formerRows = former
    .map((person) => ({ userId: person.userId, ...figures(person) }))
    .filter((row) => row.owed !== 0 || row.cells.some((cell) => cell.due > 0 || cell.paid > 0));
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
    formerMembers: visibility === 'ALL' ? formerRows : [],
    totals: months.map((month, i) => ({ month, ...monthTotals([...rows, ...formerRows].map((row) => row.cells[i])) })),
    balance,
  };
}
