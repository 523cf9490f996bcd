/**
 * Matches the location against the route table and renders the route. Light public pages render
 * at once; every other route goes through the lazily loaded core route (session, guards, shell),
 * so /login loads none of that.
 */
import { Suspense, useEffect, useMemo } from 'react';
import { parse } from 'regexparam';
import { Redirect, useLocation, useRouter } from 'wouter';
import { Loading } from '#src/components/ui/loading.tsx';
import { lazyNamed } from '#src/lib/lazy-named.ts';
import { useDocumentTitle } from './layout/use-document-title.ts';
import { hasValidIds, matchRoutes } from './route-table.ts';
import { appRoutes, type AppRoute } from './routes.ts';
import type { CoreRouteProps, RouteMatch } from './core-route.tsx';

const CoreRoute = lazyNamed<CoreRouteProps, typeof import('./core-route.tsx')>(() => import('./core-route.tsx'), 'CoreRoute');

/**
 * Loads what the first render of `path` needs before it happens: the page's code and, for a route
 * that needs the session, the client core, the route wrapper and the shell. Their downloads are
 * already under way (the entry and the server's Link header asked for them); waiting for them lets
 * the first render show the screen in one pass instead of a spinner for each lazy part, which React
 * then reveals no sooner than 300 ms later. A failure is left to the render (the reload-once rule).
 */
export async function loadForFirstRender(path: string, loadCore: () => Promise<unknown>): Promise<void> {
  const match = matchRoutes(appRoutes, parse, path);
  if (!match || !hasValidIds(match.params)) return;
  const loads: Promise<unknown>[] = [match.route.page.load()];
  if (!match.route.light)
    loads.push(
      loadCore(),
      CoreRoute.load()
        .then(() => import('./core-route.tsx'))
        .then((m) => m.loadAppShell()),
    );
  await Promise.all(loads).catch(() => undefined);
}

function Titled({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/** The whole routed app: unknown routes → /404, non-numeric ids → /404, then the route. */
export function AppRoutes({ routes = appRoutes }: { routes?: readonly AppRoute[] }) {
  const { parser } = useRouter();
  const [location] = useLocation();
  const match = useMemo((): RouteMatch | null => matchRoutes(routes, parser, location), [routes, parser, location]);
  // The page's code loads beside the client core and the session renewal, not after the guard.
  useEffect(() => {
    if (match && hasValidIds(match.params)) match.route.page.preload();
  }, [match]);

  if (!match || !hasValidIds(match.params)) return <Redirect to="/404" replace />;
  const { route, params } = match;

  if (route.light) {
    const Page = route.page;
    return (
      <>
        <Titled title={route.title} />
        <Suspense fallback={<Loading fullScreen />}>
          <Page key={route.id} title={route.title} params={params} search={{}} />
        </Suspense>
      </>
    );
  }
  return (
    <Suspense fallback={<Loading fullScreen />}>
      <CoreRoute route={route} params={params} location={location} />
    </Suspense>
  );
}
