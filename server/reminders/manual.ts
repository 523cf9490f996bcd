/**
 * "미응답자에게 알림": an admin reminds the members who have not answered an item, by hand (decision 058).
 * At most once an hour per item, whoever presses: the check and the record of the call happen in one
 * transaction that locks the item's row, so two admins pressing at once send once and the second
 * hears 429 5014 with Retry-After. Only a call that reached somebody holds the hour (decision 073):
 * one that reached nobody sent nothing to wait for. Nothing after the item has started (409 5015).
 *
 * A reminder by hand goes to every member who has not answered and has reminders on, whether or not
 * the schedule reminded them already, and it is no `schedule_reminders` row: the schedule's "at most
 * once per member" is about what the server does by itself; an admin's press is the admin's choice.
 * Members injured or on leave on the item's day are skipped, and counted as `away` (decision 091).
 */
import { eq } from 'drizzle-orm';
import type { ReminderStatus } from '#contract/notifications.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { scheduleReminderCalls } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { PushNotifier } from '../push/notifier.ts';
import { type ItemWithSetting, readLastCall, readLastReachingCallAt, readReminderItem, readUnanswered, type UnansweredMember } from './queries.ts';
import { automaticReminderAt, hasStarted, nextManualReminderAt, reminderMessage, reminderPushOptions, retryAfterSeconds } from './rules.ts';

/** The team's item with the team's reminder setting; 404 5011 when the team has no such item. `lock`: FOR UPDATE of the item's row. */
async function teamItem(handle: DbOrTx, teamId: number, scheduleId: number, lock = false): Promise<ItemWithSetting> {
  const item = await readReminderItem(handle, scheduleId, { teamId, lock });
  if (!item) throw new ApiError('NOTFOUND_SCHEDULE');
  return item;
}

type LastCall = Awaited<ReturnType<typeof readLastCall>>;

/** Who has not answered, and how many of them are away on the item's day (never reminded). */
interface Counts {
  unanswered: number;
  away: number;
}

const countsOf = (unanswered: readonly UnansweredMember[]): Counts => ({ unanswered: unanswered.length, away: unanswered.filter((m) => m.away).length });

/** The hour runs from the last call that reached somebody (`lastCall` itself when it did). */
function statusOf(item: ItemWithSetting, { unanswered, away }: Counts, lastCall: LastCall, lastReachingAt: Date | null, now: Date): ReminderStatus {
  const automaticAt = automaticReminderAt(item, item.hoursBefore);
  const nextAllowedAt = nextManualReminderAt(item, lastCall && lastCall.reminded > 0 ? lastCall.sentAt : lastReachingAt, now);
  return {
    unanswered,
    away,
    lastCall: lastCall && { sentAt: lastCall.sentAt.toISOString(), unanswered: lastCall.unanswered, reminded: lastCall.reminded },
    nextAllowedAt: nextAllowedAt?.toISOString() ?? null,
    automaticAt: automaticAt?.toISOString() ?? null,
  };
}

/** `GET …/reminders`: who has not answered now, the last call, when the next is allowed, when the schedule reminds by itself. */
export async function readReminderStatus(db: Db, teamId: number, scheduleId: number, now: Date): Promise<ReminderStatus> {
  const item = await teamItem(db, teamId, scheduleId);
  const [unanswered, lastCall, lastReachingAt] = [
    await readUnanswered(db, teamId, item),
    await readLastCall(db, item.id),
    await readLastReachingCallAt(db, item.id),
  ];
  return statusOf(item, countsOf(unanswered), lastCall, lastReachingAt, now);
}

/**
 * `POST …/reminders`: records the call and sends. `reminded` is written in the transaction as every
 * member it will try (reminders on), then corrected after the send to those a push service accepted
 * it for (no device, a device gone or a push service down reminds nobody). Written as the members it
 * tries, a call still sending holds the hour against a press on another connection, which would
 * otherwise read a call of 0 and send again; one that then reached nobody lets go of it (decision 073).
 */
export async function remindByHand({
  db,
  notifier,
  teamId,
  scheduleId,
  adminId,
  now,
}: {
  db: Db;
  notifier: PushNotifier;
  teamId: number;
  scheduleId: number;
  adminId: number;
  now: Date;
}): Promise<ReminderStatus> {
  const call = await db.transaction(async (tx) => {
    const item = await teamItem(tx, teamId, scheduleId, true);
    if (hasStarted(item, now)) throw new ApiError('REMINDER_AFTER_START');
    const allowedAt = nextManualReminderAt(item, await readLastReachingCallAt(tx, item.id), now);
    if (allowedAt) throw new ApiError('REMINDER_TOO_SOON', null, { 'Retry-After': String(retryAfterSeconds(allowedAt, now)) });
    const unanswered = await readUnanswered(tx, teamId, item);
    const targets = unanswered.filter((m) => m.remindersOn && !m.away);
    const [row] = await tx
      .insert(scheduleReminderCalls)
      .values({
        scheduleId: item.id,
        sentBy: adminId,
        sentAt: now,
        // Those it could remind: the away are counted apart (ReminderStatus.away), not as reminders left off.
        unanswered: unanswered.length - countsOf(unanswered).away,
        reminded: targets.length,
      })
      .returning();
    return { item, row, targets: targets.map((m) => m.userId), counts: countsOf(unanswered) };
  });

  let reminded = call.row.reminded;
  if (call.targets.length > 0) {
    const outcome = await notifier.sendToUsers(call.targets, reminderMessage(call.item, now), reminderPushOptions(call.item, now));
    const asked = new Set(call.targets);
    reminded = new Set(outcome.reachedUserIds.filter((id) => asked.has(id))).size;
    if (reminded !== call.row.reminded) {
      await db.update(scheduleReminderCalls).set({ reminded }).where(eq(scheduleReminderCalls.id, call.row.id));
    }
  }
  // Any earlier call that reached somebody is more than an hour old (it was allowed): only this one can hold the hour.
  return statusOf(call.item, call.counts, { ...call.row, reminded }, null, now);
}
