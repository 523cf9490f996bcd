/**
 * The recorder's model (see model.ts, machines/recorder.machine.ts). The recorder's guards read its
 * spawned children (may the match machine take this write now; is an undo offer open), and
 * `@xstate/graph`'s walk of a machine runs no actions, so a child would never move (decision 045).
 * The walk therefore runs on the REAL recorder: each snapshot of the walk is a real actor's, with its
 * real children, and that actor persisted; a step restores a new actor from it and sends one event
 * more (a snapshot's children are never moved by a later step). The effects the app provides are stand-ins that do nothing; `mayTakeBack` says yes (the
 * ownership rules are match.ownership.ts's, tested on their own).
 */
import type { LiveMessage, Match, MatchEvent, MatchPlayer, RecordEventRequest } from '#contract/matches.ts';
import { matchMachine, selectMatchState } from '#machines/match.machine.ts';
import { recorderMachine, selectPending, type RecorderEvent, type RecorderInput, type RecorderSnapshot } from '#machines/recorder.machine.ts';
import { selectUndoOffer } from '#machines/undo-window.machine.ts';
import { createActor, fromCallback, fromTransition, type AnyStateMachine, type EventObject } from 'xstate';
import { matchPlayer as aMatchPlayer } from '../support/match-player.ts';
import { KICK_OFF, halfTime, min, scheduled } from './match.model.ts';
import { edgeKey, nestedModelParts, type MachineModel, type WalkStep } from './model.ts';

const nothing = fromCallback(() => undefined);

/** The recorder with stand-ins for every effect: nothing is shown, queued, sent or read. */
export const recorderWalkMachine = recorderMachine.provide({
  actors: {
    match: matchMachine.provide({ actions: { enqueue: () => undefined, clearEvents: () => undefined } }),
    outbox: nothing,
    live: nothing,
    storedWrites: nothing,
  },
  guards: { mayTakeBack: () => true },
  actions: {
    showRecorded: () => undefined,
    showExchanged: () => undefined,
    showCancelled: () => undefined,
    showMemo: () => undefined,
    applyLive: () => undefined,
    rereadOlder: () => undefined,
    resync: () => undefined,
  },
});

/** A real recorder, by default of a scheduled match (the record screen opened before kick-off). */
const newRecorder = (input: RecorderInput = { match: scheduled }) => createActor(recorderWalkMachine, { input }).start();

/** A recorder restored from a persisted snapshot (a copy: restoring revives the snapshot in place). */
const restore = (persisted: unknown) =>
  createActor(recorderWalkMachine, { snapshot: structuredClone(persisted) as never, input: { match: scheduled } }).start();

/**
 * The walk's snapshot: a real recorder's, and that recorder persisted (its children's snapshots
 * included), from which the next step's recorder is restored.
 */
export interface RecorderWalkState {
  real: RecorderSnapshot;
  persisted: unknown;
}
type WalkSnapshot = { context: RecorderWalkState };

function walkState(actor: ReturnType<typeof newRecorder>): RecorderWalkState {
  const real = actor.getSnapshot();
  const persisted = actor.getPersistedSnapshot();
  actor.stop();
  return { real, persisted };
}

/** One step: a new real recorder, restored from the last and sent one event more. */
function stepFrom(state: RecorderWalkState, event: EventObject): RecorderWalkState {
  // The same recorder sent the same event ends the same: the walks and the browser's tour planning
  // ask this again and again (a real actor costs ~1 ms; the key ~0.05).
  const key = `${JSON.stringify(state.persisted)} ${JSON.stringify(event)}`;
  const known = stepped.get(key);
  if (known) return known;
  const actor = restore(state.persisted);
  actor.send(event as RecorderEvent);
  const next = walkState(actor);
  stepped.set(key, next);
  return next;
}
const stepped = new Map<string, RecorderWalkState>();

/** The logic the graph walks; its input is the recorder's (a page load of the user model starts one). */
export const recorderWalkLogic = fromTransition(stepFrom, ({ input }: { input?: RecorderInput }) => walkState(newRecorder(input)));

/** A walked path's own snapshots, step by step from its events (the walk shares one per key). */
function replaySteps(steps: readonly WalkStep[]): WalkStep[] {
  const out: WalkStep[] = [];
  for (const [i, step] of steps.entries()) {
    const state = i === 0 ? walkState(newRecorder()) : stepFrom((out[i - 1]!.state as WalkSnapshot).context, step.event);
    out.push({ event: step.event, state: { ...(step.state as object), context: state } });
  }
  return out;
}

