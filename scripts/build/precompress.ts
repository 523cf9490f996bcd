/**
 * A Vite build step: beside every text file of the build (scripts, styles, the app shell, the web
 * manifest, the service worker, icons) it writes a brotli (`.br`, quality 11) and a gzip (`.gz`,
 * level 9) copy, so the server sends compressed bytes without compressing per request
 * (server/static.ts negotiates them by Accept-Encoding; decision 023). Runs after the service worker
 * is generated (closeBundle, sequential, post) so sw.js is compressed too. Files already compressed
 * (images) are left alone, as is any file too small to gain from it.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats the server may send compressed. */
export const compressibleFile = /\.(js|mjs|css|html|svg|webmanifest|json)$/;
/** Below this a compressed copy saves less than a TCP packet and costs a file: not written. */
const minimumBytes = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // `.vite/` holds the build manifest, read by the budget test, never served.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (compressibleFile.test(entry.name)) yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz` for each compressible file of `dir`; answers how many files. */
export async function precompressDirectory(dir: string): Promise<number> {
  const jobs: Promise<void>[] = [];
  for await (const path of filesUnder(dir)) {
    jobs.push(
      (async () => {
        const body = await readFile(path);
        if (body.length < minimumBytes) return;
        const [br, gz] = await Promise.all([
          brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          gzipAsync(body, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      })(),
    );
  }
  await Promise.all(jobs);
  return jobs.length;
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pitchside:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler(error?: Error) {
        if (error || config.build.ssr) return;
        await precompressDirectory(resolve(config.root, config.build.outDir));
      },
    },
  };
}
