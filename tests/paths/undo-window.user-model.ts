/**
 * The undo toast as a user sees it (decision 022) on the record screen: after a team counter's +, a
 * toast "… 기록됨" with 되돌리기; a newer write replaces it; 되돌리기 takes it; five seconds without a
 * tap let it go. Each step lists what the recorder (machines/recorder.machine.ts) sends the real undo
 * window (machines/undo-window.machine.ts).
 */
import type { UndoOffer, UndoWindowEvent } from '#machines/undo-window.machine.ts';
import { lapseEvent, undoWindowModel } from './undo-window.model.ts';
import type { RealOp, UserModel, UserStep } from './user-model.ts';

/** Two team counters, so that a second write can replace the first one's offer. */
export const undoStats = ['코너 킥', '오프 사이드'] as const;
export type UndoStat = (typeof undoStats)[number];

export interface UndoUserState {
  /** The write the toast offers to take back, by its counter (null: no toast). */
  toast: UndoStat | null;
}

export type UndoUserEvent = { type: 'ADD'; stat: UndoStat } | { type: 'TAP_UNDO' } | { type: 'WAIT_OUT' };

/** The toast's text for a counter's write (src/lib/messages/match-record.ts `recorded`). */
export const toastText = (stat: UndoStat) => `${stat} 기록됨`;

const send = (event: UndoWindowEvent | typeof lapseEvent): RealOp => ({ send: event });
const offer = (stat: UndoStat): UndoOffer => ({ clientId: `write-${stat}`, label: toastText(stat) });

function events(s: UndoUserState): UndoUserEvent[] {
  const adds = undoStats.filter((stat) => stat !== s.toast).map((stat) => ({ type: 'ADD', stat }) as const);
  return s.toast === null ? adds : [...adds, { type: 'TAP_UNDO' }, { type: 'WAIT_OUT' }];
}

function next(_: UndoUserState, e: UndoUserEvent): UserStep<UndoUserState> {
  switch (e.type) {
    case 'ADD':
      return { state: { toast: e.stat }, real: [send({ type: 'undo.offer', offer: offer(e.stat) })] };
    case 'TAP_UNDO':
      return { state: { toast: null }, real: [send({ type: 'undo.take' })] };
    case 'WAIT_OUT':
      return { state: { toast: null }, real: [send(lapseEvent)] };
  }
}

function step(e: UndoUserEvent): string {
  switch (e.type) {
    case 'ADD':
      return `add a ${e.stat} for the home team ("${e.stat} 추가")`;
    case 'TAP_UNDO':
      return 'tap "되돌리기" on the toast';
    case 'WAIT_OUT':
      return 'wait without a tap until the toast goes (5 seconds)';
  }
}

const seen = (s: UndoUserState) => (s.toast === null ? 'no toast' : `toast "${toastText(s.toast)}"`);

export const undoWindowUserModel: UserModel<UndoUserState, UndoUserEvent> = {
  real: undoWindowModel,
  open: { state: { toast: null }, real: [{ start: undefined }] },
  events,
  next,
  seen,
  seenStates: ['no toast', ...undoStats.map((stat) => seen({ toast: stat }))],
  eventTypes: ['ADD', 'TAP_UNDO', 'WAIT_OUT'],
  realState: (s) => (s.toast === null ? 'closed' : 'open'),
  step,
  key: (s) => JSON.stringify(s),
  maxSteps: 3,
};
