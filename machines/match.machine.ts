/**
 * The match machine (architecture.md §3 and §5, domain-facts §3.3, §3.6, §5.5): the record screen's
 * flow AND the single source of truth for what the server allows (machines/match.lifecycle.ts asks
 * this machine, never a table of its own).
 *
 * States (one per MatchState, in order). The actor starts in the state of its input's match (a
 * reload or a late-joining admin lands in the half being played): on start it raises `server.synced`
 * with the input.
 * - scheduled        SCHEDULED: before kick-off. Only `half.start` of the FIRST_HALF is accepted.
 * - playFirstHalf    PLAY_FIRST_HALF: recording is open; `half.end` FIRST_HALF → halfTime;
 *                    `kickoff.cancel` → scheduled with the half instants (and the app's events) cleared.
 * - halfTime         HALF_TIME: only the memo and `half.start` of the SECOND_HALF.
 * - playSecondHalf   PLAY_SECOND_HALF: recording is open; `half.end` SECOND_HALF → finished.
 * - finished         FINISHED: nothing but `server.synced`. Not a final state on purpose: the server
 *                    stays authoritative, so the screen keeps following it.
 *
 * Events
 * - half.start / half.end   with `half` (FIRST_HALF | SECOND_HALF), optional `nowMs` (the client's
 *                    clock; the server's clock is `nowMs + serverOffsetMs`). Accepted only for the
 *                    half that fits the state; the instant is set at once (recording never waits
 *                    for the network) and the PATCH /time body goes to `enqueue`.
 * - kickoff.cancel   playFirstHalf → scheduled; enqueues DELETE /time and calls `clearEvents`.
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
import { assign, raise, setup, type SnapshotFrom } from 'xstate';
import { matchClock, type MatchClock, type MatchClockInput } from './match.clock.ts';

export type { MatchClock, MatchClockInput, MatchPeriod } from './match.clock.ts';

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

/** An event already recorded on the server (`eventId`) or still in the outbox (its `clientId`). */
export type MatchEventRef = { eventId: number } | { clientId: string };

export type MatchMachineEvent =
  | { type: 'half.start'; half: HalfType; nowMs?: number }
  | { type: 'half.end'; half: HalfType; nowMs?: number }
  | { type: 'kickoff.cancel' }
  | { type: 'event.record'; request: RecordEventRequest }
  | { type: 'exchange.record'; request: ExchangeRequest }
  | { type: 'event.cancel'; target: MatchEventRef; clientId: string }
  | { type: 'memo.save'; memo: string | null }
  | { type: 'server.synced'; match: MatchMachineMatch; serverOffsetMs?: number };

/** What `enqueue` receives: one write for the outbox, in the order the admin made them. */
export type MatchOutboxItem =
  | { kind: 'time'; matchId: number; body: MatchTimeRequest }
  | { kind: 'kickoff.cancel'; matchId: number }
  | { kind: 'event'; matchId: number; body: RecordEventRequest }
  | { kind: 'exchange'; matchId: number; body: ExchangeRequest }
  | { kind: 'event.cancel'; matchId: number; target: MatchEventRef; clientId: string }
  | { kind: 'memo'; matchId: number; memo: string | null };

/** The machine's state values, in lifecycle order. */
export type MatchStateValue = 'scheduled' | 'playFirstHalf' | 'halfTime' | 'playSecondHalf' | 'finished';

export const stateValueOf: Record<MatchState, MatchStateValue> = {
  SCHEDULED: 'scheduled',
  PLAY_FIRST_HALF: 'playFirstHalf',
  HALF_TIME: 'halfTime',
  PLAY_SECOND_HALF: 'playSecondHalf',
  FINISHED: 'finished',
};

export const matchStateOf: Record<MatchStateValue, MatchState> = {
  scheduled: 'SCHEDULED',
  playFirstHalf: 'PLAY_FIRST_HALF',
  halfTime: 'HALF_TIME',
  playSecondHalf: 'PLAY_SECOND_HALF',
  finished: 'FINISHED',
};

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
  half === 'FIRST_HALF' ? (edge === 'start' ? 'firstHalfStartAt' : 'firstHalfEndAt') : (edge === 'start' ? 'secondHalfStartAt' : 'secondHalfEndAt');

const serverInstant = (context: MatchMachineContext, nowMs: number | undefined): string =>
  new Date((nowMs ?? Date.now()) + context.serverOffsetMs).toISOString();

const timeBody = (half: HalfType, edge: 'start' | 'end'): MatchTimeRequest =>
  ({ halfType: half, timeType: edge === 'start' ? 'START_TIME' : 'END_TIME' });

