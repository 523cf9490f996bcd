/**
 * The due day's reminder sweep (decision 060), built as the RSVP reminders' (decision 058):
 * every few minutes it lists the teams whose due day it is (Seoul, from 10:00) and that remind, and for
 * each, in ONE transaction holding the team's dues row, finds the members who owe — current members who
 * sign in, with the `dues` preference on (no row: on) — and claims a `dues_reminders` row for each
 * (team, member, month) with ON CONFLICT DO NOTHING … RETURNING; after the commit it sends to exactly
 * those its insert returned. At most once per member and month: a restart or a second host finds the
 * rows; a process that dies between the commit and the send loses those reminders rather than doubling
 * them. Runs in the lone server process and the cluster primary only, on an unref'd timer, with an
 * injected clock.
 */
import { type PeriodicSweep, type ReminderSweepOptions, startReminderRunner } from '../runtime/periodic-sweep.ts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { duesReminders, duesSettings, notificationPreferences, teams } from '../db/schema.ts';
import type { PushNotifier, PushOutcome } from '../push/notifier.ts';
import { accountOf } from './accounts.ts';
import { paysDues, readExemptions, readMembers, readPaymentTotals, readShareTotals, rulesOf, withRates } from './facts.ts';
import { monthOf } from './months.ts';
import { duesReminderMessage, duesReminderPushOptions, isDueDayWindow } from './reminder-rules.ts';
import { countReminders } from '../metrics/reminders.ts';

export const defaultDuesReminderSweepMs = 5 * 60 * 1000;

export interface DuesSweepReport {
  teams: { teamId: number; month: string; userIds: number[]; outcomes: PushOutcome[] }[];
}

/** Claims, in one transaction, the reminders of the team's members who owe; answers them with what each owes. */
async function claimTeam(db: Db, teamId: number, month: string, now: Date): Promise<{ name: string; owed: Map<number, number> } | null> {
  return db.transaction(async (tx) => {
    // Read again under the team's lock: an admin may have changed the day or turned reminders off, and a
    // payment recorded meanwhile is seen (or waits for the claim).
    const [row] = await tx
      .select({ settings: duesSettings, name: teams.name })
      .from(duesSettings)
      .innerJoin(teams, eq(teams.id, duesSettings.teamId))
      .where(eq(duesSettings.teamId, teamId))
      .for('update', { of: duesSettings });
    if (!row || !row.settings.remindOnDueDay || !isDueDayWindow(row.settings.dueDay, now)) return null;
    const [people, exemptions, shares, payments, quiet, reminded] = await Promise.all([
      readMembers(tx, teamId),
      readExemptions(tx, teamId),
      readShareTotals(tx, teamId),
      readPaymentTotals(tx, teamId),
      tx
        .select({ userId: notificationPreferences.userId })
        .from(notificationPreferences)
        .where(and(eq(notificationPreferences.teamId, teamId), eq(notificationPreferences.dues, false))),
      tx
        .select({ userId: duesReminders.userId })
        .from(duesReminders)
        .where(and(eq(duesReminders.teamId, teamId), eq(duesReminders.month, month))),
    ]);
    const skip = new Set([...quiet, ...reminded].map((r) => r.userId));
    const rules = rulesOf(await withRates(tx, row.settings));
    const owed = new Map<number, number>();
    for (const person of people.filter(paysDues)) {
      if (skip.has(person.userId)) continue;
      const account = accountOf(rules, person, exemptions, shares, payments, month);
      if (account.owed > 0) owed.set(person.userId, account.owed);
    }
    if (owed.size === 0) return { name: row.name, owed };
    const claimed = await tx
      .insert(duesReminders)
      .values([...owed.keys()].map((userId) => ({ teamId, userId, month, sentAt: now })))
      .onConflictDoNothing()
      .returning({ userId: duesReminders.userId });
    const mine = new Set(claimed.map((c) => c.userId));
    return { name: row.name, owed: new Map([...owed].filter(([userId]) => mine.has(userId))) };
  });
}

/** Reminds, once per month, every member who owes a team whose due day it is; answers whom it sent to. */
export async function sweepDuesReminders({ db, notifier, now }: { db: Db; notifier: PushNotifier; now: Date }): Promise<DuesSweepReport> {
  const report: DuesSweepReport = { teams: [] };
  const month = monthOf(now);
  const candidates = await db
    .select({ teamId: duesSettings.teamId, dueDay: duesSettings.dueDay })
    .from(duesSettings)
    .where(eq(duesSettings.remindOnDueDay, true));
  for (const { teamId } of candidates.filter((c) => isDueDayWindow(c.dueDay, now)).sort((a, b) => a.teamId - b.teamId)) {
    const claim = await claimTeam(db, teamId, month, now);
    if (!claim || claim.owed.size === 0) continue;
    // After the commit: a send that fails never undoes the claim (at most once). One message per amount owed.
    const byAmount = new Map<number, number[]>();
    for (const [userId, owed] of claim.owed) byAmount.set(owed, [...(byAmount.get(owed) ?? []), userId]);
    const outcomes = await Promise.all(
      [...byAmount].map(([owed, userIds]) =>
        notifier.sendToUsers(userIds, duesReminderMessage({ id: teamId, name: claim.name }, month, owed), duesReminderPushOptions(now)),
      ),
    );
    report.teams.push({ teamId, month, userIds: [...claim.owed.keys()].sort((a, b) => a - b), outcomes });
    countReminders('dues', [...claim.owed.keys()], outcomes);
  }
  return report;
}

export type DuesReminderSweep = PeriodicSweep<DuesSweepReport>;

/** Sweeps every `intervalMs`, reading the time from `clock` (the runner and the sender shared with the RSVP reminders). */
export function startDuesReminderSweep(options: ReminderSweepOptions): DuesReminderSweep {
  return startReminderRunner(
    {
      name: 'dues reminders',
      run: sweepDuesReminders,
      defaultMs: defaultDuesReminderSweepMs,
      linesOf: (report) =>
        report.teams.map(
          ({ teamId, month, userIds, outcomes }) =>
            `dues reminders: team ${teamId}, ${month}: ${userIds.length} members owe, ${outcomes.reduce((n, o) => n + o.reachedUserIds.length, 0)} reached`,
        ),
    },
    options,
  );
}
