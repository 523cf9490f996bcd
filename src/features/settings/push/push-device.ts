/**
 * This device and the browser's push machinery, for the push device machine
 * (machines/push-device.machine.ts) and for signing out: what the browser can do, turning on
 * (permission → the server's key → PushManager.subscribe → PUT), turning off (DELETE → unsubscribe).
 */
import type { PushSubscriptionRequest } from '#contract/notifications.ts';
import { PushPermissionError, type DeviceInspection } from '#machines/push-device.machine.ts';
import type { QueryClient } from '@tanstack/react-query';
import { pushPublicKeyQuery } from '#src/lib/queries/notifications.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import { base64UrlToBytes, isPushServiceUnavailable, readPushEnvironment, sameKey, unsupportedReason } from './push-support.ts';

/** Which step of turning on failed, for the screen to say (src/lib/messages/notifications.ts). */
export type PushStep = 'worker' | 'subscribe' | 'register' | 'noPushService';

export class PushStepError extends Error {
  constructor(
    readonly step: PushStep,
    options?: { cause?: unknown },
  ) {
    super(`push: ${step} failed`, options);
    this.name = 'PushStepError';
  }
}

/** How long a production page waits for its worker, which registers after the page's load. */
const workerWaitMs = 4000;

/** The active worker's registration, or null when this page has none (the development server). */
async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const existing = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  // Only the production build registers one (src/app/service-worker.ts), after the page's load.
  if (!existing && !import.meta.env.PROD) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), workerWaitMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function pushPermission(): NotificationPermission {
  return typeof Notification === 'undefined' ? 'default' : Notification.permission;
}

/**
 * The last change of this device at the server that is still on its way (turning on, or the
 * dialog's opening sending the subscription again). Signing out waits for it: a DELETE sent beside
 * a PUT in flight could reach the server first, and the server would then go on pushing the
 * person's notifications to a device that signed out.
 */
let changeInFlight: Promise<unknown> = Promise.resolve();

function inFlight<T>(change: Promise<T>): Promise<T> {
  changeInFlight = change.catch(() => undefined);
  return change;
}

export interface PushDeviceDeps {
  http: HttpApi;
  queryClient: QueryClient;
}

/**
 * What the switch starts from. A subscription this browser holds is sent to the server again (PUT
 * is idempotent): the server may have dropped it (the push service said it was gone) or it may still
 * name whoever signed in here before; "on" then means the server has it for this person.
 */
export function inspectDevice(deps: PushDeviceDeps): Promise<DeviceInspection> {
  return inFlight(inspect(deps));
}

async function inspect({ http }: PushDeviceDeps): Promise<DeviceInspection> {
  const reason = unsupportedReason(readPushEnvironment());
  if (reason) return { kind: 'unsupported', reason };
  if (pushPermission() === 'denied') return { kind: 'denied' };
  const registration = await workerRegistration();
  if (!registration) return { kind: 'unsupported', reason: 'noWorker' };
  if (pushPermission() !== 'granted') return { kind: 'off' };
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return { kind: 'off' };
  try {
    await http.call('putPushSubscription', { body: subscription.toJSON() as PushSubscriptionRequest });
  } catch {
    // Offline or refused: the browser still holds it; turning off and on again mends it.
  }
  return { kind: 'on' };
}

/**
 * Turns this device on. The permission is asked first thing, synchronously inside the press that
 * started it: Safari shows its prompt only then. A subscription the server does not take is undone,
 * so the browser and the server never disagree about this device.
 */
export function turnOnDevice(deps: PushDeviceDeps): Promise<void> {
  // An async function runs up to its first await at once: the permission is still asked inside the press.
  return inFlight(turnOn(deps));
}

async function turnOn({ http, queryClient }: PushDeviceDeps): Promise<void> {
  const permission = typeof Notification === 'undefined' ? 'default' : await Notification.requestPermission();
  if (permission === 'denied') throw new PushPermissionError('denied');
  if (permission !== 'granted') throw new PushPermissionError('dismissed');
  const registration = await workerRegistration();
  if (!registration) throw new PushStepError('worker');
  const { publicKey } = await queryClient.fetchQuery(pushPublicKeyQuery(http)).catch((cause: unknown) => {
    throw new PushStepError('register', { cause });
  });
  const key = base64UrlToBytes(publicKey);
  let subscription: PushSubscription | null;
  try {
    subscription = await registration.pushManager.getSubscription();
    // Made with a key the server no longer has: PushManager refuses a second key, so it goes first.
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch (cause) {
    throw new PushStepError(isPushServiceUnavailable(cause) ? 'noPushService' : 'subscribe', { cause });
  }
  try {
    await http.call('putPushSubscription', { body: subscription.toJSON() as PushSubscriptionRequest });
  } catch (cause) {
    await subscription.unsubscribe().catch(() => undefined);
    throw new PushStepError('register', { cause });
  }
}

/**
 * Turns this device off: the server forgets it (best effort: once the browser unsubscribes, the
 * push service answers 410 for it and the server deletes it then), and the browser unsubscribes.
 */
export async function turnOffDevice({ http }: Pick<PushDeviceDeps, 'http'>, options: { atServer?: boolean } = {}): Promise<void> {
  const registration = await workerRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  if (options.atServer !== false) {
    await http.call('deletePushSubscription', { body: { endpoint: subscription.endpoint } }).catch(() => undefined);
  }
  await subscription.unsubscribe();
}

/** How long signing out waits for this device to be forgotten before it goes on regardless. */
const forgetWithinMs = 3000;

/**
 * Before this device's session ends (logout, withdrawal): it stops receiving the person's
 * notifications. Never fails and never holds the sign-out up for long; `atServer` false when the
 * server has already forgotten the person (withdrawal) and a call could only fail.
 */
export async function forgetThisDevice(http: HttpApi, atServer = true): Promise<void> {
  const env = readPushEnvironment();
  if (unsupportedReason(env) || pushPermission() !== 'granted') return;
  await Promise.race([
    changeInFlight.then(() => turnOffDevice({ http }, { atServer })).catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, forgetWithinMs)),
  ]);
}
