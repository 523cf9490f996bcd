/**
 * The per-match live log (docs/architecture.md §3.3): each write that changes a match appends one
 * LiveMessage with the next sequence number inside its own transaction, after locking the match row,
 * so numbers are gapless and in commit order. The same transaction NOTIFYs `match_live` with
 * `<matchId>:<seq>`; PostgreSQL delivers it only on commit, and every process then reads the new rows
 * from this table (the notification never carries the message, so its size never matters).
 */
import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import type { LiveMessage } from '#contract/matches.ts';
import { liveMessages } from '../db/schema.ts';
import type { DbOrTx } from '../db/client.ts';
import { withCurrentNames, withoutNames } from './names.ts';

/** The NOTIFY channel every process LISTENs on. */
export const liveChannel = 'match_live';

/** A LiveMessage before it has its number. */
export type LiveBody = LiveMessage extends infer M ? (M extends LiveMessage ? Omit<M, 'seq'> : never) : never;

/** The highest sequence number of a match's log (0 when nothing was written yet). */
export async function currentSeq(handle: DbOrTx, matchId: number): Promise<number> {
  const [row] = await handle
    .select({ seq: max(liveMessages.seq) })
    .from(liveMessages)
    .where(eq(liveMessages.matchId, matchId));
  return row?.seq ?? 0;
}

export interface AppendOptions {
  /** The client id of the write and the fingerprint of its request (idempotency). */
  clientId?: string | null;
  requestHash?: string | null;
  /** Builds the answer to keep for a retried request, from the message's number. */
  result?: (seq: number) => unknown;
}

/**
 * Appends a message to a match's log and NOTIFYs it; call inside the writing transaction, after
 * locking the match row (findMatch with forUpdate). Answers the numbered message and the kept answer.
 */
export async function appendLiveMessage(
  tx: DbOrTx,
  matchId: number,
  body: LiveBody,
  now: Date,
  options: AppendOptions = {},
): Promise<{ message: LiveMessage; result: unknown }> {
  const seq = (await currentSeq(tx, matchId)) + 1;
  const message = { ...body, seq } as LiveMessage;
  const result = options.result ? options.result(seq) : null;
  // Stored with people's ids and no names: a read resolves them, so a withdrawal reaches the log too (decision 070).
  await tx.insert(liveMessages).values({
    matchId,
    seq,
    payload: withoutNames(message),
    clientId: options.clientId ?? null,
    requestHash: options.requestHash ?? null,
    result: result && typeof result === 'object' ? withoutNames(result) : result,
    createdAt: now,
  });
  await tx.execute(sql`select pg_notify(${liveChannel}, ${`${matchId}:${seq}`})`);
  return { message, result };
}

/** A match's messages after `afterSeq`, in order (at most `limit`), with people's names as they are now. */
export async function readLiveMessages(handle: DbOrTx, matchId: number, afterSeq: number, limit = 500): Promise<LiveMessage[]> {
  const rows = await handle
    .select({ payload: liveMessages.payload })
    .from(liveMessages)
    .where(and(eq(liveMessages.matchId, matchId), gt(liveMessages.seq, afterSeq)))
    .orderBy(asc(liveMessages.seq))
    .limit(limit);
  return withCurrentNames(
    handle,
    rows.map((r) => r.payload as LiveMessage),
  );
}

/**
 * Tells every process that a person's team memberships changed (call inside the changing
 * transaction): their open streams check again at once whether they may still watch (decision 017).
 */
export async function notifyMembershipChanged(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${liveChannel}, ${`member:${userId}`})`);
}

/**
 * Tells every process that a match's public link was turned off (or the match deleted; call inside
 * the changing transaction): the streams opened through the link check it again at once (decision 057).
 */
export async function notifyShareChanged(tx: DbOrTx, matchId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${liveChannel}, ${`share:${matchId}`})`);
}

export type LiveNotification =
  | { kind: 'message'; matchId: number; seq: number }
  | { kind: 'scrimmage'; scrimmageId: number; seq: number }
  | { kind: 'member'; userId: number }
  | { kind: 'share'; matchId: number };

/**
 * Parses a NOTIFY payload (`<matchId>:<seq>`, `scrimmage:<scrimmageId>:<seq>`, `member:<userId>` or
 * `share:<matchId>`); null when it is none of them.
 */
export function parseNotification(payload: string | undefined): LiveNotification | null {
  const message = /^(\d+):(\d+)$/.exec(payload ?? '');
  if (message) return { kind: 'message', matchId: Number(message[1]), seq: Number(message[2]) };
  const scrimmage = /^scrimmage:(\d+):(\d+)$/.exec(payload ?? '');
  if (scrimmage) return { kind: 'scrimmage', scrimmageId: Number(scrimmage[1]), seq: Number(scrimmage[2]) };
  const member = /^member:(\d+)$/.exec(payload ?? '');
  if (member) return { kind: 'member', userId: Number(member[1]) };
  const share = /^share:(\d+)$/.exec(payload ?? '');
  return share ? { kind: 'share', matchId: Number(share[1]) } : null;
}

/**
 * A numbered log the hub fans out (decision 080): the matches' (`matchLiveLog`), or another with the
 * same rules — gapless numbers per channel in commit order, a NOTIFY on `match_live` per message.
 */
export interface LiveLog<M extends { seq: number; type: string }> {
  /** Which stream it feeds, for the metrics' `stream` label (decision 097). */
  readonly stream: 'match' | 'scrimmage';
  /** The highest number of a channel's log (0 when nothing was written yet). */
  currentSeq(handle: DbOrTx, id: number): Promise<number>;
  /** A channel's messages after `afterSeq`, in order, at most `limit`, with people's names as they are now. */
  read(handle: DbOrTx, id: number, afterSeq: number, limit: number): Promise<M[]>;
  /** The channel and number a NOTIFY tells of, when it is about this log. */
  heard(notification: LiveNotification): { id: number; seq: number } | null;
}

/** The matches' live log. */
export const matchLiveLog: LiveLog<LiveMessage> = {
  stream: 'match',
  currentSeq,
  read: readLiveMessages,
  heard: (n) => (n.kind === 'message' ? { id: n.matchId, seq: n.seq } : null),
};
