/**
 * The client core (session, HTTP client, query client) is a chunk of its own: the light public
 * pages (/login, /privacy, /404) never load it. CoreGate provides it to the routes that need it,
 * loading it on first use; tests hand a ready core instead.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, use, useContext, type ReactNode } from 'react';
import { ServicesProvider, type Services } from '#src/lib/services.tsx';

export interface Core {
  services: Services;
  queryClient: QueryClient;
}

export type CoreSource = { ready: Core } | { load: () => Promise<Core> };

const CoreSourceContext = createContext<CoreSource | null>(null);
const loading = new WeakMap<() => Promise<Core>, Promise<Core>>();

export function CoreSourceProvider({ source, children }: { source: CoreSource; children: ReactNode }) {
  return <CoreSourceContext.Provider value={source}>{children}</CoreSourceContext.Provider>;
}

/**
 * Loads the core once. The promise carries its outcome the way React's `use` reads it (`status`,
 * `value`), so once the core has arrived CoreGate renders without suspending: the boot loads it
 * before the first render (src/app/router.tsx, loadForFirstRender).
 */
export function loadCoreOnce(load: () => Promise<Core>): Promise<Core> {
  let promise = loading.get(load);
  if (!promise) {
    const tracked: Promise<Core> & { status?: string; value?: Core; reason?: unknown } = load();
    tracked.then(
      (core) => Object.assign(tracked, { status: 'fulfilled', value: core }),
      (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
    );
    promise = tracked;
    loading.set(load, promise);
  }
  return promise;
}

/** Renders its children with the core provided; suspends while the core chunk loads. */
export function CoreGate({ children }: { children: ReactNode }) {
  const source = useContext(CoreSourceContext);
  if (!source) throw new Error('CoreGate needs a <CoreSourceProvider> above it');
  const core = 'ready' in source ? source.ready : use(loadCoreOnce(source.load));
  return (
    <ServicesProvider services={core.services}>
      <QueryClientProvider client={core.queryClient}>{children}</QueryClientProvider>
    </ServicesProvider>
  );
}
