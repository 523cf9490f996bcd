/**
 * The recorder (machines/recorder.machine.ts) with recording stand-ins for the effects the app
 * provides: what a write goes through (refused, shown, queued, offered for undo), the replay of
 * stored writes, and when the server's word reaches the match machine.
 */
import type { LiveMessage, Match, RecordEventRequest } from '#contract/matches.ts';
import { matchMachine, selectMatchState, type MatchMachineMatch, type MatchOutboxItem } from '#machines/match.machine.ts';
import { recorderMachine, selectLive, selectPending, type RecorderEvent } from '#machines/recorder.machine.ts';
import { selectUndoOffer } from '#machines/undo-window.machine.ts';
import { describe, expect, it, test } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { PathCoverage } from '../paths/coverage.ts';
import { KICK_OFF, halfTime, matchIn, min, playFirstHalf, scheduled } from '../paths/match.model.ts';
import { generatePaths, leafPathOf, leafStates, type ModelPath } from '../paths/model.ts';
import { eventRow, matchPlayer, onBench, recorderModel, recorderWalkMachine, type RecorderWalkState } from '../paths/recorder.model.ts';
import { describeReplays, testEverythingReached } from '../paths/suite.ts';

const player = matchPlayer;
const row = eventRow;
const bench = onBench;

let ids = 0;
const request = (eventType: RecordEventRequest['eventType'] = 'GOAL', matchUserId: number | null = 5): RecordEventRequest => ({
  clientId: `c-${++ids}`,
  teamId: 1,
  matchUserId,
  eventType,
  description: '',
});
const offer = (r: RecordEventRequest) => ({ clientId: r.clientId, label: '득점 기록됨' });

/** A recorder whose effects record what they are asked; `stored`: the writes its replay sends back, in order. */
function startRecorder(match: MatchMachineMatch = playFirstHalf, { stored = [] as RecorderEvent[], mayTakeBack = true } = {}) {
  const log: string[] = [];
  const queued: MatchOutboxItem[] = [];
  const sendBacks: Record<string, (event: RecorderEvent) => void> = {};
  const started: string[] = [];
  const callback = (name: string) =>
    fromCallback(({ sendBack }) => {
      started.push(name);
      sendBacks[name] = sendBack as (event: RecorderEvent) => void;
      if (name === 'storedWrites') {
        for (const event of stored) sendBack(event);
        sendBack({ type: 'replay.done' });
      }
      return () => log.push(`stop ${name}`);
    });
  const machine = recorderMachine.provide({
    actors: {
      match: matchMachine.provide({
        actions: {
          enqueue: (_, item) => void queued.push(item),
          clearEvents: () => void log.push('clear events'),
        },
      }),
      outbox: callback('outbox'),
      live: callback('live'),
      storedWrites: callback('storedWrites'),
    },
    guards: { mayTakeBack: () => mayTakeBack },
    actions: {
      showRecorded: (_, { event, clock }) => void log.push(`show ${event.request.eventType} at ${clock.minute}'${event.stored ? ' (stored)' : ''}`),
      showExchanged: (_, { event }) => void log.push(`show exchange ${event.from.id}→${event.to.id}`),
      showCancelled: (_, cancelled) => void log.push(`show cancel ${cancelled.id}`),
      showMemo: (_, memo) => void log.push(`show memo ${memo}`),
      applyLive: (_, { message, quiet }) => void log.push(`live ${message.type}${quiet ? '' : ' (writes wait)'}`),
      rereadOlder: (_, seq) => void log.push(`reread before ${seq}`),
      resync: (_, { readAll }) => void log.push(readAll ? 'resync, all read again' : 'resync'),
    },
  });
  const actor = createActor(machine, { input: { match } });
  actor.start();
  const matchState = () => selectMatchState(actor.getSnapshot().context.match.getSnapshot());
  const undoOffer = () => selectUndoOffer(actor.getSnapshot().context.undoWindow.getSnapshot());
  return { actor, log, queued, started, sendBacks, matchState, undoOffer };
}

