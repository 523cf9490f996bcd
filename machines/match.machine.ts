/**
 * The match machine: the record screen's flow AND the single source of truth for what the server
 * allows (machines/match.lifecycle.ts asks this machine, never a table of its own).
 *
 * States (each MatchState is one leaf, `statePathOf`). The actor starts in the state of its input's
 * match (a reload or a late-joining admin lands in the half being played): on start it raises
 * `server.synced` with the input.
 * - scheduled                    SCHEDULED: before kick-off. Only `half.start` of the FIRST_HALF.
 * - underway                     kick-off to full time: the memo may be saved (`memo.save`).
 *   - playing                    a half is being played: recording is open (`event.record`,
 *                                `exchange.record`, `event.cancel`), each handled once, here.
 *     - firstHalf                PLAY_FIRST_HALF: `half.end` FIRST_HALF → halfTime; `kickoff.cancel`
 *                                → scheduled with the half instants (and the app's events) cleared.
 *     - secondHalf               PLAY_SECOND_HALF: `half.end` SECOND_HALF → finished.
 *   - halfTime                   HALF_TIME: `half.start` of the SECOND_HALF (and the memo).
 * - finished                     FINISHED: nothing but `server.synced`. Not a final state on purpose:
 *                                the server stays authoritative, so the screen keeps following it.
 *
 * Events
 * - half.start / half.end   with `half` (FIRST_HALF | SECOND_HALF), optional `nowMs` (the client's
 *                    clock; the server's clock is `nowMs + serverOffsetMs`). Accepted only for the
 *                    half that fits the state; the instant is set at once (recording never waits
 *                    for the network) and the PATCH /time body goes to `enqueue`.
 * - kickoff.cancel   firstHalf → scheduled; enqueues DELETE /time and calls `clearEvents`.
 * - event.record, exchange.record, event.cancel   accepted while a half is played; state unchanged;
 *                    the request goes to `enqueue`.
 * - memo.save        accepted while a half is played and at half time; goes to `enqueue`.
 * - server.synced    the match as the server (GET or the live stream) says it is: replaces the
 *                    match data and moves to the server's state from any state — when another admin
 *                    started or ended a half, the screen follows.
 *
 * A refused event changes nothing (XState ignores events a state does not accept).
 *
 * Pure: no fetch, storage or DOM. The app provides the actions `enqueue` (write to the durable
 * outbox, which sends in order) and `clearEvents` (drop the local event log) with `.provide()`.
 */
import type { HalfType, MatchState } from '#contract/enums.ts';
import type { ExchangeRequest, Match, MatchTimeRequest, RecordEventRequest } from '#contract/matches.ts';
import { assign, raise, setup, type SnapshotFrom, type StateValue } from 'xstate';
import { matchClock, type MatchClock, type MatchClockInput } from './match.clock.ts';

export type { MatchClock, MatchClockInput } from './match.clock.ts';

/** The part of a Match the machine keeps: its id, state, half lengths and half instants. */
export type MatchMachineMatch = Pick<Match, 'id' | 'matchState'> & MatchClockInput;

export interface MatchMachineInput {
  match: MatchMachineMatch;
  /** serverNow − client now, in ms, so the clock runs on the server's clock. Default 0. */
  serverOffsetMs?: number;
}

export interface MatchMachineContext extends MatchClockInput {
  matchId: number;
  serverOffsetMs: number;
  /**
   * The state the server last reported (input or `server.synced`). The machine's own state runs
   * ahead of it while the outbox sends a half start or end; they differ only until the server answers.
   */
  serverState: MatchState;
}

/** The part of a Match the machine keeps. */
export const machineMatchOf = (match: Match): MatchMachineMatch => ({
  id: match.id,
  matchState: match.matchState,
  firstHalfPeriod: match.firstHalfPeriod,
  secondHalfPeriod: match.secondHalfPeriod,
  firstHalfStartAt: match.firstHalfStartAt,
  firstHalfEndAt: match.firstHalfEndAt,
  secondHalfStartAt: match.secondHalfStartAt,
  secondHalfEndAt: match.secondHalfEndAt,
});

/** An event already recorded on the server (`eventId`) or still in the outbox (its `clientId`). */
export type MatchEventRef = { eventId: number } | { clientId: string };

