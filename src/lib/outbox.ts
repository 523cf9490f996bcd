/**
 * The durable outbox of live recording (docs/architecture.md §5): every write an admin makes on the pitch
 * is stored first (IndexedDB in the app, memory in tests), then sent strictly in order, one at a
 * time. Network failures, timeouts and 5xx keep the item and retry with backoff; a 4xx refusal drops
 * it and tells the caller (who shows the server's message and re-syncs). The writes carry client-made
 * ids, so a retry after a lost answer is recorded once by the server.
 *
 * The store is injected: `createIndexedDbOutboxStore()` in the browser, `createMemoryOutboxStore()`
 * in tests (and where IndexedDB is missing). A new outbox over the same store is a "reload": it loads
 * what is pending and sends it; from then on it keeps the queue it stored as it wrote it. The flow (one write at a time, the waits before a retry, a kick,
 * drained) is machines/outbox.machine.ts; this file gives it the store, the send and the wait.
 */
import type { EndpointName } from '#contract/endpoints.ts';
import { outboxMachine, selectIsBusy, selectOutboxCounts, type OutboxCounts, type SendOutcome } from '#machines/outbox.machine.ts';
import { createActor, fromPromise, waitFor } from 'xstate';

/** One stored write. `order` sorts the queue; `clientId` is the key (and the idempotency id). */
export interface OutboxItem {
  clientId: string;
  matchId: number;
  order: number;
  /** What the write is for the feature (e.g. `event`, `time`, `event.cancel`). */
  kind: string;
  endpoint: EndpointName;
  params: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** Anything the feature needs to send or undo it (e.g. an event reference to resolve). */
  meta?: unknown;
  createdAt: number;
  attempts: number;
}

/** Where items live. Every method is keyed by match so two matches never mix. */
export interface OutboxStore {
  list(matchId: number): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  remove(clientId: string): Promise<void>;
}

/** A store in memory; survives as long as the object (a "reload" in tests re-uses it). */
export function createMemoryOutboxStore(): OutboxStore & { items: Map<string, OutboxItem> } {
  const items = new Map<string, OutboxItem>();
  return {
    items,
    async list(matchId) {
      return [...items.values()]
        .filter((i) => i.matchId === matchId)
        .sort((a, b) => a.order - b.order)
        .map((i) => ({ ...i }));
    },
    async put(item) {
      items.set(item.clientId, { ...item });
    },
    async remove(clientId) {
      items.delete(clientId);
    },
  };
}

const storeName = 'items';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** The browser's store: one object store keyed by clientId with an index on matchId. */
export function createIndexedDbOutboxStore(dbName = 'pitchside-outbox'): OutboxStore {
  let opened: Promise<IDBDatabase> | null = null;
  const db = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(dbName, 1);
      open.onupgradeneeded = () => {
        const store = open.result.createObjectStore(storeName, { keyPath: 'clientId' });
        store.createIndex('matchId', 'matchId');
      };
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    return opened;
  };
  const tx = async (mode: IDBTransactionMode) => (await db()).transaction(storeName, mode).objectStore(storeName);
  return {
    async list(matchId) {
      const store = await tx('readonly');
      const all = await request(store.index('matchId').getAll(matchId) as IDBRequest<OutboxItem[]>);
      return all.sort((a, b) => a.order - b.order);
    },
    async put(item) {
      await request((await tx('readwrite')).put(item));
    },
    async remove(clientId) {
      await request((await tx('readwrite')).delete(clientId));
    },
  };
}

/** IndexedDB where there is one, memory otherwise (old browsers, private modes that refuse it, jsdom). */
export function createDefaultOutboxStore(): OutboxStore {
  return typeof indexedDB === 'undefined' ? createMemoryOutboxStore() : createIndexedDbOutboxStore();
}

/**
 * A 4xx answer other than 401/408/429 is a refusal: sending it again cannot help. A 401 judged the
 * session, not the write (a token that expired offline, a refresh that raced a reconnect): the write
 * waits until the person is signed in again rather than being lost.
 */
