/**
 * A member's notification preferences per team and the team's reminder setting (decision 058): what
 * `GET`/`PUT /api/v1/teams/{id}/notification-settings` answer. No row in `notification_preferences`
 * means everything on (server/reminders/settings.ts reads a member's row, for the reminders' answer too).
 */
import { eq } from 'drizzle-orm';
import type { NotificationPreferencesRequest, NotificationSettings } from '#contract/notifications.ts';
import type { DbOrTx } from '../db/client.ts';
import { notificationPreferences, teams } from '../db/schema.ts';
import { readPreferences } from '../reminders/settings.ts';

/** What `userId` hears of `teamId`, and the team's hours before a schedule item (null: no automatic reminders). */
export async function readNotificationSettings(handle: DbOrTx, userId: number, teamId: number): Promise<NotificationSettings> {
  const [team] = await handle.select({ hours: teams.reminderHoursBefore, noShowAlertAt: teams.noShowAlertAt }).from(teams).where(eq(teams.id, teamId));
  return { teamId, mine: await readPreferences(handle, userId, teamId), reminderHoursBefore: team?.hours ?? null, noShowAlertAt: team?.noShowAlertAt ?? null };
}

/**
 * Stores what `userId` hears of `teamId` (all at once, as the settings dialog sends them). `dues` left
 * out (a client that does not know it yet) keeps what was stored: on without a row.
 */
export async function savePreferences(handle: DbOrTx, userId: number, teamId: number, preferences: NotificationPreferencesRequest, now: Date): Promise<void> {
  const values = {
    goals: preferences.goals,
    matchPhases: preferences.matchPhases,
    reminders: preferences.reminders,
    updatedAt: now,
    ...(preferences.dues === undefined ? {} : { dues: preferences.dues }),
  };
  await handle
    .insert(notificationPreferences)
    .values({ userId, teamId, ...values })
    .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.teamId], set: values });
}
