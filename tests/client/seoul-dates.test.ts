/**
 * Seoul's calendar day from Korea's fixed offset (src/features/teams/seoul-dates.ts, decision 038),
 * checked against the browser's own time-zone data for every hour of two years.
 */
import { describe, expect, it } from 'vitest';
import { seoulDate } from '#contract/seoul-time.ts';
import { addDays, formatSeoulTime } from '#src/features/teams/seoul-dates.ts';

const byTimeZoneData = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });

describe('seoulDate', () => {
  it('turns the day at 15:00 UTC, midnight in Seoul', () => {
    expect(seoulDate('2026-11-26T14:59:59Z')).toBe('2026-11-26');
    expect(seoulDate('2026-11-26T15:00:00Z')).toBe('2026-11-27');
    expect(seoulDate(new Date('2026-12-31T15:30:00Z'))).toBe('2027-01-01');
  });

  it('agrees with the time-zone data at every hour of 2026 and 2027', () => {
    const wrong: string[] = [];
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2028, 0, 1); at += 60 * 60 * 1000) {
      const instant = new Date(at);
      if (seoulDate(instant) !== byTimeZoneData.format(instant)) wrong.push(instant.toISOString());
    }
    expect(wrong).toEqual([]);
  });
});

describe('the other Seoul dates', () => {
  it('adds calendar days across a month and a year', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('shows the time in Seoul', () => {
    expect(formatSeoulTime('2026-11-26T10:30:00Z')).toBe('19:30');
  });

  it('shows half past midnight as 00:30, as the browser does, not 24:30', () => {
    expect(formatSeoulTime('2026-11-26T15:30:00Z')).toBe('00:30');
  });
});
