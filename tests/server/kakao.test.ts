/**
 * The real Kakao provider against a local stand-in of Kakao's two endpoints (node:http on 127.0.0.1,
 * port 0): the code exchange and the profile call, and how their failures reach the client.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizePath } from '#contract/endpoints.ts';
import { kakaoProfileImage } from '#server/auth/kakao-provider.ts';
import { body, call, exchange, redirectUri, state } from './helpers.ts';
import { useTestDatabase } from './test-app.ts';

interface StandIn {
  /** code → what /oauth/token does with it */
  codes: Map<string, 'ok' | 'server-error'>;
  /** access token → the user /v2/user/me answers */
  users: Map<string, object>;
  tokenRequests: URLSearchParams[];
}

const kakao: StandIn = { codes: new Map(), users: new Map(), tokenRequests: [] };
let server: Server;
let base: string;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const send = (status: number, json: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    if (request.method === 'POST' && request.url === '/oauth/token') {
      const form = new URLSearchParams(await readBody(request));
      kakao.tokenRequests.push(form);
      const outcome = kakao.codes.get(form.get('code') ?? '');
      if (form.get('client_secret') !== 'kakao-secret' || !outcome) return send(400, { error: 'invalid_grant', error_code: 'KOE320' });
      if (outcome === 'server-error') return send(503, { error: 'unavailable' });
      kakao.codes.delete(form.get('code')!);
      return send(200, { access_token: `at-${form.get('code')}`, token_type: 'bearer' });
    }
    if (request.method === 'GET' && request.url === '/v2/user/me') {
      const user = kakao.users.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      return user ? send(200, user) : send(401, { msg: 'this access token does not exist', code: -401 });
    }
    send(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const database = useTestDatabase();
const kakaoApp = () =>
  database.fresh({
    env: { AUTH_PROVIDER: 'kakao', KAKAO_CLIENT_ID: 'kakao-client', KAKAO_CLIENT_SECRET: 'kakao-secret', KAKAO_AUTH_BASE_URL: base, KAKAO_API_BASE_URL: base },
  });

describe('signing in with Kakao', () => {
  it("sends the browser to Kakao's authorize URL with client id, redirect URI, response type and state", async () => {
    const t = await kakaoApp();
    const response = await t.app.request(`${authorizePath}?${new URLSearchParams({ redirect_uri: redirectUri, state })}`);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${base}/oauth/authorize`);
    expect(Object.fromEntries(location.searchParams)).toEqual({ client_id: 'kakao-client', redirect_uri: redirectUri, response_type: 'code', state });
  });

  it('creates a PENDING person named after the nickname on first sign-in, and finds them again later', async () => {
    const t = await kakaoApp();
    kakao.codes.set('code-first', 'ok');
    kakao.users.set('at-code-first', { id: 4242, kakao_account: { profile: { nickname: '카카오친구', profile_image_url: 'https://k.kakaocdn.net/p.jpg' } } });
    const first = await exchange(t, 'code-first');
    expect(first.status).toBe(200);
    const { data } = await body<{ accessToken: string; userId: number; userLifecycle: string }>(first);
    expect(data.userLifecycle).toBe('PENDING');
    expect(kakao.tokenRequests.at(-1)).toEqual(
      new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'kakao-client',
        client_secret: 'kakao-secret',
        redirect_uri: redirectUri,
        code: 'code-first',
      }),
    );
    const me = await body(await call(t, 'GET', `/api/v1/users/${data.userId}`, { token: data.accessToken }));
    expect(me.data).toMatchObject({ userName: '카카오친구', profileImg: 'https://k.kakaocdn.net/p.jpg', userLifecycle: 'PENDING' });

    kakao.codes.set('code-again', 'ok');
    kakao.users.set('at-code-again', { id: 4242, kakao_account: { profile: { nickname: '바뀐닉네임' } } });
    const again = await body<{ userId: number }>(await exchange(t, 'code-again'));
    expect(again.data.userId).toBe(data.userId);
  });

  it('answers 401 10004 when Kakao rejects the code', async () => {
    const t = await kakaoApp();
    const response = await exchange(t, 'code-nobody-issued');
    expect(response.status).toBe(401);
    expect(await body(response)).toMatchObject({ code: 10004 });
  });

  it('answers 502 10005 when Kakao fails', async () => {
    const t = await kakaoApp();
    kakao.codes.set('code-down', 'server-error');
    const response = await exchange(t, 'code-down');
    expect(response.status).toBe(502);
    expect(await body(response)).toMatchObject({ status: 502, code: 10005 });
  });

  it('answers 502 10005 when the profile cannot be read', async () => {
    const t = await kakaoApp();
    kakao.codes.set('code-no-profile', 'ok'); // no user registered for its access token
    const response = await exchange(t, 'code-no-profile');
    expect(response.status).toBe(502);
    expect(await body(response)).toMatchObject({ code: 10005 });
  });

  it('answers 502 10005 when Kakao cannot be reached at all', async () => {
    const t = await database.fresh({
      env: {
        AUTH_PROVIDER: 'kakao',
        KAKAO_CLIENT_ID: 'c',
        KAKAO_CLIENT_SECRET: 's',
        KAKAO_AUTH_BASE_URL: 'http://127.0.0.1:1',
        KAKAO_API_BASE_URL: 'http://127.0.0.1:1',
      },
    });
    const response = await exchange(t, 'any');
    expect(response.status).toBe(502);
    expect(await body(response)).toMatchObject({ code: 10005 });
  });

  it('serves no development sign-in page', async () => {
    const t = await kakaoApp();
    const response = await t.app.request(`/dev-auth/authorize?${new URLSearchParams({ redirect_uri: redirectUri, state })}`);
    expect(response.status).toBe(404);
  });
});

describe('the Kakao profile photo', () => {
  it("is kept on Kakao's image CDN only (the host the Content-Security-Policy allows), always over https", () => {
    expect(kakaoProfileImage('https://k.kakaocdn.net/dn/a/img.jpg')).toBe('https://k.kakaocdn.net/dn/a/img.jpg');
    expect(kakaoProfileImage('http://k.kakaocdn.net/dn/a/img.jpg')).toBe('https://k.kakaocdn.net/dn/a/img.jpg');
    expect(kakaoProfileImage('http://img1.kakaocdn.net/thumb/x.png')).toBe('https://img1.kakaocdn.net/thumb/x.png');
    for (const refused of [
      undefined,
      '',
      'not a url',
      'https://evil.example/p.jpg',
      'https://kakaocdn.net.evil.example/p.jpg',
      'javascript:alert(1)',
      `https://k.kakaocdn.net/${'a'.repeat(520)}`,
    ]) {
      expect(kakaoProfileImage(refused), String(refused)).toBeNull();
    }
  });
});
