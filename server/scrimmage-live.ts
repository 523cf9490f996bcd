/**
 * A scrimmage's live log (decision 080): the members following a 자체전 on their phones hear every
 * change — sides set, a game started, paused or ended, a goal recorded or cancelled — as the match
 * stream's viewers do (decisions 011, 017): gapless numbers per scrimmage in commit order, NOTIFY
 * `scrimmage:<id>:<seq>` on `match_live` so every process hears it, Last-Event-ID replay from the log.
 * Messages carry ids and scores, never names, so nothing in the log outlives a withdrawal (decision 070).
 */
import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import type { ScrimmageChange, ScrimmageLiveMessage } from '#contract/scrimmage-extras.ts';
import type { DbOrTx } from './db/client.ts';
import { scrimmageLiveMessages } from './db/schema-scrimmage.ts';
import { liveChannel, type LiveLog } from './live/log.ts';

async function currentSeq(handle: DbOrTx, scrimmageId: number): Promise<number> {
  const [row] = await handle
    .select({ seq: max(scrimmageLiveMessages.seq) })
    .from(scrimmageLiveMessages)
    .where(eq(scrimmageLiveMessages.scrimmageId, scrimmageId));
  return row?.seq ?? 0;
}

/** The scrimmages' live log, for `createLiveHub(db, scrimmageLiveLog)`. */
export const scrimmageLiveLog: LiveLog<ScrimmageLiveMessage> = {
  stream: 'scrimmage',
  currentSeq,
  async read(handle, scrimmageId, afterSeq, limit) {
    const rows = await handle
      .select({ payload: scrimmageLiveMessages.payload })
      .from(scrimmageLiveMessages)
      .where(and(eq(scrimmageLiveMessages.scrimmageId, scrimmageId), gt(scrimmageLiveMessages.seq, afterSeq)))
      .orderBy(asc(scrimmageLiveMessages.seq))
      .limit(limit);
    return rows.map((r) => r.payload as ScrimmageLiveMessage);
  },
  heard: (n) => (n.kind === 'scrimmage' ? { id: n.scrimmageId, seq: n.seq } : null),
};

/** The advisory lock class of a scrimmage's log (its second key is the scrimmage id). */
const logLockClass = 80_001;

/**
 * Puts a change on the scrimmage's channel (the writes reach it through server/scrimmages/changes.ts).
 * Call it inside the transaction that makes the change:
 * the message commits with it (a rolled-back write tells nobody), the NOTIFY leaves on commit, and a
 * transaction-scoped lock numbers concurrent writers' messages in commit order without a gap.
 */
export async function logScrimmageChange(tx: DbOrTx, scrimmageId: number, change: ScrimmageChange, now: Date): Promise<ScrimmageLiveMessage> {
  await tx.execute(sql`select pg_advisory_xact_lock(${logLockClass}, ${scrimmageId})`);
  const seq = (await currentSeq(tx, scrimmageId)) + 1;
  const message: ScrimmageLiveMessage = { seq, type: 'scrimmage.changed', at: now.toISOString(), ...change };
  await tx.insert(scrimmageLiveMessages).values({ scrimmageId, seq, payload: message, createdAt: now });
  await tx.execute(sql`select pg_notify(${liveChannel}, ${`scrimmage:${scrimmageId}:${seq}`})`);
  return message;
}
