/**
 * The entry, a few kilobytes: on a phone the app's own code (src/app/boot.tsx and the client core,
 * about 170 KB) takes more than a second to arrive, so before asking for it the entry starts what
 * would otherwise wait for it (decision 038): the session renewal, the page's code, found
 * in the light route table, and on a page that needs the session the data layer (src/app/data.ts,
 * about 40 KB), which starts the page's reads as soon as the renewal brings a token. The server's
 * Link header has the browser fetch these chunks beside this one (server/client-preload.ts). While
 * they download, it loads the date formats' data (src/lib/warm-date-formats.ts).
 */
import { parse } from 'regexparam';
import { loadChunk } from './lib/chunk-reload.ts';
import { hasValidIds, matchRoutes, routeTable } from './app/route-table.ts';
import { hasRememberedPerson, renewsAtOnce, startEarlyRenewal } from './lib/early-renewal.ts';
import { warmDateFormats } from './lib/warm-date-formats.ts';
import { readServerState } from './app/server-state.ts';

const path = window.location.pathname;
// A document the server rendered for a signed-in person (decision 104) renews too, remembered or not.
const renewing = renewsAtOnce(path, hasRememberedPerson() || readServerState(document)?.person != null);
if (renewing) startEarlyRenewal(import.meta.env.VITE_API_BASE ?? '');

// A failed early load is asked for again by the app, which then applies the reload-once rule.
const match = matchRoutes(routeTable, parse, path);
if (match && hasValidIds(match.params)) {
  match.route.page.load().catch(() => undefined);
  match.route.page.early?.().catch(() => undefined);
}
if (renewing) import('./app/data.ts').catch(() => undefined);

// A failed preload of a chunk's imports rejects its import (Vite's vite:preloadError, not
// prevented): loadChunk then applies the reload-once rule to the chunk it was loading.
void loadChunk('boot', () => import('./app/boot.tsx'));

// In the next task, so the requests above go out first; the main thread then waits on the network.
setTimeout(warmDateFormats);
