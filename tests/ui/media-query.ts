/**
 * A stand-in for `window.matchMedia` that answers one media query as told and tells its listeners
 * when the answer changes (a phone turned past a breakpoint). Any other query gets no answer.
 */
export function fakeMatchMedia(query: string, matches: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return matches;
    },
    addEventListener: (_: string, f: () => void) => listeners.add(f),
    removeEventListener: (_: string, f: () => void) => listeners.delete(f),
  };
  return {
    matchMedia: (asked: string) => (asked === query ? list : null),
    turn(now: boolean) {
      matches = now;
      for (const f of listeners) f();
    },
  };
}
