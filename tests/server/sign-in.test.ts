import { describe, expect, it } from 'vitest';
import { authorizePath } from '#contract/endpoints.ts';
import { createApp } from '#server/app.ts';
import { loginCodeTtlMs } from '#server/auth/dev-provider.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { seedPeople, seedPerson } from '#server/db/seed-data.ts';
import { body, call, devCode, exchange, redirectUri, signIn, state } from './helpers.ts';
import { testConfig, useTestDatabase } from './test-app.ts';
import { testClock } from './test-clock.ts';
import { testVapidEnv } from '../support/test-vapid.ts';

const database = useTestDatabase();
const authorize = (query: Record<string, string>) => `${authorizePath}?${new URLSearchParams(query)}`;

describe('the authorize redirect', () => {
  it('sends the browser to the development sign-in page with the redirect URI and state', async () => {
    const t = await database.fresh();
    const response = await t.app.request(authorize({ redirect_uri: redirectUri, state }));
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!, 'http://localhost');
    expect(location.pathname).toBe('/dev-auth/authorize');
    expect(location.searchParams.get('redirect_uri')).toBe(redirectUri);
    expect(location.searchParams.get('state')).toBe(state);
  });

  it('refuses a redirect URI that is not on the allow list with 10003', async () => {
    const t = await database.fresh();
    for (const uri of ['https://evil.example/login/kakao-redirect', 'http://localhost/somewhere-else', 'http://localhost:9999/login/kakao-redirect']) {
      const response = await t.app.request(authorize({ redirect_uri: uri, state }));
      expect(response.status, uri).toBe(400);
      expect(await body(response)).toMatchObject({ status: 400, code: 10003 });
    }
  });

  it('allows the redirect route on an APP_ORIGINS origin', async () => {
    const t = await database.fresh({ env: { APP_ORIGINS: 'http://localhost:5173' } });
    const response = await t.app.request(authorize({ redirect_uri: 'http://localhost:5173/login/kakao-redirect', state }));
    expect(response.status).toBe(302);
  });

  it('requires a state of 8 to 200 characters, naming the field', async () => {
    const t = await database.fresh();
    for (const query of [
      { redirect_uri: redirectUri },
      { redirect_uri: redirectUri, state: 'short' },
      { redirect_uri: redirectUri, state: 'x'.repeat(201) },
    ] as Record<string, string>[]) {
      const response = await t.app.request(authorize(query));
      expect(response.status).toBe(400);
      expect((await body<{ field: string }[]>(response)).data.map((f) => f.field)).toEqual(['state']);
    }
  });
});

