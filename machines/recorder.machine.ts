/**
 * The recorder (decision 045): the one actor the record screen talks to. It holds the record screen's
 * actors and decides the flow of each of the admin's writes.
 *
 * Its actors:
 * - `match`: the match machine (match.machine.ts), spawned. It owns the lifecycle (what may be
 *   recorded now), the clock's instants, and the queueing of each write (its `enqueue`).
 * - `undoWindow`: the undo toast's window (undo-window.machine.ts), spawned.
 * - `outbox` and `live`: invoked callback actors the app provides. The durable outbox sends the
 *   queue in order and reports its counts and its drain; the live stream follows the other admin.
 * - `storedWrites`: invoked while replaying. It sends the writes an earlier page left in the outbox
 *   back through this machine, one at a time, each marked `stored`.
 *
 * Spawned children for the two pure machines: the recorder's guards read their snapshots (may the
 * match take this write now; is an offer open), so they live in the context. Invoked ones for the
 * effects: they start and stop with the recorder, and only report events.
 *
 * A write (`record`, `exchange`, `cancel`, `time`, `kickoff.cancel`, `memo.save`):
 * 1. refused, with nothing shown, unless the match machine accepts it now. A tap for a player must
 *    also fit the player's standing (match.players.ts). A cancel must be a row this admin may take
 *    back (the ownership rules of match.ownership.ts, which the app provides as `mayTakeBack`);
 * 2. shown at once (the `show*` actions the app provides: provisional rows and what they count);
 * 3. handed to the match machine, which queues it (or, `stored`, not: the outbox holds it already);
 * 4. offered for undo, unless it is `stored` (a replay is not a new tap).
 * `undo` takes the offer and cancels the write it names.
 *
 * States: `waitingForReads` (the players, the log, the score and this admin's roles: what a replay
 * shows on), then `replaying` (the stored writes), then `recording`. Writes are taken in every
 * state. The match as the server has it (`server.synced`: a re-read, the live stream) reaches the
 * match machine only while no write waits in the outbox: the writes are ahead of the server.
 *
 * Pure: the app provides the effects with `.provide()`.
 */
