/**
 * Only the app's own pages may call the session endpoints (decision 030): the code exchange, renew
 * and logout answer 403 10008 to a foreign `Origin` (or `Sec-Fetch-Site: cross-site` without one),
 * and do nothing: no code spent, no token rotated, no session ended. Allowed: the origin the request
 * was sent to, PUBLIC_URL's and APP_ORIGINS; a request without `Origin` (no browser page: curl,
 * tests) passes.
 */
import { describe, expect, it } from 'vitest';
import { loginRedirectRoute } from '#contract/endpoints.ts';
import { createTokenService } from '#server/auth/tokens.ts';
import { body, call, devCode, loginStateCookie, refreshCookie, signIn, state } from './helpers.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

/** The code exchange of a fresh sign-in over `origin` (the app's address), sent with `headers`. */
async function exchangeOver(t: TestApp, origin: string, headers: Record<string, string>) {
  const uri = `${origin}${loginRedirectRoute}`;
  const cookie = await loginStateCookie(t, origin);
  const code = await devCode(t, { personId: 1 }, uri, origin);
  const send = (extra: Record<string, string>) =>
    t.app.request(`${origin}/open-api/v1/users/kakao`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, ...extra },
      body: JSON.stringify({ code, redirectUri: uri, state }),
    });
  return { response: await send(headers), send };
}

const tokenService = (t: TestApp) =>
  createTokenService({ db: t.database.db, clock: t.clock, secret: t.config.jwtSecret!, accessTokenTtlSeconds: t.config.accessTokenTtlSeconds });

const renew = (t: TestApp, refresh: string, headers: Record<string, string> = {}) =>
  t.app.request('/open-api/v1/users/renew', { method: 'POST', headers: { cookie: `pitchside_refresh=${refresh}`, ...headers } });
const logout = (t: TestApp, refresh: string, headers: Record<string, string> = {}) =>
  t.app.request('/open-api/v1/users/logout', { method: 'POST', headers: { cookie: `pitchside_refresh=${refresh}`, ...headers } });

async function expectForeign(response: Response) {
  expect(response.status).toBe(403);
  expect(await body(response)).toEqual({ status: 403, code: 10008, message: '허용되지 않은 출처에서 온 요청입니다.', data: null });
  expect(response.headers.getSetCookie()).toEqual([]);
}

describe('a foreign origin', () => {
  it('cannot exchange a sign-in code, and the code is not spent by trying', async () => {
    const t = await database.fresh();
    const { response, send } = await exchangeOver(t, 'http://localhost', { origin: 'https://evil.example' });
    await expectForeign(response);
    expect((await send({ origin: 'http://localhost' })).status).toBe(200);
  });

  it('cannot renew: the refresh token is not rotated', async () => {
    const t = await database.fresh();
    const session = await signIn(t, { personId: 1 });
    await expectForeign(await renew(t, session.refresh, { origin: 'https://evil.example' }));
    const own = await renew(t, session.refresh, { origin: 'http://localhost' });
    expect(own.status).toBe(200);
    // Had the foreign renew rotated it, this would be the second use of the token: reuse, 9010.
    expect(refreshCookie(own)).not.toBe(session.refresh);
  });

  it('cannot log a person out: the session goes on', async () => {
    const t = await database.fresh();
    const session = await signIn(t, { personId: 1 });
    await expectForeign(await logout(t, session.refresh, { origin: 'https://evil.example' }));
    expect((await call(t, 'GET', '/api/v1/users/1', { token: session.accessToken })).status).toBe(200);
    expect((await renew(t, session.refresh)).status).toBe(200);
  });

  it('includes `Origin: null`, a look-alike of the app, and another port or scheme of it', async () => {
    const t = await database.fresh();
    const session = await signIn(t, { personId: 1 });
    for (const origin of ['null', 'http://localhost.evil.example', 'http://localhost:8080', 'https://localhost']) {
      await expectForeign(await renew(t, session.refresh, { origin }));
    }
  });

  it('includes a browser request without Origin that says it is cross-site (Sec-Fetch-Site)', async () => {
    const t = await database.fresh();
    const session = await signIn(t, { personId: 1 });
    await expectForeign(await logout(t, session.refresh, { 'sec-fetch-site': 'cross-site' }));
    expect((await renew(t, session.refresh, { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it("is refused before the rate limit counts it: another site cannot spend a visitor's budget", async () => {
    const t = await database.fresh({ authRateLimits: { renew: { limit: 1, windowMs: 60_000 } } });
    const session = await signIn(t, { personId: 1 });
    for (let i = 0; i < 3; i += 1) await expectForeign(await renew(t, session.refresh, { origin: 'https://evil.example' }));
    expect((await renew(t, session.refresh, { origin: 'http://localhost' })).status).toBe(200);
  });
});

describe('the allowed origins', () => {
  it("are the request's own origin, and a request without Origin (no browser page) passes", async () => {
    const t = await database.fresh();
    expect((await exchangeOver(t, 'http://localhost', { origin: 'http://localhost' })).response.status).toBe(200);
    expect((await exchangeOver(t, 'http://localhost', {})).response.status).toBe(200);
  });

  it("are also PUBLIC_URL's origin and every APP_ORIGINS entry", async () => {
    const t = await database.fresh({ env: { PUBLIC_URL: 'https://pitchside.example/app', APP_ORIGINS: 'http://localhost:5173, https://client.example' } });
    // Straight into the database: the sign-in pages would now have to be reached at PUBLIC_URL.
    let { refreshToken: refresh } = await tokenService(t).startSession(1);
    for (const origin of ['https://pitchside.example', 'http://localhost:5173', 'https://client.example', 'http://localhost']) {
      const renewed = await renew(t, refresh, { origin });
      expect(renewed.status, origin).toBe(200);
      refresh = refreshCookie(renewed)!;
    }
    await expectForeign(await renew(t, refresh, { origin: 'https://pitchside.example.evil' }));
    expect((await logout(t, refresh, { origin: 'https://client.example' })).status).toBe(204);
  });

  it('include the origin the request was sent to (the app opened through a proxy on another port keeps signing in)', async () => {
    const t = await database.fresh({ env: { PUBLIC_URL: 'http://127.0.0.1:4173' } });
    let { refreshToken: refresh } = await tokenService(t).startSession(1);
    const throughProxy = await t.app.request('http://127.0.0.1:5999/open-api/v1/users/renew', {
      method: 'POST',
      headers: { cookie: `pitchside_refresh=${refresh}`, origin: 'http://127.0.0.1:5999' },
    });
    expect(throughProxy.status).toBe(200);
    refresh = refreshCookie(throughProxy)!;
    // Sent to the proxy's address from a page of yet another port: foreign.
    await expectForeign(
      await t.app.request('http://127.0.0.1:5999/open-api/v1/users/renew', {
        method: 'POST',
        headers: { cookie: `pitchside_refresh=${refresh}`, origin: 'http://127.0.0.1:6000' },
      }),
    );
  });

  it('leave the other open endpoints alone: reading teams from another site is fine', async () => {
    const t = await database.fresh();
    expect((await t.app.request('/open-api/v1/teams', { headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });
});
