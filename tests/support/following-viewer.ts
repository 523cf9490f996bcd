/**
 * A live viewer that behaves like the browser's EventSource across server restarts: when its stream
 * ends (its worker stopped), it opens a new one with `Last-Event-ID` = the last id it received, on a
 * new connection (so on whichever worker takes it), and goes on until stopped. Its events are those
 * of every connection, in arrival order.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { SseEvent, Viewer } from './raw-http.ts';

export interface FollowingViewer {
  /** Every named event of every connection so far, in arrival order. */
  events(): SseEvent[];
  /** Its connections, the first one first (each knows its worker). */
  readonly connections: readonly Viewer[];
  /** Settles once an `events.recorded` event with this id arrived; rejects after `limitMs` or when it could not reconnect. */
  waitForRecorded(seq: number, limitMs: number): Promise<void>;
  stop(): void;
}

/** How often, and how far apart, a reconnect is tried before the viewer gives up (the server is gone). */
const reconnectTries = 100;
const reconnectPauseMs = 100;

/** Follows `first`; `reopen(lastEventId)` opens the next connection. */
export function followLive(first: Viewer, reopen: (lastEventId: number) => Promise<Viewer>): FollowingViewer {
  const connections: Viewer[] = [first];
  let stopped = false;
  let failure: unknown = null;
  const events = () => connections.flatMap((c) => c.events);
  const lastId = () =>
    events()
      .filter((e) => Number.isFinite(e.id))
      .at(-1)?.id ?? 0;

  const run = async () => {
    for (;;) {
      await connections.at(-1)!.waitForEnd(Number.MAX_SAFE_INTEGER >>> 1);
      if (stopped) return;
      for (let attempt = 1; ; attempt++) {
        await sleep(reconnectPauseMs);
        if (stopped) return;
        try {
          connections.push(await reopen(lastId()));
          break;
        } catch (error) {
          if (attempt >= reconnectTries) {
            failure = error;
            return;
          }
        }
      }
    }
  };
  void run();

  return {
    events,
    connections,
    async waitForRecorded(seq, limitMs) {
      const deadline = Date.now() + limitMs;
      while (!events().some((e) => e.event === 'events.recorded' && e.id === seq)) {
        if (failure) throw new Error(`the viewer could not reconnect: ${String(failure)}`);
        if (Date.now() > deadline) {
          const seen = events().map((e) => `${e.event}#${e.id}`);
          throw new Error(`no event #${seq} within ${limitMs} ms over ${connections.length} connections; it had ${seen.join(', ')}`);
        }
        await sleep(50);
      }
    },
    stop() {
      stopped = true;
      connections.at(-1)?.close();
    },
  };
}
