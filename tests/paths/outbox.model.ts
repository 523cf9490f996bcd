/**
 * The recording outbox's model (see model.ts, machines/outbox.machine.ts): sample events, the actor
 * harness whose `sendHead` and `waitBeforeRetry` the test settles, and the user-level step of each
 * event.
 */
import { outboxMachine, type OutboxEvent, type SendOutcome } from '#machines/outbox.machine.ts';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { flatModelParts, flatStateOf as value, flatWalks, type MachineModel } from './model.ts';

export interface PendingCall<T, I = undefined> {
  resolve(value: T): void;
  reject(error: unknown): void;
  signal: AbortSignal;
  input: I;
}

/** An outbox actor whose sends and waits wait for the test to settle them; the reports are recorded. */
export function startOutbox() {
  const sends: PendingCall<SendOutcome>[] = [];
  const waits: PendingCall<void, { ms: number }>[] = [];
  const reports: string[] = [];
  const held = <T, I>(calls: PendingCall<T, I>[], signal: AbortSignal, input: I) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ resolve, reject, signal, input });
      signal.addEventListener('abort', () => reject(signal.reason));
    });
  const machine = outboxMachine.provide({
    actors: {
      sendHead: fromPromise<SendOutcome>(({ signal }) => held(sends, signal, undefined)),
      waitBeforeRetry: fromPromise<void, { ms: number }>(({ signal, input }) => held(waits, signal, input)),
    },
    actions: {
      reportSent: (_, { item }) => void reports.push(`sent ${String(item)}`),
      reportRefused: (_, { item }) => void reports.push(`refused ${String(item)}`),
      reportDrained: () => void reports.push('drained'),
    },
  });
  const actor = createActor(machine).start();
  return { actor, machine, sends, waits, reports };
}

export const sendDone = (output: SendOutcome) => ({ type: 'xstate.done.actor.sendHead', output }) as const;

/** Every event the machine knows, with sample payloads, including the invokes' done and error. */
export const outboxModelEvents = [
  { type: 'outbox.start', pending: 2, headAttempts: 0 },
  { type: 'outbox.added' },
  { type: 'outbox.kick' },
  { type: 'outbox.stop' },
  sendDone({ outcome: 'sent', item: 'w1', answer: null }),
  sendDone({ outcome: 'refused', item: 'w1', error: new Error('409') }),
  sendDone({ outcome: 'failed', attempts: 1 }),
  sendDone({ outcome: 'empty' }),
  { type: 'xstate.error.actor.sendHead', error: new Error('the store failed') },
  { type: 'xstate.done.actor.waitBeforeRetry', output: undefined },
  { type: 'xstate.error.actor.waitBeforeRetry', error: new Error('the timer failed') },
] as const;

export type OutboxModelEvent = (typeof outboxModelEvents)[number];
type Snap = { value: unknown; context: { added: boolean; kicked: boolean; sentAny: boolean } };

/** An invoke's done and error events exist only while it runs; a stopped outbox takes nothing more. */
function eventsIn(state: Snap): OutboxEvent[] {
  if (state.value === 'stopped') return [];
  return outboxModelEvents.filter((e) => {
    if (e.type.includes('actor.sendHead')) return state.value === 'sending';
    if (e.type.includes('actor.waitBeforeRetry')) return state.value === 'waitingToRetry';
    return true;
  }) as unknown as OutboxEvent[];
}

function step(event: EventObject): string {
  const e = event as OutboxModelEvent;
  switch (e.type) {
    case 'outbox.start':
      return 'open the record screen with 2 writes left from before';
    case 'outbox.added':
      return 'record an event (the write is stored)';
    case 'outbox.kick':
      return 'the network comes back';
    case 'outbox.stop':
      return 'leave the record screen';
    case 'xstate.done.actor.sendHead':
      switch (e.output.outcome) {
        case 'sent':
          return 'the server records the write';
        case 'refused':
          return 'the server refuses the write (409)';
        case 'failed':
          return 'the write fails (offline, timeout or 503)';
        case 'empty':
          return 'nothing is left to send';
      }
      return e.type;
    case 'xstate.error.actor.sendHead':
      return "the phone's storage fails";
    case 'xstate.done.actor.waitBeforeRetry':
      return 'the wait before the retry ends';
    case 'xstate.error.actor.waitBeforeRetry':
      return 'the wait before the retry fails (it tries at once)';
    default:
      return event.type;
  }
}

const { machine } = startOutbox();

/** A send's done event by its outcome (each takes another transition). */
const outcomeName = (event: EventObject) => {
  const output = (event as { output?: { outcome?: string } }).output;
  return output?.outcome ? `${event.type}:${output.outcome}` : event.type;
};

/** What the flags that steer the next step (a write stored or a kick during a send, a round that sent) add to the state. */
const flags = (s: Snap) => `${s.context.added ? '+added' : ''}${s.context.kicked ? '+kicked' : ''}${s.context.sentAny ? '+sent' : ''}`;

export const outboxModel: MachineModel = {
  name: 'outbox',
  unitTest: 'tests/machines/outbox.machine.test.ts',
  summary: "The record screen's writes: sent one at a time in order, kept and retried after a failure, until none is left.",
  ...flatModelParts(machine),
  step,
  /**
   * Shortest paths by edge, the flags and a send's outcome, so the second read after a write stored
   * during a send, and the retry at once after a kick during a failing send, get paths of their own.
   */
  walks: flatWalks(eventsIn, { name: (s: Snap) => `${value(s)}${flags(s)}`, eventName: outcomeName }),
  pageCannotCause: {
    'idle --outbox.added--> sending': 'a write before the outbox has read its store: the screen starts the outbox as it opens, before a button can be pressed',
    'idle --outbox.stop--> stopped': 'leaving before the outbox has read its store (a few milliseconds after the screen opens)',
    'sending --outbox.start--> sending': 'the store read at the start answering after a write: the same few milliseconds',
    'waitingToRetry --outbox.start--> waitingToRetry': 'the store read at the start answering after a failed write: the same few milliseconds',
    'drained --outbox.start--> sending': 'the store read at the start answering after the queue drained: the same few milliseconds',
    'sending --xstate.error.actor.sendHead--> waitingToRetry': "the phone's storage (IndexedDB) failing: a page cannot make it fail on demand",
    'waitingToRetry --xstate.error.actor.waitBeforeRetry--> sending': 'the wait before a retry failing: a timer cannot fail',
  },
};
