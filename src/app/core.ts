/**
 * The production core: the data layer's singletons and query client (src/app/data.ts) for the React
 * tree (loaded lazily by CoreGate), and the service worker.
 */
import type { Core } from './core-gate.tsx';
import { queryClient, services } from './data.ts';
import { registerServiceWorker } from './service-worker.ts';

export const core: Core = { services, queryClient };

registerServiceWorker(() => void queryClient.refetchQueries({ type: 'active' }));
