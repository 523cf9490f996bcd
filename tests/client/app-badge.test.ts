/**
 * The app icon's badge (src/lib/environment/app-badge.ts): what waits for the person, from the
 * schedule ranges and the teams list the app already holds; set where the platform has a badge,
 * cleared at 0.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AttendanceAnswer } from '#contract/enums.ts';
import type { Schedule } from '#contract/schedules.ts';
import { appBadgeCount, showAppBadge } from '#src/lib/environment/app-badge.ts';

const now = Date.parse('2026-12-06T09:00:00Z');
const item = (id: number, startAt: string, myAnswer: AttendanceAnswer | null): Schedule =>
  ({ id, teamId: 1, startAt, attendance: { attend: 0, absent: 0, undecided: 0, myAnswer } }) as Schedule;

describe('appBadgeCount', () => {
  it.each([
    ['nothing cached', [], [], 0],
    ['an upcoming item not answered', [[item(1, '2026-12-07T10:00:00Z', null)]], [], 1],
    [
      'an upcoming item answered 참석, 불참 or 미정',
      [[item(1, '2026-12-07T10:00:00Z', 'ATTEND'), item(2, '2026-12-07T10:00:00Z', 'ABSENT'), item(3, '2026-12-08T10:00:00Z', 'UNDECIDED')]],
      [],
      0,
    ],
    ['a past item not answered', [[item(1, '2026-12-05T10:00:00Z', null)]], [], 0],
    ['the same item in the month and the preview', [[item(1, '2026-12-07T10:00:00Z', null)], [item(1, '2026-12-07T10:00:00Z', null)]], [], 1],
    ['two teams owing dues, one paid up, one without dues', [], [{ id: 1, duesOwed: 30000 }, { id: 2, duesOwed: 5000 }, { id: 3, duesOwed: 0 }, { id: 4 }], 2],
    ['both together', [[item(1, '2026-12-07T10:00:00Z', null), item(2, '2026-12-09T10:00:00Z', null)]], [{ id: 1, duesOwed: 10000 }], 3],
  ])('%s', (_name, scheduleRanges, teams, count) => {
    expect(appBadgeCount({ scheduleRanges, teams, now })).toBe(count);
  });

  it('counts each waiting item once, however the cache splits and repeats the ranges', () => {
    const items = fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 500 }),
        days: fc.integer({ min: -20, max: 20 }).filter((d) => d !== 0),
        answer: fc.constantFrom<AttendanceAnswer | null>(null, 'ATTEND', 'ABSENT', 'UNDECIDED'),
      }),
      { selector: (x) => x.id },
    );
    fc.assert(
      fc.property(items, fc.array(fc.nat(), { maxLength: 6 }), (list, cuts) => {
        const schedules = list.map((x) => item(x.id, new Date(now + x.days * 86_400_000).toISOString(), x.answer));
        // Overlapping ranges: each cut starts a range that runs to the end.
        const ranges = [schedules, ...cuts.map((cut) => schedules.slice(cut % (schedules.length + 1)))];
        const expected = list.filter((x) => x.answer === null && x.days > 0).length;
        expect(appBadgeCount({ scheduleRanges: ranges, teams: [], now })).toBe(expected);
      }),
    );
  });
});

describe('showAppBadge', () => {
  const badge = () => {
    const calls: string[] = [];
    return {
      calls,
      nav: {
        setAppBadge: async (count?: number) => void calls.push(`set ${count}`),
        clearAppBadge: async () => void calls.push('clear'),
      },
    };
  };

  it('sets the count, and clears the badge at 0', () => {
    const { calls, nav } = badge();
    showAppBadge(nav, 3);
    showAppBadge(nav, 0);
    expect(calls).toEqual(['set 3', 'clear']);
  });

  it('does nothing where the platform has no badge', () => {
    expect(() => showAppBadge({}, 2)).not.toThrow();
  });
});
