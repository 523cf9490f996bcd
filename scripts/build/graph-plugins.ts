/**
 * The plugins that shape the module graph: the client build's (vite.config.ts), its chunk plan's
 * first pass, and the server render's build (vite.ssr.config.ts, decision 104), so the server's
 * markup has the very class names the client's styles and hydration expect. React Aria's strings
 * are kept for Korean only (the app's one language, set by AppProviders): its 34 locales were 446 KB
 * of the build before minifying.
 */
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';

export const graphPlugins = () => [
  react(),
  optimizeLocales.vite({ locales: ['ko-KR'] }),
  // Under Vitest too the production build's short class names: tests/render/server-hydration.test.tsx
  // hydrates the server bundle's markup with the app's source, and the two must name classes alike.
  vanillaExtractPlugin(process.env.VITEST ? { identifiers: 'short' } : {}),
];
