/**
 * How every dues write runs (decision 060): in ONE transaction that first locks the team's
 * `dues_settings` row (`SELECT … FOR UPDATE`; no row: 409 5016), so the team's writes run one after
 * another. Inside it:
 * - idempotency: an entry already recorded with this client id answers that entry when the request is
 *   the same (nothing written), 409 6032 when it is another (as recording, server/recording/idempotency.ts);
 *   two admins sending the same request at once meet here, the second waiting for the first's lock;
 * - `appendEntry`: the balance after the entry is the previous entry's plus its amount. The database
 *   holds the rule (migration 0010, decision 071): a row whose balance does not continue the team's last
 *   one is refused whoever writes it, and no entry is ever updated or deleted, so the last balance is
 *   always the sum of the entries.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ErrorName } from '#contract/error-codes.ts';
import type { Db, Tx } from '../db/client.ts';
import { duesSettings, ledgerEntries } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { type DuesSetup, readBalance, withRates } from './facts.ts';

/** Runs `write` in a transaction holding the team's dues row; 409 5016 (or `whenNotConfigured`) without one. */
export async function withLockedDues<T>(
  db: Db,
  teamId: number,
  options: { whenNotConfigured?: ErrorName },
  write: (tx: Tx, settings: DuesSetup) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [settings] = await tx.select().from(duesSettings).where(eq(duesSettings.teamId, teamId)).for('update');
    if (!settings) throw new ApiError(options.whenNotConfigured ?? 'DUES_NOT_CONFIGURED');
    return write(tx, await withRates(tx, settings));
  });
}

/** The fingerprint of a write: its kind, what it is about (a reversal's entry) and its validated body. */
export function duesRequestHash(kind: 'payment' | 'cost' | 'entry' | 'reversal' | 'exemption', subject: number | null, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([kind, subject, body]))
    .digest('hex');
}

/** The row a client id already made: its id when the request is the same; 409 6032 when it served another; null when none. */
export function replayOf(row: { id: number; requestHash: string | null } | undefined, hash: string): number | null {
  if (!row) return null;
  if (row.requestHash !== hash) throw new ApiError('CLIENT_ID_CONFLICT');
  return row.id;
}

/** The entry this client id recorded in the team (replayOf). */
export async function previousEntry(tx: Tx, teamId: number, clientId: string, hash: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: ledgerEntries.id, requestHash: ledgerEntries.requestHash })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.teamId, teamId), eq(ledgerEntries.clientId, clientId)));
  return replayOf(row, hash);
}

export type NewEntry = Omit<typeof ledgerEntries.$inferInsert, 'id' | 'teamId' | 'balance'>;

/** Appends an entry with the balance after it. Call it under `withLockedDues` only. */
export async function appendEntry(tx: Tx, teamId: number, entry: NewEntry): Promise<{ id: number; balance: number }> {
  const balance = (await readBalance(tx, teamId)) + entry.amount;
  const [row] = await tx
    .insert(ledgerEntries)
    .values({ ...entry, teamId, balance })
    .returning({ id: ledgerEntries.id });
  return { id: row.id, balance };
}
