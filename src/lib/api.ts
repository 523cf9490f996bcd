/**
 * The app's singletons: one session and one HTTP client, wired to each other.
 *
 * - The session renews through the same client: `renewToken` is an open endpoint (/open-api/), so
 *   it carries no Bearer and never enters the 401 refresh flow, and as a POST it is never retried.
 * - A refresh that cannot reach the server (no network, timeout, 5xx, 429) while this device remembers
 *   who signed in last puts the session offline as that person (the session machine's `offline`),
 *   so a reload at the pitch still opens the record screen from the service worker's cache; going
 *   online refreshes. Leaving the session (logout, a refused refresh) forgets the person and the
 *   cached reads (src/lib/offline-cache.ts).
 * - 403 and 404 send the user to /unauthorized and /404. By default with `window.location`; the
 *   router calls `setNavigator` to take over without a reload.
 */
import { SessionUnreachableError } from '#machines/session.machine.ts';
import { createHttpClient } from '#src/lib/http/client.ts';
import { takeEarlyRenewal } from '#src/lib/early-renewal.ts';
import { renewNotAnswered } from '#src/lib/http/errors.ts';
import { forgetOfflineReads } from '#src/lib/offline-cache.ts';
import { createSession, tokenOfRenewal } from '#src/lib/session.ts';
import { storage } from '#src/lib/storage.ts';
import { apiBase } from './api-base.ts';

export type Navigate = (to: string) => void;

let navigate: Navigate = (to) => {
  if (typeof window !== 'undefined') window.location.assign(to);
};

/** Lets the router handle the HTTP layer's navigations (403 → /unauthorized, 404 → /404). */
export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

export const session = createSession({
  renewToken: async ({ signal }) => {
    // The entry may have asked already (src/lib/early-renewal.ts): its token is this renewal's.
    const early = await takeEarlyRenewal(tokenOfRenewal);
    if (early && !signal.aborted) return early;
    try {
      return await http.call('renewToken', { signal });
    } catch (error) {
      const lastUserId = storage.getLastLoggedInUserId();
      if (renewNotAnswered(error) && lastUserId !== null && !signal.aborted) throw new SessionUnreachableError(lastUserId, { cause: error });
      throw error;
    }
  },
});

export const http = createHttpClient({
  baseURL: apiBase,
  session,
  onForbidden: () => navigate('/unauthorized'),
  onNotFound: () => navigate('/404'),
});

// Remember who signed in last (the lastLoggedInUserId of docs/product.md §3); the token itself stays in memory.
// Every way into loggedOut after a start (logout, a refused refresh, a token refused twice) ends
// this device's session: the person and the cached reads are forgotten.
session.subscribe((state) => {
  if (state.isLoggedIn && state.userId !== null) storage.setLastLoggedInUserId(state.userId);
  if (state.status === 'loggedOut') {
    storage.removeLastLoggedInUserId();
    void forgetOfflineReads();
  }
});

// Offline as the last person: the network is back, sign in properly (the outbox then drains).
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    if (session.isOffline()) void session.refresh();
  });
}
