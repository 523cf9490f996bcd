/**
 * The rate limits of signing in (decision 026), per client address: generous for people — a whole
 * team behind one café's Wi-Fi signing in at kick-off stays far below them — and tight enough that a
 * script cannot hammer the code exchange, the refresh rotation or the development page (which
 * creates a person for every new name).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Clock } from '../clock.ts';
import { addressKey, clientAddress } from '../http/client-address.ts';
import { createRateLimiter, type RateLimit } from '../http/rate-limit.ts';

export const authRateLimits = {
  /** `POST /open-api/v1/users/kakao`: exchanging a provider's code. */
  signIn: { limit: 30, windowMs: 60_000 },
  /** `POST /dev-auth/authorize`: choosing (or creating) a person on the development page. */
  devSignIn: { limit: 30, windowMs: 60_000 },
  /** `POST /open-api/v1/users/renew`: every page load and every ten minutes of use renews once. */
  renew: { limit: 120, windowMs: 60_000 },
} as const satisfies Record<string, RateLimit>;

export type AuthRateLimitName = keyof typeof authRateLimits;
export type AuthRateLimits = Record<AuthRateLimitName, RateLimit>;

/** The limits a server runs with: the defaults, or `signInsPerMinute` (SIGN_IN_RATE_LIMIT) with renewals four times that. */
export function configuredAuthRateLimits(signInsPerMinute: number | null): AuthRateLimits {
  if (signInsPerMinute === null) return authRateLimits;
  const perMinute = (limit: number): RateLimit => ({ limit, windowMs: 60_000 });
  return { signIn: perMinute(signInsPerMinute), devSignIn: perMinute(signInsPerMinute), renew: perMinute(4 * signInsPerMinute) };
}

/** How a refused request is answered (the API's envelope, or a page for the development sign-in). */
export type RefuseTooMany = (c: Context, retryAfterSeconds: number) => Response | Promise<Response>;

/**
 * A middleware that counts POST requests per client address and answers `refuse` (with Retry-After)
 * past the limit; other methods pass uncounted (a GET there is only a 405).
 */
export function limitPosts(limit: RateLimit, { clock, trustProxy }: { clock: Clock; trustProxy: number }, refuse: RefuseTooMany): MiddlewareHandler {
  const limiter = createRateLimiter(limit, clock);
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const decision = limiter.hit(addressKey(clientAddress(c, trustProxy)));
    if (!decision.allowed) {
      const response = await refuse(c, decision.retryAfterSeconds);
      response.headers.set('Retry-After', String(decision.retryAfterSeconds));
      return response;
    }
    return next();
  };
}
