/**
 * The service worker's cache of API reads (decision 018): the names it uses, shared by the worker's
 * build configuration (vite.config.ts) and the app, which empties it when a session ends so the next
 * person on the device cannot read the last one's data offline.
 */
export const offlineReadsCache = 'pitchside-api-reads';

/** Deletes the cached API reads; harmless where Cache Storage does not exist (tests, old browsers). */
export async function forgetOfflineReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(offlineReadsCache);
  } catch {
    // Storage disabled: there is nothing cached to forget either.
  }
}