import type { HalfType } from '#contract/enums.ts';
import type { ExchangeRequest, LiveMessage, MatchEvent, MatchPlayer, RecordEventRequest } from '#contract/matches.ts';
import { and, assign, enqueueActions, fromCallback, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { LiveStatus } from './live-stream.machine.ts';
import {
  machineMatchOf,
  matchMachine,
  selectClock,
  type MatchClock,
  type MatchMachineEvent,
  type MatchMachineInput,
  type MatchMachineMatch,
} from './match.machine.ts';
import { canRecordFor, playerActions } from './match.players.ts';
import { selectUndoOffer, undoWindowMachine, type UndoOffer } from './undo-window.machine.ts';

/**
 * The fields every write event may carry: `stored` for a write replayed from the outbox, `atMs` its
 * time (default: now), `undo` the offer a new tap makes (its Korean text is the screen's).
 */
interface WriteFields {
  stored?: boolean;
  atMs?: number;
  undo?: UndoOffer;
}

export type RecorderEvent =
  | ({ type: 'record'; request: RecordEventRequest; player: MatchPlayer | null } & WriteFields)
  | ({ type: 'exchange'; request: ExchangeRequest; from: MatchPlayer; to: MatchPlayer } & WriteFields)
  | ({ type: 'cancel'; row: MatchEvent; clientId: string } & WriteFields)
  | { type: 'undo'; row: MatchEvent | null; clientId: string }
  | ({ type: 'time'; action: { type: 'half.start' | 'half.end'; half: HalfType } } & WriteFields)
  | ({ type: 'kickoff.cancel' } & WriteFields)
  | ({ type: 'memo.save'; memo: string | null } & WriteFields)
  | { type: 'server.synced'; match: MatchMachineMatch; serverOffsetMs?: number }
  | { type: 'reads.ready' }
  | { type: 'replay.done' }
  | { type: 'outbox.changed'; pending: number; headAttempts: number }
  | { type: 'outbox.drained' }
  | { type: 'live.status'; status: LiveStatus | null }
  | { type: 'live.message'; message: LiveMessage }
  | { type: 'live.ready'; fresh: boolean; seq: number };

export interface RecorderContext {
  match: ActorRefFrom<typeof matchMachine>;
  undoWindow: ActorRefFrom<typeof undoWindowMachine>;
  /** Writes waiting in the outbox, and the failed tries of the first of them. */
  pending: number;
  headAttempts: number;
  live: LiveStatus | null;
  /**
   * The position of a fresh stream that opened while writes waited (null: none). The log may lack what
   * was written between its read and that position, and a re-read then would wipe the waiting writes'
   * rows (decision 013): what is older is read at the drain.
   */
  readyWhileWriting: number | null;
}

/** What the `show*` actions receive: the write, and the match clock at its time (a provisional row's minute). */
export interface ShownWrite<E> {
  event: E;
  atMs: number;
  clock: MatchClock;
}

type WriteEvent<T extends RecorderEvent['type']> = Extract<RecorderEvent, { type: T }>;

/** The match machine's event for a write (with `stored` passed on); null for anything else. */
function matchEventOf(event: RecorderEvent): MatchMachineEvent | null {
  const stored = 'stored' in event && event.stored ? { stored: true } : {};
  switch (event.type) {
    case 'record':
      return { type: 'event.record', request: event.request, ...stored };
    case 'exchange':
      return { type: 'exchange.record', request: event.request, ...stored };
    case 'cancel':
      return {
        type: 'event.cancel',
        target: event.row.id > 0 ? { eventId: event.row.id } : { clientId: event.row.clientId! },
        clientId: event.clientId,
        ...stored,
      };
    case 'time':
      return { type: event.action.type, half: event.action.half, nowMs: event.atMs, ...stored };
    case 'kickoff.cancel':
      return { type: 'kickoff.cancel', ...stored };
    case 'memo.save':
      return { type: 'memo.save', memo: event.memo, ...stored };
    case 'server.synced':
      return event;
    default:
      return null;
  }
}

const notProvided = (name: string) => () => {
  throw new Error(`${name} is not provided: supply it with recorderMachine.provide()`);
};

/** A write as the `show*` actions take it: with its time and the clock then. */
function shown<E extends RecorderEvent>({ context, event }: { context: RecorderContext; event: E }): ShownWrite<E> {
  const atMs = ('atMs' in event ? event.atMs : undefined) ?? Date.now();
  return { event, atMs, clock: selectClock(context.match.getSnapshot(), atMs) };
}

/**
 * The match as read, and the live stream's status before the stream has reported one: `connecting`
 * where the app follows the match (it starts with the recorder), null where it cannot. The screen's
 * first render then already says what the stream's start will say, and need not be built again for it
 * before it paints (decision 047).
 */
export interface RecorderInput extends MatchMachineInput {
  live?: LiveStatus | null;
}

/** Whether nothing waits in the outbox: only then does the server's word reach the match machine. */
const quiet = (context: RecorderContext) => context.pending === 0;

export const recorderMachine = setup({
  types: {
    context: {} as RecorderContext,
    events: {} as RecorderEvent,
    input: {} as RecorderInput,
  },
  actors: {
    match: matchMachine,
    undoWindow: undoWindowMachine,
    outbox: fromCallback(notProvided('outbox')),
    live: fromCallback(notProvided('live')),
    storedWrites: fromCallback(notProvided('storedWrites')),
  },
  guards: {
    matchAccepts: ({ context, event }) => {
      const matchEvent = matchEventOf(event);
      return matchEvent !== null && context.match.getSnapshot().can(matchEvent);
    },
    /** A replayed write was allowed when it was made; a new tap must fit the player's standing now. */
    playerMayRecord: ({ event }) =>
      event.type === 'record' && (event.stored === true || event.player === null || canRecordFor(event.player, true, event.request.eventType)),
    playersMayExchange: ({ event }) =>
      event.type === 'exchange' && (event.stored === true || (playerActions(event.from, true).canGoOff && playerActions(event.to, true).canComeOn)),
    /** The ownership rules (match.ownership.ts cancelRefusal) over the match and this admin's roles, which the app holds. */
    mayTakeBack: notProvided('mayTakeBack'),
    offerOpen: ({ context }) => selectUndoOffer(context.undoWindow.getSnapshot()) !== null,
    quiet: ({ context }) => quiet(context),
    freshAndQuiet: ({ context, event }) => event.type === 'live.ready' && event.fresh && quiet(context),
  },
  actions: {
    showRecorded: (_, _write: ShownWrite<WriteEvent<'record'>>) => notProvided('showRecorded')(),
    showExchanged: (_, _write: ShownWrite<WriteEvent<'exchange'>>) => notProvided('showExchanged')(),
    showCancelled: (_, _row: MatchEvent) => notProvided('showCancelled')(),
    showMemo: (_, _memo: string | null) => notProvided('showMemo')(),
    /** What a stream message does to the screen's caches; while writes wait (`quiet` false), only the log moves. */
    applyLive: (_, _params: { message: LiveMessage; quiet: boolean }) => notProvided('applyLive')(),
    /** Reads again what was read before the stream's position `seq`, then sends `server.synced` if the match was among it. */
    rereadOlder: (_, _seq: number) => notProvided('rereadOlder')(),
    /**
     * The outbox drained after sending something: bring the match in line (re-read what the answers
     * could not say), then send `server.synced`. `readAll`: every read of the match again first (a
     * fresh stream opened while the writes waited).
     */
    resync: (_, _params: { readAll: boolean }) => notProvided('resync')(),
    /** Hands a write (or the server's match) to the match machine. */
    forward: sendTo(
      ({ context }) => context.match,
      ({ event }) => matchEventOf(event)!,
    ),
    /** A new tap's undo offer (a replayed write makes none). */
    offerUndo: ({ context, event }) => {
      if ('undo' in event && event.undo && !event.stored) context.undoWindow.send({ type: 'undo.offer', offer: event.undo });
    },
  },
}).createMachine({
  id: 'recorder',
  context: ({ input, spawn }) => ({
    match: spawn('match', { id: 'match', input: { match: input.match, serverOffsetMs: input.serverOffsetMs } }),
    undoWindow: spawn('undoWindow', { id: 'undoWindow' }),
    pending: 0,
    headAttempts: 0,
    live: input.live ?? null,
    readyWhileWriting: null,
  }),
  invoke: [
    { id: 'outbox', src: 'outbox' },
    { id: 'live', src: 'live' },
  ],
  on: {
    record: {
      guard: and(['matchAccepts', 'playerMayRecord']),
      actions: [{ type: 'showRecorded', params: ({ context, event }) => shown({ context, event }) }, 'forward', 'offerUndo'],
    },
    exchange: {
      guard: and(['matchAccepts', 'playersMayExchange']),
      actions: [{ type: 'showExchanged', params: ({ context, event }) => shown({ context, event }) }, 'forward', 'offerUndo'],
    },
    cancel: {
      guard: and(['mayTakeBack', 'matchAccepts']),
      actions: [{ type: 'showCancelled', params: ({ event }) => event.row }, 'forward'],
    },
    undo: {
      guard: 'offerOpen',
      actions: enqueueActions(({ context, event, enqueue }) => {
        enqueue.sendTo(context.undoWindow, { type: 'undo.take' });
        if (event.row) enqueue.raise({ type: 'cancel', row: event.row, clientId: event.clientId });
      }),
    },
    time: { guard: 'matchAccepts', actions: 'forward' },
    'kickoff.cancel': { guard: 'matchAccepts', actions: 'forward' },
    'memo.save': {
      guard: 'matchAccepts',
      actions: [{ type: 'showMemo', params: ({ event }) => event.memo }, 'forward'],
    },
    // The writes waiting are ahead of the server: its word waits for their drain.
    'server.synced': { guard: 'quiet', actions: 'forward' },
    'outbox.changed': { actions: assign({ pending: ({ event }) => event.pending, headAttempts: ({ event }) => event.headAttempts }) },
    'outbox.drained': {
      actions: [{ type: 'resync', params: ({ context }) => ({ readAll: context.readyWhileWriting !== null }) }, assign({ readyWhileWriting: null })],
    },
    'live.status': { actions: assign({ live: ({ event }) => event.status }) },
    'live.message': {
      actions: [
        { type: 'applyLive', params: ({ context, event }) => ({ message: event.message, quiet: quiet(context) }) },
        // Another admin started or ended a half: the screen follows, unless its own writes wait.
        enqueueActions(({ context, event, enqueue }) => {
          if (event.message.type === 'match.changed' && quiet(context)) {
            enqueue.sendTo(context.match, {
              type: 'server.synced',
              match: machineMatchOf(event.message.match),
              serverOffsetMs: Date.parse(event.message.match.serverNow) - Date.now(),
            });
          }
        }),
      ],
    },
    'live.ready': [
      { guard: 'freshAndQuiet', actions: [{ type: 'rereadOlder', params: ({ event }) => event.seq }, assign({ readyWhileWriting: null })] },
      { guard: ({ event }) => event.fresh, actions: assign({ readyWhileWriting: ({ event }) => event.seq }) },
    ],
  },
  initial: 'waitingForReads',
  states: {
    // The players, the log, the score and this admin's roles: what a replayed write shows on.
    waitingForReads: { on: { 'reads.ready': 'replaying' } },
    replaying: {
      invoke: { id: 'storedWrites', src: 'storedWrites' },
      on: { 'replay.done': 'recording' },
    },
    recording: {},
  },
});

export type RecorderSnapshot = SnapshotFrom<typeof recorderMachine>;
export type RecorderActor = ActorRefFrom<typeof recorderMachine>;

/** The match actor the recorder holds (the clock, the lifecycle). */
export const selectMatchActor = (snapshot: RecorderSnapshot) => snapshot.context.match;
export const selectUndoWindow = (snapshot: RecorderSnapshot) => snapshot.context.undoWindow;
export const selectPending = (snapshot: RecorderSnapshot) => snapshot.context.pending;
export const selectRetrying = (snapshot: RecorderSnapshot) => snapshot.context.headAttempts > 0;
export const selectLive = (snapshot: RecorderSnapshot) => snapshot.context.live;
