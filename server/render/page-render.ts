/**
 * A document request's first screen, rendered here (decision 104): the page cookie names the person
 * (server/auth/page-cookie.ts, checked as the bearer checks a token), the build's server render
 * (STATIC_DIR/.ssr/server-render.js, src/app/server-render.tsx) reads what the screen needs through
 * this very app with an access token minted for that person and session, so every rule of the API
 * applies, and renders the app's own components. Anything short of that — no bundle (an older
 * build), no cookie or an ended session, a read refused, an error, the time budget spent — answers
 * null: the plain shell, as before. The HTML is a personal answer: never stored by any cache, never
 * logged.
 */
import { realpathSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { UserLifecycle } from '#contract/enums.ts';
import { pageCookieName, pagePerson } from '../auth/page-cookie.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/endpoint.ts';
import type { Logger } from '../observability/log.ts';

/**
 * How long the reads and the render may take before the plain shell goes out instead (RENDER_BUDGET_MS): 800 ms. In
 * process both take 40–110 ms; on this shared machine under a load of 5 one took 680 ms. The plain
 * shell's own way to the same screen on the phone profile takes 1.5–2 s to its largest paint (the
 * scripts, the renewal, the reads), so a render that answers within 800 ms still paints sooner; past
 * that the shell goes out, the visit then 800 ms later than before this render existed.
 */
export const defaultRenderBudgetMs = 800;

/** What the build's server render exports (src/app/server-render.tsx); a bundle, so its type is restated here. */
interface ServerRenderModule {
  renderPage(request: {
    path: string;
    search: string;
    person: { userId: number; userLifecycle: UserLifecycle; accessToken: string } | null;
    fetch: typeof globalThis.fetch;
    signal: AbortSignal;
  }): Promise<{ kind: 'rendered'; html: string; state: string; title: string } | { kind: 'skip' } | { kind: 'refused'; reason: string }>;
}

export interface PageRenderDeps {
  db: Db;
  clock: Clock;
  tokens: Pick<TokenService, 'signAccessToken'>;
  secret: string;
  /** Asks the app itself (its `request`): the reads go through every middleware and rule of the API. */
  fetch: typeof globalThis.fetch;
  logger: Pick<Logger, 'warn'>;
  budgetMs?: number;
}

/** The built client's render bundle, imported again when the build changes (a rebuild, a swapped folder); null without one. */
function bundleLoader(staticDir: string): () => Promise<ServerRenderModule | null> {
  let cached: { version: string; module: Promise<ServerRenderModule> } | null = null;
  return async () => {
    let file: string;
    let version: string;
    try {
      file = realpathSync(join(staticDir, '.ssr', 'server-render.js'));
      const { mtimeMs, ino } = statSync(file);
      version = `${ino}:${mtimeMs}`;
    } catch {
      return null;
    }
    if (cached?.version !== version) cached = { version, module: import(`${pathToFileURL(file).href}?v=${version}`) as Promise<ServerRenderModule> };
    return cached.module;
  };
}

/** index.html's #root with what it shows before the app runs (a status line, no element of its own inside). */
const rootElement = /<div id="root">(?:(?!<div)[\s\S])*?<\/div>/;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The template with the render in #root (in place of its status line), its state after it and the
 * screen's title in place of the shell's; null when the template has no #root. The root is marked
 * `data-hydrating` until the app has taken it over (src/app/boot.tsx): until then its controls take
 * no pointer (src/styles/global.css.ts), so a tap made before the scripts have run waits for the app
 * instead of going nowhere.
 */
export function withRenderedRoot(template: string, { html, state, title }: { html: string; state: string; title: string }): string | null {
  if (!rootElement.test(template)) return null;
  return template
    .replace(rootElement, () => `<div id="root" data-hydrating="">${html}</div>${state}`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
}

/** The style sheets a Link header preloads (server/client-preload.ts), in its order. */
function preloadedStyles(link: string | undefined): string[] {
  return [...(link ?? '').matchAll(/<([^>]+)>; rel=preload; as=style/g)].map((m) => m[1]);
}

/**
 * A rendered document and its Link header with the screen's style sheets. The shell has none in its
 * head (the app's scripts insert them), so a rendered screen would paint unstyled: they go in its
 * head, render-blocking, with `crossorigin` as Vite's own links have it (Vite then finds them there
 * and adds none), and first in the Link header, ahead of the scripts the paint no longer waits for.
 */
export function withScreenStyles(page: string, headers: Record<string, string>): { page: string; headers: Record<string, string> } {
  const styles = preloadedStyles(headers.Link);
  if (styles.length === 0) return { page, headers };
  const tags = styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  const links = headers.Link.split(', ');
  const link = [...links.filter((l) => l.includes('as=style')), ...links.filter((l) => !l.includes('as=style'))].join(', ');
  return { page: page.replace('</head>', () => `${tags}</head>`), headers: { ...headers, Link: link } };
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** The HTML as the browser accepts it: brotli (a fast level: it is made per request), else gzip, else as is. */
async function encoded(c: Context<AppEnv>, html: string): Promise<{ body: Uint8Array<ArrayBuffer> | string; encoding: string | null }> {
  const accepted = c.req.header('accept-encoding') ?? '';
  if (/\bbr\b/.test(accepted)) return { body: Uint8Array.from(await compressBrotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })), encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: Uint8Array.from(await compressGzip(html)), encoding: 'gzip' };
  return { body: html, encoding: null };
}

/**
 * The renderer of a static client: answers the document for `c` with its first screen rendered, or
 * null for the plain shell. `headers` are the document's others (the Link header).
 */
export function createPageRender(staticDir: string, deps: PageRenderDeps) {
  const loadBundle = bundleLoader(staticDir);
  const budgetMs = deps.budgetMs ?? defaultRenderBudgetMs;
  // Imported now, not by the first visitor: importing it takes longer than the budget.
  void loadBundle().catch(() => null);
  return async (c: Context<AppEnv>, headers: Record<string, string>): Promise<Response | null> => {
    const bundle = await loadBundle();
    if (!bundle) return null;
    const started = performance.now();
    const signal = AbortSignal.timeout(budgetMs);
    try {
      const cookie = getCookie(c, pageCookieName);
      const found = cookie ? await pagePerson({ db: deps.db, clock: deps.clock, secret: deps.secret }, cookie) : null;
      const accessToken = found ? await deps.tokens.signAccessToken(found.userId, found.sessionId) : null;
      const person = found && accessToken ? { userId: found.userId, userLifecycle: found.userLifecycle, accessToken } : null;
      const url = new URL(c.req.url);
      const outcome = await bundle.renderPage({ path: url.pathname, search: url.search.slice(1), person, fetch: deps.fetch, signal });
      if (outcome.kind === 'skip') return null;
      if (outcome.kind === 'refused') {
        const reason = signal.aborted ? `over its ${budgetMs} ms budget` : outcome.reason;
        deps.logger.warn({ reqId: c.get('requestId'), ms: Math.round(performance.now() - started) }, `page render: ${reason}; the plain shell instead`);
        return null;
      }
      const rendered = withRenderedRoot(await readFile(join(staticDir, 'index.html'), 'utf8'), outcome);
      if (rendered === null) return null;
      const styled = withScreenStyles(rendered, headers);
      const { body, encoding } = await encoded(c, styled.page);
      return new Response(body, {
        headers: {
          ...styled.headers,
          'Content-Type': 'text/html; charset=UTF-8',
          // A personal answer: no shared cache keeps it, no cache at all stores it; it depends on the cookie.
          'Cache-Control': 'private, no-store',
          Vary: 'Cookie, Accept-Encoding',
          ...(encoding ? { 'Content-Encoding': encoding } : {}),
        },
      });
    } catch (error) {
      const reason = signal.aborted ? `over its ${budgetMs} ms budget` : `failed (${error instanceof Error ? error.name : 'unknown'})`;
      deps.logger.warn({ reqId: c.get('requestId'), ms: Math.round(performance.now() - started) }, `page render: ${reason}; the plain shell instead`);
      return null;
    }
  };
}
