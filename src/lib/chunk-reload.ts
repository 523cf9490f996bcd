/**
 * Code chunks and the one-time reload of docs/product.md §8: when a chunk fails to load (a new deployment
 * removed it), the page reloads once to fetch the new entry. A sessionStorage flag stops a reload
 * loop; a successful load clears it. Nothing here imports React: the entry (src/main.tsx) uses it.
 */
export const chunkReloadFlag = 'pitchside.chunkReloaded';

/** Reloads once per failure streak. Returns false when it already did (the error should show). */
export function reloadOnceForChunkError(storage: Storage = window.sessionStorage, reload: () => void = () => window.location.reload()): boolean {
  if (storage.getItem(chunkReloadFlag) === '1') return false;
  storage.setItem(chunkReloadFlag, '1');
  reload();
  return true;
}

export function clearChunkReloadFlag(storage: Storage = window.sessionStorage): void {
  storage.removeItem(chunkReloadFlag);
}

/** Loads a code chunk; a failure reloads the page once (and never settles), a second one throws. */
export async function loadChunk<M>(load: () => Promise<M>): Promise<M> {
  try {
    const module = await load();
    clearChunkReloadFlag();
    return module;
  } catch (error) {
    if (reloadOnceForChunkError()) return new Promise<never>(() => {});
    throw error;
  }
}
