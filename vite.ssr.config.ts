/**
 * The server render's build (decision 104): src/app/server-render.tsx and everything it imports, in
 * one bundle beside the client's (dist/.ssr/, a hidden folder the server never serves), so a client
 * build without it (an older one) simply gets the plain shell. Built after the client's
 * (`npm run build`, scripts/build-if-needed.mjs): the client build empties dist/.
 */
import { defineConfig } from 'vite';
import { graphPlugins } from './scripts/build/graph-plugins.ts';

export default defineConfig({
  plugins: graphPlugins(),
  // React's production build: the server's NODE_ENV (test, development) would otherwise pick its development one.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // Everything in the bundle: the server imports one file, whatever node_modules holds.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/app/server-render.tsx',
    // server/render/page-render.ts reads it from here (STATIC_DIR/.ssr/server-render.js).
    outDir: 'dist/.ssr',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'server-render.js', codeSplitting: false } },
  },
});