/**
 * `stored`: a write the outbox already holds, replayed onto the screen after a reload. The machine
 * follows it as it would the tap; its `enqueue` item says so, and the app does not queue it again.
 */
export type MatchMachineEvent =
  | { type: 'half.start'; half: HalfType; nowMs?: number; stored?: boolean }
  | { type: 'half.end'; half: HalfType; nowMs?: number; stored?: boolean }
  | { type: 'kickoff.cancel'; stored?: boolean }
  | { type: 'event.record'; request: RecordEventRequest; stored?: boolean }
  | { type: 'exchange.record'; request: ExchangeRequest; stored?: boolean }
  | { type: 'event.cancel'; target: MatchEventRef; clientId: string; stored?: boolean }
  | { type: 'memo.save'; memo: string | null; stored?: boolean }
  | { type: 'server.synced'; match: MatchMachineMatch; serverOffsetMs?: number };

/** What `enqueue` receives: one write for the outbox, in the order the admin made them (`stored`: the outbox holds it already). */
export type MatchOutboxItem = (
  | { kind: 'time'; matchId: number; body: MatchTimeRequest }
  | { kind: 'kickoff.cancel'; matchId: number }
  | { kind: 'event'; matchId: number; body: RecordEventRequest }
  | { kind: 'exchange'; matchId: number; body: ExchangeRequest }
  | { kind: 'event.cancel'; matchId: number; target: MatchEventRef; clientId: string }
  | { kind: 'memo'; matchId: number; memo: string | null }
) & { stored?: true };

/** `{ stored: true }` for a write replayed from the outbox, else nothing (the item reads as before). */
const storedOf = (event: MatchMachineEvent): { stored?: true } => ('stored' in event && event.stored ? { stored: true } : {});

/**
 * Where each MatchState stands in the chart, as a path of state keys: the halves are children of
 * `underway.playing` (recording is open), half time a child of `underway` (the memo is open).
 */
export const statePathOf = {
  SCHEDULED: 'scheduled',
  PLAY_FIRST_HALF: 'underway.playing.firstHalf',
  HALF_TIME: 'underway.halfTime',
  PLAY_SECOND_HALF: 'underway.playing.secondHalf',
  FINISHED: 'finished',
} as const satisfies Record<MatchState, string>;

const matchStates = Object.keys(statePathOf) as MatchState[];

/** The chart's state value (`{ underway: 'halfTime' }`) for a MatchState. */
export function stateValueOf(state: MatchState): StateValue {
  const keys: string[] = statePathOf[state].split('.');
  const leaf = keys.pop()!;
  return keys.reduceRight<StateValue>((value, key) => ({ [key]: value }), leaf);
}

const contextOf = (match: MatchMachineMatch, serverOffsetMs: number): MatchMachineContext => ({
  matchId: match.id,
  serverOffsetMs,
  serverState: match.matchState,
  firstHalfPeriod: match.firstHalfPeriod,
  secondHalfPeriod: match.secondHalfPeriod,
  firstHalfStartAt: match.firstHalfStartAt,
  firstHalfEndAt: match.firstHalfEndAt,
  secondHalfStartAt: match.secondHalfStartAt,
  secondHalfEndAt: match.secondHalfEndAt,
});

const matchOf = (context: MatchMachineContext): MatchMachineMatch => ({
  id: context.matchId,
  matchState: context.serverState,
  firstHalfPeriod: context.firstHalfPeriod,
  secondHalfPeriod: context.secondHalfPeriod,
  firstHalfStartAt: context.firstHalfStartAt,
  firstHalfEndAt: context.firstHalfEndAt,
  secondHalfStartAt: context.secondHalfStartAt,
  secondHalfEndAt: context.secondHalfEndAt,
});

type HalfInstantField = 'firstHalfStartAt' | 'firstHalfEndAt' | 'secondHalfStartAt' | 'secondHalfEndAt';
const instantField = (half: HalfType, edge: 'start' | 'end'): HalfInstantField =>
  half === 'FIRST_HALF' ? (edge === 'start' ? 'firstHalfStartAt' : 'firstHalfEndAt') : edge === 'start' ? 'secondHalfStartAt' : 'secondHalfEndAt';

