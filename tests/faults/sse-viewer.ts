/**
 * A live-stream viewer in Node that behaves like the browser's EventSource: it reads
 * `GET /api/v1/matches/{id}/live`, remembers the last `id:`, and when the connection ends or cannot
 * be made it tries again (every `retryMs`) sending `Last-Event-ID`. It keeps every message it was
 * given, in arrival order, so a test can check that nothing was lost or repeated across reconnects.
 */
import type { LiveMessage } from '#contract/matches.ts';

export interface SseViewer {
  /** Messages in arrival order (`ready` and pings excluded). */
  readonly messages: LiveMessage[];
  /** How many times a stream was opened (1 + the reconnects that reached the server). */
  readonly connections: number;
  /** When each stream was opened (Date.now()), for the report's reconnect figures. */
  readonly openedAt: readonly number[];
  /** The last id received (the position it would resume from). */
  readonly lastEventId: number;
  /** Resolves with the position of the first `ready` (a first connection starts at the log's head). */
  readonly opened: Promise<number>;
  /** Resolves once the viewer has received `seq` (or later). */
  reached(seq: number, timeoutMs: number): Promise<void>;
  stop(): void;
}

export function sseViewer(origin: string, matchId: number, token: string, retryMs = 150): SseViewer {
  const messages: LiveMessage[] = [];
  let lastEventId = 0;
  let connections = 0;
  const openedAt: number[] = [];
  let stopped = false;
  let controller = new AbortController();
  const waiters = new Set<() => void>();
  let markOpened!: (seq: number) => void;
  const opened = new Promise<number>((resolve) => {
    markOpened = resolve;
  });

  function handleFrame(frame: string) {
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    for (const line of frame.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (id !== null) lastEventId = Number(id);
    if (event === 'ready') markOpened(lastEventId);
    if (data.length === 0 || event === 'ready' || event === 'reset') return;
    messages.push(JSON.parse(data.join('\n')) as LiveMessage);
    for (const wake of waiters) wake();
  }

  async function readOnce() {
    controller = new AbortController();
    const response = await fetch(`${origin}/api/v1/matches/${matchId}/live`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', ...(lastEventId > 0 ? { 'last-event-id': String(lastEventId) } : {}) },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`the stream answered ${response.status}`);
    connections += 1;
    openedAt.push(Date.now());
    const decoder = new TextDecoder();
    let buffered = '';
    for await (const chunk of response.body) {
      buffered += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        handleFrame(buffered.slice(0, end));
        buffered = buffered.slice(end + 2);
      }
    }
  }

  void (async () => {
    while (!stopped) {
      try {
        await readOnce();
      } catch {
        // The server went away (or is not back yet): try again, as EventSource does.
      }
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  })();

  return {
    messages,
    opened,
    openedAt,
    get connections() {
      return connections;
    },
    get lastEventId() {
      return lastEventId;
    },
    reached(seq, timeoutMs) {
      if (lastEventId >= seq) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the viewer reached seq ${lastEventId}, not ${seq}, within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          if (lastEventId < seq) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      });
    },
    stop() {
      stopped = true;
      controller.abort();
      for (const wake of waiters) wake();
    },
  };
}
