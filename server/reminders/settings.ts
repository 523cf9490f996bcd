/**
 * The team's reminder setting (decision 058): how many hours before an item its unanswered members
 * are reminded (1–168, contract ReminderHours), or null: never. Answered as the notification settings
 * the caller reads (contract NotificationSettings): their own preferences for the team, all on until
 * they turn something off, and the new setting.
 */
import { and, eq } from 'drizzle-orm';
import type { NotificationPreferences, NotificationSettings, TeamReminderSettingRequest } from '#contract/notifications.ts';
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

/**
 * Sets the team's hours (null: off) and its no-show alert threshold (decision 092; null: off; left
 * out: kept), and answers the caller's settings for the team.
 */
export async function setTeamReminderHours(db: Db, userId: number, teamId: number, change: TeamReminderSettingRequest): Promise<NotificationSettings> {
  const values = { reminderHoursBefore: change.hoursBefore, ...(change.noShowAlertAt === undefined ? {} : { noShowAlertAt: change.noShowAlertAt }) };
  await db.update(teams).set(values).where(eq(teams.id, teamId));
  const [team] = await db.select({ hours: teams.reminderHoursBefore, noShowAlertAt: teams.noShowAlertAt }).from(teams).where(eq(teams.id, teamId));
  return { teamId, mine: await readPreferences(db, userId, teamId), reminderHoursBefore: team.hours, noShowAlertAt: team.noShowAlertAt };
}
