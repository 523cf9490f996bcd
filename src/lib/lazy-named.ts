/**
 * React.lazy for a named export of a code chunk, with the reload-once rule (src/lib/chunk-reload.ts).
 * `load()` fetches the chunk ahead of the render; once it is here the component renders at once,
 * without suspending (React.lazy reads a thenable that answers synchronously as settled): a screen
 * whose code has all arrived renders in one pass instead of showing a spinner for each lazy part.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from './chunk-reload.ts';

export type PreloadableLazy<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the chunk ahead of the render (once; again after a failure), without the reload-once rule: the render applies it. */
  load: () => Promise<void>;
};

/**
 * A thenable that calls back at once: React.lazy takes its value in the same render (its loader is
 * typed as a Promise, but React only calls `then`).
 */
function settled<T>(value: T): Promise<T> {
  return { then: (resolve?: (value: T) => unknown) => settled(resolve ? resolve(value) : value) } as unknown as Promise<T>;
}

export function lazyNamed<P, M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): PreloadableLazy<P> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const ensure = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const component = lazy(() => {
    const wrap = (module: M) => ({ default: module[name] as ComponentType<P> });
    return loaded ? settled(wrap(loaded)) : loadChunk(name, ensure).then(wrap);
  });
  return Object.assign(component, { load: () => ensure().then(() => undefined) });
}
