/**
 * What lies below a phone's first screen, built after the first screen has painted (decision 041). On a
 * cold visit the app's last byte arrives, and the 4× slower CPU of a phone then builds and lays out
 * the whole screen before it paints any of it: on the match page about half of that work is the
 * lineups, the event log and the statistics, which a phone shows only when scrolled to. Here the
 * first render leaves them out; React builds them at once after, in a deferred render it breaks up
 * so the browser paints the first screen in between (`useDeferredValue` with an initial value).
 * Nothing is read later: the parts get the data the page already holds.
 */
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useServerFirstRender } from './first-render.ts';

/**
 * False in the page's first render, true in the one React runs right after it has painted: for
 * parts whose code or content can wait until then (the confirm dialog's body, decision 046). A
 * screen the server rendered (decision 104) has them in its HTML, painted before any script runs:
 * its render and the hydration build them at once (or the phone's largest paint would be a part
 * drawn only after the scripts: the match page's share card was, at 2.3–2.8 s).
 */
export function useAfterFirstPaint(): boolean {
  const [serverRendered] = useState(useServerFirstRender());
  const deferred = useDeferredValue(true, false);
  return serverRendered || deferred;
}

/** Its children, from the render after the page's first one. */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
