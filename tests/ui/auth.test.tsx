// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkReloadFlag, reloadOnceForChunkError } from '#src/app/lazy-page.ts';
import { LoginPage } from '#src/features/auth/login-page.tsx';
import { storage } from '#src/lib/storage.ts';
import { myTeam, renderApp, token } from './harness.tsx';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('/login', () => {
  it('stores a fresh state and sends the browser to the authorize path with it', () => {
    const assign = vi.fn();
    render(<LoginPage assign={assign} />);
    act(() => screen.getByRole('button', { name: '카카오로 로그인' }).click());
    const state = storage.getLoginState();
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    const url = new URL(assign.mock.calls[0][0] as string, 'http://app.test');
    expect(url.pathname).toBe('/open-api/v1/auth/authorize');
    expect(url.searchParams.get('state')).toBe(state);
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/login/kakao-redirect`);
  });
});

describe('/login/kakao-redirect', () => {
  it('refuses a state that differs from the stored one, with a way back to /login', async () => {
    storage.setLoginState('expected-state-123');
    const app = renderApp({ path: '/login/kakao-redirect?code=abc&state=forged-state-456' });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('다시 로그인'));
    expect(screen.getByRole('link', { name: '다시 로그인하기' }).getAttribute('href')).toBe('/login');
    expect(app.http.calls).not.toHaveBeenCalled();
  });

  it('signs in and returns to the stored URL, once', async () => {
    storage.setLoginState('expected-state-123');
    storage.setLoginRedirectUrl('/teams/1/players?position=GK');
    const app = renderApp({ path: '/login/kakao-redirect?code=abc&state=expected-state-123', server: { teams: [myTeam()], login: token() } });
    await waitFor(() => expect(app.current()).toBe('/teams/1/players?position=GK'));
    expect(app.http.calls).toHaveBeenCalledWith('socialLogin', { body: { code: 'abc', redirectUri: `${window.location.origin}/login/kakao-redirect` } });
    expect(storage.getLoginRedirectUrl()).toBeNull();
    expect(app.http.calls.mock.calls.filter(([name]) => name === 'socialLogin')).toHaveLength(1);
    expect(storage.getLastLoggedInUserId()).toBe(7);
  });

  it('sends a PENDING person to /register', async () => {
    storage.setLoginState('expected-state-123');
    const app = renderApp({ path: '/login/kakao-redirect?code=abc&state=expected-state-123', server: { login: token({ userLifecycle: 'PENDING' }) } });
    await waitFor(() => expect(app.current()).toBe('/register'));
  });
});

describe('failed code-chunk load', () => {
  it('reloads once, then lets the error through', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(sessionStorage, reload)).toBe(true);
    expect(sessionStorage.getItem(chunkReloadFlag)).toBe('1');
    expect(reloadOnceForChunkError(sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
