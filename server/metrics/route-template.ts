/**
 * What a request is counted under (decision 097): a label must come from a small, fixed set, or every
 * new id, token or file name would make a new time series. An API request counts under its endpoint
 * table path (`/api/v1/matches/{matchId}`), found as server/http/route-table.ts resolves routes (a
 * 405 under the path it matched); everything else under a few fixed buckets.
 */
import { mostSpecificRoutes } from '../http/route-table.ts';

/** Non-API paths that are themselves a bucket: fixed, few. */
const fixedPaths = ['/openapi.json', '/metrics', '/dev-auth/authorize'];
const knownMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const isApiPath = (path: string) => /^\/(api|open-api)(\/|$)/.test(path);

/** The route label of a request: a table path, `/uploads/{key}`, a fixed path, `static` (the client's files and pages) or `other`. */
export function routeTemplate(method: string, path: string): string {
  const candidates = mostSpecificRoutes(path);
  if (candidates.length > 0) {
    const wanted = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
    return (candidates.find((r) => r.method === wanted) ?? candidates[0]).path;
  }
  if (isApiPath(path)) return 'other';
  if (path.startsWith('/uploads/')) return '/uploads/{key}';
  if (fixedPaths.includes(path)) return path;
  return ['GET', 'HEAD'].includes(method.toUpperCase()) ? 'static' : 'other';
}

/** The method label: one of the HTTP methods the app knows, else `OTHER`. */
export function methodLabel(method: string): string {
  const upper = method.toUpperCase();
  return knownMethods.includes(upper) ? upper : 'OTHER';
}
