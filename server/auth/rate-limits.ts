/**
 * The rate limits of signing in (decision 026), per client address: generous for people — a whole
 * team behind one café's Wi-Fi signing in at kick-off stays far below them — and tight enough that a
 * script cannot hammer the code exchange, the refresh rotation or the development page (which
 * creates a person for every new name); and of trying invite codes (decision 030), so nobody can
 * guess their way into a team.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { ErrorName } from '#contract/error-codes.ts';
import type { Clock } from '../clock.ts';
import { addressKey, clientAddress } from '../http/client-address.ts';
import { ApiError } from '../http/errors.ts';
import { createRateLimiter, type RateLimit } from '../http/rate-limit.ts';

export const authRateLimits = {
  /** `POST /open-api/v1/users/kakao`: exchanging a provider's code. */
  signIn: { limit: 30, windowMs: 60_000 },
  /** `POST /dev-auth/authorize`: choosing (or creating) a person on the development page. */
  devSignIn: { limit: 30, windowMs: 60_000 },
  /** `POST /open-api/v1/users/renew`: every page load and every ten minutes of use renews once. */
  renew: { limit: 120, windowMs: 60_000 },
  /**
   * `POST /open-api/v1/teams/invite-codes/team` (which team a code leads to) and `POST /api/v1/teams/join`
   * together: one budget of code tries, so a guesser gains nothing by switching between the two.
   * A person tries a code or two (lookup, then join); a script learns nothing in 30 a minute from
   * 31^8 codes.
   */
  inviteCodeTries: { limit: 30, windowMs: 60_000 },
} as const satisfies Record<string, RateLimit>;

export type AuthRateLimitName = keyof typeof authRateLimits;
export type AuthRateLimits = Record<AuthRateLimitName, RateLimit>;

/**
 * The limits a server runs with: the defaults, or `signInsPerMinute` (SIGN_IN_RATE_LIMIT) with
 * renewals four times that and invite-code tries as many as sign-ins.
 */
export function configuredAuthRateLimits(signInsPerMinute: number | null): AuthRateLimits {
  if (signInsPerMinute === null) return authRateLimits;
  const perMinute = (limit: number): RateLimit => ({ limit, windowMs: 60_000 });
  return {
    signIn: perMinute(signInsPerMinute),
    devSignIn: perMinute(signInsPerMinute),
    renew: perMinute(4 * signInsPerMinute),
    inviteCodeTries: perMinute(signInsPerMinute),
  };
}

/**
 * A check to call inside a handler: counts the request per client address and throws 429 (the
 * given error, with Retry-After) past the limit. For limits that span several endpoints, or that a
 * route module keeps to itself.
 */
export function addressRateGate(limit: RateLimit, { clock, trustProxy }: { clock: Clock; trustProxy: number }, error: ErrorName): (c: Context) => void {
  const limiter = createRateLimiter(limit, clock);
  return (c) => {
    const decision = limiter.hit(addressKey(clientAddress(c, trustProxy)));
    if (!decision.allowed) throw new ApiError(error, null, { 'Retry-After': String(decision.retryAfterSeconds) });
  };
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
