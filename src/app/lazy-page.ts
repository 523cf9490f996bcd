/**
 * Lazy route pages, with the one-time reload of spec §8: when a code chunk fails to load (a new
 * deployment removed it), the page reloads once to fetch the new entry. A sessionStorage flag
 * stops a reload loop; a successful load clears it.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageReadContext, PageReads } from '#src/lib/page-reads.ts';

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

export interface PageProps {
  /** The route's title (spec/domain-facts page titles). */
  title: string;
  /** Path parameters, e.g. `{ teamId: '3' }` (already checked to be numeric where they are ids). */
  params: Record<string, string>;
  /** The route's search parameters, parsed by its schema (an empty object when it has none). */
  search: Record<string, unknown>;
}

export type LazyPage = LazyExoticComponent<ComponentType<PageProps>> & {
  /**
   * Starts loading the page's code without rendering it: the router calls it as soon as the address
   * is known, so the chunk arrives while the session is renewed and the route's guard decides,
   * instead of after them (issue #15: one round trip less on a phone network).
   */
  preload: () => void;
  /** Starts the page's reads (its `PageReads` export, src/lib/page-reads.ts, if it names one) once its code is loaded. */
  read: (context: PageReadContext, params: Record<string, string>) => void;
};

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

/** React.lazy for a named export, with the reload-once rule. */
export function lazyNamed<P, M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await loadChunk(load))[name] as ComponentType<P> }));
}

/**
 * `lazyPage(() => import('./x.tsx'), 'XPage', 'xPageReads')`: a lazy route page, its code loaded once
 * (by `preload`, `read` or the first render); `reads` names the module's `PageReads` export, if any.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string, reads?: keyof M & string): LazyPage {
  let loading: Promise<M> | null = null;
  const loadOnce = () => (loading ??= load());
  // A failed preload is not an error yet: the render asks again and gets the reload-once rule.
  const preload = () => void loadOnce().catch(() => undefined);
  const read = (context: PageReadContext, params: Record<string, string>) => {
    if (!reads) return;
    void loadOnce().then((module) => (module[reads] as PageReads)(context, params), () => undefined);
  };
  return Object.assign(lazyNamed<PageProps, M>(loadOnce, name), { preload, read });
}
