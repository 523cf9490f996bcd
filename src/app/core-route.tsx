/**
 * A route that needs the client core: provides it, parses the search parameters, applies the
 * guards and renders the page (bare, or inside the shell, which stays mounted between shell routes).
 */
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Loading } from '#src/components/ui/loading.tsx';
import { myTeamsQuery, userQuery } from '#src/lib/account.ts';
import { selectIsLoggedIn, selectUserId, type SessionSnapshot } from '#machines/session.machine.ts';
import { useServices } from '#src/lib/services.tsx';
import { CoreGate } from './core-gate.tsx';
import { RequireAccess, RequireRegistered, RequireSession } from './guards.tsx';
import { ErrorBoundary } from './layout/error-fallback.tsx';
import { useDocumentTitle } from './layout/use-document-title.ts';
import { lazyNamed } from './lazy-page.ts';
import type { CoreRouteProps } from './router.tsx';
import { parseSearch, searchSchemas } from './search-params.ts';

/** The shell (sidebar, dialogs, tooltips) loads only for pages inside it. */
const AppShell = lazyNamed<{ title: string; children: ReactNode }, typeof import('./layout/app-shell.tsx')>(
  () => import('./layout/app-shell.tsx'),
  'AppShell',
);

function Titled({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/** 403 → /unauthorized and 404 → /404 from the HTTP layer go through the router (no reload). */
function NavigatorBridge() {
  const { setNavigator } = useServices();
  const [, navigate] = useLocation();
  useEffect(() => {
    setNavigator?.((to) => navigate(to, { replace: true }));
  }, [setNavigator, navigate]);
  return null;
}

/**
 * Starts the page's reads as soon as the session holds a token (decision 037): they go out with the
 * guard's and the shell's reads, one batch after the renewal, instead of after the guard has decided
 * and the page has rendered. They start from the session's own change, not from a render after it:
 * on a phone, rendering the shell first costs a few hundred milliseconds. The server still decides
 * what the person may read.
 */
function usePageReads({ route, params }: Pick<CoreRouteProps, 'route' | 'params'>) {
  const { http, storage, session } = useServices();
  const queryClient = useQueryClient();
  // The params object is new on every render; its content is what matters.
  const paramsKey = JSON.stringify(params);
  useEffect(() => {
    const start = (snapshot: SessionSnapshot): boolean => {
      const userId = selectUserId(snapshot);
      if (!selectIsLoggedIn(snapshot) || userId === null) return false;
      if (route.layout === 'shell') {
        // The shell's and the guards' own reads (the person, their teams) go out in the same batch.
        void queryClient.prefetchQuery(userQuery(http, userId));
        void queryClient.prefetchQuery(myTeamsQuery(http, userId));
      }
      route.page.read({ http, queryClient, userId, currentTeamId: storage.getCurrentTeamId() }, JSON.parse(paramsKey) as Record<string, string>);
      return true;
    };
    if (start(session.actor.getSnapshot())) return;
    const subscription = session.actor.subscribe((snapshot) => {
      if (start(snapshot)) subscription.unsubscribe();
    });
    return () => subscription.unsubscribe();
  }, [route, paramsKey, session, http, queryClient, storage]);
}

export function CoreRoute(props: CoreRouteProps) {
  return (
    <CoreGate>
      <NavigatorBridge />
      <GuardedRoute {...props} />
    </CoreGate>
  );
}

function GuardedRoute({ route, params, location }: CoreRouteProps) {
  usePageReads({ route, params });
  const search = useSearch();
  const parsed = useMemo(
    () => (route.search ? (parseSearch(searchSchemas[route.search], search) as Record<string, unknown>) : {}),
    [route.search, search],
  );
  const Page = route.page;
  const page = <Page key={`${route.id}:${location}`} title={route.title} params={params} search={parsed} />;

  if (route.layout === 'bare') {
    const content = (
      <>
        <Titled title={route.title} />
        <Suspense fallback={<Loading fullScreen />}>{page}</Suspense>
      </>
    );
    return route.guard === 'public' ? content : <RequireSession>{content}</RequireSession>;
  }

  return (
    <ErrorBoundary resetKey={location}>
      <RequireSession>
        <RequireRegistered>
          <Suspense fallback={<Loading fullScreen />}>
            <AppShell title={route.title}>
              <Suspense fallback={<Loading />}>
                <RequireAccess key={`${route.id}:${location}`} guard={route.guard} params={params}>
                  {page}
                </RequireAccess>
              </Suspense>
            </AppShell>
          </Suspense>
        </RequireRegistered>
      </RequireSession>
    </ErrorBoundary>
  );
}
