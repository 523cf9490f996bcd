/**
 * The app, loaded by the entry (src/main.tsx): global styles (the type is the phone's own Korean
 * face: theme.css.ts) and the routes. The client core (session, HTTP, query client) and every page
 * load lazily (src/app/routes.ts, src/app/core.ts), so /login stays small.
 */
import '#src/styles/global.css.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadChunk } from '#src/lib/chunk-reload.ts';
import { AppProviders } from './providers.tsx';
import { loadCoreOnce } from './core-gate.tsx';
import { AppRoutes, loadForFirstRender } from './router.tsx';

const loadCore = () => loadChunk('core', () => import('./core.ts')).then((m) => m.core);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

void loadForFirstRender(window.location.pathname, () => loadCoreOnce(loadCore)).then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders loadCore={loadCore}>
        <AppRoutes />
      </AppProviders>
    </StrictMode>,
  ),
);
