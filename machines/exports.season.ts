/**
 * The season file (decisions 055, 084): one line per player in the table's order, the table's columns.
 * The stats page's blob download and the server's signed link both write it from here.
 */
import type { SortOrder } from '#contract/params.ts';
import type { PlayerSeasonRow, PlayerTotals, statsSortFields } from '#contract/stats.ts';
import { csvFileName, csvText, type CsvCell, type CsvFile } from './exports.csv.ts';
import { seasonFileWords as w } from './exports.words.ts';

/** The figures of a row, in the order the table and the file show them. */
export const figureColumns = [
  'appearances',
  'starts',
  'minutes',
  'goals',
  'assists',
  'attackPoints',
  'yellowCards',
  'sentOffs',
  'ownGoals',
] as const satisfies readonly (keyof PlayerTotals)[];

export type StatsSortField = (typeof statsSortFields)[number];
/** The table's order: one column, ascending or descending. */
export type StatsSort = SortOrder<StatsSortField>;

/** The rows in the table's order (unsorted: most minutes first, as the server answers). */
export function sortRows(rows: readonly PlayerSeasonRow[], sort: StatsSort | undefined): PlayerSeasonRow[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const value = (r: PlayerSeasonRow) => (sort.field === 'name' ? r.name : r[sort.field]);
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    // Players without a back number go last either way.
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = typeof x === 'string' ? x.localeCompare(String(y), 'ko') : x - Number(y);
    return sign * order || a.name.localeCompare(b.name, 'ko') || a.userId - b.userId;
  });
}

/** What the 구분 column says of a player. */
export function kindOf(row: Pick<PlayerSeasonRow, 'isGuest' | 'isMember'>): string {
  if (row.isGuest) return w.guest;
  return row.isMember ? w.member : w.formerMember;
}

/** The season table as a CSV file for Excel: one line per player, the table's columns. */
export function seasonCsv(rows: readonly PlayerSeasonRow[]): string {
  const header = [w.columns.player, w.columns.backNumber, w.columns.position, w.columns.kind, ...figureColumns.map((c) => w.columns[c])];
  const lines = rows.map((r): CsvCell[] => [r.name, r.backNumber, r.position ?? w.noPosition, kindOf(r), ...figureColumns.map((c) => r[c])]);
  return csvText(header, lines);
}

/** `FC 한강_2026시즌_시즌 기록.csv`: every player of the season (no position filter) in the order given. */
export const seasonFile = (teamName: string, season: number, rows: readonly PlayerSeasonRow[], sort: StatsSort | undefined): CsvFile => ({
  fileName: csvFileName([teamName, w.seasonFile(season), w.fileTitle]),
  text: seasonCsv(sortRows(rows, sort)),
});