describe('a write through the recorder', () => {
  it('in play: shown at once with the clock at the tap, queued once, and offered for undo', () => {
    const { actor, log, queued, undoOffer } = startRecorder();
    const goal = request();
    actor.send({ type: 'record', request: goal, player: player(), atMs: KICK_OFF + min(7), undo: offer(goal) });
    expect(log).toEqual(["show GOAL at 7'"]);
    expect(queued).toEqual([{ kind: 'event', matchId: playFirstHalf.id, body: goal }]);
    expect(undoOffer()).toEqual(offer(goal));
  });

  it('refused with nothing shown or queued when the match does not take it (before kick-off, at half time)', () => {
    for (const match of [scheduled, halfTime]) {
      const { actor, log, queued, undoOffer } = startRecorder(match);
      const goal = request();
      actor.send({ type: 'record', request: goal, player: player(), undo: offer(goal) });
      expect(log).toEqual([]);
      expect(queued).toEqual([]);
      expect(undoOffer()).toBeNull();
    }
  });

  it('a new tap for a player who has left is refused; the same write replayed from the outbox is followed (it was allowed when made)', () => {
    const { actor, log, queued } = startRecorder();
    const card = request('YELLOW_CARD');
    actor.send({ type: 'record', request: card, player: player({ sentOff: true, redCards: 1 }), undo: offer(card) });
    expect(log).toEqual([]);
    actor.send({ type: 'record', request: card, player: player({ sentOff: true, redCards: 1 }), atMs: KICK_OFF + min(2), stored: true });
    expect(log).toEqual(["show YELLOW_CARD at 2' (stored)"]);
    expect(queued).toEqual([{ kind: 'event', matchId: playFirstHalf.id, body: card, stored: true }]);
  });

  it('a stored write makes no undo offer', () => {
    const { actor, undoOffer } = startRecorder();
    const goal = request();
    actor.send({ type: 'record', request: goal, player: player(), stored: true, undo: offer(goal) });
    expect(undoOffer()).toBeNull();
  });

  it('a substitution needs one who may go off and one who may come on', () => {
    const { actor, log, queued } = startRecorder();
    const sub = { clientId: 'x-1', fromMatchUserId: 9, toMatchUserId: 5 };
    actor.send({ type: 'exchange', request: sub, from: bench, to: player() });
    expect(log).toEqual([]);
    const right = { clientId: 'x-2', fromMatchUserId: 5, toMatchUserId: 9 };
    actor.send({ type: 'exchange', request: right, from: player(), to: bench, undo: { clientId: 'x-2', label: '교체' } });
    expect(log).toEqual(['show exchange 5→9']);
    expect(queued).toEqual([{ kind: 'exchange', matchId: playFirstHalf.id, body: right }]);
  });

  it('a cancel this admin may not make is refused; one they may is shown and queued by server id or, not yet answered, by client id', () => {
    const refused = startRecorder(playFirstHalf, { mayTakeBack: false });
    refused.actor.send({ type: 'cancel', row: row(41), clientId: 'k-1' });
    expect(refused.log).toEqual([]);
    expect(refused.queued).toEqual([]);

    const { actor, log, queued } = startRecorder();
    actor.send({ type: 'cancel', row: row(41), clientId: 'k-2' });
    actor.send({ type: 'cancel', row: row(-3, { clientId: 'c-9' }), clientId: 'k-3' });
    expect(log).toEqual(['show cancel 41', 'show cancel -3']);
    expect(queued).toEqual([
      { kind: 'event.cancel', matchId: playFirstHalf.id, target: { eventId: 41 }, clientId: 'k-2' },
      { kind: 'event.cancel', matchId: playFirstHalf.id, target: { clientId: 'c-9' }, clientId: 'k-3' },
    ]);
  });

  it('되돌리기 takes the offer and cancels the write it names; with no offer open it does nothing', () => {
    const { actor, log, queued, undoOffer } = startRecorder();
    actor.send({ type: 'undo', row: row(-1), clientId: 'u-0' });
    expect(log).toEqual([]);
    const goal = request();
    actor.send({ type: 'record', request: goal, player: player(), atMs: KICK_OFF + min(1), undo: offer(goal) });
    actor.send({ type: 'undo', row: row(-1, { clientId: goal.clientId }), clientId: 'u-1' });
    expect(undoOffer()).toBeNull();
    expect(log).toEqual(["show GOAL at 1'", 'show cancel -1']);
    expect(queued.map((item) => item.kind)).toEqual(['event', 'event.cancel']);
  });

  it('the clock, kick-off cancel and the memo go to the match machine when it takes them', () => {
    const { actor, log, queued, matchState } = startRecorder(scheduled);
    actor.send({ type: 'memo.save', memo: '전반 메모' });
    expect(log).toEqual([]);
    actor.send({ type: 'time', action: { type: 'half.start', half: 'FIRST_HALF' }, atMs: KICK_OFF });
    expect(matchState()).toBe('PLAY_FIRST_HALF');
    actor.send({ type: 'memo.save', memo: '전반 메모' });
    actor.send({ type: 'kickoff.cancel' });
    expect(matchState()).toBe('SCHEDULED');
    expect(log).toEqual(['show memo 전반 메모', 'clear events']);
    expect(queued.map((item) => item.kind)).toEqual(['time', 'memo', 'kickoff.cancel']);
  });
});

