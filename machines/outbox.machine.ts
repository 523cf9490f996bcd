/**
 * The recording outbox's flow (decision 043): one write at a time, strictly in order, until the queue is
 * empty. The durable queue itself, and sending, live at the edge (src/lib/outbox.ts provides them).
 *
 * States:
 * - `idle`: not started yet (the page has not loaded what an earlier page left).
 * - `sending`: the `sendHead` actor sends the write at the head of the queue and removes it, or
 *   finds the queue empty.
 * - `waitingToRetry`: the last try failed (no network, a timeout, a 5xx, a 401 that waits for the
 *   sign-in). The `waitBeforeRetry` actor waits 1 s, 2 s, 4 s … (at most 30 s) by the head's attempts.
 * - `drained`: nothing waits. `reportDrained` runs on the way in if this round sent or dropped
 *   anything (a good moment to re-read the match).
 * - `stopped`: the page left. Final.
 *
 * Events:
 * - `outbox.start`: send what an earlier page left (the event says how much that is).
 * - `outbox.added`: a write was stored. While a send is under way it is noted, so that a queue read
 *   just before the write was stored is read again before the outbox calls itself drained.
 * - `outbox.kick`: the network is back: stop waiting and try now. Noted while a send is under way,
 *   so a failure right after it is retried at once.
 * - `outbox.stop`.
 *
 * `sendHead`'s answer: `sent` (its answer goes to `reportSent`), `refused` (a 4xx that no retry can
 * help; `reportRefused` tells the admin, the write is dropped), `failed` (kept, tried again), or
 * `empty`.
 *
 * Pure: no timers, storage or network of its own; the app provides the actors and the report actions.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/** Where the queue stands after a step. */
export interface OutboxCounts {
  /** Writes waiting, the one being sent included. */
  pending: number;
  /** Failed tries of the write at the head (0 while things go well). */
  headAttempts: number;
}

/** What `sendHead` answers. `item` and `answer` are the edge's own (the machine only hands them on). */
export type SendOutcome =
  | { outcome: 'sent'; item: unknown; answer: unknown }
  | { outcome: 'refused'; item: unknown; error: Error }
  /** The head was kept; `attempts`: its failed tries so far. */
  | { outcome: 'failed'; attempts: number }
  | { outcome: 'empty' };

export interface OutboxContext extends OutboxCounts {
  /** A write was stored while the last send was under way. */
  added: boolean;
  /** The network came back while the last send was under way. */
  kicked: boolean;
  /** Something was sent or dropped since the queue was last drained. */
  sentAny: boolean;
}

export type OutboxEvent = ({ type: 'outbox.start' } & OutboxCounts) | { type: 'outbox.added' } | { type: 'outbox.kick' } | { type: 'outbox.stop' };

// The guards have chosen the outcome; these only narrow its type.
const sentOf = (outcome: SendOutcome) => outcome as Extract<SendOutcome, { outcome: 'sent' }>;
const refusedOf = (outcome: SendOutcome) => outcome as Extract<SendOutcome, { outcome: 'refused' }>;
const failedOf = (outcome: SendOutcome) => outcome as Extract<SendOutcome, { outcome: 'failed' }>;

const fresh: OutboxContext = { pending: 0, headAttempts: 0, added: false, kicked: false, sentAny: false };

/** The wait before retry n (from 1): 1 s, 2 s, 4 s … capped at 30 s. */
export const outboxBackoffMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));

