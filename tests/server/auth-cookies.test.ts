/**
 * The sign-in cookies over their Set-Cookie headers (decision 026): the refresh cookie is HttpOnly,
 * SameSite=Strict, on exactly the renew and logout paths, and Secure when the browser came over
 * HTTPS — directly, or by X-Forwarded-Proto only behind a trusted proxy (TRUST_PROXY) — and always
 * in production; the state cookie the same, on the code exchange's path only.
 */
import { describe, expect, it } from 'vitest';
import { loginRedirectRoute } from '#contract/endpoints.ts';
import { body, devCode, refreshCookie, signIn, state } from './helpers.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

const refreshHeaders = (response: Response) => response.headers.getSetCookie().filter((c) => c.startsWith('pitchside_refresh='));
const attribute = (cookie: string, name: string) =>
  cookie
    .split(';')
    .map((p) => p.trim())
    .find((p) => p.toLowerCase().startsWith(name.toLowerCase()));

/** A whole sign-in over `origin` with extra request headers: authorize, dev page, code exchange. Answers the exchange's response and the authorize response. */
async function signInOver(t: TestApp, origin: string, headers: Record<string, string> = {}) {
  const uri = `${origin}${loginRedirectRoute}`;
  const authorize = await t.app.request(`${origin}/open-api/v1/auth/authorize?${new URLSearchParams({ redirect_uri: uri, state })}`, { headers });
  expect(authorize.status).toBe(302);
  const stateCookie = authorize.headers.getSetCookie().find((c) => c.startsWith('pitchside_login_state='))!;
  const code = await devCode(t, { personId: 1 }, uri, origin);
  const exchange = await t.app.request(`${origin}/open-api/v1/users/kakao`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', cookie: stateCookie.split(';')[0] },
    body: JSON.stringify({ code, redirectUri: uri, state }),
  });
  expect(exchange.status).toBe(200);
  return { exchange, stateCookie };
}

describe('the refresh cookie', () => {
  it('is HttpOnly, SameSite=Strict, fourteen days, once on the renew path and once on the logout path', async () => {
    const t = await database.fresh();
    const { exchange } = await signInOver(t, 'http://localhost');
    const cookies = refreshHeaders(exchange).filter((c) => !/Max-Age=0/.test(c));
    expect(cookies.map((c) => attribute(c, 'Path'))).toEqual(['Path=/open-api/v1/users/renew', 'Path=/open-api/v1/users/logout']);
    for (const cookie of cookies) {
      expect(attribute(cookie, 'HttpOnly')).toBe('HttpOnly');
      expect(attribute(cookie, 'SameSite')).toBe('SameSite=Strict');
      expect(attribute(cookie, 'Max-Age')).toBe('Max-Age=1209600');
      expect(attribute(cookie, 'Secure')).toBeUndefined();
    }
    expect(new Set(cookies.map((c) => c.split(';')[0])).size).toBe(1);
    // The cookie of the older, wider path is cleared, so it stops reaching the code exchange.
    expect(refreshHeaders(exchange).some((c) => /Max-Age=0/.test(c) && attribute(c, 'Path') === 'Path=/open-api/v1/users')).toBe(true);
  });

  it('is Secure on an https request', async () => {
    const t = await database.fresh();
    const { exchange } = await signInOver(t, 'https://localhost');
    expect(refreshHeaders(exchange).length).toBeGreaterThan(0);
    for (const cookie of refreshHeaders(exchange)) expect(attribute(cookie, 'Secure')).toBe('Secure');
  });

  it('believes X-Forwarded-Proto: https only behind a trusted proxy', async () => {
    const untrusted = await database.fresh();
    const spoofed = await signInOver(untrusted, 'http://localhost', { 'x-forwarded-proto': 'https' });
    for (const cookie of refreshHeaders(spoofed.exchange)) expect(attribute(cookie, 'Secure')).toBeUndefined();

    const proxied = await database.fresh({ env: { TRUST_PROXY: '1' } });
    const forwarded = await signInOver(proxied, 'http://localhost', { 'x-forwarded-proto': 'https' });
    for (const cookie of refreshHeaders(forwarded.exchange)) expect(attribute(cookie, 'Secure')).toBe('Secure');
    expect(attribute(forwarded.stateCookie, 'Secure')).toBe('Secure');
  });

  it('is Secure in production whatever the request says', async () => {
    const t = await database.fresh({ env: { NODE_ENV: 'production', ALLOW_DEV_AUTH: 'true' } });
    const { exchange } = await signInOver(t, 'http://localhost');
    for (const cookie of refreshHeaders(exchange)) expect(attribute(cookie, 'Secure')).toBe('Secure');
  });

  it('is rotated on both paths by a renewal, and cleared on both (and the old path) by logout', async () => {
    const t = await database.fresh();
    const session = await signIn(t, { personId: 1 });
    const renewed = await t.app.request('/open-api/v1/users/renew', { method: 'POST', headers: { cookie: `pitchside_refresh=${session.refresh}` } });
    expect(renewed.status).toBe(200);
    const next = refreshCookie(renewed)!;
    expect(
      refreshHeaders(renewed)
        .filter((c) => c.startsWith(`pitchside_refresh=${next};`))
        .map((c) => attribute(c, 'Path')),
    ).toEqual(['Path=/open-api/v1/users/renew', 'Path=/open-api/v1/users/logout']);

    const logout = await t.app.request('/open-api/v1/users/logout', { method: 'POST', headers: { cookie: `pitchside_refresh=${next}` } });
    expect(logout.status).toBe(204);
    const cleared = refreshHeaders(logout)
      .filter((c) => /Max-Age=0/.test(c))
      .map((c) => attribute(c, 'Path'));
    expect(cleared.sort()).toEqual(['Path=/open-api/v1/users', 'Path=/open-api/v1/users/logout', 'Path=/open-api/v1/users/renew']);
  });
});

describe('the state cookie', () => {
  it('holds a hash of the state (not the state), HttpOnly, SameSite=Strict, ten minutes, on the code exchange path only', async () => {
    const t = await database.fresh();
    const { stateCookie, exchange } = await signInOver(t, 'http://localhost');
    const value = stateCookie.split(';')[0].slice('pitchside_login_state='.length);
    expect(value).toMatch(/^[0-9a-f]{64}$/);
    expect(value).not.toContain(state);
    expect(attribute(stateCookie, 'Path')).toBe('Path=/open-api/v1/users/kakao');
    expect(attribute(stateCookie, 'HttpOnly')).toBe('HttpOnly');
    expect(attribute(stateCookie, 'SameSite')).toBe('SameSite=Strict');
    expect(attribute(stateCookie, 'Max-Age')).toBe('Max-Age=600');
    // Spent by the exchange.
    const spent = exchange.headers.getSetCookie().find((c) => c.startsWith('pitchside_login_state='))!;
    expect(attribute(spent, 'Max-Age')).toBe('Max-Age=0');
    expect(attribute(spent, 'Path')).toBe('Path=/open-api/v1/users/kakao');
    expect((await body(exchange)).status).toBe(200);
  });
});
