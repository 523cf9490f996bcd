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
