/**
 * Dates as people in Korea read them: the calendar day and time in Asia/Seoul, whatever the
 * device's own time zone (a phone abroad still sees the team's times).
 *
 * The team page's reads need today's Seoul date before anything is shown (team-profile-reads.ts,
 * run by the client's data layer), and a page's first Intl formatter loads the browser's time-zone
 * and locale data: 200–250 ms of a phone's CPU (Chromium throttled 4×, decision 038). So the day is
 * computed from Korea's fixed offset, and the formatters are made on first use, by the render.
 */

import { seoulZone as zone } from '#contract/seoul-time.ts';

function createFormats() {
  return {
    longDay: new Intl.DateTimeFormat('ko-KR', { timeZone: zone, month: 'long', day: 'numeric', weekday: 'short' }),
    fullDay: new Intl.DateTimeFormat('ko-KR', { timeZone: zone, year: 'numeric', month: 'long', day: 'numeric' }),
    // h23, not hour12: false: Node's ICU reads that as h24 and drew 00:30 as 24:30 (the server's render
    // then differed from the browser's hydration).
    clock: new Intl.DateTimeFormat('ko-KR', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  };
}
let formats: ReturnType<typeof createFormats> | undefined;
const format = () => (formats ??= createFormats());

/** `YYYY-MM-DD` plus whole days (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return next.toISOString().slice(0, 10);
}

/** '11월 22일 (일)' for an instant. */
export function formatDayOfInstant(at: string): string {
  return format().longDay.format(new Date(at));
}

/** '2026년 11월 22일' for a `YYYY-MM-DD` calendar day. */
export function formatIsoDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  // Noon UTC is the same calendar day in Seoul.
  return format().fullDay.format(new Date(Date.UTC(y, m - 1, d, 3)));
}

/** '2026년 11월 22일' for an instant. */
export function formatInstantDate(at: string): string {
  return format().fullDay.format(new Date(at));
}

/** '19:30' in Seoul. */
export function formatSeoulTime(at: string): string {
  return format().clock.format(new Date(at));
}