export const outboxMachine = setup({
  types: {
    context: {} as OutboxContext,
    events: {} as OutboxEvent,
  },
  actors: {
    sendHead: fromPromise<SendOutcome>(async () => {
      throw new Error('sendHead is not provided: supply it with outboxMachine.provide({ actors: { sendHead } })');
    }),
    waitBeforeRetry: fromPromise<void, { ms: number }>(async () => {
      throw new Error('waitBeforeRetry is not provided: supply it with outboxMachine.provide({ actors: { waitBeforeRetry } })');
    }),
  },
  actions: {
    reportSent: (_, _params: { item: unknown; answer: unknown }) => undefined,
    reportRefused: (_, _params: { item: unknown; error: Error }) => undefined,
    reportDrained: () => undefined,
    countStart: assign((_, params: OutboxCounts) => params),
    // One write fewer; the next head starts with no failed tries as far as the machine knows.
    countSent: assign(({ context }) => ({ pending: Math.max(0, context.pending - 1), headAttempts: 0, sentAny: true })),
    countFailed: assign((_, params: { attempts: number }) => ({ headAttempts: params.attempts })),
    countEmpty: assign({ pending: 0, headAttempts: 0 }),
    noteAdded: assign(({ context }) => ({ added: true, pending: context.pending + 1 })),
    countAdded: assign(({ context }) => ({ pending: context.pending + 1 })),
    noteKicked: assign({ kicked: true }),
    beginAttempt: assign({ added: false, kicked: false }),
    endRound: assign({ sentAny: false }),
  },
  guards: {
    wasSent: (_, params: { outcome: SendOutcome['outcome'] }) => params.outcome === 'sent',
    wasRefused: (_, params: { outcome: SendOutcome['outcome'] }) => params.outcome === 'refused',
    failedAfterKick: ({ context }, params: { outcome: SendOutcome['outcome'] }) => params.outcome === 'failed' && context.kicked,
    hasFailed: (_, params: { outcome: SendOutcome['outcome'] }) => params.outcome === 'failed',
    addedMeanwhile: ({ context }) => context.added,
    sentThisRound: ({ context }) => context.sentAny,
  },
}).createMachine({
  id: 'outbox',
  context: fresh,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'outbox.start': {
          target: 'sending',
          actions: { type: 'countStart', params: ({ event }) => ({ pending: event.pending, headAttempts: event.headAttempts }) },
        },
        'outbox.added': { target: 'sending', actions: 'countAdded' },
        'outbox.stop': 'stopped',
      },
    },
    sending: {
      entry: 'beginAttempt',
      invoke: {
        id: 'sendHead',
        src: 'sendHead',
        onDone: [
          {
            guard: { type: 'wasSent', params: ({ event }) => ({ outcome: event.output.outcome }) },
            target: 'sending',
            reenter: true,
            actions: ['countSent', { type: 'reportSent', params: ({ event }) => ({ item: sentOf(event.output).item, answer: sentOf(event.output).answer }) }],
          },
          {
            guard: { type: 'wasRefused', params: ({ event }) => ({ outcome: event.output.outcome }) },
            target: 'sending',
            reenter: true,
            actions: [
              'countSent',
              { type: 'reportRefused', params: ({ event }) => ({ item: refusedOf(event.output).item, error: refusedOf(event.output).error }) },
            ],
          },
          // The line came back while the try was failing: try again now rather than after the wait.
          {
            guard: { type: 'failedAfterKick', params: ({ event }) => ({ outcome: event.output.outcome }) },
            target: 'sending',
            reenter: true,
            actions: { type: 'countFailed', params: ({ event }) => ({ attempts: failedOf(event.output).attempts }) },
          },
          {
            guard: { type: 'hasFailed', params: ({ event }) => ({ outcome: event.output.outcome }) },
            target: 'waitingToRetry',
            actions: { type: 'countFailed', params: ({ event }) => ({ attempts: failedOf(event.output).attempts }) },
          },
          // Empty, but a write was stored while the queue was read: read it again.
          { guard: 'addedMeanwhile', target: 'sending', reenter: true },
          // Drained after sending or dropping something: report it (once per round).
          { guard: 'sentThisRound', target: 'drained', actions: ['countEmpty', 'reportDrained'] },
          { target: 'drained', actions: 'countEmpty' },
        ],
        // The store itself failed: keep the writes and try again after a wait.
        onError: { target: 'waitingToRetry' },
      },
      on: {
        'outbox.added': { actions: 'noteAdded' },
        'outbox.kick': { actions: 'noteKicked' },
        // What an earlier page left, as read at the start (writes stored later count themselves).
        'outbox.start': { actions: { type: 'countStart', params: ({ event }) => ({ pending: event.pending, headAttempts: event.headAttempts }) } },
        'outbox.stop': 'stopped',
      },
    },
    waitingToRetry: {
      invoke: {
        id: 'waitBeforeRetry',
        src: 'waitBeforeRetry',
        input: ({ context }) => ({ ms: outboxBackoffMs(Math.max(1, context.headAttempts)) }),
        onDone: { target: 'sending' },
        onError: { target: 'sending' },
      },
      on: {
        'outbox.added': { actions: 'countAdded' },
        'outbox.kick': { target: 'sending' },
        // What an earlier page left, as read at the start (writes stored later count themselves).
        'outbox.start': { actions: { type: 'countStart', params: ({ event }) => ({ pending: event.pending, headAttempts: event.headAttempts }) } },
        'outbox.stop': 'stopped',
      },
    },
    drained: {
      entry: 'endRound',
      on: {
        'outbox.start': {
          target: 'sending',
          actions: { type: 'countStart', params: ({ event }) => ({ pending: event.pending, headAttempts: event.headAttempts }) },
        },
        'outbox.added': { target: 'sending', actions: 'countAdded' },
        'outbox.stop': 'stopped',
      },
    },
    stopped: { type: 'final' },
  },
});

export type OutboxSnapshot = SnapshotFrom<typeof outboxMachine>;

/** Where the queue stands. */
export const selectOutboxCounts = (snapshot: OutboxSnapshot): OutboxCounts => ({
  pending: snapshot.context.pending,
  headAttempts: snapshot.context.headAttempts,
});
/** Whether a write is being sent or waits for its retry. */
export const selectIsBusy = (snapshot: OutboxSnapshot): boolean => snapshot.matches('sending') || snapshot.matches('waitingToRetry');
