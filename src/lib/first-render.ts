/**
 * Whether this render is the server's (decision 104) or the client's hydration of it: what it shows
 * must not depend on the window (its width, its storage), or the two renders differ. Such a render
 * assumes a phone; the first render after it reads the window.
 */
import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

export function useServerFirstRender(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}
