/**
 * Which push services the server posts to (decisions 058, 069). A subscription's endpoint is an
 * address the browser got from its push service; a client could send any address instead and have
 * the server post to it — a request forgery through our servers, and a way to learn which of this
 * host's ports answer. So, in every environment:
 * - the endpoint is https, on its own port (443);
 * - its host is one of the browsers' push services (PUSH_SERVICE_HOSTS replaces the list; `*` takes
 *   any host, the address rule still holding);
 * - every address its name resolves to is on the public internet (server/push/public-address.ts):
 *   checked when a device registers, and again when the server connects to send (the name may
 *   resolve elsewhere by then), so no address of this host or its network is ever posted to.
 * The one exception is a test-only switch (TEST_PUSH_SERVICE_ON_LOOPBACK, refused in production):
 * the tests' stand-in push service on http://127.0.0.1 passes, and loopback addresses with it.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { addressKind } from './public-address.ts';

/** The push services of Chrome and Edge on Android, Firefox, Edge on Windows and Safari. */
export const browserPushServices: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '.notify.windows.com',
  'web.push.apple.com',
];

/** Where the server may post a device's notifications (config.pushEndpoints). */
export interface PushEndpointPolicy {
  /** The push services' hosts (a leading dot: every host under it); null: any host with a public address. */
  allowedHosts: readonly string[] | null;
  /** Tests only: http or https on a loopback host (the stand-in push service) passes, whatever the list. */
  loopbackStandIn: boolean;
}

/** The addresses a host name resolves to (node's resolver by default; tests answer their own). */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export const resolveWithDns: ResolveHost = async (hostname) => (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** A host on the list: the name itself, or under a `.suffix` entry. */
export function isAllowedPushEndpoint(endpoint: string, allowedHosts: readonly string[] | null): boolean {
  if (allowedHosts === null) return true;
  const host = hostOf(endpoint);
  if (host === null) return false;
  return allowedHosts.some((allowed) => (allowed.startsWith('.') ? host.endsWith(allowed) && host.length > allowed.length : host === allowed));
}

/** The endpoint's host, lower case, an IPv6 address without its brackets; null when it is no URL. */
function hostOf(endpoint: string): string | null {
  try {
    return new URL(endpoint).hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  } catch {
    return null;
  }
}

const isLoopbackHost = (host: string) => host === 'localhost' || (isIP(host) !== 0 && addressKind(host) === 'loopback');

/** Why an address may not be posted to (for the log), or null when it may. */
export function addressRefusal(ip: string, policy: PushEndpointPolicy): string | null {
  const kind = addressKind(ip);
  if (kind === 'public' || (kind === 'loopback' && policy.loopbackStandIn)) return null;
  return `${ip} is a ${kind} address`;
}

/** Why the server will not post to `endpoint`, judged without resolving its name (null: go on and resolve it). */
export function endpointRefusal(endpoint: string, policy: PushEndpointPolicy): string | null {
  const host = hostOf(endpoint);
  if (host === null) return 'not a URL';
  const standIn = policy.loopbackStandIn && isLoopbackHost(host);
  const { protocol, port } = new URL(endpoint);
  if (protocol !== 'https:' && !(standIn && protocol === 'http:')) return `not https (${protocol})`;
  // Push services answer on https's own port; any other would let a device probe a host's ports.
  if (port !== '' && !standIn) return `port ${port} is not https's`;
  if (!standIn && !isAllowedPushEndpoint(endpoint, policy.allowedHosts)) return `${host} is not a push service on the list`;
  return isIP(host) ? addressRefusal(host, policy) : null;
}

/** Why the server will not post to `endpoint`, its name resolved (a device registering); null when it may. */
export async function pushEndpointRefusal(endpoint: string, policy: PushEndpointPolicy, resolve: ResolveHost): Promise<string | null> {
  const refusal = endpointRefusal(endpoint, policy);
  if (refusal !== null) return refusal;
  const host = hostOf(endpoint)!;
  if (isIP(host)) return null;
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return `${host} does not resolve`;
  }
  if (addresses.length === 0) return `${host} does not resolve`;
  for (const address of addresses) {
    const refused = addressRefusal(address, policy);
    if (refused) return `${host} resolves to ${refused}`;
  }
  return null;
}

/**
 * The `lookup` of the sender's connections: the name resolved when the connection opens, refused
 * (the connection never opens) when any address it resolves to may not be posted to.
 */
export function guardedLookup(policy: PushEndpointPolicy, resolve: ResolveHost): LookupFunction {
  return (hostname, options, callback) => {
    const answer = callback as (error: NodeJS.ErrnoException | null, address: string | { address: string; family: number }[], family?: number) => void;
    resolve(hostname).then(
      (all) => {
        const refused = all.length === 0 ? `${hostname} does not resolve` : all.map((a) => addressRefusal(a, policy)).find((r) => r !== null);
        if (refused) return answer(Object.assign(new Error(`refused: ${refused}`), { code: 'EPUSHADDRESS' }), '', 0);
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const wanted = all.filter((a) => !family || isIP(a) === family);
        if (wanted.length === 0) return answer(Object.assign(new Error(`${hostname}: no address of family ${family}`), { code: 'ENOTFOUND' }), '', 0);
        if (options.all)
          return answer(
            null,
            wanted.map((address) => ({ address, family: isIP(address) })),
          );
        return answer(null, wanted[0], isIP(wanted[0]));
      },
      (error: NodeJS.ErrnoException) => answer(error, '', 0),
    );
  };
}
