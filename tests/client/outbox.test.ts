/**
 * The recording outbox (src/lib/outbox.ts) over a store that answers a task later, as IndexedDB does:
 * every write is sent once, in order, and none is left waiting however the taps fall against the
 * pump's own reads of the store.
 */
import { createMemoryOutboxStore, createOutbox, type OutboxItem, type OutboxStore } from '#src/lib/outbox.ts';
import { describe, expect, test } from 'vitest';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A store whose every answer comes a task later, as IndexedDB's; it counts its reads. */
function slowStore() {
  const inner = createMemoryOutboxStore();
  let lists = 0;
  const store: OutboxStore = {
    async list(matchId) {
      lists += 1;
      await nextTask();
      return inner.list(matchId);
    },
    async put(item) {
      await nextTask();
      await inner.put(item);
    },
    async remove(clientId) {
      await nextTask();
      await inner.remove(clientId);
    },
  };
  return { store, inner, lists: () => lists };
}

/** A send that succeeds at once and notes what it sent, in order. */
const sendingInto =
  (sent: string[]) =>
  async (item: OutboxItem): Promise<void> => {
    sent.push(item.clientId);
  };

const write = (clientId: string): Omit<OutboxItem, 'matchId' | 'order' | 'createdAt' | 'attempts'> => ({
  clientId,
  kind: 'event',
  endpoint: 'recordEvent',
  params: { id: 1 },
});

describe('the outbox pump', () => {
  test('a tap that lands while the write before it is being sent is sent after it, once', async () => {
    const slow = slowStore();
    const sent: string[] = [];
    let answerA = () => {};
    const outbox = createOutbox({
      store: slow.store,
      matchId: 1,
      send: (item) =>
        new Promise<void>((resolve) => {
          sent.push(item.clientId);
          if (item.clientId === 'A') answerA = resolve;
          else resolve();
        }),
    });
    await outbox.add(write('A'));
    await nextTask();
    expect(sent).toEqual(['A']);
    const addB = outbox.add(write('B'));
    answerA();
    await addB;
    await outbox.idle();
    expect(sent).toEqual(['A', 'B']);
    expect(outbox.getState().pending).toBe(0);
    expect(slow.inner.items.size).toBe(0);
  });

  test('a tap that lands as the pump finds its queue empty (in its drained call) is still sent', async () => {
    const slow = slowStore();
    const sent: string[] = [];
    let drained = 0;
    const outbox = createOutbox({
      store: slow.store,
      matchId: 1,
      send: sendingInto(sent),
      onDrained: () => {
        drained += 1;
        if (drained === 1) void outbox.add(write('B'));
      },
    });
    await outbox.add(write('A'));
    await outbox.idle();
    // The second drain comes after B: wait for it.
    while (drained < 2) await nextTask();
    expect(sent).toEqual(['A', 'B']);
    expect(outbox.getState().pending).toBe(0);
    expect(slow.inner.items.size).toBe(0);
  });

  test('the pump reads the store once, then takes each head from the queue it stored (decision 110)', async () => {
    const slow = slowStore();
    const sent: string[] = [];
    const outbox = createOutbox({
      store: slow.store,
      matchId: 1,
      send: sendingInto(sent),
    });
    for (const id of ['A', 'B', 'C', 'D', 'E']) await outbox.add(write(id));
    await outbox.idle();
    expect(sent).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(slow.lists()).toBe(1);
    expect(slow.inner.items.size).toBe(0);
  });

  test('a write counts as waiting from the tap on, before the store has it: the screen never says 모두 전송됨 over it', async () => {
    const slow = slowStore();
    const outbox = createOutbox({ store: slow.store, matchId: 1, send: () => new Promise(() => undefined) });
    const added = outbox.add(write('A'));
    // The tap's own task: the store answers a task later, the count already says one is waiting.
    expect(slow.inner.items.size).toBe(0);
    expect(outbox.getState().pending).toBe(1);
    await added;
    expect(slow.inner.items.size).toBe(1);
    expect(outbox.getState().pending).toBe(1);
    outbox.stop();
  });

  test('taps made in quick succession are each sent once, in the order made', async () => {
    const slow = slowStore();
    const sent: string[] = [];
    const outbox = createOutbox({
      store: slow.store,
      matchId: 1,
      send: async (item) => {
        await nextTask();
        sent.push(item.clientId);
      },
    });
    const ids = Array.from({ length: 12 }, (_, i) => `w${i}`);
    for (const id of ids) {
      void outbox.add(write(id));
      // Between taps, a varying number of tasks: some land mid-send, some mid-read.
      for (let t = 0; t < ids.indexOf(id) % 4; t++) await nextTask();
    }
    await untilTrue(() => outbox.getState().pending === 0 && sent.length === ids.length);
    expect(sent).toEqual(ids);
    expect(slow.inner.items.size).toBe(0);
  });
});

