/**
 * Dates as people in Korea read them: the calendar day and time in Asia/Seoul, whatever the
 * device's own time zone (a phone abroad still sees the team's times).
 */
const zone = 'Asia/Seoul';

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
const longDay = new Intl.DateTimeFormat('ko-KR', { timeZone: zone, month: 'long', day: 'numeric', weekday: 'short' });
const fullDay = new Intl.DateTimeFormat('ko-KR', { timeZone: zone, year: 'numeric', month: 'long', day: 'numeric' });
const clock = new Intl.DateTimeFormat('ko-KR', { timeZone: zone, hour: '2-digit', minute: '2-digit', hour12: false });

/** `YYYY-MM-DD` of an instant in Seoul. */
export function seoulDate(at: Date | string): string {
  return isoDay.format(typeof at === 'string' ? new Date(at) : at);
}

/** `YYYY-MM-DD` plus whole days (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return next.toISOString().slice(0, 10);
}

/** '11월 22일 (일)' for an instant. */
export function formatDayOfInstant(at: string): string {
  return longDay.format(new Date(at));
}

/** '2026년 11월 22일' for a `YYYY-MM-DD` calendar day. */
export function formatIsoDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  // Noon UTC is the same calendar day in Seoul.
  return fullDay.format(new Date(Date.UTC(y, m - 1, d, 3)));
}

/** '2026년 11월 22일' for an instant. */
export function formatInstantDate(at: string): string {
  return fullDay.format(new Date(at));
}

/** '19:30' in Seoul. */
export function formatSeoulTime(at: string): string {
  return clock.format(new Date(at));
}
