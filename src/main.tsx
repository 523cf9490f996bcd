/**
 * The entry, a few kilobytes: on a phone the app's own code (src/app/boot.tsx and the client core,
 * about 200 KB) takes more than a second to arrive, so before asking for it the entry starts what
 * would otherwise wait for it (issue #15, decision 038): the session renewal and the page's code,
 * found in the light route table. The server's Link header has the browser fetch the app's chunks
 * beside this one (server/client-preload.ts).
 */
import { parse } from 'regexparam';
import { loadChunk, reloadOnceForChunkError } from './lib/chunk-reload.ts';
import { hasValidIds, matchRoutes, routeTable } from './app/route-table.ts';
import { hasRememberedPerson, renewsAtOnce, startEarlyRenewal } from './lib/early-renewal.ts';

// Vite reports a failed preload of a code chunk here: reload once to get the new build.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});

const path = window.location.pathname;
if (renewsAtOnce(path, hasRememberedPerson())) startEarlyRenewal(import.meta.env.VITE_API_BASE ?? '');

// A failed early load is retried by the router, which then applies the reload-once rule.
const match = matchRoutes(routeTable, parse, path);
if (match && hasValidIds(match.params)) match.route.page.load().catch(() => undefined);

void loadChunk(() => import('./app/boot.tsx'));
