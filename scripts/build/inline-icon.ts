/**
 * The page's icon inside the document (docs/benchmarks.md): Chrome asks for `<link rel="icon">` while the
 * app's chunks and first reads are still on the wire, and on a phone network's six connections that
 * request took one of them for a round trip on every cold visit. A data URL costs no request; the
 * file stays in `public/` for the web app manifest and the service worker. Vite serves and builds
 * the document through this transform, so `npm run dev` shows the same.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `svg` as a data URL for a double-quoted attribute: its quotes made single, and only what a URL
 * cannot hold percent-encoded (`%`, `#`, `<`, `>`), so it stays about as short as the file.
 */
export function svgDataUrl(svg: string): string {
  const compact = svg.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim().replaceAll('"', "'");
  return `data:image/svg+xml,${compact.replace(/[%#<>]/g, (c) => encodeURIComponent(c))}`;
}

/** Replaces the `href` of the document's `<link rel="icon" href="/{file}">` with the file's data URL. */
export function inlineIcon(file: string): Plugin {
  let publicDir = 'public';
  return {
    name: 'pitchside:inline-icon',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml(html) {
      const link = new RegExp(`(<link rel="icon"[^>]*href=")/${file.replace('.', '\\.')}"`);
      if (!link.test(html)) throw new Error(`index.html has no <link rel="icon" href="/${file}">`);
      return html.replace(link, `$1${svgDataUrl(readFileSync(join(publicDir, file), 'utf8'))}"`);
    },
  };
}