export function isRefusal(error: unknown): error is Error & { status: number } {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

export interface OutboxOptions {
  store: OutboxStore;
  matchId: number;
  /** Sends one item; throws on failure. Its answer goes to `onSent`. */
  send: (item: OutboxItem) => Promise<unknown>;
  onSent?: (item: OutboxItem, result: unknown) => void;
  onRefused?: (item: OutboxItem, error: Error) => void;
  /** Called whenever the queue drains completely (a good moment to re-read the server). */
  onDrained?: () => void;
  /** Waits before a retry; resolves early when `signal` aborts (a kick or going online). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
}

/** Where the queue stands: writes waiting, and failed tries of the one at the head. */
export type OutboxState = OutboxCounts;

export interface Outbox {
  /** Stores an item (after what is already queued) and starts sending. */
  add(item: Omit<OutboxItem, 'matchId' | 'order' | 'createdAt' | 'attempts'>): Promise<void>;
  /** Loads what a previous page left and starts sending it. */
  start(): Promise<void>;
  /** Stop waiting and try now (e.g. the browser came back online). */
  kick(): void;
  stop(): void;
  getState(): OutboxState;
  subscribe(listener: () => void): () => void;
  /** Resolves when nothing is being sent (tests). */
  idle(): Promise<void>;
}

/**
 * Runs `box` while a page has it open: it starts (sending what an earlier page left), `onChange`
 * hears its state, and every 'online' event kicks it — a phone that drops and finds the line at once
 * fires 'offline' then 'online', and the outbox would otherwise sleep out its backoff. Answers the stop.
 */
export function runOutbox(box: Outbox, onChange: () => void): () => void {
  const unsubscribe = box.subscribe(onChange);
  const kick = () => box.kick();
  window.addEventListener('online', kick);
  void box.start();
  return () => {
    unsubscribe();
    window.removeEventListener('online', kick);
    box.stop();
  };
}

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** The outbox of match `matchId`: the machine's actor, over the store and the send. */
export function createOutbox({ store, matchId, send, onSent, onRefused, onDrained, sleep = defaultSleep, now = Date.now }: OutboxOptions): Outbox {
  let lastOrder = 0;
  // Store writes are chained so an add never races the removal of a write that was sent.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(job: () => Promise<T>): Promise<T> => {
    const next = chain.then(job, job);
    chain = next.catch(() => undefined);
    return next;
  };
  // The queue as this outbox last read or wrote it in the store, once read: the pump takes its head from
  // here, in the chain after the store's writes, instead of reading the store again before every send.
  // Each read answered a task later, behind the frames a tap's write draws: on a phone 10–20 ms between
  // a tap and its request (decision 110).
  let queue: OutboxItem[] | null = null;
  const removed = async (clientId: string) => {
    await store.remove(clientId);
    queue = queue && queue.filter((item) => item.clientId !== clientId);
  };

  const sendHead = fromPromise<SendOutcome>(async () => {
    const head = await serial(async () => (queue ??= await store.list(matchId))[0]);
    if (!head) return { outcome: 'empty' };
    try {
      const answer = await send(head);
      await serial(() => removed(head.clientId));
      return { outcome: 'sent', item: head, answer };
    } catch (error) {
      if (isRefusal(error)) {
        await serial(() => removed(head.clientId));
        return { outcome: 'refused', item: head, error };
      }
      const tried = { ...head, attempts: head.attempts + 1 };
      await serial(async () => {
        await store.put(tried);
        queue = queue && queue.map((item) => (item.clientId === tried.clientId ? tried : item));
      });
      return { outcome: 'failed', attempts: tried.attempts };
    }
  });

  const actor = createActor(
    outboxMachine.provide({
      actors: {
        sendHead,
        waitBeforeRetry: fromPromise<void, { ms: number }>(({ input, signal }) => sleep(input.ms, signal)),
      },
      actions: {
        reportSent: (_, { item, answer }) => onSent?.(item as OutboxItem, answer),
        reportRefused: (_, { item, error }) => onRefused?.(item as OutboxItem, error),
        reportDrained: () => onDrained?.(),
      },
    }),
  ).start();

  // A stopped outbox (the page left) takes nothing more: a late kick or write is not an error.
  const tell = (event: Parameters<typeof actor.send>[0]) => {
    if (actor.getSnapshot().status === 'active') actor.send(event);
  };

  // The same object while the counts stay, so a subscriber (useSyncExternalStore) sees no change.
  let counts: OutboxState = selectOutboxCounts(actor.getSnapshot());
  const current = () => {
    const next = selectOutboxCounts(actor.getSnapshot());
    if (next.pending !== counts.pending || next.headAttempts !== counts.headAttempts) counts = next;
    return counts;
  };

  return {
    async add(item) {
      const stored = serial(async () => {
        const t = now();
        lastOrder = Math.max(lastOrder + 1, t);
        const full: OutboxItem = { ...item, matchId, order: lastOrder, createdAt: t, attempts: 0 };
        await store.put(full);
        queue?.push(full);
      });
      // Counted at the tap, not once stored: the screen that shows the tap's result in the same render
      // never says 모두 전송됨 over a write still being stored (a person leaving then would leave it
      // unsent). A read of the queue is chained after the store's put, so it finds the write; a put
      // that fails leaves the count one high only until that read finds the queue empty.
      tell({ type: 'outbox.added' });
      await stored;
    },
    async start() {
      const items = await serial(async () => (queue = await store.list(matchId)));
      lastOrder = Math.max(lastOrder, ...items.map((i) => i.order));
      tell({ type: 'outbox.start', pending: items.length, headAttempts: items[0]?.attempts ?? 0 });
    },
    kick: () => tell({ type: 'outbox.kick' }),
    stop: () => tell({ type: 'outbox.stop' }),
    getState: current,
    subscribe(listener) {
      let seen = current();
      const subscription = actor.subscribe(() => {
        if (current() !== seen) {
          seen = counts;
          listener();
        }
      });
      return () => subscription.unsubscribe();
    },
    async idle() {
      await waitFor(actor, (snapshot) => !selectIsBusy(snapshot));
    },
  };
}
