/**
 * The app's singletons: one session and one HTTP client, wired to each other.
 *
 * - The session renews through the same client: `renewToken` is an open endpoint (/open-api/), so
 *   it carries no Bearer and never enters the 401 refresh flow, and as a POST it is never retried.
 * - 403 and 404 send the user to /unauthorized and /404. By default with `window.location`; the
 *   router calls `setNavigator` to take over without a reload.
 */
import { createHttpClient } from '#src/lib/http/client.ts';
import { createSession } from '#src/lib/session.ts';
import { storage } from '#src/lib/storage.ts';

export type Navigate = (to: string) => void;

let navigate: Navigate = (to) => {
  if (typeof window !== 'undefined') window.location.assign(to);
};

/** Lets the router handle the HTTP layer's navigations (403 → /unauthorized, 404 → /404). */
export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

export const session = createSession({
  renewToken: ({ signal }) => http.call('renewToken', { signal }),
});

export const http = createHttpClient({
  baseURL: import.meta.env.VITE_API_BASE ?? '',
  session,
  onForbidden: () => navigate('/unauthorized'),
  onNotFound: () => navigate('/404'),
});

// Remember who signed in last (spec §3's lastLoggedInUserId); the token itself stays in memory.
session.subscribe((state) => {
  if (state.isLoggedIn && state.userId !== null) storage.setLastLoggedInUserId(state.userId);
});
