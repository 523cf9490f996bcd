/**
 * The match machine: unit tests by behaviour, then model-based tests. @xstate/graph enumerates paths
 * through the real machine (the model in tests/paths/match.model.ts, shared with `npm run paths`;
 * sample events include a `server.synced` for every state); each path is replayed on a real actor
 * with spies for `enqueue` and `clearEvents`, each step checked against the lifecycle API, and the
 * coverage of every state and transition is printed and written for the report.
 */
import type { MatchState } from '#contract/enums.ts';
import { nextMatchState, type LifecycleRequest } from '#machines/match.lifecycle.ts';
import { matchRecordMessages } from '#src/lib/messages/match-record.ts';
import {
  selectCanCancelKickoff,
  selectCanEndHalf,
  selectCanRecord,
  selectCanSaveMemo,
  selectCanStartHalf,
  selectClock,
  selectMatchState,
  selectNextTimeAction,
  type NextTimeAction,
  type MatchMachineEvent,
} from '#machines/match.machine.ts';
import { describe, expect, it, test } from 'vitest';
import { PathCoverage } from '../paths/coverage.ts';
import { describeReplays, testEverythingReached } from '../paths/suite.ts';
import { generatePaths, leafPathOf, leafStates, type ModelPath } from '../paths/model.ts';
import {
  finished,
  goal,
  halfTime,
  KICK_OFF,
  matchIn,
  matchModel as model,
  matchModelEvents as sampleEvents,
  matchStateOfValue as stateOfValue,
  min,
  iso,
  playFirstHalf,
  playSecondHalf,
  scheduled,
  startMatch,
} from '../paths/match.model.ts';

