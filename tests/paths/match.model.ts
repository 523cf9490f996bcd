/**
 * The match machine's model (see model.ts): the match in each state, sample events (both halves
 * for the guarded half events, a server sync to each state), an actor harness whose `enqueue` and
 * `clearEvents` record their calls, and the user-level step of each event.
 */
import type { MatchState } from '#contract/enums.ts';
import type { RecordEventRequest } from '#contract/matches.ts';
import {
  matchMachine,
  statePathOf,
  type MatchMachineEvent,
  type MatchMachineInput,
  type MatchMachineMatch,
  type MatchOutboxItem,
} from '#machines/match.machine.ts';
import { createActor, type EventObject } from 'xstate';
import { flatWalks, leafPathOf, nestedModelParts, type MachineModel } from './model.ts';

export const KICK_OFF = Date.parse('2025-05-10T10:00:00.000Z');
export const min = (m: number) => m * 60_000;
export const iso = (ms: number) => new Date(ms).toISOString();

export const scheduled: MatchMachineMatch = {
  id: 11,
  matchState: 'SCHEDULED',
  firstHalfPeriod: 45,
  secondHalfPeriod: 45,
  firstHalfStartAt: null,
  firstHalfEndAt: null,
  secondHalfStartAt: null,
  secondHalfEndAt: null,
};
export const playFirstHalf: MatchMachineMatch = { ...scheduled, matchState: 'PLAY_FIRST_HALF', firstHalfStartAt: iso(KICK_OFF) };
export const halfTime: MatchMachineMatch = { ...playFirstHalf, matchState: 'HALF_TIME', firstHalfEndAt: iso(KICK_OFF + min(46)) };
export const playSecondHalf: MatchMachineMatch = { ...halfTime, matchState: 'PLAY_SECOND_HALF', secondHalfStartAt: iso(KICK_OFF + min(60)) };
export const finished: MatchMachineMatch = { ...playSecondHalf, matchState: 'FINISHED', secondHalfEndAt: iso(KICK_OFF + min(108)) };
export const matchIn: Record<MatchState, MatchMachineMatch> = {
  SCHEDULED: scheduled,
  PLAY_FIRST_HALF: playFirstHalf,
  HALF_TIME: halfTime,
  PLAY_SECOND_HALF: playSecondHalf,
  FINISHED: finished,
};

export const goal: RecordEventRequest = { clientId: '3b241101-e2bb-4255-8caf-4136c566a962', teamId: 1, matchUserId: 5, eventType: 'GOAL', description: '' };

/** A match actor whose `enqueue` and `clearEvents` record their calls. */
export function startMatch(input: MatchMachineInput = { match: scheduled }) {
  const outbox: MatchOutboxItem[] = [];
  let cleared = 0;
  const machine = matchMachine.provide({
    actions: {
      enqueue: (_, item) => {
        outbox.push(item);
      },
      clearEvents: () => {
        cleared += 1;
      },
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, machine, outbox, clearedCount: () => cleared };
}

/** Every event the machine knows, with sample payloads: both halves for the guarded half events, and a sync to each state. */
export const matchModelEvents: MatchMachineEvent[] = [
  { type: 'half.start', half: 'FIRST_HALF', nowMs: KICK_OFF },
  { type: 'half.start', half: 'SECOND_HALF', nowMs: KICK_OFF + min(60) },
  { type: 'half.end', half: 'FIRST_HALF', nowMs: KICK_OFF + min(46) },
  { type: 'half.end', half: 'SECOND_HALF', nowMs: KICK_OFF + min(108) },
  { type: 'kickoff.cancel' },
  { type: 'event.record', request: goal },
  { type: 'exchange.record', request: { clientId: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d', fromMatchUserId: 5, toMatchUserId: 9 } },
  { type: 'event.cancel', target: { eventId: 77 }, clientId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' },
  { type: 'memo.save', memo: '메모' },
  ...Object.values(matchIn).map((match): MatchMachineEvent => ({ type: 'server.synced', match })),
];

/** The match state each machine state (its leaf path) stands for. */
export const matchStateOfValue: Record<string, MatchState> = Object.fromEntries(
  Object.entries(statePathOf).map(([state, path]) => [path, state as MatchState]),
);

/** The Korean labels the record screen shows (src/lib/messages.ts, which tests/paths keeps apart from the UI). */
const halfLabel = { FIRST_HALF: ['first half', '전반'], SECOND_HALF: ['second half', '후반'] } as const;
const stateLabel: Record<MatchState, string> = {
  SCHEDULED: '경기 전',
  PLAY_FIRST_HALF: '전반 진행 중',
  HALF_TIME: '하프타임',
  PLAY_SECOND_HALF: '후반 진행 중',
  FINISHED: '경기 종료',
};

function step(event: EventObject): string {
  const e = event as MatchMachineEvent;
  switch (e.type) {
    case 'half.start':
      return `start ${halfLabel[e.half][0]} ("${halfLabel[e.half][1]} 시작")`;
    case 'half.end':
      return `end ${halfLabel[e.half][0]} ("${halfLabel[e.half][1]} 종료")`;
    case 'kickoff.cancel':
      return 'cancel kick-off ("시작 취소")';
    case 'event.record':
      return `record ${e.request.eventType} for #${e.request.matchUserId}`;
    case 'exchange.record':
      return `substitute #${e.request.toMatchUserId} for #${e.request.fromMatchUserId} ("교체하기")`;
    case 'event.cancel':
      return 'undo a recorded event ("되돌리기")';
    case 'memo.save':
      return 'save the memo ("간편 메모")';
    case 'server.synced':
      return `another device moves the match to ${e.match.matchState} ("${stateLabel[e.match.matchState]}")`;
    default:
      return event.type;
  }
}

/** The machine-level name of an event: a half event names its half, a sync the state it brings. */
export function matchEventName(event: EventObject): string {
  const e = event as MatchMachineEvent;
  if (e.type === 'half.start' || e.type === 'half.end') return `${e.type}(${e.half})`;
  if (e.type === 'server.synced') return `server.synced(${e.match.matchState})`;
  return event.type;
}

const machine = startMatch().machine;
const input: MatchMachineInput = { match: scheduled };

export const matchModel: MachineModel = {
  name: 'match',
  unitTest: 'tests/machines/match.machine.test.ts',
  summary: "The record screen's match: scheduled; under way (the memo open): playing a half (recording open) or half time; finished. Recording and syncing.",
  ...nestedModelParts(machine),
  step,
  /**
   * Shortest paths by edge: by value alone the walk would never take a self-loop (a goal in a half)
   * or a refused event. Finite: 5 leaf states × 14 events.
   */
  walks: flatWalks(matchModelEvents, { name: leafPathOf, stateName: leafPathOf, eventName: matchEventName, input }),
};
