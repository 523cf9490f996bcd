/**
 * Sign-in and session (docs/architecture.md §4): the authorize redirect to the provider, the code
 * exchange that answers an access token and sets the refresh cookie, renewal with rotation and
 * reuse detection, and logout; with the state bound to the browser by a cookie, and the rate limits
 * of sign-in and renewal (decision 026); only the app's own origins may call them (decision 030).
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { authorizePath, endpoints } from '#contract/endpoints.ts';
import { AuthorizeQuery, type TokenResponse } from '#contract/users.ts';
import { sha256 } from '../auth/hashing.ts';
import { findOrCreatePerson } from '../auth/identity.ts';
import { type AuthRateLimits, configuredAuthRateLimits, limitPosts } from '../auth/rate-limits.ts';
import { isAllowedRedirectUri, requestOrigin } from '../auth/redirect-uris.ts';
import { pageCookieName, pageCookieValue, type PagePerson } from '../auth/page-cookie.ts';
import { refreshTokenTtlMs } from '../auth/tokens.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { isHttpsRequest } from '../http/client-address.ts';
import { type AppEnv, implement, type Implementation } from '../http/endpoint.ts';
import { ApiError, errorResponse } from '../http/errors.ts';
import { refuseForeignOrigin } from '../http/origin-check.ts';
import { parseQuery } from '../http/validate.ts';
import type { AppDeps } from './deps.ts';

export const refreshCookieName = 'pitchside_refresh';
/**
 * The refresh cookie goes only to renew and logout: one cookie per path (a cookie has a single
 * Path, and their common prefix would also send it to the code exchange), both always the same value.
 */
export const refreshCookiePaths = [endpoints.renewToken.path, endpoints.logout.path] as const;
/** Where the cookie lived before decision 026; cleared whenever the new ones are written. */
export const legacyRefreshCookiePath = '/open-api/v1/users';

/** The hash of the sign-in `state`, set by the authorize redirect and spent by the code exchange. */
export const loginStateCookieName = 'pitchside_login_state';
/** Time to finish signing in at the provider (Kakao may ask for a password, or to agree to terms). */
export const loginStateTtlSeconds = 10 * 60;

/**
 * HttpOnly: no script reads them. SameSite=Strict: only the app's own pages send them (every use is
 * a fetch from one of them, never a navigation, so Strict costs nothing over Lax). Secure when the
 * browser came over HTTPS (directly or through a trusted proxy), and always in production.
 */
function cookieOptions(c: Context, deps: AppDeps, path: string): CookieOptions {
  const secure = deps.config.nodeEnv === 'production' || isHttpsRequest(c, deps.config.trustProxy);
  return { httpOnly: true, sameSite: 'Strict', path, secure };
}

function setRefreshCookie(c: Context, deps: AppDeps, token: string): void {
  for (const path of refreshCookiePaths) {
    setCookie(c, refreshCookieName, token, { ...cookieOptions(c, deps, path), maxAge: refreshTokenTtlMs / 1000 });
  }
  deleteCookie(c, refreshCookieName, cookieOptions(c, deps, legacyRefreshCookiePath));
}

/**
 * The page cookie (server/auth/page-cookie.ts, decision 104): on every path, SameSite=Lax so a link
 * opened from another app's chat brings it to the document request, as long-lived as the refresh
 * cookie and written with it; it names the person and session and is believed only while both are live.
 */
function pageCookieOptions(c: Context, deps: AppDeps): CookieOptions {
  return { ...cookieOptions(c, deps, '/'), sameSite: 'Lax' };
}

function setSessionCookies(c: Context, deps: AppDeps, token: string, person: PagePerson): void {
  setRefreshCookie(c, deps, token);
  const value = pageCookieValue(deps.config.jwtSecret!, person, deps.clock.now());
  setCookie(c, pageCookieName, value, { ...pageCookieOptions(c, deps), maxAge: refreshTokenTtlMs / 1000 });
}

function clearRefreshCookie(c: Context, deps: AppDeps): void {
  for (const path of [...refreshCookiePaths, legacyRefreshCookiePath]) deleteCookie(c, refreshCookieName, cookieOptions(c, deps, path));
  deleteCookie(c, pageCookieName, pageCookieOptions(c, deps));
}

