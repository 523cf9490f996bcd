/**
 * The match lifecycle as the server asks it (docs/architecture.md §3.4): which requests a match accepts in
 * a MatchState, and the state after. Answered by the REAL match machine (match.machine.ts) — the
 * machine's own transition on a snapshot resolved at that state — so the screen and the server can
 * never disagree. Pure: no actions run (getNextSnapshot uses an inert scope), no clock is read for
 * the answer.
 *
 * Rules the machine encodes (and tests/machines/match.lifecycle.test.ts checks cell by cell):
 * - half.start FIRST_HALF: SCHEDULED → PLAY_FIRST_HALF; half.end FIRST_HALF: PLAY_FIRST_HALF → HALF_TIME;
 *   half.start SECOND_HALF: HALF_TIME → PLAY_SECOND_HALF; half.end SECOND_HALF: PLAY_SECOND_HALF → FINISHED.
 * - kickoff.cancel: PLAY_FIRST_HALF → SCHEDULED (the server also clears the half instants and events).
 * - event.record, exchange.record, event.cancel: PLAY_FIRST_HALF and PLAY_SECOND_HALF, state unchanged.
 * - memo.save: PLAY_FIRST_HALF, HALF_TIME and PLAY_SECOND_HALF, state unchanged.
 * Anything else: null (refused).
 */
import type { HalfType, MatchState } from '#contract/enums.ts';
import type { MatchTimeRequest } from '#contract/matches.ts';
import { getNextSnapshot } from 'xstate';
import { matchMachine, selectMatchState, stateValueOf, type MatchMachineEvent } from './match.machine.ts';

export type LifecycleRequest =
  | { type: 'half.start'; half: HalfType }
  | { type: 'half.end'; half: HalfType }
  | { type: 'kickoff.cancel' }
  | { type: 'event.record' }
  | { type: 'exchange.record' }
  | { type: 'event.cancel' }
  | { type: 'memo.save' };

const SAMPLE_UUID = '00000000-0000-4000-8000-000000000000';

/** The machine event for a request; payloads are placeholders (no guard reads them). */
function toMachineEvent(request: LifecycleRequest): MatchMachineEvent {
  switch (request.type) {
    case 'half.start':
    case 'half.end':
      return { type: request.type, half: request.half, nowMs: 0 };
    case 'kickoff.cancel':
      return { type: 'kickoff.cancel' };
    case 'event.record':
      return { type: 'event.record', request: { clientId: SAMPLE_UUID, teamId: 0, matchUserId: null, eventType: 'SHOT', description: '' } };
    case 'exchange.record':
      return { type: 'exchange.record', request: { clientId: SAMPLE_UUID, fromMatchUserId: 0, toMatchUserId: 0 } };
    case 'event.cancel':
      return { type: 'event.cancel', target: { eventId: 0 }, clientId: SAMPLE_UUID };
    case 'memo.save':
      return { type: 'memo.save', memo: null };
  }
}

/** The machine's snapshot at a MatchState (context is a placeholder: no guard reads it). */
function snapshotAt(state: MatchState) {
  return matchMachine.resolveState({
    value: stateValueOf(state),
    context: {
      matchId: 0,
      serverOffsetMs: 0,
      serverState: state,
      firstHalfPeriod: 45,
      secondHalfPeriod: 45,
      firstHalfStartAt: null,
      firstHalfEndAt: null,
      secondHalfStartAt: null,
      secondHalfEndAt: null,
    },
  });
}

/** The MatchState after `request`, or null when the match machine does not accept it in `state`. */
export function nextMatchState(state: MatchState, request: LifecycleRequest): MatchState | null {
  const snapshot = snapshotAt(state);
  const event = toMachineEvent(request);
  if (!snapshot.can(event)) return null;
  const next = getNextSnapshot(matchMachine, snapshot, event);
  return selectMatchState(next);
}

/** Whether the match machine accepts `request` in `state`. */
export function isAllowed(state: MatchState, request: LifecycleRequest): boolean {
  return nextMatchState(state, request) !== null;
}

/** The lifecycle request of a `PATCH /api/v1/matches/{id}/time` body. */
export function timeRequestToLifecycle(body: MatchTimeRequest): LifecycleRequest {
  return { type: body.timeType === 'START_TIME' ? 'half.start' : 'half.end', half: body.halfType };
}