const serverInstant = (context: MatchMachineContext, nowMs: number | undefined): string =>
  new Date((nowMs ?? Date.now()) + context.serverOffsetMs).toISOString();

const timeBody = (half: HalfType, edge: 'start' | 'end'): MatchTimeRequest => ({ halfType: half, timeType: edge === 'start' ? 'START_TIME' : 'END_TIME' });

/** Moves to the state the server names; one branch per state (guards read the event's match). */
const followServer = matchStates.map((state) => ({
  guard: { type: 'isServerState' as const, params: { state } },
  target: `.${statePathOf[state]}`,
  actions: 'assignServerMatch' as const,
}));

/** A half's start or end: the instant at once, the time change to the outbox, then `target`. */
const halfEdge = (half: HalfType, edge: 'start' | 'end', target: string) => ({
  guard: { type: 'isHalf' as const, params: { half } },
  target,
  actions: [
    { type: 'assignHalfInstant' as const, params: { half, edge } },
    {
      type: 'enqueue' as const,
      params: ({ context, event }: { context: MatchMachineContext; event: MatchMachineEvent }) => ({
        kind: 'time' as const,
        matchId: context.matchId,
        body: timeBody(half, edge),
        ...storedOf(event),
      }),
    },
  ],
});

/**
 * The match machine. Provide `enqueue` (params: a MatchOutboxItem) and `clearEvents` before running it:
 * `matchMachine.provide({ actions: { enqueue: (_, item) => outbox.add(item), clearEvents: () => … } })`.
 */
export const matchMachine = setup({
  types: {
    context: {} as MatchMachineContext,
    events: {} as MatchMachineEvent,
    input: {} as MatchMachineInput,
  },
  guards: {
    isHalf: ({ event }, params: { half: HalfType }) => (event.type === 'half.start' || event.type === 'half.end') && event.half === params.half,
    isServerState: ({ event }, params: { state: MatchState }) => event.type === 'server.synced' && event.match.matchState === params.state,
  },
  actions: {
    enqueue: (_, _item: MatchOutboxItem) => {
      throw new Error('enqueue is not provided: supply it with matchMachine.provide({ actions: { enqueue } })');
    },
    clearEvents: () => {
      throw new Error('clearEvents is not provided: supply it with matchMachine.provide({ actions: { clearEvents } })');
    },
    assignHalfInstant: assign(({ context, event }, params: { half: HalfType; edge: 'start' | 'end' }) => ({
      [instantField(params.half, params.edge)]: serverInstant(context, 'nowMs' in event ? event.nowMs : undefined),
    })),
    clearHalfInstants: assign({ firstHalfStartAt: null, firstHalfEndAt: null, secondHalfStartAt: null, secondHalfEndAt: null }),
    assignServerMatch: assign(({ context, event }) => {
      if (event.type !== 'server.synced') return {};
      return contextOf(event.match, event.serverOffsetMs ?? context.serverOffsetMs);
    }),
  },
}).createMachine({
  id: 'match',
  context: ({ input }) => contextOf(input.match, input.serverOffsetMs ?? 0),
  initial: 'scheduled',
  // Start where the input says: the match may already be under way (a reload, a second admin).
  entry: raise(({ context }) => ({ type: 'server.synced' as const, match: matchOf(context) })),
  on: {
    'server.synced': followServer,
  },
  states: {
    scheduled: {
      on: {
        'half.start': halfEdge('FIRST_HALF', 'start', 'underway.playing.firstHalf'),
      },
    },
    // Kick-off to full time: the memo may be saved throughout, half time included.
    underway: {
      initial: 'playing',
      on: {
        'memo.save': {
          actions: { type: 'enqueue', params: ({ context, event }) => ({ kind: 'memo', matchId: context.matchId, memo: event.memo, ...storedOf(event) }) },
        },
      },
      states: {
        // A half is being played: goals, cards, substitutions and their cancels are recorded.
        playing: {
          initial: 'firstHalf',
          on: {
            'event.record': {
              actions: {
                type: 'enqueue',
                params: ({ context, event }) => ({ kind: 'event', matchId: context.matchId, body: event.request, ...storedOf(event) }),
              },
            },
            'exchange.record': {
              actions: {
                type: 'enqueue',
                params: ({ context, event }) => ({ kind: 'exchange', matchId: context.matchId, body: event.request, ...storedOf(event) }),
              },
            },
            'event.cancel': {
              actions: {
                type: 'enqueue',
                params: ({ context, event }) => ({
                  kind: 'event.cancel',
                  matchId: context.matchId,
                  target: event.target,
                  clientId: event.clientId,
                  ...storedOf(event),
                }),
              },
            },
          },
          states: {
            firstHalf: {
              on: {
                'half.end': halfEdge('FIRST_HALF', 'end', '#match.underway.halfTime'),
                'kickoff.cancel': {
                  target: '#match.scheduled',
                  actions: [
                    'clearHalfInstants',
                    'clearEvents',
                    { type: 'enqueue', params: ({ context, event }) => ({ kind: 'kickoff.cancel', matchId: context.matchId, ...storedOf(event) }) },
                  ],
                },
              },
            },
            secondHalf: {
              on: {
                'half.end': halfEdge('SECOND_HALF', 'end', '#match.finished'),
              },
            },
          },
        },
        halfTime: {
          on: {
            'half.start': halfEdge('SECOND_HALF', 'start', 'playing.secondHalf'),
          },
        },
      },
    },
    finished: {},
  },
});