/** True when `state` is the one whose hash the authorize redirect left in this browser. */
function matchesStateCookie(state: string, cookie: string | undefined): boolean {
  if (!cookie) return false;
  const expected = Buffer.from(cookie);
  const actual = Buffer.from(sha256(state));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * `GET /open-api/v1/auth/authorize`: 302 to the provider for an allowed redirect URI. It binds the
 * `state` to this browser with a short-lived cookie that only the code exchange receives.
 */
export function registerAuthorizeRoute(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get(authorizePath, (c) => {
    const query = parseQuery(c, AuthorizeQuery);
    if (!isAllowedRedirectUri(query.redirect_uri, deps.config, requestOrigin(c.req.url))) throw new ApiError('INVALID_REDIRECT_URI');
    setCookie(c, loginStateCookieName, sha256(query.state), { ...cookieOptions(c, deps, endpoints.socialLogin.path), maxAge: loginStateTtlSeconds });
    c.header('cache-control', 'no-store');
    return c.redirect(deps.auth.authorizeUrl({ redirectUri: query.redirect_uri, state: query.state }), 302);
  });
}

/**
 * The guards of the session endpoints, registered before them: a foreign `Origin` on the code
 * exchange, renew and logout is refused (403 10008, server/http/origin-check.ts; decision 030), then
 * the rate limits of sign-in and renewal (server/auth/rate-limits.ts) answer 429 10007 with
 * Retry-After. The origin comes first, so another site's page cannot spend a visitor's budget.
 */
export function registerSessionGuards(app: Hono<AppEnv>, deps: AppDeps, limits: Partial<AuthRateLimits> = {}): void {
  const ownOriginOnly = refuseForeignOrigin(deps.config);
  for (const path of [endpoints.socialLogin.path, endpoints.renewToken.path, endpoints.logout.path]) app.use(path, ownOriginOnly);
  const options = { clock: deps.clock, trustProxy: deps.config.trustProxy };
  const refuse = (c: Context) => errorResponse(c, 'TOO_MANY_AUTH_REQUESTS');
  const configured = configuredAuthRateLimits(deps.config.signInRateLimit);
  app.use(endpoints.socialLogin.path, limitPosts(limits.signIn ?? configured.signIn, options, refuse));
  app.use(endpoints.renewToken.path, limitPosts(limits.renew ?? configured.renew, options, refuse));
}

/** The session endpoints of the table: socialLogin, renewToken, logout. */
export function authEndpoints(deps: AppDeps): Implementation[] {
  const { db, clock, tokens } = deps;

  const tokenResponse = async (userId: number, sessionId: string, lifecycle: TokenResponse['userLifecycle']): Promise<TokenResponse> => ({
    accessToken: await tokens.signAccessToken(userId, sessionId),
    userId,
    userLifecycle: lifecycle,
  });

  return [
    implement('socialLogin', async (c, { body }) => {
      // The state is single-use: whatever happens next, this browser's one is spent.
      const stateCookie = getCookie(c, loginStateCookieName);
      deleteCookie(c, loginStateCookieName, cookieOptions(c, deps, endpoints.socialLogin.path));
      // Checked before the code is spent, so a forged callback never uses up the person's code.
      if (!matchesStateCookie(body.state, stateCookie)) throw new ApiError('INVALID_LOGIN_STATE');
      if (!isAllowedRedirectUri(body.redirectUri, deps.config, requestOrigin(c.req.url))) throw new ApiError('INVALID_REDIRECT_URI');
      const result = await deps.auth.exchangeCode({ code: body.code, redirectUri: body.redirectUri });
      const person = await findOrCreatePerson(db, clock, result);
      const session = await tokens.startSession(person.id);
      setSessionCookies(c, deps, session.refreshToken, { userId: person.id, sessionId: session.sessionId });
      return tokenResponse(person.id, session.sessionId, person.lifecycle);
    }),

    implement('renewToken', async (c) => {
      const rotated = await tokens.rotateRefreshToken(getCookie(c, refreshCookieName));
      if (!rotated.ok) {
        if (rotated.error !== 'NO_REFRESH_TOKEN') clearRefreshCookie(c, deps);
        return errorResponse(c, rotated.error);
      }
      // The old cookie is spent from here on: its successor goes out with whatever answer follows, a
      // 503 included, or the browser's next renew would present the spent one and revoke the family.
      setSessionCookies(c, deps, rotated.token, { userId: rotated.userId, sessionId: rotated.sessionId });
      const person = await findOrCreatePerson(db, clock, { userId: rotated.userId }).catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) throw error; // 503: the session stays, the client tries again
        return null;
      });
      if (!person) {
        clearRefreshCookie(c, deps);
        return errorResponse(c, 'INVALID_TOKEN');
      }
      return tokenResponse(person.id, rotated.sessionId, person.lifecycle);
    }),

    implement('logout', async (c) => {
      await tokens.revokeFamily(getCookie(c, refreshCookieName));
      clearRefreshCookie(c, deps);
      return null;
    }),
  ];
}
