/**
 * Leaving a page with unsaved work asks first. wouter has no blocker, so the guard sits in the one
 * place every in-app navigation passes: the router's location hook. Wrapped by {@link guardLocation},
 *
 * - a navigation (a link, `navigate`, React Aria's router, the HTTP layer's redirects) while a
 *   blocker is set is handed to the blocker instead, which runs it or drops it;
 * - Back and Forward cannot be stopped (the browser has already changed the URL), so while a
 *   blocker is set the hook keeps answering the guarded path — the page stays mounted with its
 *   work — and the blocker decides: leave (the new path shows) or stay (the guarded URL is pushed
 *   back onto the history).
 *
 * Reloads and closing the tab are the browser's own `beforeunload` prompt (see use-unsaved-changes.tsx).
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { BaseLocationHook } from 'wouter';

/** What a page that holds unsaved work answers to a navigation attempt. */
export interface NavigationBlocker {
  /** The path the page lives at (the hook keeps answering it while the blocker decides). */
  path: string;
  /** Called with the navigation to run once the person agrees, and what to do if they do not. */
  request: (proceed: () => void, stay: () => void) => void;
}

let blocker: NavigationBlocker | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets the one blocker (a later page's replaces an earlier one's); answers the function that removes it. */
export function setNavigationBlocker(next: NavigationBlocker): () => void {
  blocker = next;
  notify();
  return () => {
    if (blocker !== next) return;
    blocker = null;
    notify();
  };
}

/** Removes the blocker at once, e.g. right before navigating away after a save. */
export function clearNavigationBlocker(): void {
  if (!blocker) return;
  blocker = null;
  notify();
}

export function currentNavigationBlocker(): NavigationBlocker | null {
  return blocker;
}

// Back/Forward already happened in the browser: ask once per attempt, not on every render.
let pendingPop: string | null = null;

/**
 * A location hook that honours the blocker. Keeps the base hook's `searchHook` and `hrefs`, so it
 * wraps the browser's hook and wouter's memory location (tests) alike.
 */
export function guardLocation<THook extends BaseLocationHook>(useBase: THook): THook {
  function useGuardedLocation(...args: unknown[]) {
    const [path, navigate] = useBase(...args);
    const active = useSyncExternalStore(subscribe, currentNavigationBlocker, currentNavigationBlocker);

    // Stable like the base hook's own navigate: effects that list it as a dependency must not re-run.
    const guardedNavigate = useCallback(
      (to: string, ...rest: unknown[]) => {
        const current = currentNavigationBlocker();
        if (!current) return navigate(to, ...rest);
        current.request(
          () => {
            clearNavigationBlocker();
            navigate(to, ...rest);
          },
          () => undefined,
        );
      },
      [navigate],
    );

    if (active && path !== active.path) {
      if (pendingPop !== path) {
        pendingPop = path;
        const held = active;
        // Out of render: the request opens a dialog (a state update of another component).
        queueMicrotask(() =>
          held.request(
            () => {
              pendingPop = null;
              clearNavigationBlocker();
            },
            () => {
              pendingPop = null;
              navigate(held.path);
            },
          ),
        );
      }
      return [active.path, guardedNavigate] as [string, typeof guardedNavigate];
    }
    return [path, guardedNavigate] as [string, typeof guardedNavigate];
  }
  return Object.assign(useGuardedLocation, { searchHook: useBase.searchHook, hrefs: useBase.hrefs }) as unknown as THook;
}
