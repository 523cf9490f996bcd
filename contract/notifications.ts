/**
 * Push notifications and RSVP reminders (decision 058). A member turns notifications on
 * per device (the browser's PushSubscription, sent with PUT) and chooses per team what to hear;
 * a team's admins choose how many hours before a schedule item its unanswered members are reminded,
 * and may remind them at once, at most once an hour.
 */
import * as v from 'valibot';
import { NoShowAlertAt } from './attendance.ts';
import { Id, Instant } from './fields.ts';

/** `GET /open-api/v1/push/public-key`: the server's VAPID public key (base64url, 65 bytes uncompressed P-256). */
export const PushPublicKey = v.object({ publicKey: v.string() });
export type PushPublicKey = v.InferOutput<typeof PushPublicKey>;

const base64url = (bytes: number, what: string) =>
  v.pipe(
    v.string(`${what}을(를) 입력해주세요.`),
    v.regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what}은(는) base64url이어야 합니다.`),
    v.check((s) => Math.floor((s.replace(/=+$/, '').length * 3) / 4) === bytes, `${what}은(는) ${bytes}바이트여야 합니다.`),
  );

/**
 * A push service's address for one device: absolute https (http on the loopback is the tests' stand-in,
 * which the server takes only under its test-only switch). The server also wants one of the browsers'
 * push services at a public address (400 4010 otherwise, decision 069).
 */
export const PushEndpoint = v.pipe(
  v.string('푸시 주소를 입력해주세요.'),
  v.maxLength(1024, '푸시 주소가 너무 깁니다.'),
  v.url('푸시 주소는 URL이어야 합니다.'),
  v.regex(/^(https:\/\/|http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/)/, '푸시 주소는 https URL이어야 합니다.'),
);

/** `PUT /api/v1/push/subscriptions`: the browser's PushSubscription.toJSON() (expirationTime is ignored). */
export const PushSubscriptionRequest = v.object({
  endpoint: PushEndpoint,
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.object({ p256dh: base64url(65, 'p256dh 키'), auth: base64url(16, 'auth 키') }),
});
export type PushSubscriptionRequest = v.InferOutput<typeof PushSubscriptionRequest>;

/** A device that receives notifications (answered by PUT; idempotent on the endpoint). */
export const PushDevice = v.object({ endpoint: v.string(), createdAt: Instant });
export type PushDevice = v.InferOutput<typeof PushDevice>;

/** `DELETE /api/v1/push/subscriptions`: which device stops (turning off, signing out). */
export const PushUnsubscribeRequest = v.object({ endpoint: PushEndpoint });
export type PushUnsubscribeRequest = v.InferOutput<typeof PushUnsubscribeRequest>;

/** What one member hears of one team; everything is on until they turn it off. */
export const NotificationPreferences = v.object({
  /** Goals (and their corrections). */
  goals: v.boolean(),
  /** Kick-off, half time, full time. */
  matchPhases: v.boolean(),
  /** Schedule reminders (RSVP). */
  reminders: v.boolean(),
  /** The due day's reminder when you owe dues (decision 060). */
  dues: v.boolean(),
});
export type NotificationPreferences = v.InferOutput<typeof NotificationPreferences>;

/**
 * `PUT /api/v1/teams/{id}/notification-settings`: the preferences, `dues` optional — a client that does
 * not know it yet leaves it as it was (on, until turned off).
 */
export const NotificationPreferencesRequest = v.object({
  ...NotificationPreferences.entries,
  dues: v.optional(v.boolean()),
});
export type NotificationPreferencesRequest = v.InferOutput<typeof NotificationPreferencesRequest>;

/** How many hours before a schedule item its unanswered members are reminded (1–168); null: never. */
export const ReminderHours = v.nullable(
  v.pipe(
    v.number('시간을 숫자로 입력해주세요.'),
    v.integer('시간은 정수여야 합니다.'),
    v.minValue(1, '알림은 1시간 전부터 정할 수 있습니다.'),
    v.maxValue(168, '알림은 7일(168시간) 전까지 정할 수 있습니다.'),
  ),
);
/** The default of a new team. */
export const defaultReminderHours = 24;

/** `GET /api/v1/teams/{id}/notification-settings`: your preferences for the team and the team's reminder setting. */
export const NotificationSettings = v.object({
  teamId: Id,
  mine: NotificationPreferences,
  reminderHoursBefore: ReminderHours,
  /** Admins hear by push when a member reaches this many no-shows in a season (decision 092); null: off. */
  noShowAlertAt: NoShowAlertAt,
});
export type NotificationSettings = v.InferOutput<typeof NotificationSettings>;

/**
 * `PUT /api/v1/teams/{id}/notification-settings/reminders` (TEAM_ADMIN): the team's alert settings.
 * `noShowAlertAt` (decision 092) left out keeps what was stored.
 */
export const TeamReminderSettingRequest = v.object({ hoursBefore: ReminderHours, noShowAlertAt: v.optional(NoShowAlertAt) });
export type TeamReminderSettingRequest = v.InferOutput<typeof TeamReminderSettingRequest>;

/** One "미응답자에게 알림" of an admin. */
export const ReminderCall = v.object({
  sentAt: Instant,
  /** Members who had not answered then. */
  unanswered: v.number(),
  /** Of them, those with reminders on and at least one device: the ones a notification went to. */
  reminded: v.number(),
});
export type ReminderCall = v.InferOutput<typeof ReminderCall>;

/** Admins may remind by hand at most this often per schedule item. */
export const manualReminderIntervalMs = 60 * 60 * 1000;

/** `GET`/`POST /api/v1/teams/{id}/schedules/{scheduleId}/reminders` (TEAM_ADMIN). */
export const ReminderStatus = v.object({
  /** Members who have not answered now. */
  unanswered: v.number(),
  /** Of them, those injured or on leave on the item's day (decision 091): never reminded, by hand or automatically. */
  away: v.number(),
  /** The last reminder by hand, if any. */
  lastCall: v.nullable(ReminderCall),
  /** When the next reminder by hand is allowed; null: now (or never, once the item started). */
  nextAllowedAt: v.nullable(Instant),
  /** When the schedule reminds by itself (null: the team turned it off, or the item starts too soon after being made). */
  automaticAt: v.nullable(Instant),
});
export type ReminderStatus = v.InferOutput<typeof ReminderStatus>;

/**
 * What a push message carries (JSON, encrypted per RFC 8291); the service worker shows it and opens
 * `url` when tapped. `tag` names what it is about, so a correction replaces the goal it corrects.
 */
// 'no-show': an admin's alert at the team's no-show threshold (decision 092); 'mom-vote': a MOM vote's opening and result (decision 093).
export const PushKind = v.picklist(['goal', 'goal-cancelled', 'match-phase', 'reminder', 'dues-reminder', 'no-show', 'mom-vote'] as const);
export type PushKind = v.InferOutput<typeof PushKind>;
export const PushMessage = v.object({
  kind: PushKind,
  title: v.string(),
  body: v.string(),
  /** A path of the app, e.g. `/matches/5`. */
  url: v.string(),
  tag: v.string(),
});
export type PushMessage = v.InferOutput<typeof PushMessage>;
