/**
 * Seoul time, the one time zone of the product: teams play in Korea, so a date on the wire
 * (`matchDate`, a schedule's day, "today" for a new match) is a Seoul calendar date, and a wall-clock
 * time is Seoul's. Korea has kept UTC+9 all year since 1988 (no daylight saving time), so these are
 * arithmetic on a fixed offset: no time-zone data to load (a phone's first Intl formatter costs
 * 200–250 ms of CPU, decision 038), the same on the server and in the browser.
 */

export const seoulZone = 'Asia/Seoul';
export const seoulOffsetMs = 9 * 60 * 60 * 1000;

/** The Seoul wall clock of an instant, to be read with the getUTC… methods. */
export function seoulWallClock(at: Date | string | number): Date {
  return new Date(new Date(at).getTime() + seoulOffsetMs);
}

/** The Seoul calendar date of an instant, `YYYY-MM-DD`. */
export function seoulDate(at: Date | string | number): string {
  return seoulWallClock(at).toISOString().slice(0, 10);
}

/** The Seoul date and wall-clock time of an instant to the second, `YYYY-MM-DD HH:mm:ss` (a file's cell: the screen's time, not UTC's). */
export function seoulDateTime(at: Date | string | number): string {
  return seoulWallClock(at).toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant of a Seoul date and wall-clock time (`HH:mm` or `HH:mm:ss`). */
export function seoulInstant(date: string, time: string): Date {
  return new Date(`${date}T${time.length === 5 ? `${time}:00` : time}+09:00`);
}
