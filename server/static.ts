/**
 * Serving the built client (STATIC_DIR, default ./dist) from the API's own process and origin:
 * hashed files under /assets/ are cached for a year, everything else (index.html above all) is
 * revalidated, and a GET that wants HTML on any non-API path gets index.html so deep links work.
 *
 * Compression (decision 023): the build writes a brotli (`.br`) and a gzip (`.gz`) copy beside every
 * text file (scripts/build/precompress.ts); the server sends the copy the browser accepts (brotli
 * first) with `Vary: Accept-Encoding`, so nothing here is compressed per request. The API's JSON
 * answers are gzipped in server/app.ts (decision 042); the live stream never is (a compressor would
 * hold its events back).
 */
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Hono, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { createPreloadHeader } from './client-preload.ts';
import type { AppEnv } from './http/endpoint.ts';

/** Paths the server answers itself; the client never shadows them. */
const serverPaths = /^\/(api|open-api|dev-auth|uploads)(\/|$)|^\/openapi\.json$/;
/** A path segment starting with a dot (`/.vite/manifest.json`): build metadata, never served. */
const hiddenPath = /(^|\/)\./;
/** Files the build wrote compressed copies of (kept in step with scripts/build/precompress.ts). */
const compressibleFile = /\.(js|mjs|css|html|svg|webmanifest|json)$/;

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

  // `precompressed`: serveStatic sends `<file>.br` or `<file>.gz` (brotli first) when the browser
  // lists that encoding in Accept-Encoding and the copy exists; else the file itself.
  const files = serveStatic({ root: rootFromCwd, precompressed: true });
  // The app shell for a deep link (any path), read per request so a rebuild needs no restart.
  const shell = serveStatic({ root: rootFromCwd, path: 'index.html', precompressed: true });
  // serveStatic's onFound runs after the response is built, too late for a header on every
  // runtime; set it on the response it answers instead (only when it found the file).
  const served = (serve: MiddlewareHandler<AppEnv>, cacheControl: string): MiddlewareHandler<AppEnv> => async (c, next) => {
    if (hiddenPath.test(c.req.path)) return next();
    const response = await serve(c, next);
    if (response instanceof Response && response.status < 300) {
      response.headers.set('Cache-Control', cacheControl);
      // serveStatic adds Vary only when it sends a compressed copy; a shared cache must also know
      // that the uncompressed answer it got for a browser without brotli or gzip depends on it.
      const type = response.headers.get('Content-Type') ?? '';
      if (!response.headers.has('Vary') && (compressibleFile.test(c.req.path) || type.startsWith('text/html'))) {
        response.headers.set('Vary', 'Accept-Encoding');
      }
    }
    return response;
  };

  app.use('/assets/*', served(files, 'public, max-age=31536000, immutable'));
  const others = served(files, 'no-cache');
  app.use('*', (c, next) => (serverPaths.test(c.req.path) ? next() : others(c, next)));
  const deepLink = served(shell, 'no-cache');
  const preloadHeader = createPreloadHeader(root);
  app.get('*', async (c, next) => {
    if (serverPaths.test(c.req.path) || !(c.req.header('accept') ?? '').includes('text/html')) return next();
    const response = await deepLink(c, next);
    const link = preloadHeader(c.req.path);
    if (link && response instanceof Response && response.status < 300) response.headers.set('Link', link);
    return response;
  });
  return true;
}
