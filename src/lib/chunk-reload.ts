/**
 * Code chunks and the one-time reload of docs/product.md §8: when a chunk fails to load (a new deployment
 * removed it), the page reloads once to fetch the new entry. The reload is remembered per chunk in
 * sessionStorage (decision 073): only a later successful load of THAT chunk forgets it, so the entry
 * and the core loading fine after the reload cannot clear the guard of a page whose code still fails
 * (which reloaded without end). A second failure throws a {@link ChunkLoadError}, which the error
 * screen shows with a retry. Nothing here imports React: the entry (src/main.tsx) uses it.
 */
export const chunkReloadFlag = 'pitchside.chunkReloaded';

/** A chunk that failed again after the reload: the error screen says so and offers a retry. */
export class ChunkLoadError extends Error {
  constructor(
    readonly chunk: string,
    options?: { cause?: unknown },
  ) {
    super(`code chunk ${chunk} failed to load after a reload`, options);
    this.name = 'ChunkLoadError';
  }
}

function reloadedFor(storage: Storage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(chunkReloadFlag) ?? '[]');
    return Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/** Reloads once per chunk and failure streak. Returns false when it already did for `chunk` (the error should show). */
export function reloadOnceForChunkError(chunk: string, storage: Storage = window.sessionStorage, reload: () => void = () => window.location.reload()): boolean {
  const done = reloadedFor(storage);
  if (done.includes(chunk)) return false;
  storage.setItem(chunkReloadFlag, JSON.stringify([...done, chunk]));
  reload();
  return true;
}

/** `chunk` loaded: a later failure of it may reload once again. Other chunks' reloads stay remembered. */
export function clearChunkReload(chunk: string, storage: Storage = window.sessionStorage): void {
  const done = reloadedFor(storage);
  if (!done.includes(chunk)) return;
  const rest = done.filter((k) => k !== chunk);
  if (rest.length === 0) storage.removeItem(chunkReloadFlag);
  else storage.setItem(chunkReloadFlag, JSON.stringify(rest));
}

/**
 * How long a chunk failure after the person started leaving the page waits before it counts: WebKit
 * (every iPhone browser) cancels a page's loads as soon as a navigation away starts, so a chunk still
 * loading fails in the page being left, and the reload would replace the navigation and put the
 * person back where they were (decision 085). A page that is gone never runs the wait out; one still
 * here after it (the navigation cancelled, or slower than this) applies the reload-once rule.
 */
export const leaveGraceMs = 10_000;

/** When the page last heard `beforeunload` (Date.now()); a return from the back-forward cache forgets it. */
let leavingSince = Number.NEGATIVE_INFINITY;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leavingSince = Date.now();
  });
  window.addEventListener('pageshow', () => {
    leavingSince = Number.NEGATIVE_INFINITY;
  });
}

function unlessLeaving(): Promise<void> {
  const left = Date.now() - leavingSince;
  return left < leaveGraceMs ? new Promise((done) => setTimeout(done, leaveGraceMs - left)) : Promise.resolve();
}

/**
 * Loads the code chunk named `chunk` (a name stable across builds: the export it is loaded for); a
 * failure reloads the page once (and never settles), a second one throws a ChunkLoadError.
 */
export async function loadChunk<M>(chunk: string, load: () => Promise<M>, reload?: () => void): Promise<M> {
  try {
    const module = await load();
    // No window in the server's render (decision 104): there is nothing to reload.
    if (typeof window !== 'undefined') clearChunkReload(chunk);
    return module;
  } catch (error) {
    await unlessLeaving();
    if (reloadOnceForChunkError(chunk, window.sessionStorage, reload)) return new Promise<never>(() => {});
    throw new ChunkLoadError(chunk, { cause: error });
  }
}
