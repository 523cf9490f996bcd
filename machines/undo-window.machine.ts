/**
 * The record screen's undo window (decision 043): after a write made on this device, a toast offers to
 * take it back for a few seconds (`undoVisibleMs`), long enough for a thumb to find it and short
 * enough not to cover the next tap.
 *
 * States:
 * - `closed`: nothing is offered.
 * - `open`: one write is offered (`context.offer`); the offer lapses after `undoVisibleMs`.
 *
 * Events:
 * - `undo.offer`: a new write was made here. It replaces the offer, and the delay starts again.
 * - `undo.take`: the admin took the offer. The window closes; the recorder cancels the write.
 *
 * Pure: its only timer is XState's delayed transition, which the actor system's clock runs (a test
 * drives it with a simulated clock).
 */
import { assign, setup } from 'xstate';

/** What the undo toast offers: the write it would take back. */
export interface UndoOffer {
  clientId: string;
  /** The toast's text, e.g. '득점 기록됨'. */
  label: string;
}

/** How long an offer stays. */
export const undoVisibleMs = 5000;

export type UndoWindowEvent = { type: 'undo.offer'; offer: UndoOffer } | { type: 'undo.take' };

export const undoWindowMachine = setup({
  types: {
    context: {} as { offer: UndoOffer | null },
    events: {} as UndoWindowEvent,
  },
  delays: { undoVisible: undoVisibleMs },
  actions: {
    keepOffer: assign({ offer: ({ event }) => (event.type === 'undo.offer' ? event.offer : null) }),
    clearOffer: assign({ offer: null }),
  },
}).createMachine({
  id: 'undoWindow',
  context: { offer: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'undo.offer': { target: 'open', actions: 'keepOffer' } },
    },
    open: {
      after: { undoVisible: { target: 'closed', actions: 'clearOffer' } },
      on: {
        // Re-entered, so the delay counts from the newest write.
        'undo.offer': { target: 'open', reenter: true, actions: 'keepOffer' },
        'undo.take': { target: 'closed', actions: 'clearOffer' },
      },
    },
  },
});

/** The write the toast offers to take back, if any. */
export const selectUndoOffer = (snapshot: { context: { offer: UndoOffer | null } }): UndoOffer | null => snapshot.context.offer;
