/**
 * The paths the API knows, from the endpoint table of contract/endpoints.ts plus the paths that
 * are no JSON call (the sign-in redirect, the live streams, the calendar feed and an export link's file). Used to tell an unknown path (404)
 * from a known path asked with the wrong method (405) before any route runs.
 */
import { type EndpointName, type HttpMethod, authorizePath, calendarFeedPath, endpoints, exportFilePath, streams } from '#contract/endpoints.ts';

export interface KnownRoute {
  method: HttpMethod;
  path: string;
  /** The endpoint-table row, or null for the extra paths. */
  name: EndpointName | null;
}

export const knownRoutes: KnownRoute[] = [
  ...Object.entries(endpoints).map(([name, e]) => ({ method: e.method, path: e.path, name: name as EndpointName })),
  { method: 'GET', path: authorizePath, name: null },
  ...Object.values(streams).map((s) => ({ method: 'GET' as const, path: s.path, name: null })),
  { method: 'GET', path: calendarFeedPath, name: null },
  { method: 'GET', path: exportFilePath, name: null },
];

/** `/api/v1/users/{id}` → `/api/v1/users/:id`, Hono's pattern syntax. */
export function toHonoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Names of the `{placeholders}` of a table path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

interface CompiledRoute extends KnownRoute {
  regex: RegExp;
  /** How many segments are literal: `/teams/join` beats `/teams/{id}` for the path `/teams/join`. */
  literalSegments: number;
}

const compiled: CompiledRoute[] = knownRoutes.map((r) => ({
  ...r,
  regex: new RegExp(
    `^${r.path
      .split(/\{\w+\}/)
      .map(escapeRegex)
      .join('[^/]+')}/?$`,
  ),
  literalSegments: r.path.split('/').filter((s) => s && !s.startsWith('{')).length,
}));

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The known routes a path matches, only the most specific ones (most literal segments); none for an unknown path. */
export function mostSpecificRoutes(path: string): KnownRoute[] {
  const matching = compiled.filter((r) => r.regex.test(path));
  if (matching.length === 0) return [];
  const best = Math.max(...matching.map((r) => r.literalSegments));
  return matching.filter((r) => r.literalSegments === best);
}

export type Resolution = { kind: 'found' } | { kind: 'wrong-method'; allow: HttpMethod[] } | { kind: 'unknown' };

/**
 * Resolves a request path against the known routes. Only the most specific patterns count, so
 * `GET /api/v1/users/withdraw` is a wrong method (withdraw is PATCH), not a user whose id is "withdraw".
 */
export function resolveRoute(method: string, path: string): Resolution {
  const candidates = mostSpecificRoutes(path);
  if (candidates.length === 0) return { kind: 'unknown' };
  const wanted = method === 'HEAD' ? 'GET' : method;
  if (candidates.some((r) => r.method === wanted)) return { kind: 'found' };
  return { kind: 'wrong-method', allow: [...new Set(candidates.map((r) => r.method))] };
}

/** Known routes ordered most specific first, the order to register them with Hono. */
export function bySpecificity<T extends { path: string }>(routes: T[]): T[] {
  const literal = (p: string) => p.split('/').filter((s) => s && !s.startsWith('{')).length;
  return [...routes].sort((a, b) => literal(b.path) - literal(a.path));
}
