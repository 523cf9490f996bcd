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
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { createPreloadHeader } from './client-preload.ts';
import type { AppEnv } from './http/endpoint.ts';
import { withSharePreview, type SharePreview } from './matches/share-preview.ts';

export interface StaticClientOptions {
  /** A public scoreboard link's preview for its page's HTML (decision 057); without it /live/… is a plain deep link. */
  livePreview?: (token: string) => Promise<SharePreview | null>;
  /** A vest card link's preview (/v/…, decision 080): the team's name and the date only. */
  vestCardPreview?: (token: string) => Promise<SharePreview | null>;
  /** The site's public origin, for og:url. */
  publicUrl?: string;
  /**
   * Renders a document's first screen for the person of its page cookie (server/render/, decision
   * 104); null answers the plain shell. Without it every deep link gets the shell.
   */
  renderPage?: (c: Context<AppEnv>, headers: Record<string, string>) => Promise<Response | null>;
}

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
export function registerStaticClient(app: Hono<AppEnv>, staticDir: string, options: StaticClientOptions = {}): boolean {
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
  const served =
    (serve: MiddlewareHandler<AppEnv>, cacheControl: string): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
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
  /**
   * A public link's page: the app's HTML with its preview tags, read when the link is fetched (a
   * messenger's preview bot runs no script). Never cached, never indexed; a link that is gone still
   * gets the app (it says so), as a 404.
   */
  const previewPage = (prefix: string, preview: (token: string) => Promise<SharePreview | null>) =>
    app.get(`/${prefix}/:token`, async (c) => {
      const token = c.req.param('token');
      const tags = await preview(token);
      const url = `${options.publicUrl ?? new URL(c.req.url).origin}/${prefix}/${encodeURIComponent(token)}`;
      const html = withSharePreview(readFileSync(indexFile, 'utf8'), tags, url);
      const link = preloadHeader(c.req.path);
      return c.html(html, tags ? 200 : 404, { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', ...(link ? { Link: link } : {}) });
    });
  if (options.livePreview) previewPage('live', options.livePreview);
  if (options.vestCardPreview) previewPage('v', options.vestCardPreview);
  app.get('*', async (c, next) => {
    if (serverPaths.test(c.req.path) || !(c.req.header('accept') ?? '').includes('text/html')) return next();
    const link = preloadHeader(c.req.path);
    const rendered = hiddenPath.test(c.req.path) ? null : await options.renderPage?.(c, link ? { Link: link } : {});
    if (rendered) return rendered;
    const response = await deepLink(c, next);
    if (link && response instanceof Response && response.status < 300) response.headers.set('Link', link);
    return response;
  });
  return true;
}
