/**
 * What the "미응답자에게 알림" action says for an item's reminder status (decision 058): whether it can
 * be pressed, how the last reminder went, until when the next must wait, and when the schedule
 * reminds by itself. Pure: tests/ui/reminder-view.test.ts.
 */
import type { ReminderCall, ReminderStatus } from '#contract/notifications.ts';
import { scheduleMessages } from '#src/lib/messages/schedules.ts';
import { formatDayHeading, seoulDayOf, seoulTimeOf } from './schedule-dates.ts';

const r = scheduleMessages.reminders;

export interface ReminderView {
  /** Members who have not answered now and can be reminded (not injured or on leave that day, decision 091). */
  count: number;
  /** Who is left out as injured or on leave on the item's day. */
  away: string | null;
  canSend: boolean;
  /** How the last reminder by hand went (with its time, unless it was sent just now from here). */
  result: string | null;
  /** Why the button waits, and until when. */
  wait: string | null;
  /** When the schedule reminds by itself, if still to come. */
  automatic: string | null;
}

/** "N명에게 알림을 보냈습니다", or who of the unanswered could not be reached. */
export function callSummary({ unanswered, reminded }: ReminderCall): string {
  if (reminded >= unanswered) return r.sent(reminded);
  if (reminded === 0) return r.sentNone(unanswered);
  return r.sentSome(unanswered, reminded);
}

export function reminderView(status: ReminderStatus, now: number, justSentAt: string | null): ReminderView {
  const waitsUntil = status.nextAllowedAt !== null && new Date(status.nextAllowedAt).getTime() > now ? status.nextAllowedAt : null;
  const call = status.lastCall;
  const automaticAt = status.automaticAt !== null && new Date(status.automaticAt).getTime() > now ? status.automaticAt : null;
  const count = status.unanswered - status.away;
  return {
    count,
    away: status.away > 0 ? r.awaySkipped(status.away) : null,
    canSend: count > 0 && waitsUntil === null,
    result: call ? (call.sentAt === justSentAt ? callSummary(call) : r.lastCall(seoulTimeOf(call.sentAt), callSummary(call))) : null,
    wait: waitsUntil ? r.waitUntil(seoulTimeOf(waitsUntil)) : count > 0 ? null : status.away > 0 ? r.onlyAwayLeft : r.nobodyLeft,
    automatic: automaticAt ? r.automatic(`${formatDayHeading(seoulDayOf(automaticAt))} ${seoulTimeOf(automaticAt)}`) : null,
  };
}
