/**
 * The season's attendance file and order (decision 092): the byte-order mark Excel needs for Korean,
 * the table's columns in its order, a rate in percent (– when nothing counted), a name that would run
 * as a formula kept as text, and the order the table's headers choose.
 */
import { describe, expect, it } from 'vitest';
import type { AttendanceSeasonRow } from '#contract/attendance.ts';
import { attendanceFile, nextAttendanceSort, sortAttendance } from '#machines/exports.attendance.ts';

const row = (userId: number, name: string, counted: number, present: number, noShows: number): AttendanceSeasonRow => ({
  userId,
  name,
  counted,
  present,
  noShows,
  rate: counted === 0 ? null : Math.round((present * 100) / counted),
});
const rows = [row(1, '김민준', 4, 4, 0), row(2, '이서준', 4, 1, 2), row(3, '=HYPERLINK("x")', 0, 0, 0), row(4, '박지훈', 4, 3, 1)];

describe('the attendance file', () => {
  it('is a CSV with BOM and CRLF, one line per member in the order chosen', () => {
    const file = attendanceFile('FC 한강', 2026, rows, { field: 'noShows', direction: 'desc' });
    expect(file.fileName).toBe('FC 한강_2026시즌_출석.csv');
    expect([...new TextEncoder().encode(file.text)].slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.text.slice(1).split('\r\n')).toEqual([
      '선수,대상 일정,출석,노쇼,참석률',
      '이서준,4,1,2,25%',
      '박지훈,4,3,1,75%',
      // Ties by name.
      `"'=HYPERLINK(""x"")",0,0,0,–`,
      '김민준,4,4,0,100%',
      '',
    ]);
  });
});

describe('the attendance order', () => {
  it('keeps members with nothing counted last, both ways', () => {
    expect(sortAttendance(rows, { field: 'rate', direction: 'desc' }).map((r) => r.userId)).toEqual([1, 4, 2, 3]);
    expect(sortAttendance(rows, { field: 'rate', direction: 'asc' }).map((r) => r.userId)).toEqual([2, 4, 1, 3]);
  });

  it('sorts a new column most first (names from 가) and turns the same column around', () => {
    expect(nextAttendanceSort(undefined, 'noShows')).toEqual({ field: 'noShows', direction: 'desc' });
    expect(nextAttendanceSort(undefined, 'name')).toEqual({ field: 'name', direction: 'asc' });
    expect(nextAttendanceSort({ field: 'noShows', direction: 'desc' }, 'noShows')).toEqual({ field: 'noShows', direction: 'asc' });
    expect(sortAttendance(rows, { field: 'name', direction: 'asc' }).map((r) => r.name)).toEqual(['=HYPERLINK("x")', '김민준', '박지훈', '이서준']);
  });
});
