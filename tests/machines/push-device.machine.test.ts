/**
 * This device's push switch (machines/push-device.machine.ts): what the browser says decides the
 * first state; turning on and off go through the injected actors, whose promises the test settles.
 * Then the model-based paths (tests/paths/push-device.model.ts), replayed on the real machine.
 */
import {
  PushPermissionError,
  pushDeviceMachine,
  selectPushDeviceStatus,
  selectSwitchOn,
  selectSwitchUsable,
  type DeviceInspection,
} from '#machines/push-device.machine.ts';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { PathCoverage } from '../paths/coverage.ts';
import { generatePaths, type ModelPath } from '../paths/model.ts';
import { pushDeviceModel as model, settle, startPushDevice, type PushDeviceModelEvent } from '../paths/push-device.model.ts';
import { describeReplays, testEverythingReached } from '../paths/suite.ts';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets a settled promise actor reach the machine. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function startDevice() {
  const inspections: Deferred<DeviceInspection>[] = [];
  const turnOns: Deferred<void>[] = [];
  const turnOffs: Deferred<void>[] = [];
  const actor = createActor(
    pushDeviceMachine.provide({
      actors: {
        inspectDevice: fromPromise(() => {
          const d = deferred<DeviceInspection>();
          inspections.push(d);
          return d.promise;
        }),
        turnOn: fromPromise(() => {
          const d = deferred<void>();
          turnOns.push(d);
          return d.promise;
        }),
        turnOff: fromPromise(() => {
          const d = deferred<void>();
          turnOffs.push(d);
          return d.promise;
        }),
      },
    }),
  ).start();
  const status = () => selectPushDeviceStatus(actor.getSnapshot());
  return { actor, inspections, turnOns, turnOffs, status, snapshot: () => actor.getSnapshot() };
}

async function startedAs(inspection: DeviceInspection) {
  const device = startDevice();
  device.inspections[0].resolve(inspection);
  await flush();
  return device;
}