/** Moves to the state the server names; one branch per state (guards read the event's match). */
const followServer = (Object.keys(stateValueOf) as MatchState[]).map((state) => ({
  guard: { type: 'isServerState' as const, params: { state } },
  target: `.${stateValueOf[state]}`,
  actions: 'assignServerMatch' as const,
}));

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
    isHalf: ({ event }, params: { half: HalfType }) =>
      (event.type === 'half.start' || event.type === 'half.end') && event.half === params.half,
    isServerState: ({ event }, params: { state: MatchState }) =>
      event.type === 'server.synced' && event.match.matchState === params.state,
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
        'half.start': {
          guard: { type: 'isHalf', params: { half: 'FIRST_HALF' } },
          target: 'playFirstHalf',
          actions: [
            { type: 'assignHalfInstant', params: { half: 'FIRST_HALF', edge: 'start' } },
            { type: 'enqueue', params: ({ context }) => ({ kind: 'time', matchId: context.matchId, body: timeBody('FIRST_HALF', 'start') }) },
          ],
        },
      },
    },
    playFirstHalf: {
      on: {
        'half.end': {
          guard: { type: 'isHalf', params: { half: 'FIRST_HALF' } },
          target: 'halfTime',
          actions: [
            { type: 'assignHalfInstant', params: { half: 'FIRST_HALF', edge: 'end' } },
            { type: 'enqueue', params: ({ context }) => ({ kind: 'time', matchId: context.matchId, body: timeBody('FIRST_HALF', 'end') }) },
          ],
        },
        'kickoff.cancel': {
          target: 'scheduled',
          actions: [
            'clearHalfInstants',
            'clearEvents',
            { type: 'enqueue', params: ({ context }) => ({ kind: 'kickoff.cancel', matchId: context.matchId }) },
          ],
        },
        'event.record': { actions: { type: 'enqueue', params: ({ context, event }) => ({ kind: 'event', matchId: context.matchId, body: event.request }) } },
        'exchange.record': { actions: { type: 'enqueue', params: ({ context, event }) => ({ kind: 'exchange', matchId: context.matchId, body: event.request }) } },
        'event.cancel': { actions: { type: 'enqueue', params: ({ context, event }) => ({ kind: 'event.cancel', matchId: context.matchId, target: event.target, clientId: event.clientId }) } },
        'memo.save': { actions: { type: 'enqueue', params: ({ context, event }) => ({ kind: 'memo', matchId: context.matchId, memo: event.memo }) } },
      },
    },
    halfTime: {
      on: {
        'half.start': {
          guard: { type: 'isHalf', params: { half: 'SECOND_HALF' } },
          target: 'playSecondHalf',
          actions: [
            { type: 'assignHalfInstant', params: { half: 'SECOND_HALF', edge: 'start' } },
            { type: 'enqueue', params: ({ context }) => ({ kind: 'time', matchId: context.matchId, body: timeBody('SECOND_HALF', 'start') }) },
          ],
        },
        'memo.save': { actions: { type: 'enqueue', params: ({ context, event }) => ({ kind: 'memo', matchId: context.matchId, memo: event.memo }) } },
      },
    },
    playSecondHalf: {
      on: {
        'half.end': {
          guard: { type: 'isHalf', params: { half: 'SECOND_HALF' } },
          target: 'finished',
          actions: [
            { type: 'assignHalfInstant', params: { half: 'SECOND_HALF', edge: 'end' } },
            { type: 'enqueue', params: ({ context }) => ({ kind: 'time', matchId: context.matchId, body: timeBody('SECOND_HALF', 'end') }) },
          ],
        },
        'event.record': { actions: { type: 'enqueue', params: ({ context, event }) => ({ kind: 'event', matchId: context.matchId, body: event.request }) } },
        'exchange.record': { actions: { type: 'enqueue', params: ({ context, event }) => ({ kind: 'exchange', matchId: context.matchId, body: event.request }) } },
        'event.cancel': { actions: { type: 'enqueue', params: ({ context, event }) => ({ kind: 'event.cancel', matchId: context.matchId, target: event.target, clientId: event.clientId }) } },
        'memo.save': { actions: { type: 'enqueue', params: ({ context, event }) => ({ kind: 'memo', matchId: context.matchId, memo: event.memo }) } },
      },
    },
    finished: {},
  },
});

export type MatchSnapshot = SnapshotFrom<typeof matchMachine>;

/** Which button the clock shows: the event it sends. Its Korean label is the app's (src/lib/messages.ts). */
export type NextTimeAction = { type: 'half.start' | 'half.end'; half: HalfType } | null;

const sampleRecord: RecordEventRequest = { clientId: '00000000-0000-4000-8000-000000000000', teamId: 1, matchUserId: null, eventType: 'SHOT', description: '' };

export const selectMatchState = (snapshot: MatchSnapshot): MatchState => matchStateOf[snapshot.value as MatchStateValue];
/** Goals, cards, substitutions and undo: only while a half is played. */
export const selectCanRecord = (snapshot: MatchSnapshot): boolean => snapshot.can({ type: 'event.record', request: sampleRecord });
export const selectCanSaveMemo = (snapshot: MatchSnapshot): boolean => snapshot.can({ type: 'memo.save', memo: null });
/** The half that can start now, or null. */
export const selectCanStartHalf = (snapshot: MatchSnapshot): HalfType | null =>
  snapshot.can({ type: 'half.start', half: 'FIRST_HALF' }) ? 'FIRST_HALF'
    : snapshot.can({ type: 'half.start', half: 'SECOND_HALF' }) ? 'SECOND_HALF' : null;
/** The half that can end now, or null. */
export const selectCanEndHalf = (snapshot: MatchSnapshot): HalfType | null =>
  snapshot.can({ type: 'half.end', half: 'FIRST_HALF' }) ? 'FIRST_HALF'
    : snapshot.can({ type: 'half.end', half: 'SECOND_HALF' }) ? 'SECOND_HALF' : null;
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
/** The clock at the client's `clientNowMs`, on the server's clock. */
export const selectClock = (snapshot: MatchSnapshot, clientNowMs: number): MatchClock =>
  matchClock(snapshot.context, clientNowMs + snapshot.context.serverOffsetMs);
