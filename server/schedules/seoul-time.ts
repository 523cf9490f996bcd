/**
 * Asia/Seoul times for ical-generator. Given a time zone, ical-generator formats a native Date with
 * the server process's own local time (Date#getHours), which is only right on a server that happens
 * to run in Seoul. It also accepts Luxon-shaped values (its ICalLuxonDateTimeStub) and formats those
 * through `setZone(zone).toFormat(…)`; SeoulTime is that shape for one zone without a time-zone
 * library: Seoul has kept UTC+9 without daylight saving since 1988, so the wall time is the instant
 * plus nine hours.
 */
import type { ICalLuxonDateTimeStub } from 'ical-generator';

import { seoulWallClock, seoulZone } from '#contract/seoul-time.ts';
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export class SeoulTime implements ICalLuxonDateTimeStub {
  readonly zone = { type: 'fixed' };

  constructor(private readonly at: Date) {}

  get isValid(): boolean {
    return !Number.isNaN(this.at.getTime());
  }

  setZone(zone?: string): SeoulTime {
    if (zone !== seoulZone) throw new Error(`SeoulTime only knows ${seoulZone}, not ${zone}`);
    return this;
  }

  /** The two patterns ical-generator asks for: the date `yyyyLLdd` and the time `HHmmss`. */
  toFormat(format: string): string {
    const wall = seoulWallClock(this.at);
    if (format === 'yyyyLLdd') return `${pad(wall.getUTCFullYear(), 4)}${pad(wall.getUTCMonth() + 1)}${pad(wall.getUTCDate())}`;
    if (format === 'HHmmss') return `${pad(wall.getUTCHours())}${pad(wall.getUTCMinutes())}${pad(wall.getUTCSeconds())}`;
    throw new Error(`SeoulTime cannot format "${format}"`);
  }

  toJSDate(): Date {
    return this.at;
  }

  toJSON(): string {
    return this.at.toISOString();
  }
}

/** ical-generator's VTIMEZONE generator: a fixed +0900 definition of Asia/Seoul, nothing for other zones. */
export function seoulVtimezone(zone: string): string | null {
  if (zone !== seoulZone) return null;
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${seoulZone}`,
    `X-LIC-LOCATION:${seoulZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0900',
    'TZOFFSETTO:+0900',
    'TZNAME:KST',
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\r\n');
}
