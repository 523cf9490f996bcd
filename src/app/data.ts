/**
 * The client's data layer: the app singletons (session, HTTP client, stored values) and the one query
 * client; no UI. The entry loads it beside the app (decision 038): on a device that was signed in it
 * takes the early renewal and starts the address's reads at once, so their answers are in the query
 * cache by the time the app's code (React, the shell, the page; about 170 KB compressed) has arrived
 * and run. The client core (src/app/core.ts) hands the same singletons to the React tree.
 */
import { http, session, setNavigator } from '#src/lib/api.ts';
import { renewsAtOnce } from '#src/lib/early-renewal.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import type { Services } from '#src/lib/services.tsx';
import { storage } from '#src/lib/storage.ts';
import { prepareAddress, startAddressReads } from './route-reads.ts';
import { routeTable } from './route-table.ts';
import { seedFromServerState } from './server-seed.ts';
import { readServerState } from './server-state.ts';

export const queryClient = createQueryClient();

const routeServices = { session, http, storage, queryClient };

export const services: Services = {
  session,
  http,
  storage,
  setNavigator,
  prepare: (to) => prepareAddress(routeServices, routeTable, to),
};

// A document the server rendered (decision 104) brings the reads it was rendered from and who is
// signed in: the cache starts with them, and the session renews as that person (the first render
// then equals the server's). Their reads are not started at the renewal: one that found its query
// stale could bring newer data (a goal, a notice) before the app hydrates, and the hydration would
// then differ from the server's HTML; the pages' queries read again after they have mounted.
// Otherwise the renewal the entry started becomes the session's (the session guard waits for this
// same one), and the address's reads go out as soon as it brings a token (src/app/route-reads.ts).
const path = window.location.pathname;
const rendered = readServerState(document);
if (rendered) seedFromServerState(queryClient, rendered);
if (rendered?.person) session.actor.send({ type: 'session.resume', ...rendered.person });
else if (renewsAtOnce(path, storage.getLastLoggedInUserId() !== null)) void session.refresh();
if (!rendered && session.isRefreshing()) startAddressReads(routeServices, routeTable, path, { onlyThisRenewal: true });
