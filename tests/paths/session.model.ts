/**
 * The session machine's model (see model.ts): sample events, the actor harness whose `renewToken`
 * the test settles, and the user-level step of each event.
 */
import type { TokenResponse } from '#contract/users.ts';
import { sessionMachine, SessionUnreachableError, type RenewTokenInput, type SessionEvent } from '#machines/session.machine.ts';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { flatModelParts, flatWalks, type MachineModel } from './model.ts';

export const pendingUser: TokenResponse = { accessToken: 'token-pending', userId: 7, userLifecycle: 'PENDING' };
export const renewed: TokenResponse = { accessToken: 'token-renewed', userId: 7, userLifecycle: 'ACTIVE' };

export interface PendingRenewal {
  resolve(token: TokenResponse): void;
  reject(error: unknown): void;
  signal: AbortSignal;
  input: RenewTokenInput;
}

/** A session actor whose renewToken calls wait for the test to settle them. */
export function startSession() {
  const calls: PendingRenewal[] = [];
  const machine = sessionMachine.provide({
    actors: {
      renewToken: fromPromise<TokenResponse, RenewTokenInput>(
        ({ signal, input }) =>
          new Promise<TokenResponse>((resolve, reject) => {
            calls.push({ resolve, reject, signal, input });
            signal.addEventListener('abort', () => reject(signal.reason));
          }),
      ),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls, machine };
}

/** Every event the machine knows, with sample payloads, including the invoke's done and error. */
export const sessionModelEvents = [
  { type: 'token.set', token: pendingUser },
  { type: 'session.refresh' },
  { type: 'session.logout' },
  { type: 'profile.completed' },
  { type: 'session.resume', userId: 7, userLifecycle: 'ACTIVE' },
  { type: 'xstate.done.actor.renewToken', output: renewed },
  { type: 'xstate.error.actor.renewToken', error: new Error('renew refused') },
  { type: 'xstate.error.actor.renewToken', error: new SessionUnreachableError(7) },
] as const;

export type SessionModelEvent = (typeof sessionModelEvents)[number];
type Snap = { value: unknown };

/**
 * The invoke's done and error events exist only while `renewToken` runs, i.e. in `refreshing`
 * (an error event reaching a state without its child would, rightly, crash the actor).
 */
function eventsIn(state: Snap): SessionEvent[] {
  const inFlight = state.value === 'refreshing';
  // The machine's event type does not list the invoke's events; the graph walk sends them all the same.
  return sessionModelEvents.filter((e) => inFlight || !e.type.startsWith('xstate.')) as unknown as SessionEvent[];
}

/** Settles the pending renewal with a model's done / error event (the machine then gets the genuine one). */
export function settleRenewal(pending: PendingRenewal, event: SessionModelEvent) {
  if (event.type === 'xstate.done.actor.renewToken') pending.resolve(event.output);
  else if (event.type === 'xstate.error.actor.renewToken') pending.reject(event.error);
}

function step(event: EventObject): string {
  const e = event as SessionModelEvent;
  switch (e.type) {
    case 'token.set':
      return 'sign in with Kakao (token issued)';
    case 'session.refresh':
      return 'open the app again (renew the token)';
    case 'session.logout':
      return 'log out ("로그아웃")';
    case 'profile.completed':
      return 'complete sign-up ("가입 완료")';
    case 'session.resume':
      return 'open a page the server rendered for the person (renew the token)';
    case 'xstate.done.actor.renewToken':
      return 'server renews the token';
    case 'xstate.error.actor.renewToken':
      return e.error instanceof SessionUnreachableError ? 'server unreachable (offline)' : 'server refuses the renewal';
    default:
      return event.type;
  }
}

const machine = startSession().machine;

export const sessionModel: MachineModel = {
  name: 'session',
  unitTest: 'tests/machines/session.machine.test.ts',
  summary: 'Who is signed in: logged out, logged in, renewing the token, or offline as the last person.',
  ...flatModelParts(machine),
  step,
  /**
   * Shortest paths by edge: by value alone the walk would never need a self-loop (token.set and
   * profile.completed in loggedIn) or an ignored event (a second session.refresh while refreshing).
   * Finite: 4 values × at most 8 events.
   */
  walks: flatWalks(eventsIn),
  pageCannotCause: {
    'refreshing --session.logout--> loggedOut':
      'a logout while the renewal runs: the loading screen offers no 로그아웃, and the renewal answers within a round trip',
    'refreshing --token.set--> loggedIn': "a sign-in's token while a renewal runs: the provider sends the browser to a new page, where no renewal runs yet",
    'loggedIn --session.refresh--> refreshing':
      'a renewal while signed in: a 401 mid-session, when the 10-minute token expires; a page cannot make it expire on demand',
    'loggedIn --token.set--> loggedIn': 'a second sign-in while signed in: /login sends a signed-in person on to the app',
    'offline --token.set--> loggedIn': "a sign-in while offline: the provider's page needs the network",
  },
};
