/**
 * Everything around the routes: React Aria's locale, the router (wouter) wired into React Aria's
 * links, the error boundary, the toast host, and where the client core comes from (loaded lazily in
 * the app, handed ready in tests).
 */
import type { QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Router, useLocation, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { ToastHost } from '#src/components/ui/toast-host.tsx';
import { RenderedAtProvider } from '#src/lib/first-render.ts';
import { guardLocation } from '#src/lib/navigation-guard.ts';
import type { Services } from '#src/lib/services.tsx';
import { CoreSourceProvider, type Core, type CoreSource } from './core-gate.tsx';
import { ErrorBoundary } from './layout/error-fallback.tsx';

/** React Aria links navigate through wouter (client-side, no reload). */
function AriaRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(href) => navigate(href)}>{children}</RouterProvider>;
}

/** The app's one language (React Aria's strings, dates and numbers). */
export const appLocale = 'ko-KR';

function RoutedErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return <ErrorBoundary resetKey={location}>{children}</ErrorBoundary>;
}

export type AppProvidersProps = {
  /** Location hooks for tests (wouter/memory-location); the browser's by default. */
  location?: { hook: BaseLocationHook; searchHook?: BaseSearchHook };
  /**
   * The server's render (src/app/server-render.tsx, decision 104): the address, and where a
   * `<Redirect>` of the render said to go instead (wouter's SSR context).
   */
  server?: { path: string; context: { redirectTo?: string } };
  /**
   * The server's time of a server-rendered document's render, in the server's render and in the
   * boot's hydration of it: what a screen picks by the time is picked alike on both sides.
   */
  renderedAt?: number | null;
  children: ReactNode;
} & ({ services: Services; queryClient: QueryClient; loadCore?: undefined } | { loadCore: () => Promise<Core>; services?: undefined; queryClient?: undefined });

export function AppProviders({ location, server, renderedAt = null, children, ...core }: AppProvidersProps) {
  const source: CoreSource = core.loadCore ? { load: core.loadCore } : { ready: { services: core.services!, queryClient: core.queryClient! } };
  // Every navigation passes the unsaved-changes guard (src/lib/navigation-guard.ts).
  const hook = useMemo(() => guardLocation(location?.hook ?? useBrowserLocation), [location?.hook]);
  // Korean whatever the device's language: the build keeps React Aria's Korean strings only (vite.config.ts).
  return (
    <I18nProvider locale={appLocale}>
      <RenderedAtProvider value={renderedAt}>
        <CoreSourceProvider source={source}>
          <Router hook={hook} searchHook={location?.searchHook} ssrPath={server?.path} ssrContext={server?.context}>
            <AriaRouter>
              <RoutedErrorBoundary>{children}</RoutedErrorBoundary>
              <ToastHost />
            </AriaRouter>
          </Router>
        </CoreSourceProvider>
      </RenderedAtProvider>
    </I18nProvider>
  );
}
