/**
 * The entry: global styles (the type is the phone's own Korean face: theme.css.ts), the routes. The client core (session, HTTP, query client)
 * and every page load lazily (src/app/routes.ts, src/app/core.ts), so /login stays small.
 */
import './styles/global.css.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadChunk, reloadOnceForChunkError } from './app/lazy-page.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { renewsAtOnce, startEarlyRenewal } from './lib/early-renewal.ts';
import { storage } from './lib/storage.ts';

// Vite reports a failed preload of a code chunk here: reload once to get the new build.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});

// The session renewal starts now, beside the client core's download (src/lib/early-renewal.ts).
if (renewsAtOnce(window.location.pathname, storage.getLastLoggedInUserId())) startEarlyRenewal(import.meta.env.VITE_API_BASE ?? '');

const loadCore = () => loadChunk(() => import('./app/core.ts')).then((m) => m.core);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <AppProviders loadCore={loadCore}>
      <AppRoutes />
    </AppProviders>
  </StrictMode>,
);
