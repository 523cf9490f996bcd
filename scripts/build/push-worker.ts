/**
 * A Vite build step: bundles the service worker's push handlers (src/service-worker/push-worker.ts)
 * into one classic script, `/push-sw.js`, which the generated worker loads with Workbox's
 * `importScripts` (vite.config.ts, decision 059). A classic script because `importScripts` takes no
 * module; its own small build because the app's chunks are ES modules shared by the pages. Emitted
 * with the bundle, so the service worker's precache lists it and precompress writes its copies.
 */
import { resolve } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';

/** The file the worker imports, at the site's root like sw.js. */
export const pushWorkerFile = 'push-sw.js';

/** The handlers' script, minified, as one IIFE (no exports, no imports). */
export async function buildPushWorker(root: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    // Nothing of the app's plugins: the handlers are plain TypeScript and the contract's schemas.
    plugins: [],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      lib: { entry: resolve(root, 'src/service-worker/push-worker.ts'), formats: ['iife'], name: 'pitchsidePush', fileName: () => pushWorkerFile },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((file): file is Rollup.OutputChunk => file.type === 'chunk');
  if (!chunk) throw new Error('the push worker build produced no script');
  return chunk.code;
}

export function pushWorker(): Plugin {
  let root = process.cwd();
  return {
    name: 'pitchside:push-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: pushWorkerFile, source: await buildPushWorker(root) });
    },
  };
}
