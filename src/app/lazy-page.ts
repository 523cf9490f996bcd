/** Route pages as lazy components, with the reload-once rule (src/lib/chunk-reload.ts). */
import { lazyNamed, type PreloadableLazy } from '#src/lib/lazy-named.ts';
import type { PageProps } from '#src/lib/page-props.ts';
import type { PageChunk } from './route-table.ts';

export type LazyPage = PreloadableLazy<PageProps> & {
  /**
   * Starts loading the page's code without rendering it: the router calls it as soon as the address
   * is known (the entry has usually asked already), so the chunk arrives while the session is
   * renewed and the route's guard decides, instead of after them (decision 036).
   */
  preload: () => void;
};

/** A route's page (src/app/route-table.ts) as a lazy component that can also preload its code. */
export function lazyPage({ load, name }: PageChunk): LazyPage {
  const page = lazyNamed<PageProps, Record<string, unknown>>(load, name);
  // A failed preload is not an error yet: the render asks again and gets the reload-once rule.
  return Object.assign(page, { preload: () => void page.load().catch(() => undefined) });
}
