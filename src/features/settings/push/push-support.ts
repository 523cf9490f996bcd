/**
 * What decides whether this browser can receive push notifications, and the key conversions
 * PushManager needs: pure, so tests/client/push-support.test.ts covers every case without a browser.
 */
import type { PushUnsupportedReason } from '#machines/push-device.machine.ts';
import { isIosDevice, readBrowserFacts } from '#src/lib/environment/environment.ts';

/** What the browser has, read from `window` and `navigator` by {@link readPushEnvironment}. */
export interface PushEnvironment {
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  /** iPhone, iPad (an iPad's Safari says "Macintosh" but has a touch screen) or iPod. */
  isIos: boolean;
  /** Opened from the home screen (a web app), not in a browser tab. */
  isStandalone: boolean;
}

/** Why push cannot work here, or null when the browser has everything it needs. */
export function unsupportedReason(env: PushEnvironment): Exclude<PushUnsupportedReason, 'noWorker'> | null {
  if (env.hasServiceWorker && env.hasPushManager && env.hasNotification) return null;
  // iOS 16.4+ has the Push API only for a web app added to the home screen; in a Safari tab it lacks it.
  if (env.isIos && !env.isStandalone) return 'iosHomeScreen';
  return 'noPush';
}

export function readPushEnvironment(): PushEnvironment {
  const facts = readBrowserFacts();
  return {
    hasServiceWorker: facts.hasServiceWorker,
    hasPushManager: facts.hasPushManager,
    hasNotification: facts.hasNotification,
    isIos: isIosDevice(facts.userAgent, facts.maxTouchPoints),
    isStandalone: facts.standalone,
  };
}

/**
 * Whether PushManager.subscribe failed because this browser has no push service to give, not for a
 * network: a private window, a browser built without one (Chromium without Google's service says
 * "Registration failed - push service not available"), or one refusing it (NotAllowedError,
 * NotSupportedError). The screen then says so instead of asking to check the connection.
 */
export function isPushServiceUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'NotAllowedError' || name === 'NotSupportedError') return true;
  return typeof message === 'string' && /not available|incognito|permission denied|no sender id/i.test(message);
}

/** The bytes of a base64url string (the server's VAPID key, 65 bytes). */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with `key` (a server whose keys were replaced needs a new one). */
export function sameKey(subscribedWith: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!subscribedWith) return false;
  const had = new Uint8Array(subscribedWith);
  return had.length === key.length && had.every((byte, i) => byte === key[i]);
}