export type MatchSnapshot = SnapshotFrom<typeof matchMachine>;

/** Which button the clock shows: the event it sends. Its Korean label is the app's (src/lib/messages.ts). */
export type NextTimeAction = { type: 'half.start' | 'half.end'; half: HalfType } | null;

const sampleRecord: RecordEventRequest = { clientId: '00000000-0000-4000-8000-000000000000', teamId: 1, matchUserId: null, eventType: 'SHOT', description: '' };

export const selectMatchState = (snapshot: MatchSnapshot): MatchState => matchStates.find((state) => snapshot.matches(statePathOf[state] as never))!;
/** Goals, cards, substitutions and undo: only while a half is played. */
export const selectCanRecord = (snapshot: MatchSnapshot): boolean => snapshot.can({ type: 'event.record', request: sampleRecord });
export const selectCanSaveMemo = (snapshot: MatchSnapshot): boolean => snapshot.can({ type: 'memo.save', memo: null });
/** The half that can start now, or null. */
export const selectCanStartHalf = (snapshot: MatchSnapshot): HalfType | null =>
  snapshot.can({ type: 'half.start', half: 'FIRST_HALF' }) ? 'FIRST_HALF' : snapshot.can({ type: 'half.start', half: 'SECOND_HALF' }) ? 'SECOND_HALF' : null;
/** The half that can end now, or null. */
export const selectCanEndHalf = (snapshot: MatchSnapshot): HalfType | null =>
  snapshot.can({ type: 'half.end', half: 'FIRST_HALF' }) ? 'FIRST_HALF' : snapshot.can({ type: 'half.end', half: 'SECOND_HALF' }) ? 'SECOND_HALF' : null;
/** Cancelling kick-off: only during the first half. */
export const selectCanCancelKickoff = (snapshot: MatchSnapshot): boolean => snapshot.can({ type: 'kickoff.cancel' });
/** The clock's primary button; null when the match is over (the screen shows a disabled 'full time' button). */
export const selectNextTimeAction = (snapshot: MatchSnapshot): NextTimeAction => {
  const start = selectCanStartHalf(snapshot);
  if (start) return { type: 'half.start', half: start };
  const end = selectCanEndHalf(snapshot);
  if (end) return { type: 'half.end', half: end };
  return null;
};
/**
 * Whether two clocks read the same, and two next actions are the same step: the screen's selectors
 * compare with them, so a snapshot change that moves neither (a write) draws no clock (decision 103).
 */
export const sameClock = (a: MatchClock, b: MatchClock): boolean => a.display === b.display && a.period === b.period && a.addedLabel === b.addedLabel;
export const sameTimeAction = (a: NextTimeAction, b: NextTimeAction): boolean =>
  a === b || (a !== null && b !== null && a.type === b.type && a.half === b.half);
/** The clock at the client's `clientNowMs`, on the server's clock. */
export const selectClock = (snapshot: MatchSnapshot, clientNowMs: number): MatchClock =>
  matchClock(snapshot.context, clientNowMs + snapshot.context.serverOffsetMs);
