/**
 * The session machine: unit tests by behaviour, then model-based tests. @xstate/graph enumerates
 * paths through the real machine (the model in tests/paths/session.model.ts, shared with
 * `npm run paths`); each path is replayed on a real actor whose `renewToken` is a deferred the test
 * settles, and the coverage of every state and transition is printed and written for the report.
 */
import { selectIsLoggedIn, selectStatus, selectUserId, selectUserLifecycle, sessionMachine, SessionUnreachableError } from '#machines/session.machine.ts';
import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { PathCoverage } from '../paths/coverage.ts';
import { describeReplays, testEverythingReached } from '../paths/suite.ts';
import { generatePaths, type ModelPath } from '../paths/model.ts';
import { pendingUser, renewed, sessionModel as model, settleRenewal, startSession, type SessionModelEvent } from '../paths/session.model.ts';

/** Lets the promise actor's settlement reach the machine. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('session machine, by behaviour', () => {
  test('starts logged out with no token', () => {
    const { actor } = startSession();
    const s = actor.getSnapshot();
    expect(selectStatus(s)).toBe('loggedOut');
    expect(selectIsLoggedIn(s)).toBe(false);
    expect(s.context.accessToken).toBeNull();
    expect(selectUserId(s)).toBeNull();
    expect(selectUserLifecycle(s)).toBeNull();
  });

  test('setting a token logs in with the Bearer token, user id and lifecycle', () => {
    const { actor } = startSession();
    actor.send({ type: 'token.set', token: pendingUser });
    const s = actor.getSnapshot();
    expect(selectStatus(s)).toBe('loggedIn');
    expect(selectIsLoggedIn(s)).toBe(true);
    expect(s.context.accessToken).toBe('token-pending');
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
    expect(actor.getSnapshot().context.accessToken).toBe('token-renewed');
  });

  test('a refresh that fails logs out and forgets the old token', async () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'token.set', token: pendingUser });
    actor.send({ type: 'session.refresh' });
    expect(calls[0].input).toEqual({ userId: 7 });
    calls[0].reject(new Error('refresh cookie revoked'));
    await flush();
    expect(selectStatus(actor.getSnapshot())).toBe('loggedOut');
    expect(actor.getSnapshot().context.accessToken).toBeNull();
  });

  test('a page the server rendered resumes as its person: renewing with them known, then signed in with the token', async () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'session.resume', userId: 7, userLifecycle: 'ACTIVE' });
    expect(selectStatus(actor.getSnapshot())).toBe('refreshing');
    expect(actor.getSnapshot().context).toEqual({ accessToken: null, userId: 7, userLifecycle: 'ACTIVE' });
    expect(calls).toHaveLength(1);
    calls[0].resolve(renewed);
    await flush();
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.accessToken).toBe('token-renewed');
  });

  test('a resume joins a renewal already running for nobody known, is ignored once someone is, and a refused renewal still logs out', async () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'session.refresh' });
    actor.send({ type: 'session.resume', userId: 7, userLifecycle: 'ACTIVE' });
    expect(calls).toHaveLength(1);
    expect(selectUserId(actor.getSnapshot())).toBe(7);
    actor.send({ type: 'session.resume', userId: 8, userLifecycle: 'ACTIVE' });
    expect(selectUserId(actor.getSnapshot())).toBe(7);
    calls[0].reject(new Error('refresh cookie revoked'));
    await flush();
    expect(selectStatus(actor.getSnapshot())).toBe('loggedOut');
    expect(actor.getSnapshot().context).toEqual({ accessToken: null, userId: null, userLifecycle: null });
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
    expect(actor.getSnapshot().context.accessToken).toBe('token-pending');
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
    expect(actor.getSnapshot().context.accessToken).toBe('token-pending');
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
    expect(actor.getSnapshot().context.accessToken).toBeNull();
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
    expect(actor.getSnapshot().context.accessToken).toBe('token-renewed');

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

const paths = generatePaths(model);
const shortestPaths = paths.filter((p) => p.kind === 'shortest');
const simplePaths = paths.filter((p) => p.kind === 'simple');
const coverage = new PathCoverage(model);

/** Replays one path on a real actor; done/error events settle the pending renew call instead of being sent. */
async function replay(path: ModelPath) {
  coverage.begin(path);
  const { actor, calls, machine } = startSession();
  coverage.visit(path.id, actor.getSnapshot());
  for (const step of path.steps) {
    const event = step.event as SessionModelEvent | { type: 'xstate.init' };
    if (event.type === 'xstate.init') {
      expect(model.stateOf(actor.getSnapshot())).toBe(model.stateOf(step.state));
      continue;
    }
    const before = actor.getSnapshot();
    if (event.type === 'xstate.done.actor.renewToken' || event.type === 'xstate.error.actor.renewToken') {
      // Settle the real invocation: the machine then receives the genuine done / error event.
      expect(before.matches('refreshing')).toBe(true);
      const pending = calls.at(-1)!;
      expect(pending.signal.aborted).toBe(false);
      settleRenewal(pending, event);
      await flush();
    } else {
      actor.send(event as never);
    }
    const after = actor.getSnapshot();
    expect(model.stateOf(after)).toBe(model.stateOf(step.state));
    expect(machine.getTransitionData(before, event as never).length > 0).toBe(model.transitionsTaken(before, event, after).length > 0);
    coverage.step(path.id, before, event, after);
  }
  actor.stop();
}

describe('session machine, model-based', () => {
  test('the graph walk finds paths to every state', () => {
    expect(shortestPaths.length).toBeGreaterThanOrEqual(model.transitions.length);
    expect(new Set(simplePaths.map((p) => p.target))).toEqual(new Set(model.states));
  });

  describeReplays('shortest paths (one per edge)', model, shortestPaths, replay);
  describeReplays('simple paths (by state)', model, simplePaths, replay);
  testEverythingReached(model, coverage);
});
