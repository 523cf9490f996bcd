/**
 * The reminder sweep (decision 058): every `intervalMs` (a minute) it finds the schedule
 * items whose reminder time has come (rules.ts), and for each, in one transaction, claims the
 * reminders of the members due (a `schedule_reminders` row each, ON CONFLICT DO NOTHING … RETURNING),
 * then — after the commit — sends them one notification through the PushNotifier.
 *
 * At most once, not at least once: the claim commits before the push leaves. Two sweeps over one
 * database (two hosts, or an old process and its replacement) never both claim a member, and a restart
 * finds the rows and sends nothing again; a process that dies between the commit and the send loses
 * those reminders instead. A lost reminder costs a member a nudge they can live without (and the
 * admins can still remind by hand); a doubled one, sent by every host of the cluster, is the noise
 * that makes people turn notifications off. The other order would need a second row per send and a
 * retry that still cannot tell "the push service took it, then we died" from "it never left".
 *
 * It runs on an unref'd timer with an injected clock, in the lone server process or in the cluster
 * primary (server/runtime/reminder-sweeps.ts), as the live-log trim does: once per host.
 */
import { type PeriodicSweep, type ReminderSweepOptions, startReminderRunner } from '../runtime/periodic-sweep.ts';
import type { Db } from '../db/client.ts';
import type { PushNotifier, PushOutcome } from '../push/notifier.ts';
import { claimReminders, readReminderItem, reminderCandidates } from './queries.ts';
import { isReminderDue, reminderMessage, reminderPushOptions } from './rules.ts';
import { countReminders } from '../metrics/reminders.ts';

export const defaultReminderSweepMs = 60 * 1000;

/** What one sweep did, per item reminded. */
export interface SweepReport {
  items: { scheduleId: number; userIds: number[]; outcome: PushOutcome }[];
}

/** Reminds every item due at `now` once; answers whom it sent to (the push outcome per item). */
export async function sweepReminders({ db, notifier, now }: { db: Db; notifier: PushNotifier; now: Date }): Promise<SweepReport> {
  const report: SweepReport = { items: [] };
  for (const candidate of await reminderCandidates(db, now)) {
    if (!isReminderDue(candidate, candidate.hoursBefore, now)) continue;
    const claim = await db.transaction(async (tx) => {
      // Read again inside the transaction: an admin may have moved, deleted or turned off since the list.
      const item = await readReminderItem(tx, candidate.id);
      if (!item || !isReminderDue(item, item.hoursBefore, now)) return null;
      return { item, userIds: await claimReminders(tx, item, now) };
    });
    if (!claim || claim.userIds.length === 0) continue;
    // After the commit: a send that fails never undoes the claim (at most once, above).
    const outcome = await notifier.sendToUsers(claim.userIds, reminderMessage(claim.item, now), reminderPushOptions(claim.item, now));
    report.items.push({ scheduleId: claim.item.id, userIds: claim.userIds, outcome });
    countReminders('rsvp', claim.userIds, [outcome]);
  }
  return report;
}

export type ReminderSweep = PeriodicSweep<SweepReport>;

/** Sweeps every `intervalMs`, reading the time from `clock` (the runner and the sender shared with the dues reminders). */
export function startReminderSweep(options: ReminderSweepOptions): ReminderSweep {
  return startReminderRunner(
    {
      name: 'reminders',
      run: sweepReminders,
      defaultMs: defaultReminderSweepMs,
      linesOf: (report) =>
        report.items.map(
          ({ scheduleId, userIds, outcome }) =>
            `reminders: schedule item ${scheduleId}: ${userIds.length} members due, ${outcome.reachedUserIds.length} reached (${outcome.delivered} ` +
            `of ${outcome.devices} devices)`,
        ),
    },
    options,
  );
}