describe("the server's word and the outbox", () => {
  it("the server's match reaches the match machine only while no write waits", () => {
    const { actor, matchState } = startRecorder();
    actor.send({ type: 'outbox.changed', pending: 1, headAttempts: 0 });
    expect(selectPending(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'server.synced', match: matchIn.HALF_TIME });
    expect(matchState()).toBe('PLAY_FIRST_HALF');
    actor.send({ type: 'outbox.changed', pending: 0, headAttempts: 0 });
    actor.send({ type: 'server.synced', match: matchIn.HALF_TIME });
    expect(matchState()).toBe('HALF_TIME');
  });

  it('a drained outbox asks for a re-read', () => {
    const { actor, log } = startRecorder();
    actor.send({ type: 'outbox.drained' });
    expect(log).toEqual(['resync']);
  });

  it('a live match change is applied to the caches and followed by the match machine, unless writes wait', () => {
    const changed = (match: MatchMachineMatch): LiveMessage => ({
      type: 'match.changed',
      seq: 3,
      matchState: match.matchState,
      match: { ...match, serverNow: new Date(KICK_OFF).toISOString() } as unknown as Match,
    });
    const { actor, log, matchState } = startRecorder();
    actor.send({ type: 'outbox.changed', pending: 2, headAttempts: 1 });
    actor.send({ type: 'live.message', message: changed(halfTime) });
    expect(matchState()).toBe('PLAY_FIRST_HALF');
    actor.send({ type: 'outbox.changed', pending: 0, headAttempts: 0 });
    actor.send({ type: 'live.message', message: changed(halfTime) });
    expect(matchState()).toBe('HALF_TIME');
    expect(log).toEqual(['live match.changed (writes wait)', 'live match.changed']);
  });

  it('a fresh stream re-reads what is older than its position at once when no write waits; a reconnect that caught up reads nothing', () => {
    const { actor, log } = startRecorder();
    actor.send({ type: 'live.ready', fresh: false, seq: 4 });
    actor.send({ type: 'live.ready', fresh: true, seq: 6 });
    expect(log).toEqual(['reread before 6']);
    actor.send({ type: 'outbox.drained' });
    expect(log).toEqual(['reread before 6', 'resync']);
  });

  it('a fresh stream that opens while writes wait has everything read again once they have drained (what came before it is not lost)', () => {
    const { actor, log } = startRecorder();
    actor.send({ type: 'outbox.changed', pending: 1, headAttempts: 0 });
    actor.send({ type: 'live.ready', fresh: true, seq: 5 });
    actor.send({ type: 'live.ready', fresh: true, seq: 7 });
    expect(log).toEqual([]);
    actor.send({ type: 'outbox.changed', pending: 0, headAttempts: 0 });
    actor.send({ type: 'outbox.drained' });
    expect(log).toEqual(['resync, all read again']);
    actor.send({ type: 'outbox.drained' });
    expect(log).toEqual(['resync, all read again', 'resync']);
  });

  it("keeps the stream's status for the screen", () => {
    const { actor, sendBacks } = startRecorder();
    expect(selectLive(actor.getSnapshot())).toBeNull();
    sendBacks.live!({ type: 'live.status', status: 'reconnecting' });
    expect(selectLive(actor.getSnapshot())).toBe('reconnecting');
  });

  it(
    "starts with the status its input gives (connecting where the device follows the match), so the stream's first report changes nothing the " +
      'screen shows',
    () => {
      const actor = createActor(recorderMachine, { input: { match: playFirstHalf, live: 'connecting' } });
      expect(selectLive(actor.getSnapshot())).toBe('connecting');
      expect(selectLive(createActor(recorderMachine, { input: { match: playFirstHalf } }).getSnapshot())).toBeNull();
    },
  );
});

