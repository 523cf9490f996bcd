/**
 * The renewal the entry starts before the client core is here (src/lib/early-renewal.ts, decision
 * 037): where it starts, and that only a token is taken from it, once.
 */
import { describe, expect, it, vi } from 'vitest';
import { renewsAtOnce, startEarlyRenewal, takeEarlyRenewal } from '#src/lib/early-renewal.ts';

const token = { accessToken: 'a.b.c', userId: 7, userLifecycle: 'ACTIVE' };
const answering = (response: Response | Error) => vi.fn(async () => {
  if (response instanceof Error) throw response;
  return response;
});

describe('renewsAtOnce', () => {
  it.each([
    ['/teams/1', 7, true],
    ['/matches/5/record', 7, true],
    ['/', 7, true],
    ['/teams/1', null, false],
    ['/login', 7, false],
    ['/privacy', 7, false],
    ['/404', 7, false],
    ['/login/kakao-redirect', 7, false],
  ] as const)('%s with last person %s: %s', (path, lastUserId, expected) => {
    expect(renewsAtOnce(path, lastUserId)).toBe(expected);
  });
});

describe('the early renewal', () => {
  it('posts to the renewal with the cookie, and its token is taken once', async () => {
    const send = answering(new Response(JSON.stringify({ status: 200, message: 'OK', data: token }), { status: 200 }));
    startEarlyRenewal('https://api.example', send);
    expect(send).toHaveBeenCalledWith('https://api.example/open-api/v1/users/renew', { method: 'POST', credentials: 'include' });
    expect(await takeEarlyRenewal()).toEqual(token);
    expect(await takeEarlyRenewal()).toBeNull();
  });

  it.each([
    ['a refusal', new Response(JSON.stringify({ status: 401, code: 9001, message: 'no' }), { status: 401 })],
    ['an answer that is not a token', new Response(JSON.stringify({ status: 200, data: { accessToken: 1 } }), { status: 200 })],
    ['an answer that is not JSON', new Response('<html>proxy</html>', { status: 200 })],
    ['no network', new TypeError('Failed to fetch')],
  ])('gives no token after %s (the session asks again itself)', async (_what, response) => {
    startEarlyRenewal('', answering(response));
    expect(await takeEarlyRenewal()).toBeNull();
  });

  it('gives nothing when none was started', async () => {
    expect(await takeEarlyRenewal()).toBeNull();
  });
});
