import { eq } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { sha256 } from '#server/auth/hashing.ts';
import { refreshReuseGraceMs, refreshTokenTtlMs, revokeSessions } from '#server/auth/tokens.ts';
import { refreshTokens } from '#server/db/schema.ts';
import { body, call, refreshCookie, signIn } from './helpers.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

const renew = (t: TestApp, cookie?: string) =>
  t.app.request('/open-api/v1/users/renew', { method: 'POST', headers: cookie === undefined ? {} : { cookie: `pitchside_refresh=${cookie}` } });
const logout = (t: TestApp, cookie?: string) =>
  t.app.request('/open-api/v1/users/logout', { method: 'POST', headers: cookie === undefined ? {} : { cookie: `pitchside_refresh=${cookie}` } });
const clears = (response: Response) =>
  response.headers.getSetCookie().some((c) => c.startsWith('pitchside_refresh=;') && /Max-Age=0/.test(c) && /Path=\/open-api\/v1\/users/.test(c));

describe('renewing the session', () => {
  it('rotates the refresh token and answers a new access token', async () => {
    const t = await database.fresh();
    const session = await signIn(t, { personId: 1 });
    t.clock.advance(60_000);
    const response = await renew(t, session.refresh);
    expect(response.status).toBe(200);
    const { data } = await body<{ accessToken: string; userId: number; userLifecycle: string }>(response);
    expect(data).toMatchObject({ userId: 1, userLifecycle: 'ACTIVE' });
    expect(data.accessToken).not.toBe(session.accessToken);
    const next = refreshCookie(response)!;
    expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next).not.toBe(session.refresh);
    expect((await call(t, 'GET', '/api/v1/users/1', { token: data.accessToken })).status).toBe(200);
    expect((await renew(t, next)).status).toBe(200);
  });

  it('answers 9008 without a cookie', async () => {
    const t = await database.fresh();
    const response = await renew(t);
    expect(response.status).toBe(401);
    expect(await body(response)).toMatchObject({ status: 401, code: 9008 });
  });

  it('answers 9006 and clears the cookie for an unknown token', async () => {
    const t = await database.fresh();
    const response = await renew(t, 'A'.repeat(43));
    expect(response.status).toBe(401);
    expect(await body(response)).toMatchObject({ code: 9006 });
    expect(clears(response)).toBe(true);
  });

  it('answers 9003 and clears the cookie after fourteen days', async () => {
    const t = await database.fresh();
    const session = await signIn(t, { personId: 1 });
    t.clock.advance(refreshTokenTtlMs + 1000);
    const response = await renew(t, session.refresh);
    expect(response.status).toBe(401);
    expect(await body(response)).toMatchObject({ code: 9003 });
    expect(clears(response)).toBe(true);
  });

  it('revokes the whole family when a spent token comes back after the grace window: the newest token stops working too', async () => {
    const t = await database.fresh();
    const session = await signIn(t, { personId: 1 });
    const rotated = refreshCookie(await renew(t, session.refresh))!;

    t.clock.advance(refreshReuseGraceMs + 1);
    const replay = await renew(t, session.refresh);
    expect(replay.status).toBe(401);
    expect(await body(replay)).toMatchObject({ code: 9010 });
    expect(clears(replay)).toBe(true);

    const newest = await renew(t, rotated);
    expect(newest.status).toBe(401);
    expect(clears(newest)).toBe(true);
  });

  it('leaves other sessions of the same person alone when one family is revoked', async () => {
    const t = await database.fresh();
    const phone = await signIn(t, { personId: 1 });
    const laptop = await signIn(t, { personId: 1 });
    await renew(t, phone.refresh);
    t.clock.advance(refreshReuseGraceMs + 1);
    expect((await renew(t, phone.refresh)).status).toBe(401); // reuse: phone's family goes
    expect((await renew(t, laptop.refresh)).status).toBe(200);
  });
});