describe('the push device machine', () => {
  it('checks the browser first, with the switch not usable yet', () => {
    const { status, snapshot, inspections } = startDevice();
    expect(status()).toBe('checking');
    expect(inspections).toHaveLength(1);
    expect(selectSwitchUsable(snapshot())).toBe(false);
    expect(selectSwitchOn(snapshot())).toBe(false);
  });

  it.each([
    [{ kind: 'unsupported', reason: 'iosHomeScreen' } as const, 'unsupported'],
    [{ kind: 'denied' } as const, 'denied'],
    [{ kind: 'off' } as const, 'off'],
    [{ kind: 'on' } as const, 'on'],
  ])('starts from what the browser says: %o → %s', async (inspection, state) => {
    const { status, snapshot } = await startedAs(inspection);
    expect(status()).toBe(state);
    expect(selectSwitchOn(snapshot())).toBe(state === 'on');
  });

  it('keeps why push is unsupported, and takes no press then', async () => {
    const { actor, status, snapshot, turnOns } = await startedAs({ kind: 'unsupported', reason: 'noWorker' });
    expect(snapshot().context.unsupported).toBe('noWorker');
    actor.send({ type: 'notifications.turnOn' });
    expect(status()).toBe('unsupported');
    expect(turnOns).toHaveLength(0);
    expect(selectSwitchUsable(snapshot())).toBe(false);
  });

  it('a browser that cannot be asked leaves the switch off and usable', async () => {
    const { inspections, status, snapshot } = startDevice();
    inspections[0].reject(new Error('no answer'));
    await flush();
    expect(status()).toBe('off');
    expect(selectSwitchUsable(snapshot())).toBe(true);
  });

  it('turning on shows the switch on at once, and on once the server has the device', async () => {
    const { actor, status, snapshot, turnOns } = await startedAs({ kind: 'off' });
    actor.send({ type: 'notifications.turnOn' });
    expect(status()).toBe('turningOn');
    expect(selectSwitchOn(snapshot())).toBe(true);
    expect(selectSwitchUsable(snapshot())).toBe(false);
    // A second press while it works is not a second subscription.
    actor.send({ type: 'notifications.turnOn' });
    expect(turnOns).toHaveLength(1);
    turnOns[0].resolve();
    await flush();
    expect(status()).toBe('on');
    expect(selectSwitchUsable(snapshot())).toBe(true);
  });

  it('a denied permission prompt ends in denied, where the switch takes no press', async () => {
    const { actor, status, turnOns } = await startedAs({ kind: 'off' });
    actor.send({ type: 'notifications.turnOn' });
    turnOns[0].reject(new PushPermissionError('denied'));
    await flush();
    expect(status()).toBe('denied');
    actor.send({ type: 'notifications.turnOn' });
    expect(turnOns).toHaveLength(1);
  });

  it('a dismissed prompt goes back to off with a notice, which the next press clears', async () => {
    const { actor, status, snapshot, turnOns } = await startedAs({ kind: 'off' });
    actor.send({ type: 'notifications.turnOn' });
    turnOns[0].reject(new PushPermissionError('dismissed'));
    await flush();
    expect(status()).toBe('off');
    expect(snapshot().context.notice).toBe('dismissed');
    actor.send({ type: 'notifications.turnOn' });
    expect(snapshot().context.notice).toBeNull();
    expect(turnOns).toHaveLength(2);
  });

  it('a failed turn-on keeps the error and the switch off; pressing again tries again', async () => {
    const { actor, status, snapshot, turnOns } = await startedAs({ kind: 'off' });
    actor.send({ type: 'notifications.turnOn' });
    const failure = new Error('push service unreachable');
    turnOns[0].reject(failure);
    await flush();
    expect(status()).toBe('error');
    expect(snapshot().context.failure).toBe('turnOn');
    expect(snapshot().context.error).toBe(failure);
    expect(selectSwitchOn(snapshot())).toBe(false);
    expect(selectSwitchUsable(snapshot())).toBe(true);
    actor.send({ type: 'notifications.turnOn' });
    expect(status()).toBe('turningOn');
    expect(snapshot().context.failure).toBeNull();
    turnOns[1].resolve();
    await flush();
    expect(status()).toBe('on');
  });

  it('turning off goes through turningOff to off', async () => {
    const { actor, status, snapshot, turnOffs } = await startedAs({ kind: 'on' });
    actor.send({ type: 'notifications.turnOff' });
    expect(status()).toBe('turningOff');
    expect(selectSwitchOn(snapshot())).toBe(false);
    turnOffs[0].resolve();
    await flush();
    expect(status()).toBe('off');
  });

  it('a failed turn-off shows the switch still on, and can be tried again', async () => {
    const { actor, status, snapshot, turnOffs } = await startedAs({ kind: 'on' });
    actor.send({ type: 'notifications.turnOff' });
    turnOffs[0].reject(new Error('unsubscribe failed'));
    await flush();
    expect(status()).toBe('error');
    expect(snapshot().context.failure).toBe('turnOff');
    expect(selectSwitchOn(snapshot())).toBe(true);
    actor.send({ type: 'notifications.turnOff' });
    turnOffs[1].resolve();
    await flush();
    expect(status()).toBe('off');
  });

  it('ignores a turn-off while off and a turn-on while on', async () => {
    const off = await startedAs({ kind: 'off' });
    off.actor.send({ type: 'notifications.turnOff' });
    expect(off.status()).toBe('off');
    const on = await startedAs({ kind: 'on' });
    on.actor.send({ type: 'notifications.turnOn' });
    expect(on.status()).toBe('on');
    expect(on.turnOns).toHaveLength(0);
  });
});

const paths = generatePaths(model);
const shortestPaths = paths.filter((p) => p.kind === 'shortest');
const simplePaths = paths.filter((p) => p.kind === 'simple');
const coverage = new PathCoverage(model);

/** Replays one path on a real actor; done/error events settle the running invocation instead of being sent. */
async function replay(path: ModelPath) {
  coverage.begin(path);
  const { actor, calls, machine } = startPushDevice();
  coverage.visit(path.id, actor.getSnapshot());
  for (const step of path.steps) {
    const event = step.event as PushDeviceModelEvent | { type: 'xstate.init' };
    if (event.type === 'xstate.init') {
      expect(model.stateOf(actor.getSnapshot())).toBe(model.stateOf(step.state));
      continue;
    }
    const before = actor.getSnapshot();
    if (settle(calls, event)) await flush();
    else actor.send(event as never);
    const after = actor.getSnapshot();
    expect(model.stateOf(after)).toBe(model.stateOf(step.state));
    expect(machine.getTransitionData(before, event as never).length > 0).toBe(model.transitionsTaken(before, event, after).length > 0);
    coverage.step(path.id, before, event, after);
  }
  actor.stop();
}

describe('pushDevice machine, model-based', () => {
  it('the graph walk finds paths to every state', () => {
    expect(shortestPaths.length).toBeGreaterThanOrEqual(model.transitions.length);
    expect(new Set(simplePaths.map((p) => p.target))).toEqual(new Set(model.states));
  });

  describeReplays('shortest paths (one per edge)', model, shortestPaths, replay);
  describeReplays('simple paths (by state)', model, simplePaths, replay);
  testEverythingReached(model, coverage);
});
