/**
 * Signing in as a user sees it (decision 022): the login page, the full-screen loading while the
 * token is renewed, the app, the sign-up form, the app offline as the last person, and a page the
 * server rendered for the person (decision 104: on screen while the renewal runs). Each step
 * lists what the app (src/lib/session.ts, src/app/guards.tsx, the redirect and register pages) sends
 * the real session machine (machines/session.machine.ts). A page load starts a new machine: the
 * access token lives in memory only.
 */
import { SessionUnreachableError, type SessionEvent } from '#machines/session.machine.ts';
import type { EventObject } from 'xstate';
import { pendingUser, renewed, sessionModel } from './session.model.ts';
import type { RealOp, UserModel, UserStep } from './user-model.ts';

export type SessionScreen = 'login' | 'loading' | 'app' | 'register' | 'offline' | 'rendered';

export interface SessionUserState {
  screen: SessionScreen;
  /** The browser holds a refresh cookie the server still honours. */
  cookie: boolean;
  /** The device remembers who signed in last (offline needs it). */
  remembered: boolean;
}

export type SessionUserEvent =
  | { type: 'SIGN_IN' }
  | { type: 'SIGN_UP' }
  | { type: 'COMPLETE_PROFILE' }
  | { type: 'OPEN_TEAM_PAGE' }
  | { type: 'OPEN_RENDERED_PAGE' }
  | { type: 'RENEWAL_ANSWERED' }
  | { type: 'RENEWAL_UNREACHABLE' }
  | { type: 'NETWORK_BACK' }
  | { type: 'LOG_OUT' };

const member = { ...renewed, userLifecycle: 'ACTIVE' as const };
const send = (event: SessionEvent | EventObject): RealOp => ({ send: event });
const start: RealOp = { start: undefined };
const renewDone = send({ type: 'xstate.done.actor.renewToken', output: renewed } as EventObject);

function events(s: SessionUserState): SessionUserEvent[] {
  switch (s.screen) {
    case 'login':
      return [{ type: 'SIGN_IN' }, { type: 'SIGN_UP' }, { type: 'OPEN_TEAM_PAGE' }];
    case 'loading':
      return [{ type: 'RENEWAL_ANSWERED' }, ...(s.remembered ? [{ type: 'RENEWAL_UNREACHABLE' } as const] : [])];
    case 'register':
      return [{ type: 'COMPLETE_PROFILE' }];
    case 'app':
      return [{ type: 'OPEN_TEAM_PAGE' }, { type: 'OPEN_RENDERED_PAGE' }, { type: 'LOG_OUT' }];
    case 'rendered':
      return [{ type: 'RENEWAL_ANSWERED' }];
    case 'offline':
      return [{ type: 'NETWORK_BACK' }, { type: 'LOG_OUT' }];
  }
}

function next(s: SessionUserState, e: SessionUserEvent): UserStep<SessionUserState> {
  switch (e.type) {
    // The provider sends the browser back to /login/kakao-redirect: a new page, then the code's token.
    case 'SIGN_IN':
      return { state: { screen: 'app', cookie: true, remembered: true }, real: [start, send({ type: 'token.set', token: member })] };
    case 'SIGN_UP':
      return { state: { screen: 'register', cookie: true, remembered: true }, real: [start, send({ type: 'token.set', token: pendingUser })] };
    case 'COMPLETE_PROFILE':
      return { state: { ...s, screen: 'app' }, real: [send({ type: 'profile.completed' })] };
    // A protected page loaded (typed, reloaded): a new machine renews the token from the cookie first.
    case 'OPEN_TEAM_PAGE':
      return { state: { ...s, screen: 'loading' }, real: [start, send({ type: 'session.refresh' })] };
    // The team page's document, rendered by the server for the person of the page cookie: the app
    // hydrates it and renews the token as that person.
    case 'OPEN_RENDERED_PAGE':
      return { state: { ...s, screen: 'rendered' }, real: [start, send({ type: 'session.resume', userId: 7, userLifecycle: 'ACTIVE' })] };
    case 'RENEWAL_ANSWERED':
      return s.cookie
        ? { state: { ...s, screen: 'app' }, real: [renewDone] }
        : {
            state: { ...s, screen: 'login', remembered: false },
            real: [send({ type: 'xstate.error.actor.renewToken', error: new Error('refused') } as EventObject)],
          };
    case 'RENEWAL_UNREACHABLE':
      return {
        state: { ...s, screen: 'offline' },
        real: [send({ type: 'xstate.error.actor.renewToken', error: new SessionUnreachableError(7) } as EventObject)],
      };
    // The 'online' event: the offline session renews at once.
    case 'NETWORK_BACK':
      return {
        state: { ...s, screen: s.cookie ? 'app' : 'login' },
        real: [
          send({ type: 'session.refresh' }),
          s.cookie ? renewDone : send({ type: 'xstate.error.actor.renewToken', error: new Error('refused') } as EventObject),
        ],
      };
    case 'LOG_OUT':
      return { state: { screen: 'login', cookie: false, remembered: false }, real: [send({ type: 'session.logout' })] };
  }
}

function step(e: SessionUserEvent): string {
  switch (e.type) {
    case 'SIGN_IN':
      return 'sign in as a member ("로그인", the provider\'s page)';
    case 'SIGN_UP':
      return 'sign up as a new person ("로그인", a new name)';
    case 'COMPLETE_PROFILE':
      return 'complete the profile ("가입 완료")';
    case 'OPEN_TEAM_PAGE':
      return 'open the team page (a new page load)';
    case 'OPEN_RENDERED_PAGE':
      return 'open the team page, rendered by the server (a new page load)';
    case 'RENEWAL_ANSWERED':
      return 'the server answers the token renewal';
    case 'RENEWAL_UNREACHABLE':
      return 'the token renewal cannot reach the server';
    case 'NETWORK_BACK':
      return 'the network comes back';
    case 'LOG_OUT':
      return 'log out ("설정", "로그아웃")';
  }
}

const realOf: Record<SessionScreen, string> = {
  login: 'loggedOut',
  loading: 'refreshing',
  app: 'loggedIn',
  register: 'loggedIn',
  offline: 'offline',
  rendered: 'refreshing',
};

export const sessionUserModel: UserModel<SessionUserState, SessionUserEvent> = {
  real: sessionModel,
  open: { state: { screen: 'login', cookie: false, remembered: false }, real: [start] },
  events,
  next,
  seen: (s) => s.screen,
  seenStates: ['login', 'loading', 'app', 'register', 'offline', 'rendered'],
  eventTypes: [
    'SIGN_IN',
    'SIGN_UP',
    'COMPLETE_PROFILE',
    'OPEN_TEAM_PAGE',
    'OPEN_RENDERED_PAGE',
    'RENEWAL_ANSWERED',
    'RENEWAL_UNREACHABLE',
    'NETWORK_BACK',
    'LOG_OUT',
  ],
  realState: (s) => realOf[s.screen],
  step,
  key: (s) => JSON.stringify(s),
  maxSteps: 8,
};