describe('two tabs renewing at once (the grace window)', () => {
  it('renews the token just spent again, to the very same successor, and both tabs stay signed in', async () => {
    const t = await database.fresh();
    const session = await signIn(t, { personId: 1 });
    const [first, second] = await Promise.all([renew(t, session.refresh), renew(t, session.refresh)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const successor = refreshCookie(first)!;
    expect(refreshCookie(second)).toBe(successor);
    const { data } = await body<{ accessToken: string; userId: number }>(second);
    expect(data.userId).toBe(1);
    expect((await call(t, 'GET', '/api/v1/users/1', { token: data.accessToken })).status).toBe(200);
    // The shared cookie goes on renewing normally.
    t.clock.advance(refreshReuseGraceMs + 1);
    expect((await renew(t, successor)).status).toBe(200);
  });

  it('still renews at the last instant of the window, and is reuse one millisecond later', async () => {
    const t = await database.fresh();
    const session = await signIn(t, { personId: 1 });
    const successor = refreshCookie(await renew(t, session.refresh))!;
    t.clock.advance(refreshReuseGraceMs);
    const late = await renew(t, session.refresh);
    expect(late.status).toBe(200);
    expect(refreshCookie(late)).toBe(successor);
    t.clock.advance(1);
    const reuse = await renew(t, session.refresh);
    expect(reuse.status).toBe(401);
    expect(await body(reuse)).toMatchObject({ code: 9010 });
    expect((await renew(t, successor)).status).toBe(401);
  });

  it('is reuse, even within the window, once the successor itself was spent (only the immediately previous token renews)', async () => {
    const t = await database.fresh();
    const session = await signIn(t, { personId: 1 });
    const second = refreshCookie(await renew(t, session.refresh))!;
    const third = refreshCookie(await renew(t, second))!;
    const stale = await renew(t, session.refresh);
    expect(stale.status).toBe(401);
    expect(await body(stale)).toMatchObject({ code: 9010 });
    expect((await renew(t, third)).status).toBe(401);
  });

  it('gives nothing back for a token revoked by logout, even within the window', async () => {
    const t = await database.fresh();
    const session = await signIn(t, { personId: 1 });
    const successor = refreshCookie(await renew(t, session.refresh))!;
    expect((await logout(t, successor)).status).toBe(204);
    expect((await renew(t, session.refresh)).status).toBe(401);
  });
});

describe('logging out', () => {
  it('answers 204 with no body, clears the cookie and revokes the token', async () => {
    const t = await database.fresh();
    const session = await signIn(t, { personId: 1 });
    const response = await logout(t, session.refresh);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(clears(response)).toBe(true);
    const after = await renew(t, session.refresh);
    expect(after.status).toBe(401);
  });

  it('is idempotent: without a cookie, or twice, it still answers 204', async () => {
    const t = await database.fresh();
    expect((await logout(t)).status).toBe(204);
    const session = await signIn(t, { personId: 1 });
    expect((await logout(t, session.refresh)).status).toBe(204);
    expect((await logout(t, session.refresh)).status).toBe(204);
  });
});

describe('ending a session ends its access at once (decision 030)', () => {
  const expectEnded = async (response: Response) => {
    expect(response.status).toBe(401);
    expect(await body(response)).toEqual({ status: 401, code: 9011, message: '로그아웃되었거나 끝난 세션입니다. 다시 로그인해주세요.', data: null });
  };

  it('refuses the access token of a session that logged out with 401 9011, long before it would expire', async () => {
    const t = await database.fresh();
    const session = await signIn(t, { personId: 1 });
    expect((await call(t, 'GET', '/api/v1/users/1', { token: session.accessToken })).status).toBe(200);
    expect((await logout(t, session.refresh)).status).toBe(204);
    await expectEnded(await call(t, 'GET', '/api/v1/users/1', { token: session.accessToken }));
    await expectEnded(await call(t, 'GET', '/api/v1/users/1/teams', { token: session.accessToken }));
  });

  it('ends every access token of the session at logout, the ones renewed on the way included', async () => {
    const t = await database.fresh();
    const session = await signIn(t, { personId: 1 });
    t.clock.advance(60_000);
    const renewed = await renew(t, session.refresh);
    const { data } = await body<{ accessToken: string }>(renewed);
    expect((await logout(t, refreshCookie(renewed)!)).status).toBe(204);
    await expectEnded(await call(t, 'GET', '/api/v1/users/1', { token: session.accessToken }));
    await expectEnded(await call(t, 'GET', '/api/v1/users/1', { token: data.accessToken }));
  });

  it("ends the access tokens of a family revoked for reuse, and leaves the person's other sessions signed in", async () => {
    const t = await database.fresh();
    const stolen = await signIn(t, { personId: 1 });
    const laptop = await signIn(t, { personId: 1 });
    const rotated = await renew(t, stolen.refresh);
    const { data: thief } = await body<{ accessToken: string }>(rotated);
    t.clock.advance(refreshReuseGraceMs + 1);
    expect(await body(await renew(t, stolen.refresh))).toMatchObject({ code: 9010 });
    await expectEnded(await call(t, 'GET', '/api/v1/users/1', { token: stolen.accessToken }));
    await expectEnded(await call(t, 'GET', '/api/v1/users/1', { token: thief.accessToken }));
    expect((await call(t, 'GET', '/api/v1/users/1', { token: laptop.accessToken })).status).toBe(200);
  });

  it('ends every session of a person at once when all their families are revoked (withdrawal)', async () => {
    const t = await database.fresh();
    const phone = await signIn(t, { personId: 1 });
    const laptop = await signIn(t, { personId: 1 });
    const other = await signIn(t, { personId: 2 });
    await revokeSessions(t.database.db, t.clock.now(), { userId: 1 });
    await expectEnded(await call(t, 'GET', '/api/v1/users/1', { token: phone.accessToken }));
    await expectEnded(await call(t, 'GET', '/api/v1/users/1', { token: laptop.accessToken }));
    expect((await call(t, 'GET', '/api/v1/users/2', { token: other.accessToken })).status).toBe(200);
    expect((await renew(t, laptop.refresh)).status).toBe(401);
  });

  it('refuses with 9006 a well-signed token that names no session, or a session of someone else', async () => {
    const t = await database.fresh();
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const secret = t.config.jwtSecret!;
    const sessionless = await sign({ sub: '1', iat: now, exp: now + 600 }, secret, 'HS256');
    expect(await body(await call(t, 'GET', '/api/v1/users/1', { token: sessionless }))).toMatchObject({ code: 9006 });
    const malformed = await sign({ sub: '1', sid: 'not-a-session', iat: now, exp: now + 600 }, secret, 'HS256');
    expect(await body(await call(t, 'GET', '/api/v1/users/1', { token: malformed }))).toMatchObject({ code: 9006 });
    // Person 2's live session under person 1's name: no such session of person 1.
    const [family] = await t.database.db
      .select({ id: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256((await signIn(t, { personId: 2 })).refresh)));
    const borrowed = await sign({ sub: '1', sid: family.id, iat: now, exp: now + 600 }, secret, 'HS256');
    await expectEnded(await call(t, 'GET', '/api/v1/users/1', { token: borrowed }));
  });
});

describe('the Bearer check on /api', () => {
  it('answers 9000 without an Authorization header', async () => {
    const t = await database.fresh();
    const response = await call(t, 'GET', '/api/v1/users/1');
    expect(response.status).toBe(401);
    expect(await body(response)).toMatchObject({ status: 401, code: 9000, data: null });
  });

  it('answers 9001 for a header that is not "Bearer <jwt>"', async () => {
    const t = await database.fresh();
    for (const header of ['Basic abc', 'Bearer', 'Bearer not-a-jwt', 'bearer a.b.c d']) {
      const response = await call(t, 'GET', '/api/v1/users/1', { headers: { authorization: header } });
      expect(response.status, header).toBe(401);
      expect(await body(response)).toMatchObject({ code: 9001 });
    }
  });

  it('answers 9002 once the access token has expired', async () => {
    const t = await database.fresh();
    const { accessToken } = await signIn(t, { personId: 1 });
    t.clock.advance(599_000);
    expect((await call(t, 'GET', '/api/v1/users/1', { token: accessToken })).status).toBe(200);
    t.clock.advance(2_000);
    const response = await call(t, 'GET', '/api/v1/users/1', { token: accessToken });
    expect(response.status).toBe(401);
    expect(await body(response)).toMatchObject({ code: 9002 });
  });

  it('answers 9006 for a token signed with another secret or naming nobody', async () => {
    const t = await database.fresh();
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const forged = await sign({ sub: '1', sid: crypto.randomUUID(), iat: now, exp: now + 600 }, 'some-other-secret-of-sufficient-length', 'HS256');
    const forgedResponse = await call(t, 'GET', '/api/v1/users/1', { token: forged });
    expect(forgedResponse.status).toBe(401);
    expect(await body(forgedResponse)).toMatchObject({ code: 9006 });
    const nobody = await sign({ sub: '99999', sid: crypto.randomUUID(), iat: now, exp: now + 600 }, t.config.jwtSecret!, 'HS256');
    expect(await body(await call(t, 'GET', '/api/v1/users/1', { token: nobody }))).toMatchObject({ code: 9006 });
  });

  it('leaves /open-api without a token', async () => {
    const t = await database.fresh();
    expect((await call(t, 'GET', '/open-api/v1/teams')).status).toBe(200);
  });
});
