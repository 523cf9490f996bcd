/**
 * The in-process fan-out of the live stream (docs/architecture.md §2, §3.3; decisions 011, 017). Per match
 * with viewers, a hub keeps one channel: the highest seq it has fanned out (`delivered`) and the
 * viewers. Each message is encoded ONCE into its SSE frame and the same bytes go to every viewer,
 * synchronously, in seq order, with no per-viewer promise.
 *
 * It learns of new messages two ways:
 *   - `publish`: a write of THIS process hands over its message right after commit, so local viewers
 *     get it without a database read or the NOTIFY round trip;
 *   - `poke`: PostgreSQL's NOTIFY `match_live` (`<matchId>:<seq>`, any process, on PGlite and
 *     node-postgres alike); the channel then reads the missing rows from the log, once for all viewers.
 * Both may tell of the same message (our own NOTIFY comes back too): seq numbers de-duplicate, and a
 * channel only ever fans out `delivered + 1`, so nothing is doubled or skipped.
 *
 * `member:<userId>` notifications make that person's viewers check their access again, and
 * `share:<matchId>` (a public link turned off, decision 057) the match's public viewers.
 */
import type { PGliteInterface } from '@electric-sql/pglite';
import type pg from 'pg';
import type { LiveMessage } from '#contract/matches.ts';
import type { Db } from '../db/client.ts';
import { logger } from '../observability/log.ts';
import { type Frame, type LoggedMessage, messageFrame } from './frames.ts';
import { liveChannel, type LiveLog, matchLiveLog, parseNotification } from './log.ts';
import { heardAt } from '../metrics/live.ts';
import { liveMessagesFannedOut, liveViewers } from '../metrics/registry.ts';

/** What the hub needs of one connection (server/live/stream.ts). */
export interface HubViewer<M extends LoggedMessage = LiveMessage> {
  /** The signed-in viewer; null for a viewer through a public link (decision 057). */
  readonly userId: number | null;
  /** The next frame of the match, in seq order (the viewer drops what it already sent). */
  deliver(frame: Frame<M>): void;
  /** The person's memberships changed: check access again. */
  recheck(): void;
}

export interface Subscription {
  /** Settles with the channel's position once known: every later message reaches the viewer. */
  position: Promise<number>;
  unsubscribe(): void;
}

/** Rows per log read. */
export const pageSize = 500;

export interface LiveHub<M extends LoggedMessage = LiveMessage> {
  /** Registers a viewer of one match. */
  subscribe(matchId: number, viewer: HubViewer<M>): Subscription;
  /** A message this process committed (call right after the commit). */
  publish(message: M, matchId: number): void;
  /** The log of a match reaches `seq` (a NOTIFY); MAX_SAFE_INTEGER: "read whatever is new". */
  poke(matchId: number, seq: number): void;
  /** A person's memberships changed (this process or a NOTIFY). */
  membershipChanged(userId: number): void;
  /** A match's public link was turned off or its match deleted (a NOTIFY): its public viewers check again. */
  shareChanged(matchId: number): void;
  /**
   * Up to `pageSize` frames of a match after `afterSeq`, in order. Viewers replaying the same rows
   * share one query (and its encoded frames), but only a query started once the channel had
   * delivered `since`, so it holds everything the viewer will not get live.
   */
  replay(matchId: number, afterSeq: number, since: number): Promise<Frame<M>[]>;
  /** The highest number of a channel's log, read now. */
  head(matchId: number): Promise<number>;
  /** Settles once LISTEN is in place (immediately when the database cannot LISTEN). */
  readonly ready: Promise<void>;
  /** Whether LISTEN is in place now (false while a lost connection is being replaced, and once closed): the readiness probe asks. */
  listening(): boolean;
  /** Which stream it fans out (its log's), for the metrics. */
  readonly stream: LiveLog<M>['stream'];
  /** Number of viewers (of one match, or all), for tests and diagnostics. */
  listenerCount(matchId?: number): number;
  /** Stops listening; the database stays open. */
  close(): Promise<void>;
}

type Unlisten = () => Promise<void>;
/** A LISTEN in place, or being put back. */
interface Listener {
  unlisten: Unlisten;
  listening(): boolean;
}

