/**
 * Matches the location against the route table and renders the route. Light public pages render
 * at once; every other route goes through the lazily loaded core route (session, guards, shell),
 * so /login loads none of that.
 */
import { Suspense, useEffect, useMemo } from 'react';
import { matchRoute, Redirect, useLocation, useRouter } from 'wouter';
import { Loading } from '#src/components/ui/loading.tsx';
import { lazyNamed } from './lazy-page.ts';
import { useDocumentTitle } from './layout/use-document-title.ts';
import { appRoutes, hasValidIds, type AppRoute } from './routes.ts';

export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string>;
}

export interface CoreRouteProps extends RouteMatch {
  location: string;
}

const CoreRoute = lazyNamed<CoreRouteProps, typeof import('./core-route.tsx')>(() => import('./core-route.tsx'), 'CoreRoute');

/** The first route whose pattern matches the path, with its parameters. */
export function matchAppRoute(routes: readonly AppRoute[], parser: ReturnType<typeof useRouter>['parser'], location: string): RouteMatch | null {
  for (const route of routes) {
    const [matched, params] = matchRoute(parser, route.path, location);
    if (matched) {
      const clean: Record<string, string> = {};
      for (const [key, value] of Object.entries(params ?? {})) if (typeof value === 'string' && !/^\d+$/.test(key)) clean[key] = value;
      return { route, params: clean };
    }
  }
  return null;
}

function Titled({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/** The whole routed app: unknown routes → /404, non-numeric ids → /404, then the route. */
export function AppRoutes({ routes = appRoutes }: { routes?: readonly AppRoute[] }) {
  const { parser } = useRouter();
  const [location] = useLocation();
  const match = useMemo(() => matchAppRoute(routes, parser, location), [routes, parser, location]);
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
