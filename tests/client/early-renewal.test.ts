/**
 * The renewal the entry starts before the app's code is here (src/lib/early-renewal.ts, decisions
 * 037 and 038): where it starts, and that only a token is taken from it, once.
 */
import { describe, expect, it, vi } from 'vitest';
import { hasRememberedPerson, renewsAtOnce, startEarlyRenewal, takeEarlyRenewal } from '#src/lib/early-renewal.ts';
import { tokenOfRenewal } from '#src/lib/session.ts';

const token = { accessToken: 'a.b.c', userId: 7, userLifecycle: 'ACTIVE' };
const answering = (response: Response | Error) =>
  vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });

describe('renewsAtOnce', () => {
  it.each([
    ['/teams/1', true, true],
    ['/matches/5/record', true, true],
    ['/', true, true],
    ['/teams/1', false, false],
    ['/login', true, false],
    ['/privacy', true, false],
    ['/404', true, false],
    ['/login/kakao-redirect', true, false],
  ] as const)('%s, a person remembered: %s → %s', (path, remembered, expected) => {
    expect(renewsAtOnce(path, remembered)).toBe(expected);
  });
});

describe('hasRememberedPerson', () => {
  it('is true when the device keeps a last signed-in person, false when not or when storage throws', () => {
    const keeping = (value: string | null) => ({ getItem: vi.fn(() => value) });
    expect(hasRememberedPerson(keeping('7'))).toBe(true);
    expect(hasRememberedPerson(keeping(null))).toBe(false);
    expect(
      hasRememberedPerson({
        getItem: () => {
          throw new DOMException('denied', 'SecurityError');
        },
      }),
    ).toBe(false);
  });
});

describe('the early renewal', () => {
  it('posts to the renewal with the cookie, and its token is taken once', async () => {
    const send = answering(new Response(JSON.stringify({ status: 200, message: 'OK', data: token }), { status: 200 }));
    startEarlyRenewal('https://api.example', send);
    expect(send).toHaveBeenCalledWith('https://api.example/open-api/v1/users/renew', { method: 'POST', credentials: 'include' });
    expect(await takeEarlyRenewal(tokenOfRenewal)).toEqual(token);
    expect(await takeEarlyRenewal(tokenOfRenewal)).toBeNull();
  });

  it.each([
    ['a refusal', new Response(JSON.stringify({ status: 401, code: 9001, message: 'no' }), { status: 401 })],
    ['an answer that is not a token', new Response(JSON.stringify({ status: 200, data: { accessToken: 1 } }), { status: 200 })],
    ['an answer that is not JSON', new Response('<html>proxy</html>', { status: 200 })],
    ['no network', new TypeError('Failed to fetch')],
  ])('gives no token after %s (the session asks again itself)', async (_what, response) => {
    startEarlyRenewal('', answering(response));
    expect(await takeEarlyRenewal(tokenOfRenewal)).toBeNull();
  });

  it('gives nothing when none was started', async () => {
    expect(await takeEarlyRenewal(tokenOfRenewal)).toBeNull();
  });
});
