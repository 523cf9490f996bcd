/**
 * The query cache of a server-rendered document's hydration (decision 104), apart from
 * server-state.ts, which the entry reads before TanStack Query has loaded.
 */
import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { ServerRenderState } from './server-state.ts';

/**
 * Seeds `queryClient` with the reads the document was rendered from, each as old as it was on the
 * server but on this device's clock: a read's time is the server's, and the screens that set the
 * server's clock against the device's by it (the record screen's match clock) would otherwise take
 * the device's clock for the server's.
 */
export function seedFromServerState(queryClient: QueryClient, state: ServerRenderState, now = Date.now()): void {
  if (!state.queries) return;
  const shift = now - state.renderedAt;
  hydrate(queryClient, {
    ...state.queries,
    queries: state.queries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: query.state.dataUpdatedAt + shift } })),
  });
}
