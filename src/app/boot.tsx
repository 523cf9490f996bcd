/**
 * The app, loaded by the entry (src/main.tsx): global styles (the type is the phone's own Korean
 * face: theme.css.ts) and the routes. The client core (session, HTTP, query client) and every page
 * load lazily (src/app/routes.ts, src/app/core.ts), so /login stays small.
 */
import '#src/styles/global.css.ts';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startAsPointerOnTouchScreens } from '#src/components/ui/input-modality.ts';
import { loadChunk } from '#src/lib/chunk-reload.ts';
import { AppProviders } from './providers.tsx';
import { loadCoreOnce } from './core-gate.tsx';
import { AppRoutes, loadForFirstRender } from './router.tsx';
import { readServerState } from './server-state.ts';

const loadCore = () => loadChunk('core', () => import('./core.ts')).then((m) => m.core);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

startAsPointerOnTouchScreens();

const app = (
  <StrictMode>
    <AppProviders loadCore={loadCore} renderedAt={readServerState(document)?.renderedAt ?? null}>
      <AppRoutes />
    </AppProviders>
  </StrictMode>
);

/** Ends the server-rendered root's `data-hydrating` mark once the hydration has committed (server/render/page-render.ts). */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => root?.removeAttribute('data-hydrating'), []);
  return children;
}

// A screen the server rendered (decision 104) is hydrated: the data layer has seeded the query
// cache and the session from the document, and every lazy part is loaded first, so the first render
// equals the server's. Otherwise (the service worker's shell, an older build, nobody signed in) the
// app renders into the empty #root.
void loadForFirstRender(window.location.pathname, () => loadCoreOnce(loadCore)).then(() => {
  if (readServerState(document) && root.firstElementChild) hydrateRoot(root, <Hydrated>{app}</Hydrated>);
  else createRoot(root).render(app);
});
