/** Stands in for the browser's EventSource in Vitest: the test plays the server, one instance per connection. */
import type { LiveMessage } from '#contract/matches.ts';
import type { EventSourceLike } from '#src/lib/live-stream.ts';

export class FakeEventSource implements EventSourceLike {
  /** Every connection made, oldest first (reset it in beforeEach). */
  static all: FakeEventSource[] = [];
  /** How a delivery runs; component tests set `(run) => act(run)` so React settles within it. */
  static deliver: (run: () => void) => void = (run) => run();

  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  /** Delivers one SSE event; `data` goes out as JSON unless it is already text. */
  emit(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data) });
    FakeEventSource.deliver(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    });
  }
  send(message: LiveMessage) {
    this.emit(message.type, message);
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
  get params() {
    return new URL(this.url, 'http://app.test').searchParams;
  }
}
