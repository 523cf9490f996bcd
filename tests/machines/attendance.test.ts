import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noShowAlertDue, presenceSource, rollupAttendance, type AttendanceItem } from '#machines/attendance.ts';

const item = (scheduleId: number, day: string, facts: Partial<AttendanceItem> = {}): AttendanceItem => ({
  scheduleId,
  day,
  ended: true,
  taken: true,
  attending: [],
  present: [],
  ...facts,
});
const kim = { userId: 1, since: '2026-01-01' };
const lee = { userId: 2, since: '2026-01-01' };
const park = { userId: 3, since: '2026-05-01' };

describe('the attendance roll-up', () => {
  it.each([
    ['present after saying 참석', item(1, '2026-03-07', { attending: [1], present: [1] }), { counted: 1, present: 1, noShows: 0, rate: 100 }],
    ['said 참석 and did not come: a no-show', item(1, '2026-03-07', { attending: [1], present: [2] }), { counted: 1, present: 0, noShows: 1, rate: 0 }],
    ['did not answer and did not come: counted, no no-show', item(1, '2026-03-07', { present: [2] }), { counted: 1, present: 0, noShows: 0, rate: 0 }],
    ['present without answering', item(1, '2026-03-07', { present: [1] }), { counted: 1, present: 1, noShows: 0, rate: 100 }],
    [
      'an item without presence taken does not count',
      item(1, '2026-03-07', { taken: false, attending: [1] }),
      { counted: 0, present: 0, noShows: 0, rate: null },
    ],
    [
      'an item not ended yet does not count',
      item(1, '2026-03-07', { ended: false, attending: [1], present: [2] }),
      { counted: 0, present: 0, noShows: 0, rate: null },
    ],
  ])('%s', (_label, one, expected) => {
    expect(rollupAttendance([one], [kim])).toEqual([{ userId: 1, ...expected }]);
  });

  it('rounds the rate to whole percent over the items that count', () => {
    const items = [item(1, '2026-03-07', { present: [1] }), item(2, '2026-03-14', { present: [1] }), item(3, '2026-03-21', { present: [2], attending: [1] })];
    expect(rollupAttendance(items, [kim, lee])).toEqual([
      { userId: 1, counted: 3, present: 2, noShows: 1, rate: 67 },
      { userId: 2, counted: 3, present: 1, noShows: 0, rate: 33 },
    ]);
  });

  it('leaves out items before a person joined, unless they were present', () => {
    const items = [item(1, '2026-04-04', { attending: [3], present: [1] }), item(2, '2026-04-11', { present: [3] }), item(3, '2026-05-02', { present: [1] })];
    expect(rollupAttendance(items, [park])).toEqual([{ userId: 3, counted: 2, present: 1, noShows: 0, rate: 50 }]);
  });

  it('is no no-show and no missed item on a day the person is away', () => {
    const items = [item(1, '2026-03-07', { attending: [1], present: [2] }), item(2, '2026-03-14', { attending: [1], present: [2] })];
    const injuredOn7th = (userId: number, day: string) => userId === 1 && day === '2026-03-07';
    expect(rollupAttendance(items, [kim], injuredOn7th)).toEqual([{ userId: 1, counted: 1, present: 0, noShows: 1, rate: 0 }]);
  });

  const itemArb = fc.record({
    scheduleId: fc.nat(),
    day: fc.constantFrom('2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01'),
    ended: fc.boolean(),
    taken: fc.boolean(),
    attending: fc.subarray([1, 2, 3]),
    present: fc.subarray([1, 2, 3]),
  });
  const peopleArb = fc.constant([kim, lee, park]);

  it('never counts more present or no-shows than items, and the rate stays within 0–100', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 12 }), peopleArb, (items, people) => {
        for (const line of rollupAttendance(items, people)) {
          expect(line.present + line.noShows).toBeLessThanOrEqual(line.counted);
          expect(line.counted).toBeLessThanOrEqual(items.length);
          expect(line.rate === null).toBe(line.counted === 0);
          expect(line.rate ?? 0).toBeGreaterThanOrEqual(0);
          expect(line.rate ?? 0).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('does not change when an item without presence taken is added', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 12 }), itemArb, peopleArb, (items, extra, people) => {
        expect(rollupAttendance([...items, { ...extra, taken: false }], people)).toEqual(rollupAttendance(items, people));
      }),
    );
  });

  it('counts someone away every day only where they were present', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 12 }), peopleArb, (items, people) => {
        for (const line of rollupAttendance(items, people, () => true)) {
          expect(line.noShows).toBe(0);
          expect(line.counted).toBe(line.present);
        }
      }),
    );
  });
});

describe('the no-show alert', () => {
  it.each([
    [2, 3, false, false],
    [3, 3, false, true],
    [4, 3, false, true],
    [5, 3, true, false],
    [9, null, false, false],
  ] as const)('%i no-shows, alert at %s, alerted before %s → due %s', (noShows, alertAt, already, due) => {
    expect(noShowAlertDue(noShows, alertAt, already)).toBe(due);
  });
});

describe('where presence comes from', () => {
  const facts = { lineup: new Set([1]), checkedIn: new Set([1, 2]), confirmed: new Set([1, 2, 3]) };
  it.each([
    [1, 'LINEUP'],
    [2, 'CHECK_IN'],
    [3, 'CONFIRMED'],
    [4, null],
  ] as const)('person %i → %s', (userId, source) => {
    expect(presenceSource(userId, facts)).toBe(source);
  });
});
