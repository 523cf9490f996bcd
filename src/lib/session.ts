/**
 * The app's session: the session machine running as one actor, with the few calls the rest of the
 * client needs. The access token lives in this actor's memory only, never in web storage
 * (docs/architecture.md §4); a reload starts logged out and asks for a refresh.
 */
import * as v from 'valibot';
import { envelope } from '#contract/envelope.ts';
import type { UserLifecycle } from '#contract/enums.ts';
import { TokenResponse } from '#contract/users.ts';
import { sessionMachine, type RenewTokenInput, type SessionSnapshot, type SessionStatus } from '#machines/session.machine.ts';
import { NotLoggedInError } from '#src/lib/http/errors.ts';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';

/** Renews the access token from the refresh cookie; must honour `signal` (logout cancels a refresh). */
export type RenewToken = (args: { signal: AbortSignal; input: RenewTokenInput }) => Promise<TokenResponse>;

export interface SessionState {
  status: SessionStatus;
  isLoggedIn: boolean;
  /** Offline as the person who signed in last on this device: no token, requests go out without one. */
  isOffline: boolean;
  accessToken: string | null;
  userId: number | null;
  userLifecycle: UserLifecycle | null;
}

const RenewAnswer = envelope(TokenResponse);

/** The token in a renewal's answer, or null when the body is not one (the entry's early renewal, src/lib/early-renewal.ts). */
export function tokenOfRenewal(body: unknown): TokenResponse | null {
  const parsed = v.safeParse(RenewAnswer, body);
  return parsed.success ? parsed.output.data : null;
}

export type SessionListener = (state: SessionState) => void;

export interface Session {
  /** The running session actor, for `useSelector(session.actor, selectIsLoggedIn)`. */
  actor: ActorRefFrom<typeof sessionMachine>;
  getState(): SessionState;
  /** Calls `listener` on every change of status, token, user or lifecycle. Returns the unsubscribe. */
  subscribe(listener: SessionListener): () => void;
  /** Signs in with a token response (after the social login). */
  setToken(token: TokenResponse): void;
  /**
   * Renews the access token. All callers during one refresh share it (one renew call); resolves
   * true when logged in afterwards, false when the refresh failed or was cancelled by a logout.
   */
  refresh(): Promise<boolean>;
  /** Forgets the token (the logout HTTP call is the app's). */
  logout(): void;
  /** The user finished /register: lifecycle PENDING → ACTIVE. */
  markProfileCompleted(): void;
  /** The access token; throws NotLoggedInError when there is none. */
  getAccessToken(): string;
  /** True while offline (see SessionState.isOffline). */
  isOffline(): boolean;
  /** True while the token is being renewed. */
  isRefreshing(): boolean;
  /** Stops the actor (tests, hot reload). */
  stop(): void;
}

function toState(snapshot: SessionSnapshot): SessionState {
  const status = snapshot.value as SessionStatus;
  return {
    status,
    isLoggedIn: status === 'loggedIn',
    isOffline: status === 'offline',
    accessToken: snapshot.context.accessToken,
    userId: snapshot.context.userId,
    userLifecycle: snapshot.context.userLifecycle,
  };
}

function sameState(a: SessionState, b: SessionState): boolean {
  return a.status === b.status && a.accessToken === b.accessToken && a.userId === b.userId && a.userLifecycle === b.userLifecycle;
}

/** Creates and starts the session actor with the app's `renewToken`. */
export function createSession({ renewToken }: { renewToken: RenewToken }): Session {
  const machine = sessionMachine.provide({
    actors: { renewToken: fromPromise<TokenResponse, RenewTokenInput>(({ signal, input }) => renewToken({ signal, input })) },
  });
  const actor = createActor(machine);
  const listeners = new Set<SessionListener>();
  let state = toState(actor.getSnapshot());
  let inFlight: Promise<boolean> | null = null;

  // One subscription feeds every listener, and only when something a listener can see changed.
  actor.subscribe((snapshot) => {
    const next = toState(snapshot);
    if (sameState(state, next)) return;
    state = next;
    for (const listener of [...listeners]) listener(next);
  });
  actor.start();

  function settled(): Promise<boolean> {
    return new Promise((resolve) => {
      const check = (snapshot: SessionSnapshot) => {
        if (snapshot.matches('refreshing')) return false;
        subscription.unsubscribe();
        resolve(snapshot.matches('loggedIn'));
        return true;
      };
      const subscription = actor.subscribe({ next: check, complete: () => resolve(false) });
      check(actor.getSnapshot());
    });
  }

  return {
    actor,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setToken(token) {
      actor.send({ type: 'token.set', token });
    },
    refresh() {
      if (!inFlight) {
        // The machine ignores session.refresh while refreshing; the promise is shared here too,
        // so N callers cause one renew call and all learn its outcome.
        if (!actor.getSnapshot().matches('refreshing')) actor.send({ type: 'session.refresh' });
        inFlight = settled().finally(() => {
          inFlight = null;
        });
      }
      return inFlight;
    },
    logout() {
      actor.send({ type: 'session.logout' });
    },
    markProfileCompleted() {
      actor.send({ type: 'profile.completed' });
    },
    getAccessToken() {
      const token = actor.getSnapshot().context.accessToken;
      if (token === null) throw new NotLoggedInError();
      return token;
    },
    isOffline() {
      return actor.getSnapshot().matches('offline');
    },
    isRefreshing() {
      return actor.getSnapshot().matches('refreshing');
    },
    stop() {
      actor.stop();
    },
  };
}
