/**
 * What lies below a phone's first screen, built after the first screen has painted (decision 041). On a
 * cold visit the app's last byte arrives, and the 4× slower CPU of a phone then builds and lays out
 * the whole screen before it paints any of it: on the match page about half of that work is the
 * lineups, the event log and the statistics, which a phone shows only when scrolled to. Here the
 * first render leaves them out; React builds them at once after, in a deferred render it breaks up
 * so the browser paints the first screen in between (`useDeferredValue` with an initial value).
 * Nothing is read later: the parts get the data the page already holds.
 */
import { useDeferredValue, type ReactNode } from 'react';

/**
 * False in the page's first render, true in the one React runs right after it has painted: for
 * parts whose code or content can wait until then (the confirm dialog's body, decision 046).
 */
export function useAfterFirstPaint(): boolean {
  return useDeferredValue(true, false);
}

/** Its children, from the render after the page's first one. */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
