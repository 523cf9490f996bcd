/**
 * The one way the server sends a push notification (decision 058). The web-push sender
 * (server/push/sender.ts) implements it; recording (goals, kick-off, half time, full time) and the
 * reminders (server/reminders/) call it after their transaction commits. Sending never throws to the
 * caller: a push service that fails is logged, and one that says the device is gone (404/410)
 * deletes that subscription.
 */
import type { PushMessage } from '#contract/notifications.ts';

export interface PushOptions {
  /** RFC 8030 Urgency: goals and phases `high`, reminders `normal`. */
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** How long the push service keeps it for a device that is offline (seconds). */
  ttlSeconds: number;
}

export interface PushOutcome {
  /** The people at least one of whose devices accepted the message (2xx from its push service). */
  reachedUserIds: number[];
  /** Devices tried, devices that accepted, and subscriptions deleted because the push service said 404/410. */
  devices: number;
  delivered: number;
  removed: number;
}

export interface PushNotifier {
  /** Sends `message` to every device of these people (duplicates ignored). */
  sendToUsers(userIds: readonly number[], message: PushMessage, options: PushOptions): Promise<PushOutcome>;
}
