/**
 * Web Push subscriptions and notification preferences (decision 058).
 *
 * - `GET /open-api/v1/push/public-key`: the VAPID public key the browser subscribes with
 *   (PushManager.subscribe's applicationServerKey). Anyone may read it: it is public by design.
 * - `PUT /api/v1/push/subscriptions`: this device receives notifications — the browser's
 *   PushSubscription, stored under its endpoint (the device's address at its push service). Idempotent
 *   on the endpoint; a device last signed in as someone else moves to the caller (a shared phone
 *   notifies whoever signed in last). A person with a completed profile only (403 4004 before). Only
 *   the browsers' push services, over https, at public addresses (server/push/push-services.ts,
 *   decision 069; 400 4010 naming `endpoint`).
 * - `DELETE /api/v1/push/subscriptions` with `{ endpoint }`: turning off or signing out. Only the
 *   caller's own device is removed; 204 also when there was none (or it is someone else's), so the
 *   answer says nothing about other people's devices.
 * - `GET`/`PUT /api/v1/teams/{id}/notification-settings`: what the caller hears of the team (goals,
 *   phases, reminders; no row = everything on) and the team's reminder hours. Members only, in the
 *   team guards' order (401, 4004, 404 5002, 403 5005).
 */
import { and, eq, sql } from 'drizzle-orm';
import { errorCodes } from '#contract/error-codes.ts';
import type { AppDeps } from './deps.ts';
import { isForeignKeyViolation } from '../db/errors.ts';
import { pushSubscriptions } from '../db/schema.ts';
import { implement, type Implementation } from '../http/endpoint.ts';
import { ApiError } from '../http/errors.ts';
import { readNotificationSettings, savePreferences } from '../push/preferences.ts';
import { pushEndpointRefusal } from '../push/push-services.ts';
import { generateVapidKeys } from '../push/vapid-keys.ts';
import { teamGuards } from '../teams/access.ts';

/** Base64url as stored: the padding some encoders add is not part of the key. */
const unpadded = (key: string) => key.replace(/=+$/, '');

export function pushEndpoints({ db, clock, config, resolveHost }: AppDeps): Implementation[] {
  const guards = teamGuards(db);
  // main.ts always resolves the kept pair (server/push/vapid-keys.ts); an app built by hand without
  // one (a bench) answers a key of its own so the call works, and sends with nothing.
  const publicKey = config.vapid?.publicKey ?? generateVapidKeys().publicKey;

  return [
    implement('getPushPublicKey', async () => ({ publicKey })),

    implement('putPushSubscription', async (_c, { body, userId }) => {
      await guards.requireActive(userId);
      if ((await pushEndpointRefusal(body.endpoint, config.pushEndpoints, resolveHost)) !== null) {
        throw new ApiError('PUSH_ENDPOINT_NOT_ALLOWED', [{ field: 'endpoint', message: errorCodes.PUSH_ENDPOINT_NOT_ALLOWED.message }]);
      }
      const now = clock.now();
      const keys = { p256dh: unpadded(body.keys.p256dh), auth: unpadded(body.keys.auth) };
      const [device] = await db
        .insert(pushSubscriptions)
        .values({ userId, endpoint: body.endpoint, ...keys, createdAt: now })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            ...keys,
            userId,
            // The same person again keeps the day they turned it on; a device that changes hands starts anew.
            createdAt: sql`case when ${pushSubscriptions.userId} = excluded.user_id then ${pushSubscriptions.createdAt} else excluded.created_at end`,
          },
        })
        .returning({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt });
      return { endpoint: device.endpoint, createdAt: device.createdAt.toISOString() };
    }),

    implement('deletePushSubscription', async (_c, { body, userId }) => {
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, body.endpoint), eq(pushSubscriptions.userId, userId)));
      return null;
    }),

    implement('getNotificationSettings', async (_c, { params, userId }) => {
      await guards.requireMember(userId, params.id);
      return readNotificationSettings(db, userId, params.id);
    }),

    implement('updateNotificationSettings', async (_c, { params, body, userId }) => {
      await guards.requireMember(userId, params.id);
      try {
        await savePreferences(db, userId, params.id, body, clock.now());
      } catch (error) {
        // The team was deleted between the check and this write.
        if (isForeignKeyViolation(error)) throw new ApiError('NOTFOUND_TEAM');
        throw error;
      }
      return readNotificationSettings(db, userId, params.id);
    }),
  ];
}
