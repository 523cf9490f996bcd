/**
 * Serving the built client (STATIC_DIR, default ./dist) from the API's own process and origin:
 * hashed files under /assets/ are cached for a year, everything else (index.html above all) is
 * revalidated, text assets are gzip-compressed, and a GET that wants HTML on any non-API path gets index.html so deep links work.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { Hono, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { compress } from 'hono/compress';
import type { AppEnv } from './http/endpoint.ts';

/** Paths the server answers itself; the client never shadows them. */
const serverPaths = /^\/(api|open-api|dev-auth|uploads)(\/|$)|^\/openapi\.json$/;

/**
 * Adds the static client to `app` when `staticDir` holds an index.html; answers whether it did
 * (without a build only the API is served).
 */
export function registerStaticClient(app: Hono<AppEnv>, staticDir: string): boolean {
  const root = resolve(staticDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) return false;
  // serveStatic resolves `root` against the working directory; a relative path keeps that exact.
  const rootFromCwd = relative(process.cwd(), root) || '.';

  const files = serveStatic({ root: rootFromCwd });
  // serveStatic's onFound runs after the response is built, too late for a header on every
  // runtime; set it on the response it answers instead (only when it found the file).
  const withCaching = (value: string): MiddlewareHandler<AppEnv> => async (c, next) => {
    const response = await files(c, next);
    if (response instanceof Response && response.status < 300) response.headers.set('Cache-Control', value);
    return response;
  };

  // Scripts and styles travel gzip-compressed (about a third of their size); the API is left alone so
  // a future event stream is never buffered by a compressor.
  app.use('/assets/*', compress());
  app.use('/assets/*', withCaching('public, max-age=31536000, immutable'));
  const others = withCaching('no-cache');
  app.use('*', (c, next) => (serverPaths.test(c.req.path) ? next() : others(c, next)));
  app.get('*', async (c, next) => {
    if (serverPaths.test(c.req.path) || !(c.req.header('accept') ?? '').includes('text/html')) return next();
    // Read per request so a rebuild is picked up without a restart; the file is small.
    return c.html(await readFile(indexFile, 'utf8'), 200, { 'Cache-Control': 'no-cache' });
  });
  return true;
}
