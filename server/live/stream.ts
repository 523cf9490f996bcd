/**
 * One live stream connection (GET /api/v1/matches/{id}/live, Server-Sent Events):
 *   - on connect it registers with the hub first, then replays the log after `Last-Event-ID` (header)
 *     or `lastEventId` (query); with neither (or 0) it replays nothing. Then one `ready` event whose
 *     data is `{ seq }`, the position reached (its SSE id is that seq too);
 *   - afterwards every new message of the match, in seq order, each as an SSE event named by its
 *     `type`, `id` = seq, `data` = the LiveMessage JSON. A listener pulls rows from the log after the
 *     last seq it sent, one pull at a time, so nothing is sent twice or skipped even when signals race;
 *   - a `: ping` comment every `heartbeatMs` keeps proxies from closing an idle stream;
 *   - on abort it leaves the hub and stops the heartbeat.
 */
import type { SSEStreamingApi } from 'hono/streaming';
import type { LiveMessage } from '#contract/matches.ts';
import type { Db } from '../db/client.ts';
import type { LiveHub } from './hub.ts';
import { currentSeq } from './log.ts';

export interface StreamOptions {
  hub: LiveHub;
  db: Db;
  matchId: number;
  /** The last seq the client has (0: none, start from now). */
  lastEventId: number;
  heartbeatMs: number;
}

/** Runs one SSE connection until the client goes away. */
export async function runLiveStream(stream: SSEStreamingApi, { hub, db, matchId, lastEventId, heartbeatMs }: StreamOptions): Promise<void> {
  let lastSent = 0;
  let wanted = 0;
  let chain: Promise<void> = Promise.resolve();
  let stopped = false;

  const send = async (message: LiveMessage) => {
    await stream.writeSSE({ id: String(message.seq), event: message.type, data: JSON.stringify(message) });
    lastSent = message.seq;
  };

  /** Sends what the log holds after lastSent until `wanted` is reached (or the log has nothing more). */
  const pull = async (fresh: boolean) => {
    let first = fresh;
    while (!stopped && wanted > lastSent) {
      const rows = await hub.read(matchId, lastSent, first ? Number.MAX_SAFE_INTEGER : wanted);
      first = false;
      const news = rows.filter((m) => m.seq > lastSent);
      if (news.length === 0) break;
      for (const message of news) {
        if (stopped) return;
        await send(message);
      }
    }
  };

  const enqueue = (task: () => Promise<void>) => {
    chain = chain.then(task).catch((error: unknown) => {
      if (!stopped) console.error(`[pitchside] live stream of match ${matchId} failed:`, error);
      stop();
    });
  };

  const unsubscribe = hub.subscribe(matchId, (seq) => {
    if (seq <= wanted) return;
    wanted = seq;
    enqueue(() => pull(false));
  });

  let resolveDone: () => void = () => undefined;
  const done = new Promise<void>((resolve) => { resolveDone = resolve; });
  const heartbeat = setInterval(() => { void stream.write(': ping\n\n').catch(() => stop()); }, heartbeatMs);
  function stop() {
    if (stopped) return;
    stopped = true;
    clearInterval(heartbeat);
    unsubscribe();
    resolveDone();
  }
  stream.onAbort(stop);

  enqueue(async () => {
    const head = await currentSeq(db, matchId);
    // A client ahead of the log (another database, a reset) starts from now rather than waiting for nothing.
    const from = lastEventId > head ? head : lastEventId;
    if (from === 0 && lastEventId === 0) {
      lastSent = head;
    } else {
      lastSent = from;
      wanted = Math.max(wanted, head);
      await pull(true);
    }
    wanted = Math.max(wanted, lastSent);
    await stream.writeSSE({ id: String(lastSent), event: 'ready', data: JSON.stringify({ seq: lastSent }), retry: 3000 });
    // Signals that came in during the replay.
    await pull(false);
  });

  await done;
}
