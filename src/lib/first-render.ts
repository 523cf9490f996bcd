/**
 * Whether this render is the server's (decision 104) or the client's hydration of it: what it shows
 * must not depend on the window (its width, its storage), or the two renders differ. Such a render
 * assumes a phone; the first render after it reads the window.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

export function useServerFirstRender(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}

const RenderedAt = createContext<number | null>(null);

/**
 * The server's time of a server-rendered document's render (its state's `renderedAt`): the server's
 * render and the boot's hydration provide the same number (src/app/providers.tsx).
 */
export const RenderedAtProvider = RenderedAt.Provider;

/** The server's time of this document's render; null for a document the client rendered alone. */
export function useRenderedAt(): number | null {
  return useContext(RenderedAt);
}
