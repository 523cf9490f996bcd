/**
 * The app's one toast queue (docs/product.md §8): at most 4 visible, each gone after 3 s. Only the queue
 * lives here (no rendering), so any module may raise a toast without loading the region.
 */
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';
import { constants } from '#src/lib/constants.ts';

export type ToastKind = 'success' | 'error' | 'info';
export interface ToastMessage {
  kind: ToastKind;
  text: string;
}

export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: constants.toast.maxVisible });

function add(kind: ToastKind, text: string) {
  return toastQueue.add({ kind, text }, { timeout: constants.toast.durationMs });
}

/** Shows a notification that hides itself after 3 s. */
export const toast = {
  success: (text: string) => add('success', text),
  error: (text: string) => add('error', text),
  info: (text: string) => add('info', text),
};
