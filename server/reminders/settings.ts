/**
 * The team's reminder setting (decision 058): how many hours before an item its unanswered members
 * are reminded (1–168, contract ReminderHours), or null: never. Answered as the notification settings
 * the caller reads (contract NotificationSettings): their own preferences for the team, all on until
 * they turn something off, and the new setting.
 */
import { and, eq } from 'drizzle-orm';
import type { NotificationPreferences, NotificationSettings } from '#contract/notifications.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { notificationPreferences, teams } from '../db/schema.ts';

/** A member's preferences for a team; no row: everything on. */
export async function readPreferences(handle: DbOrTx, userId: number, teamId: number): Promise<NotificationPreferences> {
  const [row] = await handle
    .select({
      goals: notificationPreferences.goals,
      matchPhases: notificationPreferences.matchPhases,
      reminders: notificationPreferences.reminders,
      dues: notificationPreferences.dues,
    })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.teamId, teamId)));
  return row ?? { goals: true, matchPhases: true, reminders: true, dues: true };
}

/** Sets the team's hours (null: off) and answers the caller's settings for the team. */
export async function setTeamReminderHours(db: Db, userId: number, teamId: number, hoursBefore: number | null): Promise<NotificationSettings> {
  const [team] = await db.update(teams).set({ reminderHoursBefore: hoursBefore }).where(eq(teams.id, teamId)).returning({ hours: teams.reminderHoursBefore });
  return { teamId, mine: await readPreferences(db, userId, teamId), reminderHoursBefore: team.hours };
}