describe('the development sign-in page', () => {
  it('lists the seeded people with their teams and roles, and offers a new-person form', async () => {
    const t = await database.fresh();
    const response = await t.app.request(`/dev-auth/authorize?${new URLSearchParams({ redirect_uri: redirectUri, state })}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const page = await response.text();
    expect(page).toContain('<html lang="ko">');
    expect(page).toMatch(/<main>[\s\S]*<h1>개발용 로그인<\/h1>/);
    for (const person of seedPeople) expect(page).toContain(`>${person.name}</span>`);
    expect(page).toContain('FC 한강 · 운영진');
    expect(page).toContain('관악 유나이티드 · 일반 멤버');
    expect(page).toContain('팀 없음');
    expect(page).toContain('<label for="new-name">이름</label>');
    expect(page).toContain('id="new-name"');
    expect(page).toContain('>새 사용자로 시작</button>');
    // Each person is a button whose accessible name starts with their name (the e2e page object relies on it).
    expect(page).toMatch(/<button type="submit" class="person" name="personId" value="1"><span>김민준<\/span>/);
    expect(page).toContain(':focus-visible');
  });

  it('escapes every value it prints', async () => {
    const t = await database.fresh();
    await signIn(t, { name: '<script>alert(1)</script>' });
    const evilState = '"><script>x()</script>';
    const page = await (await t.app.request(`/dev-auth/authorize?${new URLSearchParams({ redirect_uri: redirectUri, state: evilState })}`)).text();
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('value="&quot;&gt;&lt;script&gt;x()&lt;/script&gt;"');
  });

  it('refuses to show the page for a redirect URI off the allow list', async () => {
    const t = await database.fresh();
    const response = await t.app.request(`/dev-auth/authorize?${new URLSearchParams({ redirect_uri: 'https://evil.example/x', state })}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('허용되지 않은 리다이렉트 주소입니다.');
  });

  it('refuses to issue a code for a redirect URI off the allow list', async () => {
    const t = await database.fresh();
    const form = new URLSearchParams({ redirect_uri: 'https://evil.example/login/kakao-redirect', state, personId: '1' });
    const response = await t.app.request('/dev-auth/authorize', {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });
});

describe('signing in', () => {
  it('goes from the redirect to a token that works on /api, as a seeded person', async () => {
    const t = await database.fresh();
    const member = seedPerson('lee-seojun');
    const code = await devCode(t, { personId: member.id });
    const response = await exchange(t, code);
    expect(response.status).toBe(200);
    const { data } = await body<{ accessToken: string; userId: number; userLifecycle: string }>(response);
    expect(data).toMatchObject({ userId: member.id, userLifecycle: 'ACTIVE' });
    const me = await call(t, 'GET', `/api/v1/users/${member.id}`, { token: data.accessToken });
    expect(me.status).toBe(200);
    expect((await body(me)).data).toEqual({ userId: member.id, userName: member.name, profileImg: null, userLifecycle: 'ACTIVE', teamRole: null });
  });

  it('creates a PENDING person for a new name, who completes the profile once', async () => {
    const t = await database.fresh();
    const { accessToken, userId, userLifecycle } = await signIn(t, { name: '새내기' });
    expect(userLifecycle).toBe('PENDING');
    expect(seedPeople.map((p) => p.id)).not.toContain(userId);
    const complete = await call(t, 'POST', `/api/v1/users/${userId}/profile/complete`, { token: accessToken, json: { name: '박새내' } });
    expect(complete.status).toBe(200);
    expect((await body(complete)).data).toEqual({ userId, userName: '박새내', profileImg: null, userLifecycle: 'ACTIVE', teamRole: null });
    const again = await call(t, 'POST', `/api/v1/users/${userId}/profile/complete`, { token: accessToken, json: { name: '박새내' } });
    expect(again.status).toBe(409);
    expect(await body(again)).toMatchObject({ code: 4003 });
  });

  it('spends a code once', async () => {
    const t = await database.fresh();
    const code = await devCode(t, { personId: 1 });
    expect((await exchange(t, code)).status).toBe(200);
    const second = await exchange(t, code);
    expect(second.status).toBe(401);
    expect(await body(second)).toMatchObject({ code: 10004 });
  });

  it('refuses a code after two minutes', async () => {
    const t = await database.fresh();
    const code = await devCode(t, { personId: 1 });
    t.clock.advance(loginCodeTtlMs + 1000);
    const response = await exchange(t, code);
    expect(response.status).toBe(401);
    expect(await body(response)).toMatchObject({ code: 10004 });
  });

  it('accepts a code just before it expires', async () => {
    const t = await database.fresh();
    const code = await devCode(t, { personId: 1 });
    t.clock.advance(loginCodeTtlMs - 1000);
    expect((await exchange(t, code)).status).toBe(200);
  });

  it('binds a code to the redirect URI it was issued for', async () => {
    const t = await database.fresh({ env: { APP_ORIGINS: 'http://localhost:5173' } });
    const code = await devCode(t, { personId: 1 });
    const other = await exchange(t, code, 'http://localhost:5173/login/kakao-redirect');
    expect(other.status).toBe(401);
    expect(await body(other)).toMatchObject({ code: 10004 });
    const offList = await exchange(t, code, 'https://evil.example/login/kakao-redirect');
    expect(offList.status).toBe(400);
    expect(await body(offList)).toMatchObject({ code: 10003 });
    // Neither failed attempt spent it.
    expect((await exchange(t, code)).status).toBe(200);
  });

  it('refuses a made-up code', async () => {
    const t = await database.fresh();
    const response = await exchange(t, 'not-a-real-code');
    expect(response.status).toBe(401);
    expect(await body(response)).toMatchObject({ code: 10004 });
  });
});

describe('the development provider in production', () => {
  it('is refused at configuration time unless ALLOW_DEV_AUTH=true', () => {
    const secret = { JWT_SECRET: 'x'.repeat(40), ...testVapidEnv };
    expect(() => loadConfig({ NODE_ENV: 'production', ...secret })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', ...secret })).toThrow(/ALLOW_DEV_AUTH/);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_DEV_AUTH: 'true', ...secret }).authProvider).toBe('dev');
  });

  it('is refused by createApp for a configuration built by hand', async () => {
    const t = await database.fresh();
    const config = { ...testConfig(), nodeEnv: 'production' as const };
    expect(() => createApp({ db: t.database.db, clock: testClock(), config })).toThrow(/ALLOW_DEV_AUTH/);
  });

  it('needs JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_DEV_AUTH: 'true' })).toThrow(/JWT_SECRET/);
  });
});
