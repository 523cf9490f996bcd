/**
 * The in-process fan-out of the live stream (architecture.md §2–3). A hub knows, per match, who is
 * listening; it is told "match M's log now reaches seq N" either by a write of this process right
 * after its commit (`poke`) or by PostgreSQL's NOTIFY from any process (LISTEN `match_live`, on
 * PGlite and node-postgres alike). Listeners then pull the new rows from the log themselves (see
 * `read`), so a lost or doubled signal can delay nothing beyond the next one and never doubles a message.
 * Reads of the same rows by many listeners of one match are coalesced into one query.
 */
import type { PGliteInterface } from '@electric-sql/pglite';
import type pg from 'pg';
import type { LiveMessage } from '#contract/matches.ts';
import type { Db } from '../db/client.ts';
import { liveChannel, parseNotification, readLiveMessages } from './log.ts';

/** Called with the highest sequence number known for the match. */
export type LiveListener = (seq: number) => void;

export interface LiveHub {
  /** Registers a listener of one match; answers the function that removes it. */
  subscribe(matchId: number, listener: LiveListener): () => void;
  /** Tells the listeners of a match that its log reaches `seq` (a commit of this process). */
  poke(matchId: number, seq: number): void;
  /**
   * The messages of a match after `afterSeq`, in order. Listeners of one match asking for the same
   * rows share one query, but only a query started after `atLeast` was known to be committed.
   */
  read(matchId: number, afterSeq: number, atLeast: number): Promise<LiveMessage[]>;
  /** Settles once LISTEN is in place (immediately when the database cannot LISTEN). */
  readonly ready: Promise<void>;
  /** Number of listeners (all matches), for tests and diagnostics. */
  listenerCount(matchId?: number): number;
  /** Stops listening; the database stays open. */
  close(): Promise<void>;
}

type Unlisten = () => Promise<void>;

/** LISTEN on whatever client drizzle wraps: PGlite's `listen`, or a dedicated node-postgres connection. */
async function listenOn(db: Db, onPayload: (payload: string | undefined) => void, onReconnect: () => void): Promise<Unlisten> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client && typeof (client as PGliteInterface).listen === 'function') {
    return (client as PGliteInterface).listen(liveChannel, onPayload);
  }
  if (client && typeof (client as pg.Pool).connect === 'function') {
    // A connection of its own, outside the pool: closing the pool at shutdown never waits for it.
    const pool = client as pg.Pool;
    const { Client } = (await import('pg')).default;
    let closed = false;
    let current: pg.Client | null = null;
    let retry: NodeJS.Timeout | null = null;
    const connect = async (): Promise<void> => {
      const connection = new Client(pool.options);
      const reconnect = () => {
        if (current === connection) current = null;
        void connection.end().catch(() => undefined);
        // Listen again, then let every listener catch up from the log.
        if (!closed && !retry) retry = setTimeout(() => { retry = null; void connect().then(onReconnect); }, 1000);
      };
      connection.on('notification', (n) => { if (n.channel === liveChannel) onPayload(n.payload); });
      connection.on('error', reconnect);
      try {
        await connection.connect();
        await connection.query(`LISTEN ${liveChannel}`);
        current = connection;
      } catch {
        reconnect();
      }
    };
    await connect();
    return async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const connection = current;
      current = null;
      await connection?.end().catch(() => undefined);
    };
  }
  return async () => undefined;
}

/** A hub for one app process, listening on `db`'s notifications. */
export function createLiveHub(db: Db): LiveHub {
  const listeners = new Map<number, Set<LiveListener>>();
  const reads = new Map<string, { promise: Promise<LiveMessage[]>; known: number }>();
  /** Per match, the highest sequence number this hub was told is committed. */
  const known = new Map<number, number>();

  const poke = (matchId: number, seq: number) => {
    if (seq !== Number.MAX_SAFE_INTEGER && seq > (known.get(matchId) ?? 0)) known.set(matchId, seq);
    for (const listener of listeners.get(matchId) ?? []) listener(seq);
  };
  const pokeAll = () => {
    for (const matchId of listeners.keys()) poke(matchId, Number.MAX_SAFE_INTEGER);
  };

  let closed = false;
  const unlisten = listenOn(db, (payload) => {
    const parsed = parseNotification(payload);
    if (parsed && !closed) poke(parsed.matchId, parsed.seq);
  }, pokeAll).catch((error: unknown) => {
    console.error('[pitchside] live: LISTEN failed; streams only see writes of this process.', error);
    return async () => undefined;
  });

  return {
    subscribe(matchId, listener) {
      const set = listeners.get(matchId) ?? new Set<LiveListener>();
      set.add(listener);
      listeners.set(matchId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(matchId) === set) {
          listeners.delete(matchId);
          known.delete(matchId);
        }
      };
    },
    poke,
    read(matchId, afterSeq, atLeast) {
      const key = `${matchId}:${afterSeq}`;
      const pending = reads.get(key);
      if (pending && pending.known >= atLeast) return pending.promise;
      const entry = { known: known.get(matchId) ?? 0, promise: Promise.resolve<LiveMessage[]>([]) };
      entry.promise = readLiveMessages(db, matchId, afterSeq).finally(() => { if (reads.get(key) === entry) reads.delete(key); });
      reads.set(key, entry);
      return entry.promise;
    },
    ready: unlisten.then(() => undefined),
    listenerCount(matchId) {
      if (matchId !== undefined) return listeners.get(matchId)?.size ?? 0;
      let n = 0;
      for (const set of listeners.values()) n += set.size;
      return n;
    },
    async close() {
      closed = true;
      await (await unlisten)();
    },
  };
}
