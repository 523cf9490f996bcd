/**
 * How every dues write runs (decision 060): in ONE transaction that first locks the team's
 * `dues_settings` row (`SELECT … FOR UPDATE`; no row: 409 5016), so the team's writes run one after
 * another. Inside it:
 * - idempotency: an entry already recorded with this client id answers that entry when the request is
 *   the same (nothing written), 409 6032 when it is another (as recording, server/recording/idempotency.ts);
 *   two admins sending the same request at once meet here, the second waiting for the first's lock;
 * - `appendEntry`: the balance after the entry is the previous entry's plus its amount, and — in the same
 *   transaction, after the insert — the sum of all the team's entries must equal it. A mismatch is a
 *   bug (an entry written around this function): the write fails with a 500 and nothing is stored.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ErrorName } from '#contract/error-codes.ts';
import type { Db, Tx } from '../db/client.ts';
import { duesSettings, ledgerEntries } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { type DuesSetup, readBalance, readEntrySum, withRates } from './facts.ts';

/** Runs `write` in a transaction holding the team's dues row; 409 5016 (or `whenNotConfigured`) without one. */
export async function withLockedDues<T>(
  db: Db, teamId: number, options: { whenNotConfigured?: ErrorName }, write: (tx: Tx, settings: DuesSetup) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [settings] = await tx.select().from(duesSettings).where(eq(duesSettings.teamId, teamId)).for('update');
    if (!settings) throw new ApiError(options.whenNotConfigured ?? 'DUES_NOT_CONFIGURED');
    return write(tx, await withRates(tx, settings));
  });
}

/** The fingerprint of a write: its kind, what it is about (a reversal's entry) and its validated body. */
export function duesRequestHash(kind: 'payment' | 'cost' | 'entry' | 'reversal', subject: number | null, body: unknown): string {
  return createHash('sha256').update(JSON.stringify([kind, subject, body])).digest('hex');
}

/** The entry this client id recorded in the team, when the request is the same; 409 6032 when it served another; null when new. */
export async function previousEntry(tx: Tx, teamId: number, clientId: string, hash: string): Promise<number | null> {
  const [row] = await tx.select({ id: ledgerEntries.id, requestHash: ledgerEntries.requestHash }).from(ledgerEntries)
    .where(and(eq(ledgerEntries.teamId, teamId), eq(ledgerEntries.clientId, clientId)));
  if (!row) return null;
  if (row.requestHash !== hash) throw new ApiError('CLIENT_ID_CONFLICT');
  return row.id;
}

export type NewEntry = Omit<typeof ledgerEntries.$inferInsert, 'id' | 'teamId' | 'balance'>;

/** Thrown when the balance and the entries disagree: a bug, never the caller's fault (a 500). */
export class LedgerImbalance extends Error {
  override name = 'LedgerImbalance';
}

/**
 * Appends an entry with the balance after it and checks that balance against the sum of every entry
 * of the team. Call it under `withLockedDues` only.
 */
export async function appendEntry(tx: Tx, teamId: number, entry: NewEntry): Promise<{ id: number; balance: number }> {
  const balance = (await readBalance(tx, teamId)) + entry.amount;
  const [row] = await tx.insert(ledgerEntries).values({ ...entry, teamId, balance }).returning({ id: ledgerEntries.id });
  const sum = await readEntrySum(tx, teamId);
  if (sum !== balance) throw new LedgerImbalance(`dues: team ${teamId}'s balance after entry ${row.id} would be ${balance} won, but its entries add up to ${sum} won`);
  return { id: row.id, balance };
}
