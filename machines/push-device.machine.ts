/**
 * This device's push notifications (decision 058): the settings dialog's switch "이 기기에서 알림 받기".
 * Everything the browser and the server do is an injected actor the app provides (`inspectDevice`,
 * `turnOn`, `turnOff`), so the flow runs unchanged in tests.
 *
 * States:
 * - `checking`: what this browser can do and whether it is subscribed (`inspectDevice`).
 * - `unsupported`: no push here (`context.unsupported` says why: no Push API, an iPhone's Safari
 *   outside the home screen, no service worker as on the development server). Nothing to do.
 * - `denied`: the person blocked notifications for the site; only the browser's settings undo it.
 * - `off`: not subscribed. `context.notice` is 'dismissed' when the permission prompt was closed unanswered.
 * - `turningOn`: asking permission, subscribing with the server's key and sending the subscription (`turnOn`).
 * - `on`: subscribed, and the server has the device.
 * - `turningOff`: the server forgets the device, the browser unsubscribes (`turnOff`).
 * - `error`: turning on or off failed (`context.failure` says which); the switch can be tried again.
 *
 * Events:
 * - `notifications.turnOn` (from `off` and `error`), `notifications.turnOff` (from `on` and `error`).
 * - `xstate.done.actor.*` / `xstate.error.actor.*` of the three actors. `turnOn` fails with
 *   {@link PushPermissionError} when the person denied (→ `denied`) or dismissed (→ `off`) the prompt.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/** Why this device cannot receive push notifications. */
export type PushUnsupportedReason =
  /** No service worker or Push API in this browser. */
  | 'noPush'
  /** iPhone / iPad Safari: push works only for a web app added to the home screen (iOS 16.4+). */
  | 'iosHomeScreen'
  /** The browser could, but no service worker serves this page (the development server, a blocked worker). */
  | 'noWorker';

/** What `inspectDevice` finds. */
export type DeviceInspection = { kind: 'unsupported'; reason: PushUnsupportedReason } | { kind: 'denied' } | { kind: 'off' } | { kind: 'on' };

/** The permission prompt did not grant: `denied` (blocked) or `dismissed` (closed without an answer). */
export class PushPermissionError extends Error {
  constructor(readonly outcome: 'denied' | 'dismissed') {
    super(`notification permission ${outcome}`);
    this.name = 'PushPermissionError';
  }
}

export type PushDeviceFailure = 'turnOn' | 'turnOff';

export interface PushDeviceContext {
  unsupported: PushUnsupportedReason | null;
  failure: PushDeviceFailure | null;
  /** The last failure's error, for the screen to word (a server refusal, the push service, the network). */
  error: unknown;
  notice: 'dismissed' | null;
}

export type PushDeviceEvent = { type: 'notifications.turnOn' } | { type: 'notifications.turnOff' };

export const pushDeviceMachine = setup({
  types: {
    context: {} as PushDeviceContext,
    events: {} as PushDeviceEvent,
  },
  actors: {
    /** Provided by the app: the browser's support, permission and subscription. */
    inspectDevice: fromPromise<DeviceInspection>(async () => {
      throw new Error('inspectDevice is provided by the app');
    }),
    /** Provided by the app: permission, subscribe, PUT. Must be started inside the press (Safari asks only then). */
    turnOn: fromPromise<void>(async () => {
      throw new Error('turnOn is provided by the app');
    }),
    /** Provided by the app: DELETE (best effort), then unsubscribe. */
    turnOff: fromPromise<void>(async () => {
      throw new Error('turnOff is provided by the app');
    }),
  },
  guards: {
    // The done and error events are typed where they are handled (below), so each passes what it found.
    isFound: (_, params: { inspection: DeviceInspection; kind: DeviceInspection['kind'] }) => params.inspection.kind === params.kind,
    isPermissionOutcome: (_, params: { error: unknown; outcome: PushPermissionError['outcome'] }) =>
      params.error instanceof PushPermissionError && params.error.outcome === params.outcome,
  },
  actions: {
    assignUnsupported: assign((_, params: { inspection: DeviceInspection }) => ({
      unsupported: params.inspection.kind === 'unsupported' ? params.inspection.reason : null,
    })),
    clearMessages: assign({ failure: null, error: null, notice: null }),
    noteDismissed: assign({ notice: 'dismissed' }),
    assignFailure: assign((_, params: { failure: PushDeviceFailure; error: unknown }) => ({ failure: params.failure, error: params.error ?? null })),
  },
}).createMachine({
  id: 'pushDevice',
  context: { unsupported: null, failure: null, error: null, notice: null },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'inspectDevice',
        src: 'inspectDevice',
        input: {},
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => ({ inspection: event.output, kind: 'unsupported' }) },
            target: 'unsupported',
            actions: { type: 'assignUnsupported', params: ({ event }) => ({ inspection: event.output }) },
          },
          { guard: { type: 'isFound', params: ({ event }) => ({ inspection: event.output, kind: 'denied' }) }, target: 'denied' },
          { guard: { type: 'isFound', params: ({ event }) => ({ inspection: event.output, kind: 'on' }) }, target: 'on' },
          { target: 'off' },
        ],
        // The browser would not say: the switch stays usable, and turning on finds out.
        onError: { target: 'off' },
      },
    },
    unsupported: {},
    denied: {},
    off: {
      on: { 'notifications.turnOn': { target: 'turningOn', actions: 'clearMessages' } },
    },
    turningOn: {
      invoke: {
        id: 'turnOn',
        src: 'turnOn',
        input: {},
        onDone: { target: 'on' },
        onError: [
          { guard: { type: 'isPermissionOutcome', params: ({ event }) => ({ error: event.error, outcome: 'denied' }) }, target: 'denied' },
          {
            guard: { type: 'isPermissionOutcome', params: ({ event }) => ({ error: event.error, outcome: 'dismissed' }) },
            target: 'off',
            actions: 'noteDismissed',
          },
          { target: 'error', actions: { type: 'assignFailure', params: ({ event }) => ({ failure: 'turnOn', error: event.error }) } },
        ],
      },
    },
    on: {
      on: { 'notifications.turnOff': { target: 'turningOff', actions: 'clearMessages' } },
    },
    turningOff: {
      invoke: {
        id: 'turnOff',
        src: 'turnOff',
        input: {},
        onDone: { target: 'off' },
        onError: { target: 'error', actions: { type: 'assignFailure', params: ({ event }) => ({ failure: 'turnOff', error: event.error }) } },
      },
    },
    error: {
      on: {
        'notifications.turnOn': { target: 'turningOn', actions: 'clearMessages' },
        'notifications.turnOff': { target: 'turningOff', actions: 'clearMessages' },
      },
    },
  },
});

type PushDeviceSnapshot = SnapshotFrom<typeof pushDeviceMachine>;

/** The machine's state name. */
export type PushDeviceStatus = PushDeviceSnapshot['value'];

export const selectPushDeviceStatus = (snapshot: PushDeviceSnapshot): PushDeviceStatus => snapshot.value;

/**
 * Where the switch stands: on while on or turning on; after a failure, where it stood before
 * (a failed turn-off leaves the device subscribed, a failed turn-on does not).
 */
export const selectSwitchOn = (snapshot: PushDeviceSnapshot): boolean => {
  const status = selectPushDeviceStatus(snapshot);
  if (status === 'error') return snapshot.context.failure === 'turnOff';
  return status === 'on' || status === 'turningOn';
};

/** Whether the switch takes a press now. */
export const selectSwitchUsable = (snapshot: PushDeviceSnapshot): boolean => ['off', 'on', 'error'].includes(selectPushDeviceStatus(snapshot));
