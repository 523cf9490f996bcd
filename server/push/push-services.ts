/**
 * Which push services the server posts to (decision 058). A subscription's endpoint is an address the
 * browser got from its push service; a client could send any https address instead and have the
 * server post to it — a request forgery through our servers. Production therefore only accepts the
 * browsers' own services (PUSH_SERVICE_HOSTS replaces the list; `*` accepts any address the contract
 * allows); development and tests accept any, so a local stand-in push service works.
 */

/** The push services of Chrome and Edge on Android, Firefox, Edge on Windows and Safari. */
export const browserPushServices: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '.notify.windows.com',
  'web.push.apple.com',
];

/** A host on the list: the name itself, or under a `.suffix` entry. */
export function isAllowedPushEndpoint(endpoint: string, allowedHosts: readonly string[] | null): boolean {
  if (allowedHosts === null) return true;
  let host: string;
  try {
    host = new URL(endpoint).hostname.toLowerCase();
  } catch {
    return false;
  }
  return allowedHosts.some((allowed) => (allowed.startsWith('.') ? host.endsWith(allowed) && host.length > allowed.length : host === allowed));
}
