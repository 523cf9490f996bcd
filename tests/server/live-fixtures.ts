/** Reading the live stream in server tests: an SSE block reader and connecting as a member. */
import { expect } from 'vitest';
import type { LiveMessage } from '#contract/matches.ts';
import type { RecordingScene } from './recording-fixtures.ts';
import type { TestApp } from './test-app.ts';

export interface SseEvent {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

/** Reads an SSE response body block by block; `next()` answers the next event or comment. */
export function sseReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const parse = (block: string): SseEvent => {
    const event: SseEvent = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) event.comment = line.slice(1).trim();
      const [, field, value] = /^(\w+): ?(.*)$/.exec(line) ?? [];
      if (field === 'id' || field === 'event') event[field] = value;
      if (field === 'data') event.data = event.data === undefined ? value : `${event.data}\n${value}`;
    }
    return event;
  };
  return {
    async next(): Promise<SseEvent> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          return parse(block);
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    },
    /** The next event that is no heartbeat comment. */
    async nextEvent(): Promise<SseEvent> {
      for (;;) {
        const e = await this.next();
        if (e.comment === undefined) return e;
      }
    },
    /** Events up to and including `ready`. */
    async untilReady(): Promise<SseEvent[]> {
      const seen: SseEvent[] = [];
      for (;;) {
        const e = await this.nextEvent();
        seen.push(e);
        if (e.event === 'ready') return seen;
      }
    },
    /** Reads until the server ends the stream; answers the events it still sent. */
    async untilEnd(): Promise<SseEvent[]> {
      const seen: SseEvent[] = [];
      for (;;) {
        try {
          seen.push(await this.next());
        } catch {
          return seen;
        }
      }
    },
    close: () => reader.cancel(),
  };
}

export const message = (e: SseEvent) => JSON.parse(e.data!) as LiveMessage;

export function openStream(t: TestApp | { app: TestApp['app'] }, s: RecordingScene, options: { token?: string; lastEventId?: number; query?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
  return t.app.request(`/api/v1/matches/${s.matchId}/live${options.query ?? ''}`, { headers });
}

export async function connected(t: TestApp | { app: TestApp['app'] }, s: RecordingScene, options: Parameters<typeof openStream>[2] = {}) {
  const response = await openStream(t, s, { token: s.tokens.homeUser, ...options });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  return sseReader(response);
}
