/**
 * Refuses a cross-site browser request to the session endpoints (decision 030): sign-in code exchange,
 * renew and logout answer 403 10008 unless the request comes from one of the app's own origins.
 *
 * - `Origin` present: it must be the app's origin (PUBLIC_URL), one of APP_ORIGINS, or the origin
 *   the request itself was sent to (its Host: a same-origin request, e.g. the app opened through a
 *   local proxy on another port; another site's page cannot send our Host with our cookies). `Origin:
 *   null` (a sandboxed frame, a redirect chain) is foreign.
 * - `Origin` absent: browsers send it on every POST made by `fetch` or a form, so a request without
 *   one is not a page's doing (curl, the tests, a server) and cannot carry a visitor's cookies by
 *   surprise; it passes. Unless `Sec-Fetch-Site: cross-site` says a browser sent it from another
 *   site after all.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';
import { errorResponse } from './errors.ts';

/** The origins allowed to call the session endpoints. */
export function allowedOrigins(config: Pick<Config, 'publicUrl' | 'appOrigins'>, requestOrigin: string): string[] {
  return [requestOrigin, ...(config.publicUrl ? [config.publicUrl] : []), ...config.appOrigins];
}

/** Whether a request comes from an allowed origin, or from no browser page at all. */
export function isOwnOrigin(c: Context, config: Pick<Config, 'publicUrl' | 'appOrigins'>): boolean {
  const origin = c.req.header('origin');
  if (origin === undefined) return c.req.header('sec-fetch-site')?.toLowerCase() !== 'cross-site';
  return allowedOrigins(config, new URL(c.req.url).origin).includes(origin.trim());
}

/** A middleware answering 403 10008 to a foreign POST; other methods pass (a GET there is only a 405). */
export function refuseForeignOrigin(config: Pick<Config, 'publicUrl' | 'appOrigins'>): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST' || isOwnOrigin(c, config)) return next();
    return errorResponse(c, 'FOREIGN_ORIGIN');
  };
}
