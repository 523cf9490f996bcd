/**
 * Calendar arithmetic of the schedules page, in Asia/Seoul whatever the device's zone: which days
 * the month grid shows, which items fall on a day, and the instants a form's date and times mean.
 * Korean calendars start the week on Sunday.
 */
import type { Schedule } from '#contract/schedules.ts';
import {
  CalendarDate,
  endOfMonth,
  endOfWeek,
  parseAbsolute,
  parseDate,
  startOfMonth,
  startOfWeek,
  toCalendarDate,
  toZoned,
  CalendarDateTime,
} from '@internationalized/date';

import { seoulZone } from '#contract/seoul-time.ts';
export const calendarLocale = 'ko-KR';
export const firstDayOfWeek = 'sun' as const;

/** A `YYYY-MM-DD` string as a calendar date, or null when it is not a real day. */
export function toCalendarDay(iso: string | undefined | null): CalendarDate | null {
  if (!iso) return null;
  try {
    const day = parseDate(iso);
    return day.toString() === iso ? day : null;
  } catch {
    return null;
  }
}

/** Today in Seoul. */
export function seoulToday(now: Date = new Date()): CalendarDate {
  return toCalendarDate(parseAbsolute(now.toISOString(), seoulZone));
}

/** The whole weeks the month grid of `day`'s month shows (Sunday to Saturday), as inclusive ISO days. */
export function visibleRange(day: CalendarDate): { startDate: string; endDate: string } {
  const start = startOfWeek(startOfMonth(day), calendarLocale, firstDayOfWeek);
  const end = endOfWeek(endOfMonth(day), calendarLocale, firstDayOfWeek);
  return { startDate: start.toString(), endDate: end.toString() };
}

/** The Seoul calendar day of an instant. */
export function seoulDayOf(instant: string): CalendarDate {
  return toCalendarDate(parseAbsolute(instant, seoulZone));
}

/** `HH:mm` of an instant in Seoul. */
export function seoulTimeOf(instant: string): string {
  const t = parseAbsolute(instant, seoulZone);
  return `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;
}

/**
 * The Seoul days an item covers: from its start day to the day of its last moment (an item that
 * ends exactly at midnight does not spill onto the next day).
 */
export function daysOf(item: Pick<Schedule, 'startAt' | 'endAt'>): { first: string; last: string } {
  const first = seoulDayOf(item.startAt).toString();
  const lastMoment = new Date(Math.max(new Date(item.startAt).getTime(), new Date(item.endAt).getTime() - 1)).toISOString();
  return { first, last: seoulDayOf(lastMoment).toString() };
}

/** Items by ISO day, each day's list ordered by start; a multi-day item is listed on every day it covers. */
export function itemsByDay(items: readonly Schedule[]): Map<string, Schedule[]> {
  const byDay = new Map<string, Schedule[]>();
  const sorted = [...items].sort((a, b) => a.startAt.localeCompare(b.startAt) || a.id - b.id);
  for (const item of sorted) {
    const { first, last } = daysOf(item);
    for (let day = parseDate(first); day.toString() <= last; day = day.add({ days: 1 })) {
      const key = day.toString();
      const list = byDay.get(key);
      if (list) list.push(item);
      else byDay.set(key, [item]);
    }
  }
  return byDay;
}

/** The instant of a Seoul wall-clock time on a Seoul day (`YYYY-MM-DD`, `HH:mm`), ISO with `Z`. */
export function seoulInstant(isoDate: string, time: string): string {
  const day = parseDate(isoDate);
  const [hour, minute] = time.split(':').map(Number);
  return toZoned(new CalendarDateTime(day.year, day.month, day.day, hour, minute), seoulZone).toAbsoluteString();
}

const dayHeading = new Intl.DateTimeFormat('ko-KR', { timeZone: 'UTC', month: 'long', day: 'numeric' });
const weekday = new Intl.DateTimeFormat('ko-KR', { timeZone: 'UTC', weekday: 'short' });

const utcNoon = (day: CalendarDate) => new Date(Date.UTC(day.year, day.month - 1, day.day, 12));

/** '11월 29일 (일)' for a calendar day. */
export function formatDayHeading(day: CalendarDate): string {
  return `${dayHeading.format(utcNoon(day))} (${weekday.format(utcNoon(day))})`;
}
