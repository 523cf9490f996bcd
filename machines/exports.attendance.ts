/**
 * The season's attendance (decision 092): the table's order, and the file — one line per member in
 * the table's order, its columns. The stats page's blob download and the server's signed link both
 * write it from here (decision 084).
 */
import type { AttendanceSeasonRow, AttendanceSortField } from '#contract/attendance.ts';
import type { SortOrder } from '#contract/params.ts';
import { csvFileName, csvText, type CsvCell, type CsvFile } from './exports.csv.ts';
import { attendanceFileWords as w, seasonFileWords } from './exports.words.ts';

export type AttendanceSort = SortOrder<AttendanceSortField>;

/** The figures, in the order the table and the file show them. */
export const attendanceColumns = ['counted', 'present', 'noShows', 'rate'] as const satisfies readonly AttendanceSortField[];

/** A header press: another column sorts most first (a name from 가), the same column turns around. */
export function nextAttendanceSort(current: AttendanceSort | undefined, field: AttendanceSortField): AttendanceSort {
  if (current?.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: field === 'name' ? 'asc' : 'desc' };
}

/** Rows in the table's order (unsorted: by name, as the server answers). A member with nothing counted has no rate: last either way. */
export function sortAttendance(rows: readonly AttendanceSeasonRow[], sort: AttendanceSort | undefined): AttendanceSeasonRow[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[sort.field];
    const y = b[sort.field];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = typeof x === 'string' ? x.localeCompare(String(y), 'ko') : x - Number(y);
    return sign * order || a.name.localeCompare(b.name, 'ko') || a.userId - b.userId;
  });
}

/** The table as a CSV file for Excel. */
export function attendanceCsv(rows: readonly AttendanceSeasonRow[]): string {
  const header = [w.columns.player, ...attendanceColumns.map((c) => w.columns[c])];
  const lines = rows.map((r): CsvCell[] => [r.name, r.counted, r.present, r.noShows, w.rate(r.rate)]);
  return csvText(header, lines);
}

/** `FC 한강_2026시즌_출석.csv`. */
export const attendanceFile = (teamName: string, season: number, rows: readonly AttendanceSeasonRow[], sort: AttendanceSort | undefined): CsvFile => ({
  fileName: csvFileName([teamName, seasonFileWords.seasonFile(season), w.fileTitle]),
  text: attendanceCsv(sortAttendance(rows, sort)),
});
