/**
 * The sign-in rate limits (decision 026): per client address, a sliding window on the injected
 * clock, 429 10007 with the envelope and Retry-After; X-Forwarded-For counts only behind a trusted
 * proxy. Tests give the app small limits (AppOptions.authRateLimits) and move its clock.
 */
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authRateLimits, configuredAuthRateLimits } from '#server/auth/rate-limits.ts';
import { loadConfig } from '#server/config.ts';
import { inviteCodes, users } from '#server/db/schema.ts';
import { addressKey } from '#server/http/client-address.ts';
import { createRateLimiter } from '#server/http/rate-limit.ts';
import { body, devCode, exchange, redirectUri, signIn, state, tokenFor } from './helpers.ts';
import { type TestApp, useTestDatabase } from './test-app.ts';
import { testClock } from './test-clock.ts';

const database = useTestDatabase();
const small = { signIn: { limit: 3, windowMs: 60_000 }, renew: { limit: 2, windowMs: 60_000 }, devSignIn: { limit: 2, windowMs: 60_000 } };

/** node's socket as @hono/node-server passes it, so the app sees a peer address. */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

const renew = (t: TestApp, address: string, headers: Record<string, string> = {}) =>
  t.app.request('/open-api/v1/users/renew', { method: 'POST', headers }, from(address));
const exchangeFrom = (t: TestApp, address: string, headers: Record<string, string> = {}) =>
  t.app.request(
    '/open-api/v1/users/kakao',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ code: 'not-a-code', redirectUri, state }),
    },
    from(address),
  );

async function expectTooMany(response: Response, retryAfter: number) {
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe(String(retryAfter));
  expect(await body(response)).toEqual({ status: 429, code: 10007, message: '로그인 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.', data: null });
}

describe('the limits', () => {
  it('are named and realistic: a whole team behind one address can sign in, a script cannot hammer', () => {
    expect(authRateLimits.signIn).toEqual({ limit: 30, windowMs: 60_000 });
    expect(authRateLimits.devSignIn).toEqual({ limit: 30, windowMs: 60_000 });
    expect(authRateLimits.renew).toEqual({ limit: 120, windowMs: 60_000 });
    expect(authRateLimits.inviteCodeTries).toEqual({ limit: 30, windowMs: 60_000 });
  });

  it('follow SIGN_IN_RATE_LIMIT when it is set (renewals four times as many, invite-code tries as many), the defaults otherwise', () => {
    const env = { NODE_ENV: 'test', AUTH_PROVIDER: 'dev' };
    expect(loadConfig(env).signInRateLimit).toBeNull();
    expect(configuredAuthRateLimits(loadConfig(env).signInRateLimit)).toEqual(authRateLimits);
    const raised = loadConfig({ ...env, SIGN_IN_RATE_LIMIT: '1000' }).signInRateLimit;
    expect(configuredAuthRateLimits(raised)).toEqual({
      signIn: { limit: 1000, windowMs: 60_000 },
      devSignIn: { limit: 1000, windowMs: 60_000 },
      renew: { limit: 4000, windowMs: 60_000 },
      inviteCodeTries: { limit: 1000, windowMs: 60_000 },
    });
    expect(() => loadConfig({ ...env, SIGN_IN_RATE_LIMIT: '0' })).toThrow(/SIGN_IN_RATE_LIMIT/);
  });
});

describe('the code exchange', () => {
  it('answers 429 10007 with Retry-After past the limit, per address, until the window slides on', async () => {
    const t = await database.fresh({ authRateLimits: small });
    for (let i = 0; i < 3; i += 1) {
      if (i > 0) t.clock.advance(10_000);
      expect((await exchangeFrom(t, '203.0.113.7')).status).toBe(401);
    }
    // At 20 s: three attempts in the window; the first leaves it at 60 s.
    await expectTooMany(await exchangeFrom(t, '203.0.113.7'), 40);
    // Another address has its own budget.
    expect((await exchangeFrom(t, '203.0.113.8')).status).toBe(401);
    // At 60 s the first attempt has left the window: one more is allowed, then the one of 10 s is the oldest.
    t.clock.advance(40_000);
    expect((await exchangeFrom(t, '203.0.113.7')).status).toBe(401);
    await expectTooMany(await exchangeFrom(t, '203.0.113.7'), 10);
  });

  it('counts a real sign-in like any other attempt, and lets it through under the limit', async () => {
    const t = await database.fresh({ authRateLimits: small });
    const code = await devCode(t, { personId: 1 });
    expect((await exchange(t, code)).status).toBe(200);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot make up addresses for fresh budgets', async () => {
    const t = await database.fresh({ authRateLimits: small });
    for (let i = 0; i < 3; i += 1) expect((await exchangeFrom(t, '198.51.100.1', { 'x-forwarded-for': `10.0.0.${i}` })).status).toBe(401);
    expect((await exchangeFrom(t, '198.51.100.1', { 'x-forwarded-for': '10.0.0.99' })).status).toBe(429);
  });

  it('behind a trusted proxy, counts the address the proxy saw (the rightmost entry), not what the client wrote', async () => {
    const t = await database.fresh({ env: { TRUST_PROXY: '1' }, authRateLimits: small });
    const proxy = '127.0.0.1';
    for (let i = 0; i < 3; i += 1) expect((await exchangeFrom(t, proxy, { 'x-forwarded-for': `10.9.9.${i}, 203.0.113.50` })).status).toBe(401);
    expect((await exchangeFrom(t, proxy, { 'x-forwarded-for': '203.0.113.50' })).status).toBe(429);
    // Another client behind the same proxy is counted apart.
    expect((await exchangeFrom(t, proxy, { 'x-forwarded-for': '203.0.113.51' })).status).toBe(401);
  });

  it('leaves a wrong method alone: GET is a 405, not a counted attempt', async () => {
    const t = await database.fresh({ authRateLimits: small });
    for (let i = 0; i < 5; i += 1) {
      expect((await t.app.request('/open-api/v1/users/kakao', {}, from('203.0.113.9'))).status).toBe(405);
    }
    expect((await exchangeFrom(t, '203.0.113.9')).status).toBe(401);
  });
});

