/**
 * Ledger entries as the contract shows them (LedgerEntry): with the payer's and the recorder's names,
 * the months a payment paid, each person's share of a cost, and the reversal of a reversed entry. And a
 * year of the ledger (decision 060): the entries recorded in that year in Seoul, in the order recorded,
 * with the balance before the year.
 */
import { aliasedTable, and, asc, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DuesLedger, LedgerEntry } from '#contract/dues.ts';
import type { DbOrTx } from '../db/client.ts';
import { ledgerAllocations, ledgerEntries, ledgerShares, users } from '../db/schema.ts';
import { byName } from './facts.ts';

const payer = aliasedTable(users, 'payer');
const recorder = aliasedTable(users, 'recorder');
const reversal = alias(ledgerEntries, 'reversal');

/** The entries of the team that `where` selects, oldest first, in the contract's shape. */
export async function readEntries(handle: DbOrTx, teamId: number, where?: SQL): Promise<LedgerEntry[]> {
  const condition = and(eq(ledgerEntries.teamId, teamId), where);
  const rows = await handle
    .select({
      entry: ledgerEntries,
      userName: payer.name,
      recordedByName: recorder.name,
      reversedById: reversal.id,
    })
    .from(ledgerEntries)
    .leftJoin(payer, eq(payer.id, ledgerEntries.userId))
    .leftJoin(recorder, eq(recorder.id, ledgerEntries.recordedBy))
    .leftJoin(reversal, eq(reversal.reversesId, ledgerEntries.id))
    .where(condition)
    .orderBy(asc(ledgerEntries.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.entry.id);
  const [allocations, shares] = await Promise.all([
    handle
      .select({ entryId: ledgerAllocations.entryId, month: ledgerAllocations.month, amount: ledgerAllocations.amount })
      .from(ledgerAllocations)
      .where(inArray(ledgerAllocations.entryId, ids))
      .orderBy(asc(ledgerAllocations.month)),
    handle
      .select({ entryId: ledgerShares.entryId, userId: ledgerShares.userId, userName: users.name, amount: ledgerShares.amount })
      .from(ledgerShares)
      .innerJoin(users, eq(users.id, ledgerShares.userId))
      .where(inArray(ledgerShares.entryId, ids)),
  ]);
  return rows.map(({ entry, userName, recordedByName, reversedById }) => ({
    id: entry.id,
    kind: entry.kind,
    amount: entry.amount,
    balance: entry.balance,
    occurredOn: entry.occurredOn,
    method: entry.method,
    category: entry.category,
    label: entry.label,
    note: entry.note,
    userId: entry.userId,
    userName,
    months: allocations.filter((a) => a.entryId === entry.id).map(({ month, amount }) => ({ month, amount })),
    // The split's order: name order, the first ones carrying the remainder.
    shares: shares
      .filter((s) => s.entryId === entry.id)
      .map(({ userId, userName: name, amount }) => ({ userId, userName: name, amount }))
      .sort((a, b) => byName({ name: a.userName, userId: a.userId }, { name: b.userName, userId: b.userId })),
    scheduleId: entry.scheduleId,
    matchId: entry.matchId,
    reversesId: entry.reversesId,
    reversedById,
    recordedById: entry.recordedBy,
    recordedByName,
    recordedAt: entry.recordedAt.toISOString(),
  }));
}

/** One entry of the team (it exists: the caller just wrote or found it). */
export async function readEntry(handle: DbOrTx, teamId: number, entryId: number): Promise<LedgerEntry> {
  const [entry] = await readEntries(handle, teamId, eq(ledgerEntries.id, entryId));
  if (!entry) throw new Error(`dues: entry ${entryId} of team ${teamId} is gone`);
  return entry;
}

/** The instant a Seoul year begins. */
const yearStart = (year: number) => new Date(`${String(year).padStart(4, '0')}-01-01T00:00:00+09:00`);

/** The entries recorded in `year` (Seoul), oldest first, the balance before them and after the last. */
export async function readLedger(handle: DbOrTx, teamId: number, year: number): Promise<DuesLedger> {
  const from = yearStart(year);
  const entries = await readEntries(handle, teamId, and(gte(ledgerEntries.recordedAt, from), lt(ledgerEntries.recordedAt, yearStart(year + 1))));
  let openingBalance: number;
  if (entries.length > 0) openingBalance = entries[0].balance - entries[0].amount;
  else {
    const [before] = await handle
      .select({ balance: ledgerEntries.balance })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.teamId, teamId), lt(ledgerEntries.recordedAt, from)))
      .orderBy(desc(ledgerEntries.id))
      .limit(1);
    openingBalance = before?.balance ?? 0;
  }
  return { teamId, year, openingBalance, balance: entries.at(-1)?.balance ?? openingBalance, entries };
}
