/**
 * A route that needs the client core: provides it, parses the search parameters, applies the
 * guards and renders the page (bare, or inside the shell, which stays mounted between shell routes).
 */
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Loading } from '#src/components/ui/loading.tsx';
import { myTeamsQuery, userQuery, useSessionState } from '#src/lib/account.ts';
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
 * and the page has rendered. The server still decides what the person may read.
 */
function usePageReads({ route, params }: Pick<CoreRouteProps, 'route' | 'params'>) {
  const { http, storage } = useServices();
  const queryClient = useQueryClient();
  const { status, userId } = useSessionState();
  const signedInAs = status === 'loggedIn' ? userId : null;
  // The params object is new on every render; its content is what matters.
  const paramsKey = JSON.stringify(params);
  useEffect(() => {
    if (signedInAs === null) return;
    if (route.layout === 'shell') {
      // The shell's and the guards' own reads (the person, their teams) would wait for the first
      // render of the shell; they go out in the same batch.
      void queryClient.prefetchQuery(userQuery(http, signedInAs));
      void queryClient.prefetchQuery(myTeamsQuery(http, signedInAs));
    }
    const context = { http, queryClient, userId: signedInAs, currentTeamId: storage.getCurrentTeamId() };
    route.page.read(context, JSON.parse(paramsKey) as Record<string, string>);
  }, [route, paramsKey, signedInAs, http, queryClient, storage]);
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
