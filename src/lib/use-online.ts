import { useSyncExternalStore } from 'react';

// At module scope: a subscribe that is a new function each render makes React unsubscribe and
// subscribe again on every render of a reader (the record screen draws for each tap).
function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
const isOnline = () => navigator.onLine;
const onTheServer = () => true;

/** Whether the browser says it is online, following its `online` and `offline` events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, onTheServer);
}