describe('failures', () => {
  const failing = (status?: number) => Object.assign(new Error(status ? `HTTP ${status}` : 'network'), status ? { status } : {});

  test.each([
    { answer: 'a network failure', status: undefined, outcome: 'kept' },
    { answer: 'a 503', status: 503, outcome: 'kept' },
    { answer: 'a 500', status: 500, outcome: 'kept' },
    { answer: 'a 401 (the session, not the write)', status: 401, outcome: 'kept' },
    { answer: 'a 408', status: 408, outcome: 'kept' },
    { answer: 'a 429', status: 429, outcome: 'kept' },
    { answer: 'a 400', status: 400, outcome: 'refused' },
    { answer: 'a 403', status: 403, outcome: 'refused' },
    { answer: 'a 409', status: 409, outcome: 'refused' },
  ] as const)('$answer: the write is $outcome', async ({ status, outcome }) => {
    const store = createMemoryOutboxStore();
    const waits: number[] = [];
    const refused: string[] = [];
    let calls = 0;
    const outbox = createOutbox({
      store,
      matchId: 1,
      // Fails twice, then goes through.
      send: async () => {
        calls += 1;
        if (calls <= 2) throw failing(status);
      },
      onRefused: (item) => refused.push(item.clientId),
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    await outbox.add(write('A'));
    await outbox.idle();
    if (outcome === 'kept') {
      expect(calls).toBe(3);
      expect(waits).toEqual([1000, 2000]);
      expect(refused).toEqual([]);
    } else {
      expect(calls).toBe(1);
      expect(waits).toEqual([]);
      expect(refused).toEqual(['A']);
    }
    expect(store.items.size).toBe(0);
  });

  test('the wait before a retry doubles up to 30 s, and a kick cuts it short', async () => {
    const store = createMemoryOutboxStore();
    const waits: number[] = [];
    let kicked!: () => void;
    let calls = 0;
    const outbox = createOutbox({
      store,
      matchId: 1,
      send: async () => {
        calls += 1;
        if (calls <= 7) throw failing();
      },
      sleep: (ms, signal) => {
        waits.push(ms);
        if (waits.length !== 6) return Promise.resolve();
        // The sixth wait lasts until the kick.
        return new Promise<void>((resolve) => {
          kicked = resolve;
          signal.addEventListener('abort', () => resolve(), { once: true });
        });
      },
    });
    await outbox.add(write('A'));
    await untilTrue(() => waits.length === 6);
    expect(outbox.getState()).toEqual({ pending: 1, headAttempts: 6 });
    outbox.kick();
    await outbox.idle();
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(calls).toBe(8);
    expect(kicked).toBeTypeOf('function');
    expect(outbox.getState()).toEqual({ pending: 0, headAttempts: 0 });
  });

  test('a new outbox over the same store (a reload) sends what the last page left, only for its match', async () => {
    const store = createMemoryOutboxStore();
    const first = createOutbox({
      store,
      matchId: 1,
      send: async () => {
        throw failing();
      },
      sleep: () => new Promise(() => undefined),
    });
    await first.add(write('A'));
    await first.add(write('B'));
    first.stop();
    await store.put({ ...write('other'), matchId: 2, order: 1, createdAt: 0, attempts: 0 });
    const sent: string[] = [];
    const second = createOutbox({
      store,
      matchId: 1,
      send: sendingInto(sent),
    });
    await second.start();
    await second.idle();
    expect(sent).toEqual(['A', 'B']);
    expect([...store.items.keys()]).toEqual(['other']);
  });
});

/** Waits (task by task, at most 2 000 tasks) until `done` holds; fails the test if it never does. */
async function untilTrue(done: () => boolean) {
  for (let i = 0; i < 2000 && !done(); i++) await nextTask();
  expect(done()).toBe(true);
}
