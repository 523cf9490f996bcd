/**
 * Sign-in and session (architecture.md §4): the authorize redirect to the provider, the code
 * exchange that answers an access token and sets the refresh cookie, renewal with rotation and
 * reuse detection, and logout.
 */
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { authorizePath } from '#contract/endpoints.ts';
import { AuthorizeQuery, type TokenResponse } from '#contract/users.ts';
import { findOrCreatePerson } from '../auth/identity.ts';
import { isAllowedRedirectUri, requestOrigin } from '../auth/redirect-uris.ts';
import { refreshTokenTtlMs } from '../auth/tokens.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { type AppEnv, implement, type Implementation } from '../http/endpoint.ts';
import { ApiError, errorResponse } from '../http/errors.ts';
import { parseQuery } from '../http/validate.ts';
import type { AppDeps } from './deps.ts';

export const refreshCookieName = 'pitchside_refresh';
/** The cookie goes only to renew and logout, never to the rest of the API. */
export const refreshCookiePath = '/open-api/v1/users';

function isSecure(c: Context, deps: AppDeps): boolean {
  return deps.config.nodeEnv === 'production' || new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

function setRefreshCookie(c: Context, deps: AppDeps, token: string): void {
  setCookie(c, refreshCookieName, token, {
    httpOnly: true, sameSite: 'Lax', path: refreshCookiePath, secure: isSecure(c, deps), maxAge: refreshTokenTtlMs / 1000,
  });
}

function clearRefreshCookie(c: Context, deps: AppDeps): void {
  deleteCookie(c, refreshCookieName, { httpOnly: true, sameSite: 'Lax', path: refreshCookiePath, secure: isSecure(c, deps) });
}

/** `GET /open-api/v1/auth/authorize`: 302 to the provider for an allowed redirect URI. */
export function registerAuthorizeRoute(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get(authorizePath, (c) => {
    const query = parseQuery(c, AuthorizeQuery);
    if (!isAllowedRedirectUri(query.redirect_uri, deps.config, requestOrigin(c.req.url))) throw new ApiError('INVALID_REDIRECT_URI');
    c.header('cache-control', 'no-store');
    return c.redirect(deps.auth.authorizeUrl({ redirectUri: query.redirect_uri, state: query.state }), 302);
  });
}

/** The session endpoints of the table: socialLogin, renewToken, logout. */
export function authEndpoints(deps: AppDeps): Implementation[] {
  const { db, clock, tokens } = deps;

  const tokenResponse = async (userId: number, lifecycle: TokenResponse['userLifecycle']): Promise<TokenResponse> => ({
    accessToken: await tokens.signAccessToken(userId), userId, userLifecycle: lifecycle,
  });

  return [
    implement('socialLogin', async (c, { body }) => {
      if (!isAllowedRedirectUri(body.redirectUri, deps.config, requestOrigin(c.req.url))) throw new ApiError('INVALID_REDIRECT_URI');
      const result = await deps.auth.exchangeCode({ code: body.code, redirectUri: body.redirectUri });
      const person = await findOrCreatePerson(db, clock, result);
      setRefreshCookie(c, deps, await tokens.issueRefreshToken(person.id));
      return tokenResponse(person.id, person.lifecycle);
    }),

    implement('renewToken', async (c) => {
      const rotated = await tokens.rotateRefreshToken(getCookie(c, refreshCookieName));
      if (!rotated.ok) {
        if (rotated.error !== 'NO_REFRESH_TOKEN') clearRefreshCookie(c, deps);
        return errorResponse(c, rotated.error);
      }
      // The old cookie is spent from here on: its successor goes out with whatever answer follows, a
      // 503 included, or the browser's next renew would present the spent one and revoke the family.
      setRefreshCookie(c, deps, rotated.token);
      const person = await findOrCreatePerson(db, clock, { userId: rotated.userId }).catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) throw error; // 503: the session stays, the client tries again
        return null;
      });
      if (!person) {
        clearRefreshCookie(c, deps);
        return errorResponse(c, 'INVALID_TOKEN');
      }
      return tokenResponse(person.id, person.lifecycle);
    }),

    implement('logout', async (c) => {
      await tokens.revokeFamily(getCookie(c, refreshCookieName));
      clearRefreshCookie(c, deps);
      return null;
    }),
  ];
}
