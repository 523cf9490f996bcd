/**
 * The due day's reminder (decision 060), the rules without I/O: when a team's members who
 * owe are reminded — on the due day of the month in Seoul, from 10:00, until the day ends (a server
 * down all day sends nothing late) — and what the notification says.
 */
import type { PushMessage } from '#contract/notifications.ts';
import { seoulDate, seoulOffsetMs, seoulWallClock } from '#contract/seoul-time.ts';
import type { PushOptions } from '../push/notifier.ts';

/** The Seoul hour the due day's reminders start: nobody's phone buzzes about money at midnight. */
export const duesReminderHour = 10;

/** Whether `now` is within a team's reminder window: its due day (Seoul), from 10:00. */
export function isDueDayWindow(dueDay: number, now: Date): boolean {
  const wall = seoulWallClock(now);
  return wall.getUTCDate() === dueDay && wall.getUTCHours() >= duesReminderHour;
}

/** `42,223` (by hand: no Intl on the server's hot paths, as the reminders' dates). */
export function wonText(won: number): string {
  return String(won).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The notification of a member who owes `owed` won to the team on its due day. */
export function duesReminderMessage(team: { id: number; name: string }, month: string, owed: number): PushMessage {
  return {
    kind: 'dues-reminder',
    title: `${team.name} 회비 납부일이에요`,
    body: `${Number(month.slice(5, 7))}월 회비 납부일입니다 · 낼 금액 ${wonText(owed)}원`,
    url: `/teams/${team.id}/dues`,
    tag: `dues-${team.id}-${month}`,
  };
}

/** Normal urgency; kept for a device that is offline until the due day ends in Seoul (a minute at least). */
export function duesReminderPushOptions(now: Date): PushOptions {
  const dayEnds = Date.parse(`${seoulDate(now)}T00:00:00.000Z`) - seoulOffsetMs + 24 * 60 * 60 * 1000;
  return { urgency: 'normal', ttlSeconds: Math.max(60, Math.floor((dayEnds - now.getTime()) / 1000)) };
}
