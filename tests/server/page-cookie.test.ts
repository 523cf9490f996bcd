/**
 * The page cookie (decision 104): written beside the refresh cookie by sign-in and renewal, cleared
 * by logout; HttpOnly, SameSite=Lax, on every path, fourteen days. It names the person and session
 * for a document request only: the bearer check refuses it, and it stops naming anyone the moment
 * the session ends (logout, a reused refresh token) or the person withdraws.
 */
import { describe, expect, it } from 'vitest';
import { loginRedirectRoute } from '#contract/auth-paths.ts';
import { pageCookieName, pageCookieValue, pagePerson, readPageCookie } from '#server/auth/page-cookie.ts';
import { call, devCode, exchange, loginStateCookie, signIn, state } from './helpers.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

const pageHeader = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith(`${pageCookieName}=`));
const valueOf = (header: string | undefined) => header?.split(';')[0].slice(pageCookieName.length + 1);
const attributes = (header: string) => header.split(';').map((p) => p.trim());

/** Signs person `choice` in; answers the access token, the refresh cookie and the page cookie's value. */
async function signedIn(t: TestApp, choice: { personId: number } | { name: string }) {
  const response = await exchange(t, await devCode(t, choice));
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { accessToken: string; userId: number } };
  const refresh = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('pitchside_refresh='))!
    .split(';')[0];
  return { ...data, refresh, page: valueOf(pageHeader(response))! };
}

const personOf = (t: TestApp, value: string | undefined) => pagePerson({ db: t.database.db, clock: t.clock, secret: t.config.jwtSecret! }, value);

describe('the page cookie', () => {
  it('is written by sign-in: HttpOnly, SameSite=Lax, Path=/, fourteen days, naming the person', async () => {
    const t = await database.fresh();
    const response = await exchange(t, await devCode(t, { personId: 1 }));
    const header = pageHeader(response)!;
    expect(attributes(header)).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=1209600']));
    expect(attributes(header)).not.toContain('Secure');
    expect((await personOf(t, valueOf(header)))?.userId).toBe(1);
  });

  it('is Secure on an https request, as the refresh cookie', async () => {
    const t = await database.fresh();
    const origin = 'https://localhost';
    const uri = `${origin}${loginRedirectRoute}`;
    const cookie = await loginStateCookie(t, origin);
    const code = await devCode(t, { personId: 1 }, uri, origin);
    const response = await t.app.request(`${origin}/open-api/v1/users/kakao`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ code, redirectUri: uri, state }),
    });
    expect(response.status).toBe(200);
    expect(attributes(pageHeader(response)!)).toContain('Secure');
  });

  it('is written again by a renewal and cleared by logout, after which its old value names nobody', async () => {
    const t = await database.fresh();
    const session = await signedIn(t, { personId: 1 });
    const renewed = await t.app.request('/open-api/v1/users/renew', { method: 'POST', headers: { cookie: session.refresh } });
    expect(renewed.status).toBe(200);
    const page = valueOf(pageHeader(renewed))!;
    expect((await personOf(t, page))?.userId).toBe(1);
    const refresh = renewed.headers
      .getSetCookie()
      .find((c) => c.startsWith('pitchside_refresh='))!
      .split(';')[0];
    const logout = await t.app.request('/open-api/v1/users/logout', { method: 'POST', headers: { cookie: refresh } });
    expect(logout.status).toBe(204);
    expect(attributes(pageHeader(logout)!)).toEqual(expect.arrayContaining(['Max-Age=0', 'Path=/']));
    expect(await personOf(t, page)).toBeNull();
    expect(await personOf(t, session.page)).toBeNull();
  });

  it('names nobody once its refresh token was reused (the family revoked)', async () => {
    const t = await database.fresh();
    const session = await signedIn(t, { personId: 1 });
    const first = await t.app.request('/open-api/v1/users/renew', { method: 'POST', headers: { cookie: session.refresh } });
    expect(first.status).toBe(200);
    t.clock.advance(60_000);
    const reused = await t.app.request('/open-api/v1/users/renew', { method: 'POST', headers: { cookie: session.refresh } });
    expect(reused.status).toBe(401);
    expect(await personOf(t, valueOf(pageHeader(first)))).toBeNull();
  });

  it('names nobody once the person withdrew', async () => {
    const t = await database.fresh();
    const session = await signedIn(t, { name: '떠날 사람' });
    expect((await personOf(t, session.page))?.userId).toBe(session.userId);
    expect((await call(t, 'PATCH', '/api/v1/users/withdraw', { token: session.accessToken })).status).toBe(204);
    expect(await personOf(t, session.page)).toBeNull();
  });

  it('is no API credential: as a Bearer token it is refused with 401', async () => {
    const t = await database.fresh();
    const session = await signIn(t, { personId: 1 });
    const response = await exchange(t, await devCode(t, { personId: 1 }));
    const page = valueOf(pageHeader(response))!;
    expect(session.accessToken).not.toBe(page);
    const refused = await call(t, 'GET', '/api/v1/users/1', { token: page });
    expect(refused.status).toBe(401);
    const asCookie = await t.app.request('/api/v1/users/1', { headers: { cookie: `${pageCookieName}=${page}` } });
    expect(asCookie.status).toBe(401);
  });

  it.each([
    ['another purpose’s signature', (v: string) => v.replace(/\.[^.]+$/, '.AAAA')],
    ['another person', (v: string) => v.replace(/^\d+/, '2')],
    ['no value', () => ''],
    ['three parts', (v: string) => v.split('.').slice(1).join('.')],
  ])('refuses a value with %s', async (_name, alter) => {
    const t = await database.fresh();
    const session = await signedIn(t, { personId: 1 });
    expect(await personOf(t, alter(session.page))).toBeNull();
  });

  it('names nobody fourteen days after it was written, however live the session', () => {
    const secret = 'x'.repeat(32);
    const person = { userId: 3, sessionId: '0b8e4a3c-9d2f-4e1a-8b7c-6d5e4f3a2b1c' };
    const written = new Date('2026-06-07T10:00:00Z');
    const value = pageCookieValue(secret, person, written);
    expect(readPageCookie(secret, value, new Date(written.getTime() + 13 * 86_400_000))).toEqual(person);
    expect(readPageCookie(secret, value, new Date(written.getTime() + 14 * 86_400_000))).toBeNull();
    expect(readPageCookie('y'.repeat(32), value, written)).toBeNull();
  });
});
