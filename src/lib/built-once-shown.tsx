/**
 * Parts a phone keeps out of sight until asked for (display: none below a breakpoint: the sidebar
 * drawer, the record screen's other team and its counters, the lineup editor's other lists) are built
 * the first time they show, not with the first screen. On the team page and the record screen they
 * were a third to a half of the elements React built and the browser laid out before a phone could
 * paint the screen (decision 040). From the breakpoint up they show, so they are built at
 * once. A part once built stays built: hiding it again keeps its state, and showing it again is free.
 */
import { useCallback, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Whether the window is narrower than `breakpoint` (a min-width media query such as the theme's
 * `media.md`). A window that cannot answer media queries (jsdom) counts as wide.
 */
export function isBelowBreakpoint(breakpoint: string, win: Window = window): boolean {
  return queryOf(breakpoint, win)?.matches === false;
}

/**
 * One MediaQueryList per window's `matchMedia` and query, whose `matches` stays current: React reads a
 * store's snapshot on every render of a reader and again after it, and `matchMedia` builds and
 * evaluates a new list each call (on the record screen, for every part of the sheet, on every tap).
 * Kept by the function itself, so a window whose `matchMedia` is replaced (a test's stand-in) asks anew.
 */
const queries = new WeakMap<Window['matchMedia'], Map<string, MediaQueryList>>();
function queryOf(breakpoint: string, win: Window): MediaQueryList | null {
  const matchMedia = win.matchMedia as Window['matchMedia'] | undefined;
  if (!matchMedia) return null;
  let lists = queries.get(matchMedia);
  if (!lists) queries.set(matchMedia, (lists = new Map()));
  let list = lists.get(breakpoint);
  if (!list) lists.set(breakpoint, (list = win.matchMedia(breakpoint)));
  return list;
}

/** `isBelowBreakpoint`, kept current as the window turns or is resized across the breakpoint. */
function useBelowBreakpoint(breakpoint: string, win: Window | undefined): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const query = win && queryOf(breakpoint, win);
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    [breakpoint, win],
  );
  // The server's render and its hydration assume a phone (src/lib/first-render.ts, decision 104).
  return useSyncExternalStore(
    subscribe,
    () => win === undefined || isBelowBreakpoint(breakpoint, win),
    () => true,
  );
}

/** Whether a part that shows from `breakpoint` up, and below it only when `shown`, is to be built. */
export function useBuiltOnceShown(shown: boolean, breakpoint: string, win: Window | undefined = globalThis.window): boolean {
  const below = useBelowBreakpoint(breakpoint, win);
  const [shownOnce, setShownOnce] = useState(shown);
  if (shown && !shownOnce) setShownOnce(true);
  return shownOnce || !below;
}

/** Its children, from the first time they are to be seen (see `useBuiltOnceShown`). */
export function BuiltOnceShown({ shown, breakpoint, children }: { shown: boolean; breakpoint: string; children: ReactNode }) {
  return useBuiltOnceShown(shown, breakpoint) ? children : null;
}
