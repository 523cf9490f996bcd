/**
 * The no-show alert (decision 092): when a member reaches the team's `no_show_alert_at` no-shows in a
 * season, the team's admins hear it by push, once per member and season. The claim is written before
 * the push leaves (as the reminders do, decision 058), so two confirmations at once alert once.
 */
import { and, eq } from 'drizzle-orm';
import type { PushMessage } from '#contract/notifications.ts';
import { noShowAlertDue } from '#machines/attendance.ts';
import type { Db } from '../db/client.ts';
import { noShowAlerts } from '../db/schema-attendance.ts';
import { memberships, teams } from '../db/schema.ts';
import type { PushNotifier, PushOptions } from '../push/notifier.ts';
import { attendanceTable } from './season.ts';

/** The notification: the member's name as it is now (a withdrawn member is never in the table). */
export function noShowMessage(team: { id: number; name: string }, name: string, noShows: number, season: number, userId: number): PushMessage {
  return {
    kind: 'no-show',
    title: `${team.name} 노쇼 알림`,
    body: `${name} 님이 ${season}시즌 노쇼 ${noShows}회가 되었어요`,
    url: `/teams/${team.id}/stats?view=attendance&season=${season}`,
    tag: `no-show-${team.id}-${userId}-${season}`,
  };
}

const alertPushOptions: PushOptions = { urgency: 'normal', ttlSeconds: 24 * 60 * 60 };

/** Alerts the team's admins about every member who reached the threshold in `season` and was not alerted yet; answers whom it was about. */
export async function alertNoShows(db: Db, notifier: PushNotifier, teamId: number, season: number, now: Date): Promise<number[]> {
  const [team] = await db.select({ id: teams.id, name: teams.name, alertAt: teams.noShowAlertAt }).from(teams).where(eq(teams.id, teamId));
  if (!team || team.alertAt === null) return [];
  const { players } = await attendanceTable(db, teamId, season, now);
  const reached = players.filter((p) => noShowAlertDue(p.noShows, team.alertAt, false));
  if (reached.length === 0) return [];
  const claimed = await db
    .insert(noShowAlerts)
    .values(reached.map((p) => ({ teamId, userId: p.userId, season, sentAt: now })))
    .onConflictDoNothing()
    .returning({ userId: noShowAlerts.userId });
  if (claimed.length === 0) return [];
  const admins = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.teamId, teamId), eq(memberships.teamRole, 'TEAM_ADMIN')));
  const adminIds = admins.map((a) => a.userId);
  const about = reached.filter((p) => claimed.some((c) => c.userId === p.userId));
  await Promise.all(about.map((p) => notifier.sendToUsers(adminIds, noShowMessage(team, p.name, p.noShows, season, p.userId), alertPushOptions)));
  return about.map((p) => p.userId);
}