/** LISTEN on whatever client drizzle wraps: PGlite's `listen`, or a dedicated node-postgres connection. */
async function listenOn(db: Db, onPayload: (payload: string | undefined) => void, onReconnect: () => void): Promise<Listener> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client && typeof (client as PGliteInterface).listen === 'function') {
    // In the same process as the database: in place until unlistened.
    return { unlisten: await (client as PGliteInterface).listen(liveChannel, onPayload), listening: () => true };
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
        if (!closed && !retry)
          retry = setTimeout(() => {
            retry = null;
            void connect().then(onReconnect);
          }, 1000);
      };
      connection.on('notification', (n) => {
        if (n.channel === liveChannel) onPayload(n.payload);
      });
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
    return {
      unlisten: async () => {
        closed = true;
        if (retry) clearTimeout(retry);
        const connection = current;
        current = null;
        await connection?.end().catch(() => undefined);
      },
      listening: () => current !== null,
    };
  }
  // A database that cannot LISTEN has no other process to hear.
  return { unlisten: async () => undefined, listening: () => true };
}

interface Channel<M extends LoggedMessage> {
  matchId: number;
  viewers: Set<HubViewer<M>>;
  /** The highest seq fanned out; meaningful once `known`. */
  delivered: number;
  known: boolean;
  position: Promise<number>;
  /** The highest seq heard of (publish or poke). */
  heard: number;
  /** Frames of local writes that arrived ahead of `delivered + 1`. */
  waiting: Map<number, Frame<M>>;
  pulling: boolean;
  /** When each seq heard of (and not yet fanned out) was first heard of, for the delivery delay (decision 097). */
  heardTimes: { seq: number; at: number }[];
}

/** Hands a frame to every viewer of the channel and moves its position on. */
function fanOut<M extends LoggedMessage>(channel: Channel<M>, frame: Frame<M>, stream: string): void {
  // Always consulted, so the notices it passes are dropped whichever way the frame came.
  const noticed = heardAt(channel.heardTimes, frame.seq);
  frame.heardAt ??= noticed;
  liveMessagesFannedOut.inc({ stream });
  channel.delivered = frame.seq;
  for (const viewer of channel.viewers) viewer.deliver(frame);
}

/** Fans out the waiting frames that follow the position, in order, and drops those it has passed. */
function deliverWaitingInOrder<M extends LoggedMessage>(channel: Channel<M>, stream: string): void {
  for (let next = channel.waiting.get(channel.delivered + 1); next; next = channel.waiting.get(channel.delivered + 1)) {
    channel.waiting.delete(next.seq);
    fanOut(channel, next, stream);
  }
  for (const seq of channel.waiting.keys()) if (seq <= channel.delivered) channel.waiting.delete(seq);
}

/** Whatever was heard of beyond the position is done (nothing more in the log, or a failed read the next signal retries). */
function forgetBeyondDelivered<M extends LoggedMessage>(channel: Channel<M>): void {
  channel.heard = Math.min(channel.heard, channel.delivered);
  channel.heardTimes = [];
}

/**
 * A hub for one app process, listening on `db`'s notifications: of the matches' log, or of another
 * log with the same rules (a scrimmage's, decision 080; a hub of its own per log).
 */
/** A match's channel before its position in the log is known (openChannel reads it). */
function emptyChannel<M extends LoggedMessage>(matchId: number): Channel<M> {
  return {
    matchId,
    viewers: new Set(),
    delivered: 0,
    known: false,
    heard: 0,
    waiting: new Map(),
    pulling: false,
    heardTimes: [],
    position: Promise.resolve(0),
  };
}