/** A match player of FC 한강 (김민준, #10, starting up front), with `over` changed. */
export const matchPlayer = (over: Partial<MatchPlayer> = {}): MatchPlayer =>
  aMatchPlayer({ id: 5, userId: 105, name: '김민준', number: 10, matchPosition: 'FW', matchGrid: 12, startGrid: 12, ...over });
export const onPitch = matchPlayer();
const substitutedOff = matchPlayer({ id: 6, name: '이서준', subOut: true, matchGrid: null });
export const onBench = matchPlayer({ id: 9, name: '박지훈', role: 'SUB_PLAYER', matchGrid: null, startGrid: null });
export const goalFor = (p: MatchPlayer): RecordEventRequest => ({ clientId: `goal-${p.id}`, teamId: 1, matchUserId: p.id, eventType: 'GOAL', description: '' });
/** A row of the log: 김민준's goal in the 3rd minute, with `over` changed. */
export function eventRow(id: number, over: Partial<MatchEvent> = {}): MatchEvent {
  return {
    id,
    clientId: null,
    eventType: 'GOAL',
    teamId: 1,
    teamName: 'FC 한강',
    matchUserId: 5,
    userId: 105,
    userName: '김민준',
    parentId: null,
    recordedByTeamId: 1,
    halfType: 'FIRST_HALF',
    elapsedMinutes: 3,
    createdAt: new Date(KICK_OFF + min(3)).toISOString(),
    ...over,
  };
}
export const recordedRow = eventRow(41, { clientId: 'goal-5' });
const atHalfTime = { ...halfTime, serverNow: new Date(KICK_OFF + min(47)).toISOString() } as unknown as Match;
const halfTimeMessage: LiveMessage = { type: 'match.changed', seq: 7, matchState: 'HALF_TIME', match: atHalfTime };

/** Every event the recorder knows, with sample payloads: each write, the screen's reads and replay, the outbox's and the stream's reports. */
export const recorderModelEvents: readonly RecorderEvent[] = [
  { type: 'reads.ready' },
  { type: 'replay.done' },
  { type: 'time', action: { type: 'half.start', half: 'FIRST_HALF' }, atMs: KICK_OFF },
  { type: 'time', action: { type: 'half.end', half: 'FIRST_HALF' }, atMs: KICK_OFF + min(46) },
  { type: 'kickoff.cancel' },
  { type: 'record', request: goalFor(onPitch), player: onPitch, atMs: KICK_OFF + min(3), undo: { clientId: 'goal-5', label: '득점 기록됨' } },
  { type: 'record', request: goalFor(substitutedOff), player: substitutedOff, atMs: KICK_OFF + min(4) },
  {
    type: 'exchange',
    request: { clientId: 'sub-1', fromMatchUserId: onPitch.id, toMatchUserId: onBench.id },
    from: onPitch,
    to: onBench,
    atMs: KICK_OFF + min(5),
  },
  { type: 'cancel', row: recordedRow, clientId: 'cancel-41' },
  { type: 'undo', row: recordedRow, clientId: 'undo-41' },
  { type: 'memo.save', memo: '비 옴' },
  { type: 'server.synced', match: halfTime },
  { type: 'outbox.changed', pending: 1, headAttempts: 0 },
  { type: 'outbox.changed', pending: 0, headAttempts: 0 },
  { type: 'outbox.drained' },
  { type: 'live.status', status: 'reconnecting' },
  { type: 'live.message', message: halfTimeMessage },
  { type: 'live.ready', fresh: true, seq: 7 },
];

/** Before the reads and during the replay: a few writes and reports show they are taken then too. */
const earlyEvents = new Set(['time', 'record', 'outbox.changed', 'server.synced', 'live.message']);

/** The screen's reads and its replay come once each, in their state; every event while recording. */
function eventsIn(snapshot: WalkSnapshot): RecorderEvent[] {
  const state = snapshot.context.real.value as string;
  if (state === 'recording') return recorderModelEvents.filter((e) => e.type !== 'reads.ready' && e.type !== 'replay.done');
  return recorderModelEvents.filter((e) => (state === 'waitingForReads' ? e.type === 'reads.ready' : e.type === 'replay.done') || earlyEvents.has(e.type));
}

