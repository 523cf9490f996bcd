import type { TokenResponse } from '#contract/users.ts';
import { NotLoggedInError } from '#src/lib/http/errors.ts';
import { createSession, type SessionState } from '#src/lib/session.ts';
import { afterEach, describe, expect, test } from 'vitest';

const signIn: TokenResponse = { accessToken: 'first', userId: 3, userLifecycle: 'PENDING' };
const renewed: TokenResponse = { accessToken: 'second', userId: 3, userLifecycle: 'ACTIVE' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const stops: Array<() => void> = [];
afterEach(() => {
  while (stops.length) stops.pop()!();
});

function sessionWithRenew() {
  const renewCalls: Array<{ signal: AbortSignal; answer: ReturnType<typeof deferred<TokenResponse>> }> = [];
  const session = createSession({
    renewToken: ({ signal }) => {
      const answer = deferred<TokenResponse>();
      renewCalls.push({ signal, answer });
      signal.addEventListener('abort', () => answer.reject(signal.reason));
      return answer.promise;
    },
  });
  stops.push(() => session.stop());
  return { session, renewCalls };
}

describe('session', () => {
  test('listeners are notified on every change, with the new state', async () => {
    const { session, renewCalls } = sessionWithRenew();
    const seen: SessionState[] = [];
    session.subscribe((s) => seen.push(s));

    session.setToken(signIn); // loggedOut → loggedIn
    session.markProfileCompleted(); // lifecycle PENDING → ACTIVE
    const refreshed = session.refresh(); // → refreshing
    renewCalls[0].answer.resolve(renewed); // → loggedIn with the new token
    await refreshed;
    session.logout(); // → loggedOut

    expect(seen.map((s) => [s.status, s.accessToken, s.userLifecycle])).toEqual([
      ['loggedIn', 'first', 'PENDING'],
      ['loggedIn', 'first', 'ACTIVE'],
      ['refreshing', 'first', 'ACTIVE'],
      ['loggedIn', 'second', 'ACTIVE'],
      ['loggedOut', null, null],
    ]);
    expect(session.getState()).toEqual(seen.at(-1));
  });

  test('a listener is not called for events that change nothing, and not after unsubscribing', () => {
    const { session } = sessionWithRenew();
    let calls = 0;
    const unsubscribe = session.subscribe(() => calls++);
    session.logout(); // already logged out
    session.markProfileCompleted(); // not logged in: ignored
    expect(calls).toBe(0);
    session.setToken(signIn);
    expect(calls).toBe(1);
    unsubscribe();
    session.logout();
    expect(calls).toBe(1);
  });

  test('concurrent refresh() calls share one renew call and one outcome', async () => {
    const { session, renewCalls } = sessionWithRenew();
    session.setToken(signIn);
    const results = Promise.all([session.refresh(), session.refresh(), session.refresh(), session.refresh()]);
    expect(renewCalls).toHaveLength(1);
    renewCalls[0].answer.resolve(renewed);
    expect(await results).toEqual([true, true, true, true]);
    expect(session.getAccessToken()).toBe('second');

    // A later refresh is a new flight.
    const again = session.refresh();
    expect(renewCalls).toHaveLength(2);
    renewCalls[1].answer.resolve(signIn);
    expect(await again).toBe(true);
  });

  test('a failed refresh resolves false for every caller and leaves the session logged out', async () => {
    const { session, renewCalls } = sessionWithRenew();
    session.setToken(signIn);
    const results = Promise.all([session.refresh(), session.refresh()]);
    renewCalls[0].answer.reject(new Error('401'));
    expect(await results).toEqual([false, false]);
    expect(session.getState().status).toBe('loggedOut');
    expect(() => session.getAccessToken()).toThrow(NotLoggedInError);
  });

  test('logout during a refresh aborts the renew call and the refresh resolves false', async () => {
    const { session, renewCalls } = sessionWithRenew();
    const refreshed = session.refresh();
    session.logout();
    expect(renewCalls[0].signal.aborted).toBe(true);
    expect(await refreshed).toBe(false);
  });

  test('getAccessToken returns the Bearer token when logged in and throws NotLoggedInError when logged out', () => {
    const { session } = sessionWithRenew();
    expect(() => session.getAccessToken()).toThrow(NotLoggedInError);
    expect(() => session.getAccessToken()).toThrow('로그인하지 않은 사용자가 접근했습니다.');
    session.setToken(signIn);
    expect(session.getAccessToken()).toBe('first');
    session.logout();
    try {
      session.getAccessToken();
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(NotLoggedInError);
      expect((error as NotLoggedInError).kind).toBe('notLoggedIn');
    }
  });

  test('the token is never written to web storage', () => {
    const written: string[] = [];
    const fakeStorage = { setItem: (k: string, v: string) => written.push(`${k}=${v}`), getItem: () => null, removeItem: () => {} };
    const g = globalThis as Record<string, unknown>;
    const before = { local: g.localStorage, session: g.sessionStorage };
    g.localStorage = fakeStorage;
    g.sessionStorage = fakeStorage;
    try {
      const { session } = sessionWithRenew();
      session.setToken(signIn);
      expect(session.getAccessToken()).toBe('first');
      expect(written.filter((w) => w.includes('first'))).toEqual([]);
    } finally {
      g.localStorage = before.local;
      g.sessionStorage = before.session;
    }
  });
});
