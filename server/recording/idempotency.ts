/**
 * Idempotent writes (docs/architecture.md §3.3, §5): a recording write carries a client-made UUID. The live
 * log row of the write keeps that id, a fingerprint of the request and the answer it got, so a retry
 * (the browser's outbox resending after a lost answer) gets the ORIGINAL answer — same rows, same
 * seq — and writes nothing, even when those rows were cancelled since. The same id with another
 * request is refused (409 6032). Looked up after the match row is locked, so two copies of one
 * request in flight run one after the other and the second finds the first.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { RecordResult } from '#contract/matches.ts';
import { liveMessages } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { DbOrTx } from '../db/client.ts';
import { withCurrentName } from '../live/names.ts';

/** The fingerprint of a request: its kind and its validated body (keys in the schema's order). */
export function requestHash(kind: 'event' | 'exchange' | 'cancel', body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([kind, body]))
    .digest('hex');
}

/** The original answer to this client id in this match, null when it is new; 409 when the id served another request. */
export async function previousAnswer(tx: DbOrTx, matchId: number, clientId: string, hash: string): Promise<RecordResult | null> {
  const [row] = await tx
    .select({ requestHash: liveMessages.requestHash, result: liveMessages.result })
    .from(liveMessages)
    .where(and(eq(liveMessages.matchId, matchId), eq(liveMessages.clientId, clientId)));
  if (!row) return null;
  if (row.requestHash !== hash) throw new ApiError('CLIENT_ID_CONFLICT');
  return withCurrentName(tx, row.result as RecordResult);
}

/** Where a client id was used with exactly this request, in any match (a retried cancel whose event is gone). */
export async function findAnswerAnywhere(tx: DbOrTx, clientId: string, hash: string): Promise<{ matchId: number; result: RecordResult } | null> {
  const [row] = await tx
    .select({ matchId: liveMessages.matchId, result: liveMessages.result })
    .from(liveMessages)
    .where(and(eq(liveMessages.clientId, clientId), eq(liveMessages.requestHash, hash)));
  return row ? { matchId: row.matchId, result: await withCurrentName(tx, row.result as RecordResult) } : null;
}
