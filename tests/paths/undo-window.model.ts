/**
 * The undo window's model (see model.ts, machines/undo-window.machine.ts): sample events (the
 * offer's delay as the event XState sends when it runs out), and the user-level step of each.
 */
import { undoWindowMachine, type UndoWindowEvent } from '#machines/undo-window.machine.ts';
import type { EventObject } from 'xstate';
import { flatModelParts, flatWalks, type MachineModel } from './model.ts';

/** The event XState sends itself when the open window's delay runs out. */
export const lapseEvent = { type: 'xstate.after.undoVisible.undoWindow.open' } as const;

/** Every event the machine knows, with a sample offer. */
export const undoWindowModelEvents = [{ type: 'undo.offer', offer: { clientId: 'c-1', label: '슈팅 기록됨' } }, { type: 'undo.take' }, lapseEvent] as const;

type Snap = { value: unknown };

/** The delay's event exists only while the window is open (its timer runs there). */
function eventsIn(state: Snap): UndoWindowEvent[] {
  return undoWindowModelEvents.filter((e) => state.value === 'open' || e.type !== lapseEvent.type) as unknown as UndoWindowEvent[];
}

function step(event: EventObject): string {
  switch (event.type) {
    case 'undo.offer':
      return 'record an event on this device (toast "… 기록됨", "되돌리기")';
    case 'undo.take':
      return 'tap "되돌리기"';
    case lapseEvent.type:
      return 'wait 5 seconds (the offer lapses)';
    default:
      return event.type;
  }
}

export const undoWindowModel: MachineModel = {
  name: 'undoWindow',
  unitTest: 'tests/machines/undo-window.machine.test.ts',
  summary: "The record screen's undo toast: closed, or offering the newest write until it lapses.",
  ...flatModelParts(undoWindowMachine),
  step,
  /** Shortest paths by edge, so a newer offer (a self-loop) and an ignored event get a path each. */
  walks: flatWalks(eventsIn),
};
