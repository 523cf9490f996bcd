/**
 * The environment the app runs in, read from the real browser once per page load: the user agent and
 * the browser's features do not change while the page lives (e2e sets them through Playwright's
 * user agent and an init script, the way a real in-app browser has them).
 */
import { detectEnvironment, readBrowserFacts, type Environment } from './environment.ts';

let read: Environment | null = null;

export function currentEnvironment(): Environment {
  read ??= detectEnvironment(readBrowserFacts());
  return read;
}

/** A hook by name only: the value is fixed for the page's life, so it never re-renders. */
export function useEnvironment(): Environment {
  return currentEnvironment();
}
