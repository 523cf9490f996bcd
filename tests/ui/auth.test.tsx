// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearChunkReload, leaveGraceMs, loadChunk, reloadOnceForChunkError } from '#src/lib/chunk-reload.ts';
import { LoginPage } from '#src/features/auth/login-page.tsx';
import { storage } from '#src/lib/storage.ts';
import { errorCodes } from '#contract/error-codes.ts';
import { HttpError, UnauthorizedError } from '#src/lib/http/errors.ts';
import { messages } from '#src/lib/messages.ts';
import { myTeam, renderApp, token, user } from './harness.tsx';

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
    expect(app.http.calls).toHaveBeenCalledWith('socialLogin', {
      body: { code: 'abc', redirectUri: `${window.location.origin}/login/kakao-redirect`, state: 'expected-state-123' },
    });
    expect(storage.getLoginRedirectUrl()).toBeNull();
    expect(app.http.calls.mock.calls.filter(([name]) => name === 'socialLogin')).toHaveLength(1);
    expect(storage.getLastLoggedInUserId()).toBe(7);
  });

  it('refuses a callback without a state, or when this tab started no sign-in, without calling the server', async () => {
    storage.setLoginState('expected-state-123');
    const missing = renderApp({ path: '/login/kakao-redirect?code=abc' });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', messages.kakaoRedirect.stateMismatch);
    expect(missing.http.calls).not.toHaveBeenCalled();
    cleanup();

    const stranger = renderApp({ path: '/login/kakao-redirect?code=abc&state=expected-state-123' });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', messages.kakaoRedirect.stateMismatch);
    expect(stranger.http.calls).not.toHaveBeenCalled();
  });

  it('spends the stored state: the same callback opened again (a reload, a replayed link) is refused', async () => {
    storage.setLoginState('expected-state-123');
    const first = renderApp({ path: '/login/kakao-redirect?code=abc&state=expected-state-123', server: { teams: [myTeam()], login: token() } });
    await waitFor(() => expect(first.current()).toBe('/teams/1'));
    expect(storage.getLoginState()).toBeNull();
    cleanup();

    const again = renderApp({ path: '/login/kakao-redirect?code=abc&state=expected-state-123', server: { teams: [myTeam()], login: token() } });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', messages.kakaoRedirect.stateMismatch);
    expect(again.http.calls).not.toHaveBeenCalled();
  });

  it('says so in words when the server does not recognise the state (10006), with a way back to /login', async () => {
    storage.setLoginState('expected-state-123');
    const refusal = new UnauthorizedError({
      endpoint: 'socialLogin',
      status: 401,
      code: errorCodes.INVALID_LOGIN_STATE.code,
      message: errorCodes.INVALID_LOGIN_STATE.message,
    });
    renderApp({ path: '/login/kakao-redirect?code=abc&state=expected-state-123', server: { login: refusal } });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', messages.kakaoRedirect.stateMismatch);
    expect(screen.getByRole('link', { name: '다시 로그인하기' }).getAttribute('href')).toBe('/login');
  });

  it('asks to wait when sign-in is rate-limited (429)', async () => {
    storage.setLoginState('expected-state-123');
    const limited = new HttpError({
      endpoint: 'socialLogin',
      status: 429,
      code: errorCodes.TOO_MANY_AUTH_REQUESTS.code,
      message: errorCodes.TOO_MANY_AUTH_REQUESTS.message,
    });
    renderApp({ path: '/login/kakao-redirect?code=abc&state=expected-state-123', server: { login: limited } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(messages.kakaoRedirect.tooManyAttempts);
    expect(alert.textContent).toContain('기다린 뒤 다시 로그인');
  });

  it('sends a PENDING person to /register, keeping the page they wanted for after it', async () => {
    storage.setLoginState('expected-state-123');
    storage.setLoginRedirectUrl('/teams/join?code=HANGANG7');
    const app = renderApp({ path: '/login/kakao-redirect?code=abc&state=expected-state-123', server: { login: token({ userLifecycle: 'PENDING' }) } });
    await waitFor(() => expect(app.current()).toBe('/register'));
    expect(storage.getLoginRedirectUrl()).toBe('/teams/join?code=HANGANG7');
  });
});

