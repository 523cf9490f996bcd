/** The production core: the app singletons and one query client (loaded lazily by CoreGate). */
import { http, session, setNavigator } from '#src/lib/api.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { storage } from '#src/lib/storage.ts';
import type { Core } from './core-gate.tsx';
import { registerServiceWorker } from './service-worker.ts';

const queryClient = createQueryClient();

export const core: Core = {
  services: { session, http, storage, setNavigator },
  queryClient,
};

registerServiceWorker(() => void queryClient.refetchQueries({ type: 'active' }));
