/**
 * The push device machine's model (see model.ts): sample events, the actor harness whose three
 * actors the test settles, and the user-level step of each event. Unit paths only: its browser side
 * is e2e/push-notifications.spec.ts (a path model would need the browser's permission prompt, which
 * a page cannot answer).
 */
import { PushPermissionError, pushDeviceMachine, type DeviceInspection, type PushDeviceEvent } from '#machines/push-device.machine.ts';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { flatModelParts, flatWalks, type MachineModel } from './model.ts';

export interface Pending<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

function pending<T>(into: Pending<T>[]): Promise<T> {
  return new Promise<T>((resolve, reject) => into.push({ resolve, reject }));
}

/** A push device actor whose inspectDevice, turnOn and turnOff wait for the test to settle them. */
export function startPushDevice() {
  const calls = { inspectDevice: [] as Pending<DeviceInspection>[], turnOn: [] as Pending<void>[], turnOff: [] as Pending<void>[] };
  const machine = pushDeviceMachine.provide({
    actors: {
      inspectDevice: fromPromise(() => pending(calls.inspectDevice)),
      turnOn: fromPromise(() => pending(calls.turnOn)),
      turnOff: fromPromise(() => pending(calls.turnOff)),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls, machine };
}

/** Every event the machine knows, with sample payloads, including each invoke's done and error. */
export const pushDeviceModelEvents = [
  { type: 'notifications.turnOn' },
  { type: 'notifications.turnOff' },
  { type: 'xstate.done.actor.inspectDevice', output: { kind: 'unsupported', reason: 'iosHomeScreen' } },
  { type: 'xstate.done.actor.inspectDevice', output: { kind: 'denied' } },
  { type: 'xstate.done.actor.inspectDevice', output: { kind: 'off' } },
  { type: 'xstate.done.actor.inspectDevice', output: { kind: 'on' } },
  { type: 'xstate.error.actor.inspectDevice', error: new Error('no answer') },
  { type: 'xstate.done.actor.turnOn', output: undefined },
  { type: 'xstate.error.actor.turnOn', error: new PushPermissionError('denied') },
  { type: 'xstate.error.actor.turnOn', error: new PushPermissionError('dismissed') },
  { type: 'xstate.error.actor.turnOn', error: new Error('push service unreachable') },
  { type: 'xstate.done.actor.turnOff', output: undefined },
  { type: 'xstate.error.actor.turnOff', error: new Error('unsubscribe failed') },
] as const;

export type PushDeviceModelEvent = (typeof pushDeviceModelEvents)[number];
type Snap = { value: unknown };

/** An invoke's done and error exist only while it runs: `inspectDevice` in checking, and so on. */
const runs: Record<string, string> = { inspectDevice: 'checking', turnOn: 'turningOn', turnOff: 'turningOff' };

function eventsIn(state: Snap): PushDeviceEvent[] {
  return pushDeviceModelEvents.filter((e) => {
    const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e.type)?.[2];
    return actor === undefined || runs[actor] === state.value;
  }) as unknown as PushDeviceEvent[];
}

/** Tells apart the sample events whose payload decides the transition. */
function eventName(event: EventObject): string {
  const e = event as PushDeviceModelEvent;
  if ('output' in e && e.output) return `${e.type}:${e.output.kind}`;
  if ('error' in e) return `${e.type}:${e.error instanceof PushPermissionError ? e.error.outcome : 'failure'}`;
  return e.type;
}

/** Settles the running invocation with a model's done / error event (the machine then gets the genuine one). */
export function settle(calls: ReturnType<typeof startPushDevice>['calls'], event: PushDeviceModelEvent): boolean {
  const match = /^xstate\.(done|error)\.actor\.(inspectDevice|turnOn|turnOff)$/.exec(event.type);
  if (!match) return false;
  const call = calls[match[2] as keyof typeof calls].at(-1)!;
  if ('error' in event) call.reject(event.error);
  else (call as Pending<unknown>).resolve('output' in event ? event.output : undefined);
  return true;
}

function step(event: EventObject): string {
  const e = event as PushDeviceModelEvent;
  switch (e.type) {
    case 'notifications.turnOn':
      return 'turn "이 기기에서 알림 받기" on';
    case 'notifications.turnOff':
      return 'turn "이 기기에서 알림 받기" off';
    case 'xstate.done.actor.inspectDevice': {
      const output = e.output as DeviceInspection;
      return output.kind === 'unsupported' ? `the browser cannot (${output.reason})` : `the browser says ${output.kind}`;
    }
    case 'xstate.error.actor.inspectDevice':
      return 'the browser does not answer';
    case 'xstate.done.actor.turnOn':
      return 'subscribed, and the server has the device';
    case 'xstate.error.actor.turnOn':
      return e.error instanceof PushPermissionError
        ? `the permission prompt: ${e.error.outcome === 'denied' ? '차단' : 'closed unanswered'}`
        : 'subscribing fails';
    case 'xstate.done.actor.turnOff':
      return 'the server forgets it, the browser unsubscribes';
    case 'xstate.error.actor.turnOff':
      return 'unsubscribing fails';
    default:
      return event.type;
  }
}

const machine = startPushDevice().machine;

export const pushDeviceModel: MachineModel = {
  name: 'pushDevice',
  unitTest: 'tests/machines/push-device.machine.test.ts',
  summary: "This device's push notifications (the settings dialog's switch): checking, unsupported, blocked, off, turning on, on, turning off, failed.",
  ...flatModelParts(machine),
  step,
  walks: flatWalks(eventsIn, { eventName }),
};
