/**
 * The session machine (docs/product.md §4, docs/architecture.md §4): who is signed in, and the one token refresh
 * that all concurrent requests share.
 *
 * States
 * - loggedOut   no access token. The start state: the token lives in memory only, so every page
 *               load begins here and the app asks for a refresh (the refresh token is a cookie).
 * - refreshing  the `renewToken` actor (supplied by the app) is rotating the refresh cookie.
 *               Another `session.refresh` here is ignored: that is the single flight.
 * - loggedIn    holds the access token (the Bearer string), the user id and the user lifecycle.
 * - offline     the refresh could not reach the server (no network, server down) and this device
 *               knows who signed in last: the app keeps working from what it has (cached reads,
 *               the recording outbox) as that person, without a token, until a refresh succeeds.
 *               A refusal of the refresh (the cookie is gone) still ends in loggedOut.
 *
 * Events
 * - token.set          a TokenResponse arrived (sign-in) → loggedIn, from any state. While
 *                      refreshing it wins over the refresh, which is cancelled (its signal aborts).
 * - session.refresh    loggedOut | loggedIn | offline → refreshing; ignored while refreshing.
 * - session.logout     → loggedOut and forget the token. Invokes nothing: logout's HTTP call is
 *                      the app's. While refreshing it cancels the refresh.
 * - profile.completed  loggedIn: the user finished /register, lifecycle PENDING → ACTIVE.
 * - session.resume     loggedOut | refreshing, nobody known yet: the page came rendered by the server
 *                      for this person (decision 104) → refreshing as them, so the first render shows
 *                      what the server's did while the renewal brings the token. Ignored otherwise.
 * - renewToken done    refreshing → loggedIn with the new token.
 * - renewToken error   refreshing → offline when the error is a SessionUnreachableError (the
 *                      server was not reached; it names the person), otherwise → loggedOut (the
 *                      refresh cookie is gone or revoked).
 *
 * Pure: no fetch, storage or DOM. The app provides `renewToken` with `.provide()`.
 */
import type { UserLifecycle } from '#contract/enums.ts';
import type { TokenResponse } from '#contract/users.ts';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export interface SessionContext {
  /** The access token (sent as `Authorization: Bearer <accessToken>`), null when logged out. */
  accessToken: string | null;
  userId: number | null;
  userLifecycle: UserLifecycle | null;
}

export type SessionEvent =
  | { type: 'token.set'; token: TokenResponse }
  | { type: 'session.refresh' }
  | { type: 'session.logout' }
  | { type: 'profile.completed' }
  | { type: 'session.resume'; userId: number; userLifecycle: UserLifecycle };

export type SessionStatus = 'loggedOut' | 'refreshing' | 'loggedIn' | 'offline';

/**
 * What `renewToken` throws when it could not reach the server but knows who signed in on this
 * device last (the app's remembered user id): the session goes offline as that person.
 */
export class SessionUnreachableError extends Error {
  constructor(
    readonly userId: number,
    options?: ErrorOptions,
  ) {
    super('The session could not be renewed: the server was not reached', options);
    this.name = 'SessionUnreachableError';
  }
}

/** What `renewToken` receives. The previous user id lets the app check that the same person came back. */
export interface RenewTokenInput {
  userId: number | null;
}

const emptyContext: SessionContext = { accessToken: null, userId: null, userLifecycle: null };

/**
 * The session machine. Provide `renewToken` (a promise actor that honours its abort signal and
 * resolves with a TokenResponse) before running it:
 * `sessionMachine.provide({ actors: { renewToken: fromPromise(({ signal }) => …) } })`.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    renewToken: fromPromise<TokenResponse, RenewTokenInput>(async () => {
      throw new Error('renewToken is not provided: supply it with sessionMachine.provide({ actors: { renewToken } })');
    }),
  },
  actions: {
    assignToken: assign((_, params: { token: TokenResponse }) => ({
      accessToken: params.token.accessToken,
      userId: params.token.userId,
      userLifecycle: params.token.userLifecycle,
    })),
    clearToken: assign(() => emptyContext),
    markProfileCompleted: assign({ userLifecycle: () => 'ACTIVE' as const }),
    // Offline there is no token; the lifecycle is not known either (a PENDING person has nothing to do offline).
    assignOfflineUser: assign((_, params: { userId: number }) => ({ accessToken: null, userId: params.userId, userLifecycle: null })),
    assignResumedUser: assign((_, params: { userId: number; userLifecycle: UserLifecycle }) => ({ accessToken: null, ...params })),
  },
  guards: {
    nobodyKnown: ({ context }) => context.userId === null,
    serverUnreachable: (_, params: { error: unknown }) => params.error instanceof SessionUnreachableError,
  },
}).createMachine({
  id: 'session',
  context: emptyContext,
  initial: 'loggedOut',
  // A sign-in's token is taken in every state: once, here. From `refreshing` it leaves the state, so
  // the renewal's actor is stopped and its signal aborts.
  on: {
    'token.set': { target: '.loggedIn', actions: { type: 'assignToken', params: ({ event }) => ({ token: event.token }) } },
  },
  states: {
    loggedOut: {
      on: {
        'session.refresh': { target: 'refreshing' },
        'session.resume': {
          target: 'refreshing',
          actions: { type: 'assignResumedUser', params: ({ event }) => ({ userId: event.userId, userLifecycle: event.userLifecycle }) },
        },
      },
    },
    refreshing: {
      invoke: {
        id: 'renewToken',
        src: 'renewToken',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'loggedIn', actions: { type: 'assignToken', params: ({ event }) => ({ token: event.output }) } },
        onError: [
          {
            guard: { type: 'serverUnreachable', params: ({ event }) => ({ error: event.error }) },
            target: 'offline',
            actions: { type: 'assignOfflineUser', params: ({ event }) => ({ userId: (event.error as SessionUnreachableError).userId }) },
          },
          { target: 'loggedOut', actions: 'clearToken' },
        ],
      },
      on: {
        'session.logout': { target: 'loggedOut', actions: 'clearToken' },
        'session.resume': {
          guard: 'nobodyKnown',
          actions: { type: 'assignResumedUser', params: ({ event }) => ({ userId: event.userId, userLifecycle: event.userLifecycle }) },
        },
      },
    },
    loggedIn: {
      on: {
        'session.refresh': { target: 'refreshing' },
        'session.logout': { target: 'loggedOut', actions: 'clearToken' },
        'profile.completed': { target: 'loggedIn', actions: 'markProfileCompleted' },
      },
    },
    offline: {
      on: {
        'session.refresh': { target: 'refreshing' },
        'session.logout': { target: 'loggedOut', actions: 'clearToken' },
      },
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const selectStatus = (snapshot: SessionSnapshot): SessionStatus => snapshot.value as SessionStatus;
export const selectIsLoggedIn = (snapshot: SessionSnapshot): boolean => snapshot.matches('loggedIn');
export const selectIsRefreshing = (snapshot: SessionSnapshot): boolean => snapshot.matches('refreshing');
export const selectUserId = (snapshot: SessionSnapshot): number | null => snapshot.context.userId;
export const selectUserLifecycle = (snapshot: SessionSnapshot): UserLifecycle | null => snapshot.context.userLifecycle;
