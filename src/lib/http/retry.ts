/**
 * The retry policy of docs/product.md §7.5 as pure functions, so the client and its tests read the same rules:
 * which methods retry, how often, and how long to wait before retry n.
 */
import { constants } from '#src/lib/constants.ts';

const { retries, retryMethods, retryAfterStatusCodes, retryBaseDelayMs, maxRetryAfterMs } = constants.http;

/** How many times a request of this method may be retried: 2 for idempotent methods, 0 for POST and PATCH. */
export function retriesFor(method: string, max: number = retries): number {
  return retryMethods.includes(method.toUpperCase()) ? max : 0;
}

/** The backoff of docs/product.md §7.5: retry n (from 1) waits 0.3 × 2^(n−1) s. */
export function backoffDelayMs(retryNumber: number): number {
  return retryBaseDelayMs * 2 ** (retryNumber - 1);
}

/**
 * Reads a Retry-After header: delta-seconds (`120`) or an HTTP date. Null when absent or unreadable.
 * A date in the past means "now" (0). The result is capped at `maxRetryAfterMs`.
 */
export function parseRetryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (value === '') return null;
  let ms: number;
  if (/^\d+$/.test(value)) {
    ms = Number(value) * 1000;
  } else {
    const at = Date.parse(value);
    if (Number.isNaN(at)) return null;
    ms = Math.max(0, at - now);
  }
  return Math.min(ms, maxRetryAfterMs);
}

/**
 * How long to wait before retry `retryNumber`: the server's Retry-After on 413/429/503 when it sent
 * a readable one, otherwise the exponential backoff.
 */
export function retryDelayMs(retryNumber: number, response: { status: number; headers: Headers } | undefined, now: number = Date.now()): number {
  if (response && retryAfterStatusCodes.includes(response.status)) {
    const fromHeader = parseRetryAfterMs(response.headers.get('retry-after'), now);
    if (fromHeader !== null) return fromHeader;
  }
  return backoffDelayMs(retryNumber);
}
