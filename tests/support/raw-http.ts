/**
 * HTTP to a server on a real port, one NEW connection per request (`agent: false`): behind node:cluster
 * each connection may land on another worker, and the `x-pitchside-worker` header says which one did.
 * Also a live-stream (SSE) viewer that keeps every event it reads.
 */
import { type IncomingMessage, request } from 'node:http';

export interface Answer {
  status: number;
  /** The worker that answered (its `x-pitchside-worker` header), or null. */
  worker: string | null;
  headers: IncomingMessage['headers'];
  body: string;
  /** The body as JSON (the API's envelope). */
  json<T = { data: unknown; message?: string; code?: number }>(): T;
}

export interface Call {
  method?: string;
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

/** One request on its own connection to `base` (`http://127.0.0.1:port`). */
export function call(base: string, path: string, { method = 'GET', token, json, form, headers = {} }: Call = {}): Promise<Answer> {
  const body = json !== undefined ? JSON.stringify(json) : form ? new URLSearchParams(form).toString() : undefined;
  const all: Record<string, string> = { ...headers };
  if (token) all.authorization = `Bearer ${token}`;
  if (json !== undefined) all['content-type'] = 'application/json';
  if (form) all['content-type'] = 'application/x-www-form-urlencoded';
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { method, headers: all, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          worker: workerOf(res),
          headers: res.headers,
          body: text,
          json: <T>() => JSON.parse(text) as T,
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const workerOf = (res: IncomingMessage) => {
  const value = res.headers['x-pitchside-worker'];
  return typeof value === 'string' ? value : null;
};

export interface SseEvent {
  id: number;
  event: string;
  data: string;
}

export interface Viewer {
  /** The worker whose stream this is. */
  worker: string | null;
  /** Every named event read so far (not `: ping` comments), in arrival order. */
  events: SseEvent[];
  /** Whether the server ended the stream (or the connection broke). */
  ended(): boolean;
  /** Settles once an event satisfies `test`; rejects when the stream ends first or after `limitMs`. */
  waitFor(test: (e: SseEvent) => boolean, what: string, limitMs?: number): Promise<SseEvent>;
  /** Settles once the stream has ended (the server closed it or the connection broke), or after `limitMs`. */
  waitForEnd(limitMs?: number): Promise<void>;
  close(): void;
}

/**
 * Opens a live stream on a new connection and settles when its headers arrived (status 200 only).
 * `lastEventId` asks for a replay of what came after it.
 */
export function openViewer(base: string, path: string, { token, lastEventId }: { token?: string; lastEventId?: number }): Promise<Viewer> {
  // No token: a public link's stream (decision 057), whose path is its credential.
  const headers: Record<string, string> = { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { headers, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`the stream answered ${res.statusCode}`));
        return;
      }
      const events: SseEvent[] = [];
      const waiters = new Set<() => void>();
      let over = false;
      let buffer = '';
      const wake = () => {
        for (const w of waiters) w();
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            const match = /^(id|event|data): ?(.*)$/.exec(line);
            if (match) fields[match[1]] = match[1] === 'data' && fields.data !== undefined ? `${fields.data}\n${match[2]}` : match[2];
          }
          if (fields.event !== undefined) events.push({ id: Number(fields.id), event: fields.event, data: fields.data ?? '' });
        }
        wake();
      });
      const end = () => {
        over = true;
        wake();
      };
      res.on('end', end);
      res.on('close', end);
      res.on('error', end);

      const viewer: Viewer = {
        worker: workerOf(res),
        events,
        ended: () => over,
        waitFor(test, what, limitMs = 20_000) {
          return new Promise((resolveWait, rejectWait) => {
            const check = () => {
              const found = events.find(test);
              if (found) return finish(() => resolveWait(found));
              if (over) finish(() => rejectWait(new Error(`the stream (worker ${viewer.worker}) ended before ${what}; it had ${listed(events)}`)));
            };
            const timer = setTimeout(
              () => finish(() => rejectWait(new Error(`no ${what} within ${limitMs} ms on worker ${viewer.worker}; it had ${listed(events)}`))),
              limitMs,
            );
            const finish = (settle: () => void) => {
              clearTimeout(timer);
              waiters.delete(check);
              settle();
            };
            waiters.add(check);
            check();
          });
        },
        waitForEnd(limitMs = 20_000) {
          return new Promise((resolveEnd) => {
            const check = () => {
              if (!over) return;
              clearTimeout(timer);
              waiters.delete(check);
              resolveEnd();
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              resolveEnd();
            }, limitMs);
            waiters.add(check);
            check();
          });
        },
        close: () => req.destroy(),
      };
      resolve(viewer);
    });
    req.on('error', reject);
    req.end();
  });
}

const listed = (events: SseEvent[]) => (events.length ? events.map((e) => `${e.event}#${e.id}`).join(', ') : 'no events');
