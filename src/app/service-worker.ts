import { isOpenRequest } from '#src/service-worker/open-request.ts';

/**
 * Registers the service worker of the production build (decision 018). The first time a worker takes
 * control of this page, the reads already answered went past it and are not kept for offline use:
 * `onFirstControl` reads them again (the app refetches its active queries) so a reload at the pitch
 * without network finds them.
 */
export function registerServiceWorker(onFirstControl: () => void): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const hadController = navigator.serviceWorker.controller !== null;
  if (!hadController) {
    navigator.serviceWorker.addEventListener('controllerchange', onFirstControl, { once: true });
  }
  // A worker that cannot register (private mode, storage off) leaves the app as it was: online only.
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  // After the page's own load, so the precache download does not compete with it.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * A tapped notification asks an open window to show its page (src/service-worker/push-worker.ts):
 * `navigate` goes there through the router, and the port tells the worker it needs no reload.
 * Answers the listener's removal.
 */
export function listenForOpenRequests(navigate: (to: string) => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if (!isOpenRequest(event.data)) return;
    navigate(event.data.url);
    event.ports[0]?.postMessage(true);
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}
