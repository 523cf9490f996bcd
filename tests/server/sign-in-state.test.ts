/**
 * The OAuth `state` on the server (decision 026): the authorize redirect binds it to the browser with
 * a cookie, the code exchange refuses a missing, foreign or spent state with 401 10006 — before the
 * code is spent, so a forged callback cannot use up the person's code.
 */
import { describe, expect, it } from 'vitest';
import { body, devCode, exchange, loginStateCookie, redirectUri, state } from './helpers.ts';
import { useTestDatabase } from './test-app.ts';

const database = useTestDatabase();

const refusedForState = async (response: Response) => {
  expect(response.status).toBe(401);
  expect(await body(response)).toEqual({
    status: 401,
    code: 10006,
    message: '로그인 요청을 확인할 수 없습니다. 보안을 위해 처음부터 다시 로그인해주세요.',
    data: null,
  });
};

describe('the state of a sign-in', () => {
  it('is refused when the browser brings no state cookie (it never went through the authorize redirect)', async () => {
    const t = await database.fresh();
    const code = await devCode(t, { personId: 1 });
    await refusedForState(await exchange(t, code, redirectUri, ''));
    // The code was not spent: the real browser still signs in with it.
    expect((await exchange(t, code)).status).toBe(200);
  });

  it('is refused when it is not the state this browser started with', async () => {
    const t = await database.fresh();
    const code = await devCode(t, { personId: 1 });
    const cookie = await loginStateCookie(t, '', 'another-state-0000');
    await refusedForState(await exchange(t, code, redirectUri, cookie));
    expect((await exchange(t, code)).status).toBe(200);
  });

  it('is refused for a made-up cookie value of the right shape', async () => {
    const t = await database.fresh();
    const code = await devCode(t, { personId: 1 });
    await refusedForState(await exchange(t, code, redirectUri, `pitchside_login_state=${'0'.repeat(64)}`));
  });

  it('is spent by the exchange: the browser drops the cookie, and a second exchange from it is refused', async () => {
    const t = await database.fresh();
    const cookie = await loginStateCookie(t);
    const first = await exchange(t, await devCode(t, { personId: 1 }), redirectUri, cookie);
    expect(first.status).toBe(200);
    const cleared = first.headers.getSetCookie().find((c) => c.startsWith('pitchside_login_state='))!;
    expect(cleared).toMatch(/^pitchside_login_state=;/);
    expect(cleared).toMatch(/Max-Age=0/);
    // The browser honours Max-Age=0: its next exchange carries no state cookie.
    await refusedForState(await exchange(t, await devCode(t, { personId: 1 }), redirectUri, ''));
  });

  it('is spent by a refused exchange too', async () => {
    const t = await database.fresh();
    const cookie = await loginStateCookie(t);
    const refused = await exchange(t, 'not-a-real-code', redirectUri, cookie);
    expect(refused.status).toBe(401);
    expect((await body(refused)).code).toBe(10004);
    expect(refused.headers.getSetCookie().some((c) => c.startsWith('pitchside_login_state=;') && /Max-Age=0/.test(c))).toBe(true);
  });

  it('must be in the request body, 8 to 200 characters, naming the field', async () => {
    const t = await database.fresh();
    const cookie = await loginStateCookie(t);
    for (const sent of [undefined, 'short', 'x'.repeat(201)]) {
      const response = await t.app.request('/open-api/v1/users/kakao', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ code: 'abc', redirectUri, state: sent }),
      });
      expect(response.status, String(sent)).toBe(400);
      const { data } = await body<{ field: string }[]>(response);
      expect(data.map((f) => f.field)).toEqual(['state']);
    }
  });

  it('goes through the whole round trip: authorize → provider → exchange with the same state', async () => {
    const t = await database.fresh();
    const cookie = await loginStateCookie(t);
    const response = await exchange(t, await devCode(t, { personId: 1 }), redirectUri, cookie, state);
    expect(response.status).toBe(200);
    expect((await body<{ userId: number }>(response)).data.userId).toBe(1);
  });
});
