/**
 * The recorder as the admin sees it on the record screen (decision 022): the same screen, taps and
 * moves as the match machine's user model (match.user-model.ts: its states, events and what the
 * screen shows), with the events the app sends the recorder (machines/recorder.machine.ts) instead:
 * the screen's reads and its replay as it opens, each tap as a write, what the outbox reports (a
 * write waiting, none, the drain and the re-read after it), and the live stream's status, `ready`
 * and the other admin's `match.changed`.
 */
import type { MatchState } from '#contract/enums.ts';
import type { RecorderEvent } from '#machines/recorder.machine.ts';
import { KICK_OFF, matchIn, min } from './match.model.ts';
import { clockLabels, matchUserModel, type MatchUserEvent, type MatchUserState } from './match.user-model.ts';
import { goalFor, onBench, onPitch, recorderModel, recordedRow } from './recorder.model.ts';
import type { RealOp, UserModel, UserStep } from './user-model.ts';

const send = (event: RecorderEvent): RealOp => ({ send: event });
const waiting = (pending: number) => send({ type: 'outbox.changed', pending, headAttempts: 0 });
const synced = (state: MatchState) => send({ type: 'server.synced', match: matchIn[state] });
/** The outbox sends what waits, drains, and the match is read again. */
const drained = (server: MatchState) => [waiting(0), send({ type: 'outbox.drained' }), synced(server)];
const otherAdmin = (state: MatchState) =>
  send({
    type: 'live.message',
    message: { type: 'match.changed', seq: 1, matchState: state, match: { ...matchIn[state], serverNow: new Date(KICK_OFF).toISOString() } as never },
  });

/** The recorder's event for one of the admin's taps (the match user model's own writes). */
function tap(e: MatchUserEvent): RealOp[] | null {
  switch (e.type) {
    case 'PRESS_CLOCK':
      return [send({ type: 'time', action: clockLabels[e.label], atMs: KICK_OFF + min(1) })];
    case 'CANCEL_KICKOFF':
      return [send({ type: 'kickoff.cancel' })];
    case 'RECORD_GOAL':
      return [send({ type: 'record', request: goalFor(onPitch), player: onPitch, undo: { clientId: 'goal-5', label: '득점 기록됨' } })];
    case 'SUBSTITUTE':
      return [send({ type: 'exchange', request: { clientId: 'sub-1', fromMatchUserId: onPitch.id, toMatchUserId: onBench.id }, from: onPitch, to: onBench })];
    // The corner is sent and answered before the toast's 되돌리기 (the binding waits for the drain).
    case 'CORNER_THEN_UNDO':
      return [
        send({
          type: 'record',
          request: { ...goalFor(onPitch), eventType: 'CORNER_KICK', matchUserId: null },
          player: null,
          undo: { clientId: 'goal-5', label: '코너 킥 기록됨' },
        }),
        send({ type: 'undo', row: recordedRow, clientId: 'undo-41' }),
      ];
    case 'WRITE_MEMO':
      return [send({ type: 'memo.save', memo: '메모' })];
    default:
      return null;
  }
}

function next(s: MatchUserState, e: MatchUserEvent): UserStep<MatchUserState> {
  const step = matchUserModel.next(s, e);
  const state = step.state;
  const own = tap(e);
  if (own) {
    // Queued behind the writes that wait; with the network open, sent, drained and read again at once.
    return { state, real: s.net === 'stalled' ? [...own, waiting(state.held.length)] : [...own, waiting(1), ...drained(state.server)] };
  }
  switch (e.type) {
    case 'OTHER_ADMIN':
      return { state, real: [otherAdmin(state.server)] };
    case 'RELOAD':
      return { state, real: opening(state.server) };
    case 'NETWORK_STALLS':
      return { state, real: [] };
    case 'NETWORK_RETURNS':
      return { state, real: drained(state.server) };
    // The drain's read waits with the other reads.
    case 'WRITES_GET_THROUGH':
      return { state, real: [waiting(0), send({ type: 'outbox.drained' })] };
    case 'READS_GET_THROUGH':
      return { state, real: [synced(state.server)] };
    default:
      throw new Error(`not a user event of the record screen: ${e.type}`);
  }
}

/** A page load: a new recorder of the match as read, its reads, an empty replay, and the stream's first `ready`. */
const opening = (state: MatchState): RealOp[] => [
  { start: { match: matchIn[state], live: 'connecting' } },
  send({ type: 'reads.ready' }),
  send({ type: 'replay.done' }),
  send({ type: 'live.status', status: 'live' }),
  send({ type: 'live.ready', fresh: true, seq: 1 }),
];

export const recorderUserModel: UserModel<MatchUserState, MatchUserEvent> = {
  ...matchUserModel,
  real: recorderModel,
  open: { state: matchUserModel.open.state, real: opening('SCHEDULED') },
  next,
  // After its reads and replay, the recorder records whatever the screen shows.
  realState: () => 'recording',
  // Every step replays real actors: shorter generated paths than the match machine's (8) keep the
  // check of them all in seconds; the browser's tours are planned with their own budget.
  maxSteps: 5,
};
