/**
 * RSVP reminders (decision 058), the rules without I/O: when the schedule reminds an item
 * by itself, when an admin may remind it by hand, and what the notification says. The sweep
 * (sweep.ts) and the routes (server/routes/reminders.ts) read the database and call these; who is
 * due (a member of the team who signs in, has not answered, has reminders on for the team and has not
 * been reminded of the item yet) is a query (queries.ts), since it is a question about rows.
 */
import { manualReminderIntervalMs, type PushMessage } from '#contract/notifications.ts';
import { seoulDate, seoulWallClock } from '#contract/seoul-time.ts';
import type { PushOptions } from '../push/notifier.ts';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/**
 * An item made after its reminder time is reminded this long after it was made, not at once: its
 * members get the chance to see it and answer before they are chased (decision 058).
 */
export const lateItemGraceMs = hourMs;

/** The longest a push service keeps a reminder for a device that is offline: the longest reminder lead (168 hours). */
export const maxReminderTtlSeconds = 7 * 24 * 60 * 60;

/** What the rules need of an item. */
export interface ReminderItem {
  id: number;
  teamId: number;
  title: string;
  startAt: Date;
  createdAt: Date;
}

/**
 * When the schedule reminds the item by itself, or null: never (the team turned reminders off, or the
 * item starts too soon after it was made). That is `hoursBefore` before the start; an item made later
 * than that is reminded `lateItemGraceMs` after it was made, if that is still before the start.
 */
export function automaticReminderAt(item: Pick<ReminderItem, 'startAt' | 'createdAt'>, hoursBefore: number | null): Date | null {
  if (hoursBefore === null) return null;
  const at = Math.max(item.startAt.getTime() - hoursBefore * hourMs, item.createdAt.getTime() + lateItemGraceMs);
  return at < item.startAt.getTime() ? new Date(at) : null;
}

/** The schedule reminds the item now: its time has come and it has not started (`at ≤ now < start`). */
export function isReminderDue(item: Pick<ReminderItem, 'startAt' | 'createdAt'>, hoursBefore: number | null, now: Date): boolean {
  const at = automaticReminderAt(item, hoursBefore);
  return at !== null && at.getTime() <= now.getTime() && now.getTime() < item.startAt.getTime();
}

/** The item has started: no reminders of it any more, by the schedule or by hand (answers close then too). */
export function hasStarted(item: Pick<ReminderItem, 'startAt'>, now: Date): boolean {
  return now.getTime() >= item.startAt.getTime();
}

/**
 * When an admin may remind the item by hand again, or null: now (no call in the last hour), or never
 * (the item has started).
 */
export function nextManualReminderAt(item: Pick<ReminderItem, 'startAt'>, lastCallAt: Date | null, now: Date): Date | null {
  if (hasStarted(item, now) || lastCallAt === null) return null;
  const next = lastCallAt.getTime() + manualReminderIntervalMs;
  return next > now.getTime() ? new Date(next) : null;
}

/** Retry-After of a refused manual reminder: whole seconds until it is allowed, at least 1. */
export function retryAfterSeconds(allowedAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((allowedAt.getTime() - now.getTime()) / 1000));
}

const weekdays = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** The item's day as a member reads it on the day it is sent, in Seoul: 오늘, 내일, 모레, else `5월 30일 (토)`. */
export function reminderDay(startAt: Date, now: Date): string {
  const days = Math.round((Date.parse(seoulDate(startAt)) - Date.parse(seoulDate(now))) / dayMs);
  if (days === 0) return '오늘';
  if (days === 1) return '내일';
  if (days === 2) return '모레';
  const wall = seoulWallClock(startAt);
  return `${wall.getUTCMonth() + 1}월 ${wall.getUTCDate()}일 (${weekdays[wall.getUTCDay()]})`;
}

/** The Seoul wall-clock time as Korean readers write it: 오전 10:00, 오후 2:30, 오후 12:00 (noon), 오전 12:00 (midnight). */
export function reminderTime(startAt: Date): string {
  const wall = seoulWallClock(startAt);
  const hours = wall.getUTCHours();
  return `${hours < 12 ? '오전' : '오후'} ${hours % 12 === 0 ? 12 : hours % 12}:${String(wall.getUTCMinutes()).padStart(2, '0')}`;
}

/** The client's page of the item: the team's schedule on the item's day (src/app/route-table.ts `teamSchedules`, `?date=`). */
export function reminderUrl(item: Pick<ReminderItem, 'teamId' | 'startAt'>): string {
  return `/teams/${item.teamId}/schedules?date=${seoulDate(item.startAt)}`;
}

/** The notification, by the schedule or by hand alike: "일정 참석 여부를 알려주세요" / "내일 오전 10:00 · 주간 훈련 · 참석/불참을 눌러주세요". */
export function reminderMessage(item: ReminderItem, now: Date): PushMessage {
  return {
    kind: 'reminder',
    title: '일정 참석 여부를 알려주세요',
    body: `${reminderDay(item.startAt, now)} ${reminderTime(item.startAt)} · ${item.title} · 참석/불참을 눌러주세요`,
    url: reminderUrl(item),
    // One per item on a device: a second reminder (by hand, later) replaces the first instead of piling up.
    tag: `schedule-${item.id}-reminder`,
  };
}

/** Normal urgency (not worth waking a phone on low battery); kept by the push service until the item starts, at most a week. */
export function reminderPushOptions(item: Pick<ReminderItem, 'startAt'>, now: Date): PushOptions {
  const untilStart = Math.ceil((item.startAt.getTime() - now.getTime()) / 1000);
  return { urgency: 'normal', ttlSeconds: Math.min(maxReminderTtlSeconds, Math.max(1, untilStart)) };
}