export function createLiveHub(db: Db): LiveHub;
export function createLiveHub<M extends LoggedMessage>(db: Db, log: LiveLog<M>): LiveHub<M>;
export function createLiveHub<M extends LoggedMessage>(db: Db, log: LiveLog<M> = matchLiveLog as unknown as LiveLog<M>): LiveHub<M> {
  const channels = new Map<number, Channel<M>>();
  const replays = new Map<string, { since: number; promise: Promise<Frame<M>[]> }>();
  let closed = false;

  /** Fans out what is ready in order; reads the log when something heard of is still missing. */
  const advance = (channel: Channel<M>) => {
    if (!channel.known) return;
    deliverWaitingInOrder(channel, log.stream);
    if (channel.heard > channel.delivered && !channel.pulling) void pull(channel);
  };

  const pull = async (channel: Channel<M>) => {
    channel.pulling = true;
    try {
      while (!closed && channels.get(channel.matchId) === channel && channel.heard > channel.delivered) {
        const rows = await log.read(db, channel.matchId, channel.delivered, pageSize);
        for (const message of rows) {
          // A gap (rows trimmed away) is passed on as it is: each viewer closes on it and reconnects.
          if (message.seq > channel.delivered) fanOut(channel, channel.waiting.get(message.seq) ?? messageFrame(message), log.stream);
        }
        advance(channel);
        // Nothing more in the log: whatever was heard of beyond it (a "read all" poke) is done.
        if (rows.length < pageSize) forgetBeyondDelivered(channel);
      }
    } catch (error) {
      if (!closed) logger.error({ err: error }, `live: reading the log of match ${channel.matchId} failed; the next signal retries.`);
      forgetBeyondDelivered(channel);
    } finally {
      channel.pulling = false;
    }
  };

  const openChannel = (matchId: number): Channel<M> => {
    const channel = emptyChannel<M>(matchId);
    channel.position = log.currentSeq(db, matchId).then(
      (head) => {
        channel.delivered = head;
        channel.known = true;
        advance(channel);
        return channel.delivered;
      },
      (error: unknown) => {
        if (channels.get(matchId) === channel) channels.delete(matchId);
        throw error;
      },
    );
    channels.set(matchId, channel);
    return channel;
  };

  const poke = (matchId: number, seq: number) => {
    const channel = channels.get(matchId);
    if (!channel) return;
    if (seq > channel.heard) {
      channel.heardTimes.push({ seq, at: performance.now() });
      channel.heard = seq;
    }
    advance(channel);
  };

  const membershipChanged = (userId: number) => {
    for (const channel of channels.values()) for (const viewer of channel.viewers) if (viewer.userId === userId) viewer.recheck();
  };

  const shareChanged = (matchId: number) => {
    const channel = channels.get(matchId);
    if (channel) for (const viewer of channel.viewers) if (viewer.userId === null) viewer.recheck();
  };

  const unlisten = listenOn(
    db,
    (payload) => {
      const parsed = parseNotification(payload);
      if (!parsed || closed) return;
      const heard = log.heard(parsed);
      if (heard) poke(heard.id, heard.seq);
      else if (parsed.kind === 'share') shareChanged(parsed.matchId);
      else if (parsed.kind === 'member') membershipChanged(parsed.userId);
    },
    () => {
      for (const matchId of channels.keys()) poke(matchId, Number.MAX_SAFE_INTEGER);
    },
  ).catch((error: unknown): Listener => {
    logger.error({ err: error }, 'live: LISTEN failed; streams only see writes of this process.');
    return { unlisten: async () => undefined, listening: () => false };
  });
  let listener: Listener | null = null;
  void unlisten.then((l) => (listener = l));

  return {
    subscribe(matchId, viewer) {
      const channel = channels.get(matchId) ?? openChannel(matchId);
      channel.viewers.add(viewer);
      const audience = { stream: log.stream, audience: viewer.userId === null ? 'public' : 'member' };
      liveViewers.inc(audience);
      let subscribed = true;
      return {
        // Read when it settles: a later position is as good (the viewer was already listening).
        position: channel.position.then(() => channel.delivered),
        unsubscribe() {
          if (subscribed) liveViewers.dec(audience);
          subscribed = false;
          channel.viewers.delete(viewer);
          if (channel.viewers.size === 0 && channels.get(matchId) === channel) channels.delete(matchId);
        },
      };
    },
    publish(message, matchId) {
      const channel = channels.get(matchId);
      if (!channel || (channel.known && message.seq <= channel.delivered)) return;
      if (message.seq > channel.heard) channel.heard = message.seq;
      channel.waiting.set(message.seq, { ...messageFrame(message), heardAt: performance.now() });
      advance(channel);
    },
    poke,
    membershipChanged,
    shareChanged,
    replay(matchId, afterSeq, since) {
      const key = `${matchId}:${afterSeq}`;
      const pending = replays.get(key);
      if (pending && pending.since >= since) return pending.promise;
      const channel = channels.get(matchId);
      const entry = { since: channel?.known ? channel.delivered : -1, promise: Promise.resolve<Frame<M>[]>([]) };
      entry.promise = log
        .read(db, matchId, afterSeq, pageSize)
        .then((rows) => rows.map(messageFrame))
        .finally(() => {
          if (replays.get(key) === entry) replays.delete(key);
        });
      replays.set(key, entry);
      return entry.promise;
    },
    head: (matchId) => log.currentSeq(db, matchId),
    ready: unlisten.then(() => undefined),
    listening: () => !closed && (listener?.listening() ?? false),
    stream: log.stream,
    listenerCount(matchId) {
      if (matchId !== undefined) return channels.get(matchId)?.viewers.size ?? 0;
      return [...channels.values()].reduce((n, channel) => n + channel.viewers.size, 0);
    },
    async close() {
      closed = true;
      await (await unlisten).unlisten();
    },
  };
}
