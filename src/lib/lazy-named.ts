/** React.lazy for a named export of a code chunk, with the reload-once rule (src/lib/chunk-reload.ts). */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from './chunk-reload.ts';

export function lazyNamed<P, M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await loadChunk(load))[name] as ComponentType<P> }));
}