describe("the recorder's states", () => {
  it('runs the outbox and the stream from the start, replays the stored writes once the reads are in, in order, then records', () => {
    const goal = request();
    const stored: RecorderEvent[] = [
      { type: 'record', request: goal, player: player(), atMs: KICK_OFF + min(4), stored: true },
      { type: 'cancel', row: row(-1, { clientId: goal.clientId }), clientId: 'k-9', stored: true },
    ];
    const { actor, log, queued, started } = startRecorder(playFirstHalf, { stored });
    expect(started).toEqual(['outbox', 'live']);
    expect(actor.getSnapshot().value).toBe('waitingForReads');
    actor.send({ type: 'reads.ready' });
    expect(started).toEqual(['outbox', 'live', 'storedWrites']);
    expect(log).toEqual(["show GOAL at 4' (stored)", 'show cancel -1', 'stop storedWrites']);
    expect(queued.every((item) => item.stored === true)).toBe(true);
    expect(actor.getSnapshot().value).toBe('recording');
  });

  it('stops what it runs when it stops', () => {
    const { actor, log } = startRecorder();
    actor.stop();
    expect(log).toEqual(expect.arrayContaining(['stop outbox', 'stop live']));
  });
});

// ---------------------------------------------------------------------------------------------
// Model-based: the paths of tests/paths/recorder.model.ts (walked on the real recorder), each
// replayed here on a recorder of its own whose match machine counts what it queues.

const paths = generatePaths(recorderModel);
const coverage = new PathCoverage(recorderModel);
/** The writes a step hands on: each one the match machine queues when the recorder takes it. */
const writeTypes = new Set(['record', 'exchange', 'cancel', 'undo', 'time', 'kickoff.cancel', 'memo.save']);

function replayPath(path: ModelPath) {
  coverage.begin(path);
  const queued: MatchOutboxItem[] = [];
  const machine = recorderWalkMachine.provide({
    actors: { match: matchMachine.provide({ actions: { enqueue: (_, item) => void queued.push(item), clearEvents: () => undefined } }) },
  });
  const actor = createActor(machine, { input: { match: scheduled } }).start();
  path.steps.forEach((step, i) => {
    const walked = (step.state as { context: RecorderWalkState }).context.real;
    if (i > 0) {
      const before = path.steps[i - 1]!.state;
      const taken = recorderModel.transitionsTaken(before, step.event, step.state).length > 0;
      // An undo hands on its cancel, which the match machine may still refuse (the half is over).
      const handsOn =
        step.event.type === 'undo'
          ? taken &&
            actor
              .getSnapshot()
              .context.match.getSnapshot()
              .can({ type: 'event.cancel', target: { eventId: 41 }, clientId: 'undo-41' })
          : taken;
      const queuedBefore = queued.length;
      actor.send(step.event as RecorderEvent);
      // A write the recorder takes is queued once; one it refuses, never.
      if (writeTypes.has(step.event.type)) expect(queued.length - queuedBefore, recorderModel.step(step.event)).toBe(handsOn ? 1 : 0);
      coverage.step(path.id, before, step.event, step.state);
    } else coverage.visit(path.id, step.state);
    const real = actor.getSnapshot();
    expect(leafPathOf(real)).toBe(leafPathOf(walked));
    expect(selectMatchState(real.context.match.getSnapshot())).toBe(selectMatchState(walked.context.match.getSnapshot()));
    expect(selectPending(real)).toBe(selectPending(walked));
    expect(selectUndoOffer(real.context.undoWindow.getSnapshot())).toEqual(selectUndoOffer(walked.context.undoWindow.getSnapshot()));
  });
  actor.stop();
}

describe('recorder, model-based', () => {
  test('the graph walk finds paths over every transition and to every state', () => {
    expect(paths.filter((p) => p.kind === 'shortest').length).toBeGreaterThanOrEqual(recorderModel.transitions.length);
    expect(new Set(paths.filter((p) => p.kind === 'simple').map((p) => p.target))).toEqual(new Set(leafStates(recorderModel)));
  });

  describeReplays(
    'shortest paths (one per edge)',
    recorderModel,
    paths.filter((p) => p.kind === 'shortest'),
    replayPath,
  );
  describeReplays(
    'simple paths (by state)',
    recorderModel,
    paths.filter((p) => p.kind === 'simple'),
    replayPath,
  );
  testEverythingReached(recorderModel, coverage);
});