describe('/register: a new person goes on to the page they wanted', () => {
  const lookup = { team: { id: 5, name: '한강 FC', logoImgUrl: null, teamColor: '#0043FF', isTemp: false, memberCount: 12 }, expiresAt: null };

  /** A PENDING person on /register, with completeProfile and the invite-code lookup answered. */
  function renderRegister() {
    const app = renderApp({
      path: '/register',
      signedIn: token({ userLifecycle: 'PENDING' }),
      server: { user: user({ userLifecycle: 'PENDING', userName: '새내기' }) },
    });
    const answer = app.http.calls.getMockImplementation()!;
    app.http.calls.mockImplementation((async (name, ...rest) => {
      if (name === 'completeProfile') return user({ userName: '박새내' });
      if (name === 'lookupInviteCode') return lookup;
      return answer(name, ...rest);
    }) as typeof answer);
    return app;
  }

  async function complete() {
    const name = await screen.findByRole('textbox', { name: '이름' }, { timeout: 5000 });
    fireEvent.change(name, { target: { value: '박새내' } });
    act(() => screen.getByRole('button', { name: '가입 완료' }).click());
  }

  it('an invite link kept through sign-up opens with its code and shows the team it leads to', async () => {
    storage.setLoginRedirectUrl('/teams/join?code=HANGANG7');
    const app = renderRegister();
    await complete();
    await waitFor(() => expect(app.current()).toBe('/teams/join?code=HANGANG7'));
    expect(storage.getLoginRedirectUrl()).toBeNull();
    expect(await screen.findByRole('heading', { name: '이 팀에 가입할까요?' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('한강 FC')).toBeTruthy();
    expect(screen.getByText('초대 코드 HANGANG7')).toBeTruthy();
    expect(app.http.calls).toHaveBeenCalledWith('lookupInviteCode', expect.objectContaining({ body: { code: 'HANGANG7' } }));
  });

  it('without a stored page, goes to the team selection', async () => {
    const app = renderRegister();
    await complete();
    await waitFor(() => expect(app.current()).toBe('/teams/select'));
  });

  it('never follows a stored address off this app, nor back into the sign-in round trip', async () => {
    for (const wanted of ['//evil.example/teams/join', '/login', '/register?next=1']) {
      // Written raw: the storage refuses to write what it would refuse to read.
      sessionStorage.setItem('loginRedirectUrl', JSON.stringify(wanted));
      const app = renderRegister();
      await complete();
      await waitFor(() => expect(app.current()).toBe('/teams/select'));
      expect(sessionStorage.getItem('loginRedirectUrl')).toBeNull();
      cleanup();
    }
  });
});

describe('failed code-chunk load', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads once, then lets the error through', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError('MembersPage', sessionStorage, reload)).toBe(true);
    expect(reloadOnceForChunkError('MembersPage', sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('other chunks loading after the reload do not clear its guard; only the chunk itself loading does', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError('MembersPage', sessionStorage, reload)).toBe(true);
    // After the reload the entry and the core load fine.
    clearChunkReload('boot', sessionStorage);
    clearChunkReload('core', sessionStorage);
    expect(reloadOnceForChunkError('MembersPage', sessionStorage, reload)).toBe(false);
    clearChunkReload('MembersPage', sessionStorage);
    expect(reloadOnceForChunkError('MembersPage', sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  describe('while the person leaves the page (WebKit cancels its loads then)', () => {
    const failing = () => Promise.reject(new TypeError('Importing a module script failed.'));
    afterEach(() => {
      window.dispatchEvent(new Event('pageshow'));
      vi.useRealTimers();
    });

    it('a chunk failing on a page nobody leaves reloads it at once', async () => {
      const reload = vi.fn();
      void loadChunk('TeamProfilePage', failing, reload);
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    });

    it('a chunk failing after beforeunload does not reload the page being left (which would undo the navigation)', async () => {
      vi.useFakeTimers();
      const reload = vi.fn();
      window.dispatchEvent(new Event('beforeunload'));
      void loadChunk('TeamProfilePage', failing, reload);
      await vi.advanceTimersByTimeAsync(leaveGraceMs - 1);
      expect(reload).not.toHaveBeenCalled();
      // Still here long after: the navigation did not happen, and the reload-once rule applies.
      await vi.advanceTimersByTimeAsync(1);
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('a page back from the back-forward cache is no longer being left', async () => {
      const reload = vi.fn();
      window.dispatchEvent(new Event('beforeunload'));
      window.dispatchEvent(new Event('pageshow'));
      void loadChunk('TeamProfilePage', failing, reload);
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    });
  });
});
