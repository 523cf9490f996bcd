/**
 * A route that needs the client core: provides it, parses the search parameters, applies the
 * guards and renders the page (bare, or inside the shell, which stays mounted between shell routes).
 */
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Loading } from '#src/components/ui/loading.tsx';
import { useServices } from '#src/lib/services.tsx';
import { CoreGate } from './core-gate.tsx';
import { RequireAccess, RequireRegistered, RequireSession } from './guards.tsx';
import { ErrorBoundary } from './layout/error-fallback.tsx';
import { useDocumentTitle } from './layout/use-document-title.ts';
import { lazyNamed } from '#src/lib/lazy-named.ts';
import type { AppRoute } from './routes.ts';
import { startRouteReads } from './route-reads.ts';
import { listenForOpenRequests } from './service-worker.ts';
import { parseSearch, searchSchemas } from '#src/lib/search-params.ts';

/** A route of the table and the path parameters the location gave it. */
export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string>;
}

export interface CoreRouteProps extends RouteMatch {
  location: string;
}

/** The shell (sidebar, dialogs, tooltips) loads only for pages inside it. */
/** Loads the shell's code ahead of the first render (src/app/router.tsx, loadForFirstRender). */
export const loadAppShell = () => AppShell.load();

const AppShell = lazyNamed<{ title: string; children: ReactNode }, typeof import('./layout/app-shell.tsx')>(() => import('./layout/app-shell.tsx'), 'AppShell');

function Titled({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/**
 * 403 → /unauthorized and 404 → /404 from the HTTP layer go through the router (no reload), and so
 * does a tapped notification's page (the service worker asks, src/app/service-worker.ts).
 */
function NavigatorBridge() {
  const { setNavigator } = useServices();
  const [, navigate] = useLocation();
  useEffect(() => {
    setNavigator?.((to) => navigate(to, { replace: true }));
  }, [setNavigator, navigate]);
  useEffect(() => listenForOpenRequests((to) => navigate(to)), [navigate]);
  return null;
}

/** The route's reads (src/app/route-reads.ts), for every address the route shows. */
function useRouteReads({ route, params }: Pick<CoreRouteProps, 'route' | 'params'>) {
  const { http, storage, session } = useServices();
  const queryClient = useQueryClient();
  // The params object is new on every render; its content is what matters.
  const paramsKey = JSON.stringify(params);
  useEffect(
    () => startRouteReads({ session, http, storage, queryClient }, route, JSON.parse(paramsKey) as Record<string, string>),
    [route, paramsKey, session, http, queryClient, storage],
  );
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
  useRouteReads({ route, params });
  const search = useSearch();
  const parsed = useMemo(() => (route.search ? (parseSearch(searchSchemas[route.search], search) as Record<string, unknown>) : {}), [route.search, search]);
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
