/**
 * The connection to a match's live stream (decision 043; the client is src/lib/live-stream.ts). The
 * browser's EventSource reconnects by itself with the same URL, so an access token that expired would
 * keep failing. Here every reconnect gets a new token and resumes after the last message passed on.
 *
 * States:
 * - `connecting`: the `getToken` actor asks the host for a token. It asks for a renewed one when the
 *   last connection failed before it was ready (a 401 looks like any other failure to EventSource).
 * - `open`: the `stream` actor holds the EventSource.
 *   - `open.replaying`: what was missed since `lastSeq` comes first.
 *   - `open.live`: `ready` came; what follows happens now.
 * - `waiting`: the connection was lost, or there was no token. It waits 1 s, 2 s, 5 s, 10 s, then
 *   30 s (the back-off the host gives) before connecting again.
 * - `stopped`: the host left. Final.
 *
 * Events, from the stream:
 * - `stream.message`: passed on once, in seq order. At or below `lastSeq` it is dropped.
 * - `stream.reset`: the server no longer keeps what came after our position. The next `ready` is
 *   fresh, and the host reads what it shows again.
 * - `stream.ready`: replay done. Fresh when this is the first connection, after a reset, or when the
 *   server's log is behind us (a reset database); the position then moves to the server's.
 * - `stream.error`: the connection is lost.
 * From the host: `live.stop`.
 *
 * Pure: the app provides `getToken`, `stream` (the EventSource, closed when the state is left) and
 * the reports (message, ready).
 */
import { assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';

/** `connecting`: the first connection is being made; `live`: replay done (`ready` seen); `reconnecting`: lost, retrying. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

export const defaultBackoffMs = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export interface LiveStreamInput {
  /** Start after this seq (0: from now). */
  lastSeq: number;
  /** Waits before the 1st, 2nd, … reconnect; the last one repeats. */
  backoffMs: readonly number[];
}

export interface LiveStreamContext extends LiveStreamInput {
  /** Connections lost (or not made) in a row since the last `ready`. */
  failures: number;
  /** The connection in hand reached `ready`. */
  ready: boolean;
  /** The connection in hand said `reset`. */
  reset: boolean;
  /** The token of the connection to open. */
  token: string | null;
}

/** What the machine needs of a stream's message (a match's or a scrimmage's): its position in the log. */
export type SeqMessage = { readonly seq: number };

export type LiveStreamEvent =
  | { type: 'stream.message'; message: SeqMessage }
  | { type: 'stream.reset' }
  | { type: 'stream.ready'; seq: number }
  | { type: 'stream.error' }
  | { type: 'live.stop' };

/** What `stream` is given: the connection's token and where to resume. */
export interface StreamInput {
  token: string;
  lastSeq: number;
}

export const liveStreamMachine = setup({
  types: {
    context: {} as LiveStreamContext,
    events: {} as LiveStreamEvent,
    input: {} as LiveStreamInput,
  },
  actors: {
    getToken: fromPromise<string | null, { renew: boolean }>(async () => {
      throw new Error('getToken is not provided: supply it with liveStreamMachine.provide({ actors: { getToken } })');
    }),
    stream: fromCallback<LiveStreamEvent, StreamInput>(() => {
      throw new Error('stream is not provided: supply it with liveStreamMachine.provide({ actors: { stream } })');
    }),
  },
  delays: {
    backoff: ({ context }) => context.backoffMs[Math.min(context.failures - 1, context.backoffMs.length - 1)] ?? 0,
  },
  actions: {
    reportMessage: (_, _params: { message: SeqMessage }) => undefined,
    reportReady: (_, _params: { seq: number; fresh: boolean }) => undefined,
    keepToken: assign((_, params: { token: string | null }) => ({ token: params.token })),
    beginConnection: assign({ ready: false, reset: false }),
    passMessage: assign((_, params: { message: SeqMessage }) => ({ lastSeq: params.message.seq })),
    noteReset: assign({ reset: true }),
    // Behind us means the server's log was reset: follow it from where it is.
    markReady: assign(({ context }, params: { seq: number; fresh: boolean }) => ({
      lastSeq: params.fresh ? params.seq : context.lastSeq,
      ready: true,
      reset: false,
      failures: 0,
    })),
    countFailure: assign(({ context }) => ({ failures: context.failures + 1 })),
  },
  guards: {
    hasToken: (_, params: { token: string | null }) => params.token !== null,
    isNew: ({ context }, params: { seq: number }) => params.seq > context.lastSeq,
  },
}).createMachine({
  id: 'liveStream',
  context: ({ input }) => ({ ...input, failures: 0, ready: false, reset: false, token: null }),
  initial: 'connecting',
  states: {
    connecting: {
      invoke: {
        id: 'getToken',
        src: 'getToken',
        // A failure before `ready` hints at an expired token: ask for a renewed one.
        input: ({ context }) => ({ renew: context.failures > 0 && !context.ready }),
        onDone: [
          {
            guard: { type: 'hasToken', params: ({ event }) => ({ token: event.output }) },
            target: 'open',
            actions: { type: 'keepToken', params: ({ event }) => ({ token: event.output }) },
          },
          { target: 'waiting', actions: 'countFailure' },
        ],
        onError: { target: 'waiting', actions: 'countFailure' },
      },
      on: { 'live.stop': 'stopped' },
    },
    open: {
      entry: 'beginConnection',
      invoke: {
        id: 'stream',
        src: 'stream',
        input: ({ context }) => ({ token: context.token!, lastSeq: context.lastSeq }),
        onError: { target: 'waiting', actions: 'countFailure' },
      },
      initial: 'replaying',
      states: {
        replaying: {},
        live: {},
      },
      on: {
        'stream.message': {
          guard: { type: 'isNew', params: ({ event }) => ({ seq: event.message.seq }) },
          actions: [
            { type: 'passMessage', params: ({ event }) => ({ message: event.message }) },
            { type: 'reportMessage', params: ({ event }) => ({ message: event.message }) },
          ],
        },
        'stream.reset': { actions: 'noteReset' },
        'stream.ready': {
          target: '.live',
          // Reported first: `markReady` moves the position the freshness is judged by.
          actions: [
            { type: 'reportReady', params: ({ context, event }) => ({ seq: event.seq, fresh: freshReady(context, event.seq) }) },
            { type: 'markReady', params: ({ context, event }) => ({ seq: event.seq, fresh: freshReady(context, event.seq) }) },
          ],
        },
        'stream.error': { target: 'waiting', actions: 'countFailure' },
        'live.stop': 'stopped',
      },
    },
    waiting: {
      after: { backoff: 'connecting' },
      on: { 'live.stop': 'stopped' },
    },
    stopped: { type: 'final' },
  },
});

/** Whether a `ready` at `seq` starts over: the first connection, after a reset, or a server log behind us. */
function freshReady(context: Pick<LiveStreamContext, 'reset' | 'lastSeq'>, seq: number): boolean {
  return context.reset || context.lastSeq === 0 || seq < context.lastSeq;
}

export type LiveStreamSnapshot = SnapshotFrom<typeof liveStreamMachine>;

/** What the connection says to the person: live once `ready` came, reconnecting after a loss, else connecting. */
export function selectLiveStatus(snapshot: LiveStreamSnapshot): LiveStatus {
  if (snapshot.matches({ open: 'live' })) return 'live';
  return snapshot.context.failures > 0 ? 'reconnecting' : 'connecting';
}
