/**
 * A sliding-window rate limit in the memory of this process: at most `limit` requests per key in any
 * `windowMs`. Each key keeps the instants of its recent requests (never more than `limit`), so the
 * answer is exact and "try again in N seconds" is when the oldest of them leaves the window. Two
 * server processes count separately (decision 026). Time comes from the injected clock, so tests
 * move it instead of waiting.
 */
import type { Clock } from '../clock.ts';

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Keys are swept for stale entries once this many are held, so a flood of addresses cannot grow memory for good. */
const sweepAtKeys = 10_000;

export interface RateLimiter {
  /** Counts a request for `key` and answers whether it is within the limit. Refused requests are not counted. */
  hit(key: string): RateDecision;
}

export function createRateLimiter({ limit, windowMs }: RateLimit, clock: Clock): RateLimiter {
  const recent = new Map<string, number[]>();

  const sweep = (now: number) => {
    for (const [key, instants] of recent) {
      if (instants[instants.length - 1] <= now - windowMs) recent.delete(key);
    }
  };

  return {
    hit(key) {
      const now = clock.now().getTime();
      if (recent.size >= sweepAtKeys) sweep(now);
      const instants = (recent.get(key) ?? []).filter((at) => at > now - windowMs);
      if (instants.length >= limit) {
        recent.set(key, instants);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((instants[0] + windowMs - now) / 1000)) };
      }
      instants.push(now);
      recent.set(key, instants);
      return { allowed: true };
    },
  };
}
