/**
 * What a request's log line (decision 096) and its metrics (decision 097) name instead of its path: the endpoint table's path
 * (`/api/v1/matches/{matchId}`), found the way resolveRoute finds it, or one of a few fixed buckets.
 * Never the raw path: a calendar feed's or an export link's path carries its token, and ids would
 * make every line its own route and every request its own time series.
 */
import { healthPath, readyPath } from '#contract/health.ts';
import { metricsPath } from '#contract/metrics.ts';
import { devAuthPath } from '../auth/dev-provider.ts';
import { mostSpecificRoutes } from '../http/route-table.ts';

/** Paths answered by name, outside the table. */
const fixedPaths = new Set([healthPath, readyPath, metricsPath, '/openapi.json', devAuthPath]);

export function routeTemplate(method: string, path: string): string {
  if (path === '/api' || path.startsWith('/api/') || path === '/open-api' || path.startsWith('/open-api/')) {
    const routes = mostSpecificRoutes(path);
    const wanted = method === 'HEAD' ? 'GET' : method;
    return (routes.find((r) => r.method === wanted) ?? routes[0])?.path ?? 'other';
  }
  if (fixedPaths.has(path)) return path;
  if (path.startsWith('/uploads/')) return '/uploads/{key}';
  return method === 'GET' || method === 'HEAD' ? 'static' : 'other';
}

const knownMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The method a metric is labelled with: one of the HTTP methods the app knows, else `OTHER` (a label set stays small). */
export function methodLabel(method: string): string {
  const upper = method.toUpperCase();
  return knownMethods.includes(upper) ? upper : 'OTHER';
}
