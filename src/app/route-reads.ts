/**
 * A route's reads, started as soon as the session holds a token (decisions 037, 038): the page's own
 * (its `PageReads`, src/lib/page-reads.ts) and, inside the shell, the shell's and the guards' (the
 * person, their teams), all in one batch after the renewal, rather than after the guard has decided
 * and the page has rendered. Started from the session's own change, not from a render after it: on a
 * phone a render costs a few hundred milliseconds. The server still decides what the person may read.
 *
 * Two callers, one rule: the client's data layer starts the reads of the address it was opened at as
 * soon as it runs, before the app's code has arrived (src/app/data.ts), and the route starts those
 * of every address it shows (core-route.tsx); asking twice reads once (the queries are fresh, or
 * already on their way). The pages' reads live in light modules of their own, so this one loads no UI.
 */
import type { QueryClient } from '@tanstack/react-query';
import { selectIsLoggedIn, selectIsRefreshing, selectUserId, type SessionSnapshot } from '#machines/session.machine.ts';
import { lineupEditReads } from '#src/features/lineup/lineup-edit-reads.ts';
import { teamProfileReads } from '#src/features/teams/team-profile-reads.ts';
import { myTeamsQuery, userQuery } from '#src/lib/queries/users.ts';
import { matchOverviewReads, matchRecordReads } from '#src/lib/match-reads.ts';
import type { PageReads } from '#src/lib/page-reads.ts';
import type { Services } from '#src/lib/services.tsx';
import { parse } from 'regexparam';
import { hasValidIds, matchRoutes, type RouteEntry, type RouteId } from './route-table.ts';

/** The pages that read before they render: the main screens. */
export const pageReads: Partial<Record<RouteId, PageReads>> = {
  teamHome: teamProfileReads,
  matchOverview: matchOverviewReads,
  matchRecord: matchRecordReads,
  lineupEdit: lineupEditReads,
};

export interface RouteReadServices extends Pick<Services, 'session' | 'http' | 'storage'> {
  queryClient: QueryClient;
}

/**
 * Starts the reads of `route` at `params` now if the session holds a token, else at its first signed-in
 * state. With `onlyThisRenewal`, stops waiting once the session settles without one (signed out,
 * offline): the address's guard takes over then. Answers a function that stops waiting.
 */
export function startRouteReads(
  { session, http, storage, queryClient }: RouteReadServices,
  route: Pick<RouteEntry, 'id' | 'layout'>,
  params: Record<string, string>,
  { onlyThisRenewal = false } = {},
): () => void {
  // true: done (started, or no longer waiting).
  const settle = (snapshot: SessionSnapshot): boolean => {
    const userId = selectUserId(snapshot);
    if (!selectIsLoggedIn(snapshot) || userId === null) return onlyThisRenewal && !selectIsRefreshing(snapshot);
    if (route.layout === 'shell') {
      void queryClient.prefetchQuery(userQuery(http, userId));
      void queryClient.prefetchQuery(myTeamsQuery(http, userId));
    }
    pageReads[route.id as RouteId]?.({ http, queryClient, userId, currentTeamId: storage.getCurrentTeamId() }, params);
    return true;
  };
  if (settle(session.actor.getSnapshot())) return () => undefined;
  const subscription = session.actor.subscribe((snapshot) => {
    if (settle(snapshot)) subscription.unsubscribe();
  });
  return () => subscription.unsubscribe();
}

/**
 * Starts the reads of the route at `path` (a query string is not the route's), as startRouteReads
 * does; answers the route, or null when no route takes the path (the navigation then shows /404).
 */
export function startAddressReads<R extends Pick<RouteEntry, 'id' | 'layout' | 'path'>>(
  services: RouteReadServices,
  routes: readonly R[],
  path: string,
  options: { onlyThisRenewal?: boolean } = {},
): R | null {
  const match = matchRoutes(routes, parse, path.split(/[?#]/)[0]);
  if (!match || !hasValidIds(match.params)) return null;
  startRouteReads(services, match.route, match.params, options);
  return match.route;
}

/**
 * Services['prepare'] (src/lib/services.tsx): starts what opening `path` needs before the app goes
 * there — its page's code and, once the session holds a token, its reads.
 */
export function prepareAddress(
  services: RouteReadServices,
  routes: readonly (Pick<RouteEntry, 'id' | 'layout' | 'path'> & { page: { load: () => Promise<unknown> } })[],
  path: string,
): void {
  const route = startAddressReads(services, routes, path, { onlyThisRenewal: true });
  void route?.page.load().catch(() => undefined);
}
