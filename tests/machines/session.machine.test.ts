/**
 * The session machine: unit tests by behaviour, then model-based tests. @xstate/graph enumerates
 * paths through the real machine; each path is replayed on a real actor whose `renewToken` is a
 * deferred the test settles, and a coverage line lists every state and transition reached.
 */
import type { TokenResponse } from '#contract/users.ts';
import {
  selectAccessToken,
  selectIsLoggedIn,
  selectStatus,
  selectUserId,
  selectUserLifecycle,
  sessionMachine,
  SessionUnreachableError,
  type RenewTokenInput,
  type SessionEvent,
} from '#machines/session.machine.ts';
import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, type AnyStateMachine, type EventObject } from 'xstate';

const pendingUser: TokenResponse = { accessToken: 'token-pending', userId: 7, userLifecycle: 'PENDING' };
const renewed: TokenResponse = { accessToken: 'token-renewed', userId: 7, userLifecycle: 'ACTIVE' };

interface Deferred {
  resolve(token: TokenResponse): void;
  reject(error: unknown): void;
  signal: AbortSignal;
  input: RenewTokenInput;
}

/** A session actor whose renewToken calls wait for the test to settle them. */
function startSession() {
  const calls: Deferred[] = [];
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

/** Lets the promise actor's settlement reach the machine. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('session machine, by behaviour', () => {
  test('starts logged out with no token', () => {
    const { actor } = startSession();
    const s = actor.getSnapshot();
    expect(selectStatus(s)).toBe('loggedOut');
    expect(selectIsLoggedIn(s)).toBe(false);
    expect(selectAccessToken(s)).toBeNull();
    expect(selectUserId(s)).toBeNull();
    expect(selectUserLifecycle(s)).toBeNull();
  });

  test('setting a token logs in with the Bearer token, user id and lifecycle', () => {
    const { actor } = startSession();
    actor.send({ type: 'token.set', token: pendingUser });
    const s = actor.getSnapshot();
    expect(selectStatus(s)).toBe('loggedIn');
    expect(selectIsLoggedIn(s)).toBe(true);
    expect(selectAccessToken(s)).toBe('token-pending');
    expect(selectUserId(s)).toBe(7);
    expect(selectUserLifecycle(s)).toBe('PENDING');
  });

  test('logging out clears the token', () => {
    const { actor } = startSession();
    actor.send({ type: 'token.set', token: pendingUser });
    actor.send({ type: 'session.logout' });
    expect(selectStatus(actor.getSnapshot())).toBe('loggedOut');
    expect(actor.getSnapshot().context).toEqual({ accessToken: null, userId: null, userLifecycle: null });
  });

  test('a refresh that succeeds logs in with the renewed token', async () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'session.refresh' });
    expect(selectStatus(actor.getSnapshot())).toBe('refreshing');
    expect(calls).toHaveLength(1);
    calls[0].resolve(renewed);
    await flush();
    expect(selectStatus(actor.getSnapshot())).toBe('loggedIn');
    expect(selectAccessToken(actor.getSnapshot())).toBe('token-renewed');
  });

  test('a refresh that fails logs out and forgets the old token', async () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'token.set', token: pendingUser });
    actor.send({ type: 'session.refresh' });
    expect(calls[0].input).toEqual({ userId: 7 });
    calls[0].reject(new Error('refresh cookie revoked'));
    await flush();
    expect(selectStatus(actor.getSnapshot())).toBe('loggedOut');
    expect(selectAccessToken(actor.getSnapshot())).toBeNull();
  });

  test('a second refresh while refreshing is ignored: one renew call (single flight)', async () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'session.refresh' });
    actor.send({ type: 'session.refresh' });
    actor.send({ type: 'session.refresh' });
    expect(calls).toHaveLength(1);
    calls[0].resolve(renewed);
    await flush();
    expect(selectStatus(actor.getSnapshot())).toBe('loggedIn');
    expect(calls).toHaveLength(1);
  });

  test('keeps the old token while refreshing from logged in', () => {
    const { actor } = startSession();
    actor.send({ type: 'token.set', token: pendingUser });
    actor.send({ type: 'session.refresh' });
    expect(selectStatus(actor.getSnapshot())).toBe('refreshing');
    expect(selectAccessToken(actor.getSnapshot())).toBe('token-pending');
  });

  test('logging out during a refresh cancels it: the renew signal aborts and its late answer is ignored', async () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'session.refresh' });
    actor.send({ type: 'session.logout' });
    expect(calls[0].signal.aborted).toBe(true);
    calls[0].resolve(renewed);
    await flush();
    expect(selectStatus(actor.getSnapshot())).toBe('loggedOut');
  });

  test('a sign-in during a refresh wins over the refresh', async () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'session.refresh' });
    actor.send({ type: 'token.set', token: pendingUser });
    expect(calls[0].signal.aborted).toBe(true);
    expect(selectAccessToken(actor.getSnapshot())).toBe('token-pending');
  });

  test('completing the profile turns PENDING into ACTIVE, only when logged in', () => {
    const { actor } = startSession();
    actor.send({ type: 'profile.completed' });
    expect(selectUserLifecycle(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'token.set', token: pendingUser });
    actor.send({ type: 'profile.completed' });
    expect(selectUserLifecycle(actor.getSnapshot())).toBe('ACTIVE');
  });

  test('a refresh that cannot reach the server goes offline as the person it names, without a token', async () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'session.refresh' });
    calls[0].reject(new SessionUnreachableError(42));
    await flush();
    expect(selectStatus(actor.getSnapshot())).toBe('offline');
    expect(selectUserId(actor.getSnapshot())).toBe(42);
    expect(selectAccessToken(actor.getSnapshot())).toBeNull();
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(false);
  });

  test('offline: the next refresh that succeeds signs in; one that is refused logs out; logout forgets the person', async () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'session.refresh' });
    calls[0].reject(new SessionUnreachableError(7));
    await flush();
    actor.send({ type: 'session.refresh' });
    expect(selectStatus(actor.getSnapshot())).toBe('refreshing');
    calls[1].resolve(renewed);
    await flush();
    expect(selectAccessToken(actor.getSnapshot())).toBe('token-renewed');

    const second = startSession();
    second.actor.send({ type: 'session.refresh' });
    second.calls[0].reject(new SessionUnreachableError(7));
    await flush();
    second.actor.send({ type: 'session.refresh' });
    second.calls[1].reject(new Error('refused'));
    await flush();
    expect(selectStatus(second.actor.getSnapshot())).toBe('loggedOut');
    expect(selectUserId(second.actor.getSnapshot())).toBeNull();

    const third = startSession();
    third.actor.send({ type: 'session.refresh' });
    third.calls[0].reject(new SessionUnreachableError(7));
    await flush();
    third.actor.send({ type: 'session.logout' });
    expect(selectStatus(third.actor.getSnapshot())).toBe('loggedOut');
    expect(selectUserId(third.actor.getSnapshot())).toBeNull();
  });

  test('without a provided renewToken the refresh fails and the session stays logged out', async () => {
    const actor = createActor(sessionMachine).start();
    actor.send({ type: 'session.refresh' });
    await flush();
    expect(selectStatus(actor.getSnapshot())).toBe('loggedOut');
  });
});

// ---- Model-based ------------------------------------------------------------------------------------

/** Every event the machine knows, with sample payloads, including the invoke's done and error. */
const modelEvents = [
  { type: 'token.set', token: pendingUser },
  { type: 'session.refresh' },
  { type: 'session.logout' },
  { type: 'profile.completed' },
  { type: 'xstate.done.actor.renewToken', output: renewed },
  { type: 'xstate.error.actor.renewToken', error: new Error('renew refused') },
  { type: 'xstate.error.actor.renewToken', error: new SessionUnreachableError(7) },
] as const;

type ModelEvent = (typeof modelEvents)[number];
type Snap = { value: unknown };

/**
 * The invoke's done and error events exist only while `renewToken` runs, i.e. in `refreshing`
 * (an error event reaching a state without its child would, rightly, crash the actor).
 */
function eventsIn(state: Snap): SessionEvent[] {
  const inFlight = state.value === 'refreshing';
  // The machine's event type does not list the invoke's events; the graph walk sends them all the same.
  return modelEvents.filter((e) => inFlight || !e.type.startsWith('xstate.')) as unknown as SessionEvent[];
}

const value = (s: Snap) => String(s.value);

/** "source --event--> target" for every transition the machine defines (a targetless one stays put). */
function definedTransitions(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  for (const [source, node] of Object.entries(machine.root.states)) {
    for (const [eventType, transitions] of node.transitions) {
      for (const t of transitions) {
        const targets = t.target?.map((n) => n.key) ?? [source];
        for (const target of targets) out.push(`${source} --${eventType}--> ${target}`);
      }
    }
  }
  return out;
}

const referenceMachine = startSession().machine;
const allStates = Object.keys(referenceMachine.root.states);
const allTransitions = definedTransitions(referenceMachine);

/**
 * Shortest paths keyed by the edge (previous value, event, value): by value alone the walk would
 * never need a self-loop (token.set and profile.completed in loggedIn) or an ignored event (a second
 * session.refresh while refreshing), so every edge gets its own path. Finite: 4 values × at most 7 events.
 */
const shortestPaths = getShortestPaths(referenceMachine, {
  events: eventsIn,
  serializeState: (s: Snap, event: EventObject | undefined, prev?: Snap) =>
    `${prev ? value(prev) : '-'} ${event?.type ?? 'xstate.init'} ${value(s)}`,
});
/** Simple paths by state value: every way to reach each state without passing a state twice. */
const simplePaths = getSimplePaths(referenceMachine, {
  events: eventsIn,
  serializeState: (s: Snap) => value(s),
});

const reachedStates = new Set<string>();
const reachedTransitions = new Set<string>();

/** Replays one path on a real actor; done/error events settle the pending renew call instead of being sent. */
async function replay(steps: ReadonlyArray<{ event: EventObject; state: Snap }>) {
  const { actor, calls, machine } = startSession();
  reachedStates.add(value(actor.getSnapshot()));
  for (const step of steps) {
    const event = step.event as ModelEvent | { type: 'xstate.init' };
    if (event.type === 'xstate.init') {
      expect(value(actor.getSnapshot())).toBe(value(step.state));
      continue;
    }
    const before = actor.getSnapshot();
    const handled = machine.getTransitionData(before, event as never).length > 0;
    if (event.type === 'xstate.done.actor.renewToken' || event.type === 'xstate.error.actor.renewToken') {
      // Settle the real invocation: the machine then receives the genuine done / error event.
      expect(before.matches('refreshing')).toBe(true);
      const pending = calls.at(-1)!;
      expect(pending.signal.aborted).toBe(false);
      if (event.type === 'xstate.done.actor.renewToken') pending.resolve(event.output);
      else pending.reject(event.error);
      await flush();
    } else {
      actor.send(event as never);
    }
    const after = actor.getSnapshot();
    expect(value(after)).toBe(value(step.state));
    reachedStates.add(value(after));
    if (handled) reachedTransitions.add(`${value(before)} --${event.type}--> ${value(after)}`);
  }
  actor.stop();
}

const describePath = (steps: ReadonlyArray<{ event: EventObject; state: Snap }>) =>
  `${steps.map((s) => s.event.type).join(' → ')} ⇒ ${value(steps.at(-1)!.state)}`;

describe('session machine, model-based', () => {
  test('the graph walk finds paths to every state', () => {
    expect(shortestPaths.length).toBeGreaterThanOrEqual(allTransitions.length);
    expect(new Set(simplePaths.map((p) => value(p.state)))).toEqual(new Set(allStates));
  });

  describe('shortest paths (one per edge)', () => {
    for (const path of shortestPaths) {
      test(describePath(path.steps), async () => {
        await replay(path.steps);
      });
    }
  });

  describe('simple paths (by state)', () => {
    for (const path of simplePaths) {
      test(describePath(path.steps), async () => {
        await replay(path.steps);
      });
    }
  });

  // Runs after the path tests above (Vitest runs a file's tests in order).
  test('every state and every transition is reached', () => {
    const unreachedStates = allStates.filter((s) => !reachedStates.has(s));
    const unreachedTransitions = allTransitions.filter((t) => !reachedTransitions.has(t));
    console.log(
      `session machine coverage: states ${allStates.length - unreachedStates.length}/${allStates.length} [${[...reachedStates].join(', ')}]; ` +
        `transitions ${allTransitions.length - unreachedTransitions.length}/${allTransitions.length} [${allTransitions.filter((t) => reachedTransitions.has(t)).join('; ')}]; ` +
        `unreached: ${[...unreachedStates, ...unreachedTransitions].join('; ') || 'none'}`,
    );
    expect(unreachedStates).toEqual([]);
    expect(unreachedTransitions).toEqual([]);
  });
});
