/**
 * Who is asking, and over what: the client's address (the key of the sign-in rate limits) and
 * whether the request came over HTTPS (Secure cookies, HSTS). X-Forwarded-* headers are believed
 * only when TRUST_PROXY says how many proxies stand in front of us; without one any client could
 * write them, and an address it made up would give it a fresh rate-limit budget on every request.
 */
import { isIPv6 } from 'node:net';
import type { Context } from 'hono';

/** The node socket under @hono/node-server; absent when the app is called in-process (tests). */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** Stands for the peer when there is no socket to ask (in-process requests). */
export const unknownAddress = 'unknown';

function socketAddress(c: Context): string | undefined {
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
}

/**
 * The client's address. Behind `trustProxy` proxies, each proxy appended the address it was called
 * from to X-Forwarded-For, so the client is the entry `trustProxy` places from the right; entries
 * further left were written by the client itself and are ignored.
 */
export function clientAddress(c: Context, trustProxy: number): string {
  if (trustProxy > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    if (forwarded.length >= trustProxy) return forwarded[forwarded.length - trustProxy];
  }
  return socketAddress(c) ?? unknownAddress;
}

/** True when the browser reached us over HTTPS: directly, or (behind a trusted proxy) as the proxy says. */
export function isHttpsRequest(c: Context, trustProxy: number): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (trustProxy === 0) return false;
  // Like Express: the first value is the protocol the outermost proxy was reached over.
  return (c.req.header('x-forwarded-proto') ?? '').split(',')[0].trim().toLowerCase() === 'https';
}

/**
 * The rate-limit key of an address: an IPv6 client usually owns a whole /64, so it counts as one
 * (otherwise it could step through its addresses); an IPv4-mapped IPv6 address is its IPv4 address.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
