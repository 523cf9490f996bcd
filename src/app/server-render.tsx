/**
 * The server's render of an address's first screen (decision 104), built apart (`vite build --ssr`,
 * dist/.ssr/) and run by the server for a document request (server/render/). The app's own routes,
 * providers, guards, pages and read definitions: the reads go through `fetch` (the server hands
 * one that asks its own app, with the person's token, so every rule of the API applies), the page's
 * code is loaded before the render as the boot does, and the tree is the one the boot hydrates.
 * The session renders as the boot's does on such a page: renewing, the person known.
 */
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { parse } from 'regexparam';
import type { UserLifecycle } from '#contract/enums.ts';
import { createHttpClient } from '#src/lib/http/client.ts';
import { HttpError } from '#src/lib/http/errors.ts';
import { myTeamsQuery, userQuery } from '#src/lib/queries/users.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { createSession } from '#src/lib/session.ts';
import { storage } from '#src/lib/storage.ts';
import { AppProviders } from './providers.tsx';
import { pageReads } from './route-reads.ts';
import { hasValidIds, matchRoutes, type RouteId } from './route-table.ts';
import { AppRoutes, loadForFirstRender } from './router.tsx';
import { appRoutes } from './routes.ts';
import { serverStateScript, type ServerRenderState } from './server-state.ts';
import { documentTitle } from './layout/use-document-title.ts';

/** The routes whose first screen the server renders: /login and the main screens (decision 104). */
export const serverRenderedRoutes: readonly RouteId[] = ['login', 'teamHome', 'matchOverview', 'matchRecord'];

export interface RenderRequest {
  /** The address's path (no query string). */
  path: string;
  /** Its query string, without `?`. */
  search: string;
  /** The person of the page cookie and an access token of theirs; null when nobody is signed in. */
  person: { userId: number; userLifecycle: UserLifecycle; accessToken: string } | null;
  /** Asks the app itself (the server's `app.request`). */
  fetch: typeof globalThis.fetch;
  /** Ends the render's reads (the server's time budget). */
  signal: AbortSignal;
  /** Hears a component's error in the render (tests); the outcome is `refused` either way. */
  onError?: (error: unknown) => void;
}

/**
 * `html` for #root, `state` (the inline script) and `title` (the document's, which the app sets only
 * once its scripts run: an in-app browser's bar shows it from the first byte) when the address renders; `skip` when it is no
 * route rendered here (or needs a person and has none); `refused` with a reason free of personal data
 * when a read failed (the plain shell then, as before decision 104).
 */
export type RenderOutcome = { kind: 'rendered'; html: string; state: string; title: string } | { kind: 'skip' } | { kind: 'refused'; reason: string };

/** Resolves once no query of `queryClient` is fetching, a task after the last one ended (reads that start others). */
function readsSettled(queryClient: ReturnType<typeof createQueryClient>, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () =>
      setTimeout(() => {
        if (queryClient.isFetching() > 0) return;
        unsubscribe();
        resolve();
      });
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    signal.addEventListener('abort', () => {
      unsubscribe();
      reject(new Error('time budget exceeded'));
    });
    check();
  });
}

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

export async function renderPage({ path, search, person, fetch, signal, onError }: RenderRequest): Promise<RenderOutcome> {
  const match = matchRoutes(appRoutes, parse, path);
  if (!match || !hasValidIds(match.params) || !serverRenderedRoutes.includes(match.route.id as RouteId)) return { kind: 'skip' };
  const { route, params } = match;
  if (!route.light && person?.userLifecycle !== 'ACTIVE') return { kind: 'skip' };

  const queryClient = createQueryClient();
  // Reads as the person, with their token; nothing retried: the budget is short and the plain shell is the fallback.
  const reader = createSession({ renewToken: () => Promise.reject(new Error('no renewal on the server')) });
  const http = createHttpClient({ baseURL: '', session: reader, fetch, retries: 0 });
  // What the tree sees: the boot's session on such a page (renewing, the person known).
  const session = createSession({
    renewToken: ({ signal: stop }) => new Promise((_, reject) => stop.addEventListener('abort', () => reject(new Error('stopped')))),
  });
  try {
    if (person && !route.light) {
      reader.setToken({ accessToken: person.accessToken, userId: person.userId, userLifecycle: person.userLifecycle });
      session.actor.send({ type: 'session.resume', userId: person.userId, userLifecycle: person.userLifecycle });
      void queryClient.prefetchQuery(userQuery(http, person.userId));
      void queryClient.prefetchQuery(myTeamsQuery(http, person.userId));
      pageReads[route.id as RouteId]?.({ http, queryClient, userId: person.userId, currentTeamId: null }, params);
      await readsSettled(queryClient, signal);
      const failed = queryClient
        .getQueryCache()
        .getAll()
        .find((query) => query.state.status === 'error');
      if (failed) {
        const error = failed.state.error;
        return { kind: 'refused', reason: error instanceof HttpError ? `a read answered ${error.status}` : `a read failed (${error?.name ?? 'unknown'})` };
      }
    }
    await loadForFirstRender(path, () => Promise.resolve());
    const server = { path: search ? `${path}?${search}` : path, context: {} as { redirectTo?: string } };
    const services = { session, http, storage };
    const failures: unknown[] = [];
    // One instant for the render and the state: the hydration draws by the same time (useNowAsRendered).
    const renderedAt = Date.now();
    const renderOnce = async () => {
      const { prelude } = await prerenderToNodeStream(
        <StrictMode>
          <AppProviders services={services} queryClient={queryClient} server={server} renderedAt={renderedAt}>
            <AppRoutes />
          </AppProviders>
        </StrictMode>,
        {
          signal,
          // One document, every boundary in place: React would send a part larger than this apart,
          // with an inline script to move it in (for streaming; the content policy refuses it).
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          // A part that failed would be left to the client (its fallback in the HTML): the whole page is, instead.
          onError: (error) => {
            failures.push(error);
            onError?.(error);
          },
        },
      );
      return toText(prelude);
    };
    let html = await renderOnce();
    // A lazy part met for the first time in this process suspends, and React then sends its content
    // apart with an inline script that puts it in place (which the content policy refuses): once
    // more, its code now loaded, and the HTML is whole.
    if (html.includes('<template id="B:')) html = await renderOnce();
    if (html.includes('<script')) return { kind: 'refused', reason: 'a part of the page did not finish' };
    if (failures.length > 0)
      return { kind: 'refused', reason: `a component failed to render (${failures[0] instanceof Error ? failures[0].name : 'unknown'})` };
    // A guard sent the person elsewhere: the client does the same at once, from the plain shell.
    if (server.context.redirectTo) return { kind: 'refused', reason: 'the route sends elsewhere' };
    const state: ServerRenderState = {
      path,
      person: person && !route.light ? { userId: person.userId, userLifecycle: person.userLifecycle } : null,
      queries: route.light ? null : dehydrate(queryClient),
      renderedAt,
    };
    return { kind: 'rendered', html, state: serverStateScript(state), title: documentTitle(route.title) };
  } finally {
    reader.stop();
    session.stop();
    queryClient.clear();
  }
}