/** What steers the recorder's next step: its state, the match's, writes waiting, an open offer. */
function stateName(snapshot: WalkSnapshot): string {
  const real = snapshot.context.real;
  const match = selectMatchState(real.context.match.getSnapshot());
  const offer = selectUndoOffer(real.context.undoWindow.getSnapshot()) !== null;
  return `${String(real.value)} ${match}${selectPending(real) > 0 ? ' +waiting' : ''}${offer ? ' +offer' : ''}`;
}

/** Events of one type that take different guards apart. */
function eventName(event: EventObject): string {
  const e = event as RecorderEvent;
  if (e.type === 'time') return `time ${e.action.type} ${e.action.half}`;
  if (e.type === 'record') return `record ${e.player?.subOut ? 'off' : 'on'}`;
  if (e.type === 'outbox.changed') return `outbox.changed ${e.pending}`;
  return e.type;
}

function step(event: EventObject): string {
  const e = event as RecorderEvent;
  switch (e.type) {
    case 'reads.ready':
      return 'the players, the log, the score and the roles are read';
    case 'replay.done':
      return 'the writes left from before are replayed';
    case 'time':
      return `${e.action.type === 'half.start' ? 'start' : 'end'} the first half`;
    case 'kickoff.cancel':
      return 'cancel kick-off ("시작 취소")';
    case 'record':
      return e.player?.subOut ? `tap 득점 for ${e.player.name}, substituted off` : `tap 득점 for ${e.player?.name}`;
    case 'exchange':
      return 'substitute 박지훈 for 김민준 ("교체하기")';
    case 'cancel':
      return "cancel 김민준's goal from the log";
    case 'undo':
      return 'tap "되돌리기"';
    case 'memo.save':
      return 'save the memo ("간편 메모")';
    case 'server.synced':
      return 'the server says the match is at half time (a re-read)';
    case 'outbox.changed':
      return e.pending > 0 ? 'a write waits in the outbox' : 'the outbox is empty';
    case 'outbox.drained':
      return 'the outbox drained after sending';
    case 'live.status':
      return 'the live stream is reconnecting';
    case 'live.message':
      return 'the live stream says the other admin ended the first half';
    case 'live.ready':
      return 'the live stream is caught up, fresh';
    default:
      return event.type;
  }
}

const parts = nestedModelParts(recorderMachine as unknown as AnyStateMachine);

/** Asked of a recorder restored to `before`: its guards read its children as they were then. */
function transitionsTaken(before: unknown, event: EventObject): string[] {
  const { persisted } = (before as WalkSnapshot).context;
  const key = `${JSON.stringify(persisted)} ${JSON.stringify(event)}`;
  const known = taken.get(key);
  if (known) return [...known];
  const actor = restore(persisted);
  const snapshot = actor.getSnapshot();
  const names = parts.transitionsTaken(snapshot, event);
  // An undo raises the cancel of its row in the same step (its guards do not read the undo window).
  const e = event as RecorderEvent;
  if (e.type === 'undo' && e.row && names.length > 0)
    names.push(...parts.transitionsTaken(snapshot, { type: 'cancel', row: e.row, clientId: e.clientId } as EventObject));
  actor.stop();
  taken.set(key, names);
  return [...names];
}
const taken = new Map<string, string[]>();

export const recorderModel: MachineModel = {
  name: 'recorder',
  unitTest: 'tests/machines/recorder.machine.test.ts',
  summary:
    "The record screen's one actor: it waits for the reads, replays what the outbox kept, then takes the admin's writes through the match machine, " +
    'the undo window and the outbox.',
  ...parts,
  // The graph walks the real recorder (above), not the machine's pure transition function.
  machine: recorderWalkLogic as unknown as AnyStateMachine,
  chart: recorderMachine as unknown as AnyStateMachine,
  stateOf: (snapshot) => parts.stateOf((snapshot as WalkSnapshot).context.real),
  statesOf: (snapshot) => parts.statesOf((snapshot as WalkSnapshot).context.real),
  transitionsTaken,
  step,
  replaySteps,
  raises: { undo: ['cancel'] },
  walks: {
    shortest: { events: eventsIn, serializeState: edgeKey(stateName, eventName) },
    simple: { events: eventsIn, serializeState: (snapshot: WalkSnapshot) => String(snapshot.context.real.value) },
  },
};