describe('renewal', () => {
  it('has its own budget, answered 429 10007 with Retry-After', async () => {
    const t = await database.fresh({ authRateLimits: small });
    const session = await signIn(t, { personId: 1 });
    const cookie = { cookie: `pitchside_refresh=${session.refresh}` };
    expect((await renew(t, '192.0.2.1', cookie)).status).toBe(200);
    expect((await renew(t, '192.0.2.1')).status).toBe(401);
    t.clock.advance(59_000);
    await expectTooMany(await renew(t, '192.0.2.1'), 1);
    t.clock.advance(1_000);
    expect((await renew(t, '192.0.2.1')).status).toBe(401);
  });
});

describe('trying invite codes', () => {
  const lookup = (t: TestApp, address: string, code = 'ABCDEFGH') =>
    t.app.request(
      '/open-api/v1/teams/invite-codes/team',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      },
      from(address),
    );
  const join = (t: TestApp, address: string, token: string, code = 'ABCDEFGH') =>
    t.app.request(
      '/api/v1/teams/join',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ code }),
      },
      from(address),
    );

  async function expectTooManyTries(response: Response, retryAfter: number) {
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe(String(retryAfter));
    expect(await body(response)).toEqual({ status: 429, code: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.', data: null });
  }

  it('answers 429 with Retry-After past SIGN_IN_RATE_LIMIT lookups a minute per address, until the window slides on', async () => {
    const t = await database.fresh({ env: { SIGN_IN_RATE_LIMIT: '3' } });
    for (let i = 0; i < 3; i += 1) {
      if (i > 0) t.clock.advance(10_000);
      expect((await lookup(t, '203.0.113.30')).status).toBe(404);
    }
    await expectTooManyTries(await lookup(t, '203.0.113.30'), 40);
    // Another address has its own budget.
    expect((await lookup(t, '203.0.113.31')).status).toBe(404);
    t.clock.advance(40_000);
    expect((await lookup(t, '203.0.113.30')).status).toBe(404);
  });

  it('shares one budget between looking codes up and joining with them, so switching gains a guesser nothing', async () => {
    const t = await database.fresh({ env: { SIGN_IN_RATE_LIMIT: '3' } });
    const accessToken = await tokenFor(t, 1);
    expect((await lookup(t, '203.0.113.40')).status).toBe(404);
    expect((await join(t, '203.0.113.40', accessToken)).status).toBe(404);
    expect((await lookup(t, '203.0.113.40')).status).toBe(404);
    await expectTooManyTries(await join(t, '203.0.113.40', accessToken), 60);
    await expectTooManyTries(await lookup(t, '203.0.113.40'), 60);
  });

  it('still finds a real code under the limit', async () => {
    const t = await database.fresh({ env: { SIGN_IN_RATE_LIMIT: '3' } });
    await t.database.db.insert(inviteCodes).values({ teamId: 1, code: 'HANGANG2', createdAt: t.clock.now() });
    for (let i = 0; i < 2; i += 1) expect((await lookup(t, '203.0.113.50')).status).toBe(404);
    const response = await lookup(t, '203.0.113.50', 'HANGANG2');
    expect(response.status).toBe(200);
    expect(await body(response)).toMatchObject({ data: { team: { id: 1 } } });
  });
});

describe('the development sign-in page', () => {
  it('refuses a flood of POSTs with a Korean page, 429 and Retry-After, and creates nobody past the limit', async () => {
    const t = await database.fresh({ authRateLimits: small });
    const post = (name: string) =>
      t.app.request(
        '/dev-auth/authorize',
        {
          method: 'POST',
          body: new URLSearchParams({ redirect_uri: redirectUri, state, name }),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
        from('203.0.113.20'),
      );
    expect((await post('하나')).status).toBe(302);
    expect((await post('둘')).status).toBe(302);
    const refused = await post('셋');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await refused.text()).toContain('로그인 시도가 너무 많습니다. 60초 뒤에 다시 시도해주세요.');
    const created = await t.database.db
      .select({ name: users.name })
      .from(users)
      .where(inArray(users.name, ['하나', '둘', '셋']));
    expect(created.map((u) => u.name).sort()).toEqual(['둘', '하나']);
    // Showing the page is not limited.
    expect((await t.app.request(`/dev-auth/authorize?${new URLSearchParams({ redirect_uri: redirectUri, state })}`, {}, from('203.0.113.20'))).status).toBe(
      200,
    );
  });
});

describe('the limiter and its keys', () => {
  it('slides: a request counts for exactly one window', () => {
    const clock = testClock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000 }, clock);
    expect(limiter.hit('a')).toEqual({ allowed: true });
    clock.advance(5_000);
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 5 });
    clock.advance(5_000);
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 5 });
  });

  it('counts an IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 address', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:192.0.2.4')).toBe('192.0.2.4');
    expect(addressKey('192.0.2.4')).toBe('192.0.2.4');
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default, true means one proxy, a number counts proxies, anything else is refused by name', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY: must be at most 10/);
  });
});
