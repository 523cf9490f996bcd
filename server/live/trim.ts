/**
 * Trimming the live logs (decision 017). `live_messages` is the replay log of every match and the
 * idempotency record of its writes, `scrimmage_live_messages` a 자체전's (decision 080); without
 * trimming they grow forever. A finished 자체전's log is trimmed by the same rule as a finished
 * match's (decision 090): its writes are refused once it is over, and its viewers re-read. What a reconnecting viewer
 * or a retrying outbox can still need is kept:
 *   - a match that is not FINISHED keeps its whole log (a few hundred rows; viewers may reconnect
 *     from any position, writes may be retried);
 *   - a FINISHED match keeps it for `keepFinishedMs` after its last message (by default a day: the
 *     final whistle's viewers, an outbox that comes back online on the way home), then only its
 *     LAST row is kept. That row holds the match's head seq, so numbering never restarts, and a
 *     reconnect from an older position is told plainly with a `reset` event (re-read everything).
 *     A retry of a trimmed write is no longer recognized; a finished match refuses it (409 6021).
 * The sweep runs on an unref'd timer, with an injected clock, in the lone server process or in the
 * cluster primary (server/main.ts, decision 027): once per host; with several hosts each runs it
 * (deleting the same rows twice is harmless).
 */
import { type PeriodicSweep, startPeriodicSweep } from '../runtime/periodic-sweep.ts';
import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';

export const defaultKeepFinishedMs = 24 * 60 * 60 * 1000;
export const defaultSweepEveryMs = 10 * 60 * 1000;

const deleted = (result: unknown) => (result as { rows: unknown[] }).rows.length;

/** The two live logs, each with the table whose FINISHED rows let it be trimmed. */
const finishedLogs = [
  { log: 'live_messages', key: 'match_id', owner: 'matches', state: 'match_state' },
  { log: 'scrimmage_live_messages', key: 'scrimmage_id', owner: 'scrimmages', state: 'state' },
] as const;

/**
 * Drops the log of FINISHED matches and 자체전s whose last message is older than `keepFinishedMs`,
 * but its last row. Answers the rows deleted.
 */
export async function trimLiveLog(db: Db, now: Date, keepFinishedMs = defaultKeepFinishedMs): Promise<number> {
  const cutoff = new Date(now.getTime() - keepFinishedMs).toISOString();
  let rows = 0;
  for (const { log, key, owner, state } of finishedLogs) {
    const [l, k, o, st] = [sql.identifier(log), sql.identifier(key), sql.identifier(owner), sql.identifier(state)];
    const result = await db.execute(sql`
      with finished as (
        select l.${k}, max(l.seq) as head
        from ${l} l join ${o} o on o.id = l.${k}
        where o.${st} = 'FINISHED'
        group by l.${k}
        having max(l.created_at) < ${cutoff}::timestamptz and count(*) > 1
      )
      delete from ${l} d using finished f
      where d.${k} = f.${k} and d.seq < f.head
      returning d.${k}`);
    rows += deleted(result);
  }
  return rows;
}

/** `sweep` answers the rows deleted. */
export type LiveLogSweep = PeriodicSweep<number>;

/** Trims the log every `everyMs`, measuring age with `clock`. */
export function startLiveLogSweep({
  db,
  clock,
  everyMs = defaultSweepEveryMs,
  keepFinishedMs = defaultKeepFinishedMs,
}: {
  db: Db;
  clock: Clock;
  everyMs?: number;
  keepFinishedMs?: number;
}): LiveLogSweep {
  return startPeriodicSweep({ name: 'live log trim', run: () => trimLiveLog(db, clock.now(), keepFinishedMs), everyMs });
}