describe('match machine', () => {
  it('starts in the state of the match it is given (a reload in the second half)', () => {
    const { actor, outbox } = startMatch({ match: playSecondHalf });
    expect(selectMatchState(actor.getSnapshot())).toBe('PLAY_SECOND_HALF');
    expect(actor.getSnapshot().context.secondHalfStartAt).toBe(playSecondHalf.secondHalfStartAt);
    expect(outbox).toEqual([]);
  });

  it('refuses a goal before kick-off', () => {
    const { actor, outbox } = startMatch();
    actor.send({ type: 'event.record', request: goal });
    expect(selectMatchState(actor.getSnapshot())).toBe('SCHEDULED');
    expect(outbox).toEqual([]);
  });

  it('kicks off at once on the server clock and queues PATCH /time', () => {
    const { actor, outbox } = startMatch({ match: scheduled, serverOffsetMs: 1500 });
    actor.send({ type: 'half.start', half: 'FIRST_HALF', nowMs: KICK_OFF });
    const snap = actor.getSnapshot();
    expect(selectMatchState(snap)).toBe('PLAY_FIRST_HALF');
    expect(snap.context.firstHalfStartAt).toBe(iso(KICK_OFF + 1500));
    expect(snap.context.serverState).toBe('SCHEDULED');
    expect(outbox).toEqual([{ kind: 'time', matchId: 11, body: { halfType: 'FIRST_HALF', timeType: 'START_TIME' } }]);
  });

  it('refuses starting the second half before the first half has ended', () => {
    const { actor, outbox } = startMatch({ match: playFirstHalf });
    actor.send({ type: 'half.start', half: 'SECOND_HALF', nowMs: KICK_OFF + min(30) });
    expect(selectMatchState(actor.getSnapshot())).toBe('PLAY_FIRST_HALF');
    expect(actor.getSnapshot().context.secondHalfStartAt).toBeNull();
    expect(outbox).toEqual([]);
  });

  it('refuses ending the first half a second time after half time', () => {
    const { actor, outbox } = startMatch({ match: halfTime });
    actor.send({ type: 'half.end', half: 'FIRST_HALF', nowMs: KICK_OFF + min(50) });
    expect(actor.getSnapshot().context.firstHalfEndAt).toBe(halfTime.firstHalfEndAt);
    expect(outbox).toEqual([]);
  });

  it('queues a goal, a substitution, an undo and a memo while a half is played, staying in the half', () => {
    const { actor, outbox } = startMatch({ match: playFirstHalf });
    const exchange = { clientId: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d', fromMatchUserId: 5, toMatchUserId: 9 };
    actor.send({ type: 'event.record', request: goal });
    actor.send({ type: 'exchange.record', request: exchange });
    actor.send({ type: 'event.cancel', target: { clientId: goal.clientId }, clientId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' });
    actor.send({ type: 'memo.save', memo: '전반 압박 좋음' });
    expect(selectMatchState(actor.getSnapshot())).toBe('PLAY_FIRST_HALF');
    expect(outbox).toEqual([
      { kind: 'event', matchId: 11, body: goal },
      { kind: 'exchange', matchId: 11, body: exchange },
      { kind: 'event.cancel', matchId: 11, target: { clientId: goal.clientId }, clientId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' },
      { kind: 'memo', matchId: 11, memo: '전반 압박 좋음' },
    ]);
  });

  it('accepts the memo at half time but refuses a goal', () => {
    const { actor, outbox } = startMatch({ match: halfTime });
    actor.send({ type: 'event.record', request: goal });
    actor.send({ type: 'memo.save', memo: '후반 교체 계획' });
    expect(outbox).toEqual([{ kind: 'memo', matchId: 11, memo: '후반 교체 계획' }]);
  });

  it('cancels kick-off back to scheduled, clearing the half instants and the events', () => {
    const { actor, outbox, clearedCount } = startMatch({ match: playFirstHalf });
    actor.send({ type: 'kickoff.cancel' });
    const snap = actor.getSnapshot();
    expect(selectMatchState(snap)).toBe('SCHEDULED');
    expect(snap.context.firstHalfStartAt).toBeNull();
    expect(clearedCount()).toBe(1);
    expect(outbox).toEqual([{ kind: 'kickoff.cancel', matchId: 11 }]);
  });

  it('refuses cancelling kick-off in the second half', () => {
    const { actor, outbox, clearedCount } = startMatch({ match: playSecondHalf });
    actor.send({ type: 'kickoff.cancel' });
    expect(selectMatchState(actor.getSnapshot())).toBe('PLAY_SECOND_HALF');
    expect(clearedCount()).toBe(0);
    expect(outbox).toEqual([]);
  });

  it('refuses everything after the final whistle', () => {
    const { actor, outbox } = startMatch({ match: finished });
    for (const event of sampleEvents.filter((e) => e.type !== 'server.synced')) actor.send(event);
    expect(selectMatchState(actor.getSnapshot())).toBe('FINISHED');
    expect(outbox).toEqual([]);
  });

  it('follows the server when another admin ends the half', () => {
    const { actor, outbox } = startMatch({ match: playFirstHalf });
    actor.send({ type: 'server.synced', match: halfTime });
    const snap = actor.getSnapshot();
    expect(selectMatchState(snap)).toBe('HALF_TIME');
    expect(snap.context.firstHalfEndAt).toBe(halfTime.firstHalfEndAt);
    expect(snap.context.serverState).toBe('HALF_TIME');
    expect(outbox).toEqual([]);
  });

  it('follows the server back to scheduled when kick-off was cancelled elsewhere', () => {
    const { actor } = startMatch({ match: playFirstHalf });
    actor.send({ type: 'server.synced', match: scheduled });
    expect(selectMatchState(actor.getSnapshot())).toBe('SCHEDULED');
    expect(actor.getSnapshot().context.firstHalfStartAt).toBeNull();
  });

  it("replaces the local kick-off instant with the server's", () => {
    const { actor } = startMatch({ match: scheduled });
    actor.send({ type: 'half.start', half: 'FIRST_HALF', nowMs: KICK_OFF + 4000 });
    actor.send({ type: 'server.synced', match: playFirstHalf, serverOffsetMs: 250 });
    const snap = actor.getSnapshot();
    expect(snap.context.firstHalfStartAt).toBe(playFirstHalf.firstHalfStartAt);
    expect(snap.context.serverOffsetMs).toBe(250);
  });

  it('keeps the server offset when a sync does not bring one', () => {
    const { actor } = startMatch({ match: scheduled, serverOffsetMs: -700 });
    actor.send({ type: 'server.synced', match: playFirstHalf });
    expect(actor.getSnapshot().context.serverOffsetMs).toBe(-700);
  });

  it("runs the clock on the server's clock", () => {
    const { actor } = startMatch({ match: playFirstHalf, serverOffsetMs: min(2) });
    // The device is two minutes behind the server: 10 device minutes after kick-off are 12 of play.
    expect(selectClock(actor.getSnapshot(), KICK_OFF + min(10)).display).toBe('12:00');
  });

  const selectorTable: [MatchState, { record: boolean; memo: boolean; start: string | null; end: string | null; cancel: boolean; button: string | null }][] = [
    ['SCHEDULED', { record: false, memo: false, start: 'FIRST_HALF', end: null, cancel: false, button: '전반 시작' }],
    ['PLAY_FIRST_HALF', { record: true, memo: true, start: null, end: 'FIRST_HALF', cancel: true, button: '전반 종료' }],
    ['HALF_TIME', { record: false, memo: true, start: 'SECOND_HALF', end: null, cancel: false, button: '후반 시작' }],
    ['PLAY_SECOND_HALF', { record: true, memo: true, start: null, end: 'SECOND_HALF', cancel: false, button: '후반 종료' }],
    ['FINISHED', { record: false, memo: false, start: null, end: null, cancel: false, button: null }],
  ];
  /** The clock button as the record screen labels it. */
  const buttonLabel = (action: NextTimeAction) => (action ? matchRecordMessages.timeAction[action.type][action.half] : null);

  it.each(selectorTable)('shows the right controls in %s', (state, want) => {
    const snap = startMatch({ match: matchIn[state] }).actor.getSnapshot();
    expect(selectMatchState(snap)).toBe(state);
    expect({
      record: selectCanRecord(snap),
      memo: selectCanSaveMemo(snap),
      start: selectCanStartHalf(snap),
      end: selectCanEndHalf(snap),
      cancel: selectCanCancelKickoff(snap),
      button: buttonLabel(selectNextTimeAction(snap)),
    }).toEqual(want);
  });

  it('sends the event the clock button names', () => {
    const { actor } = startMatch({ match: halfTime });
    const action = selectNextTimeAction(actor.getSnapshot())!;
    actor.send({ type: action.type, half: action.half, nowMs: KICK_OFF + min(60) });
    expect(selectMatchState(actor.getSnapshot())).toBe('PLAY_SECOND_HALF');
  });
});

// ---- Model-based ------------------------------------------------------------------------------------

const paths = generatePaths(model);
const shortestPaths = paths.filter((p) => p.kind === 'shortest');
const simplePaths = paths.filter((p) => p.kind === 'simple');
const coverage = new PathCoverage(model);
const value = (s: { value: unknown }) => leafPathOf(s);

/** The lifecycle request an event is, or null for `server.synced` (not a request but a fact). */
function lifecycleRequestOf(event: MatchMachineEvent): LifecycleRequest | null {
  if (event.type === 'half.start' || event.type === 'half.end') return { type: event.type, half: event.half };
  if (event.type === 'server.synced') return null;
  return { type: event.type };
}

/** Replays one path on a real actor: each step lands where the graph said, agrees with the lifecycle API, and queues exactly when accepted. */
function replay(path: ModelPath) {
  coverage.begin(path);
  const { actor, machine, outbox } = startMatch({ match: scheduled });
  coverage.visit(path.id, actor.getSnapshot());
  for (const step of path.steps) {
    if (step.event.type === 'xstate.init') {
      expect(model.stateOf(actor.getSnapshot())).toBe(model.stateOf(step.state));
      continue;
    }
    const event = step.event as MatchMachineEvent;
    const before = actor.getSnapshot();
    const handled = machine.getTransitionData(before, event).length > 0;
    const queued = outbox.length;
    actor.send(event);
    const after = actor.getSnapshot();
    expect(model.stateOf(after)).toBe(model.stateOf(step.state));

    const request = lifecycleRequestOf(event);
    if (request) {
      const lifecycle = nextMatchState(stateOfValue[value(before)], request);
      expect(lifecycle ?? stateOfValue[value(before)]).toBe(stateOfValue[value(after)]);
      expect(handled).toBe(lifecycle !== null);
      // An accepted request goes to the outbox once; a refused one never.
      expect(outbox.length - queued).toBe(handled ? 1 : 0);
    } else {
      expect(selectMatchState(after)).toBe((event as Extract<MatchMachineEvent, { type: 'server.synced' }>).match.matchState);
      expect(outbox.length).toBe(queued);
    }
    expect(model.transitionsTaken(before, event, after).length > 0).toBe(handled);
    coverage.step(path.id, before, event, after);
  }
  actor.stop();
}

describe('match machine, model-based', () => {
  test('the graph walk finds paths to every state', () => {
    expect(shortestPaths.length).toBeGreaterThanOrEqual(model.transitions.length);
    expect(new Set(simplePaths.map((p) => p.target))).toEqual(new Set(leafStates(model)));
  });

  describeReplays('shortest paths (one per edge)', model, shortestPaths, replay);
  describeReplays('simple paths (by state)', model, simplePaths, replay);
  testEverythingReached(model, coverage);
});
