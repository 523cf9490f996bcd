/** The production core: the app singletons and one query client (loaded lazily by CoreGate). */
import { parse } from 'regexparam';
import { http, session, setNavigator } from '#src/lib/api.ts';
import { renewsAtOnce } from '#src/lib/early-renewal.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { storage } from '#src/lib/storage.ts';
import type { Core } from './core-gate.tsx';
import { startRouteReads } from './route-reads.ts';
import { hasValidIds, matchRoutes } from './route-table.ts';
import { appRoutes } from './routes.ts';
import { registerServiceWorker } from './service-worker.ts';

const queryClient = createQueryClient();

export const core: Core = {
  services: { session, http, storage, setNavigator },
  queryClient,
};

registerServiceWorker(() => void queryClient.refetchQueries({ type: 'active' }));

// A device that was signed in renews its session as soon as the core is here, not after the route's
// first render (decision 037: on a phone that render is a few hundred milliseconds); the renewal the
// entry started takes its place, and the session guard waits for this same one. The address's reads
// go out as soon as it brings a token, before that render too (src/app/route-reads.ts).
const path = window.location.pathname;
if (renewsAtOnce(path, storage.getLastLoggedInUserId() !== null)) {
  void session.refresh();
  const match = matchRoutes(appRoutes, parse, path);
  if (match && hasValidIds(match.params)) startRouteReads({ session, http, storage, queryClient }, match.route, match.params, { onlyThisRenewal: true });
}
