/**
 * The season table's rules, apart from the screen (decision 055): its columns in order, the position
 * filter, the leaderboards and the CSV file. Pure: the page, the export and the tests use the same.
 */
import type { Position } from '#contract/enums.ts';
import type { SortOrder } from '#contract/params.ts';
import type { PlayerSeasonRow, PlayerTotals, statsSortFields } from '#contract/stats.ts';
import { csvText, type CsvCell } from '#src/lib/csv.ts';
import { statsMessages } from '#src/lib/messages/stats.ts';

const m = statsMessages;

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
export type FigureColumn = (typeof figureColumns)[number];
export type StatsSortField = (typeof statsSortFields)[number];

/** The leaderboards: 득점, 도움, 출전 시간. */
export const leaderboardColumns = ['goals', 'assists', 'minutes'] as const satisfies readonly FigureColumn[];
export type LeaderboardColumn = (typeof leaderboardColumns)[number];

/** The table's order: one column, ascending or descending. */
export type StatsSort = SortOrder<StatsSortField>;

/** A header press: another column sorts most first (a name from 가), the same column turns around. */
export function nextSort(current: StatsSort | undefined, field: StatsSortField): StatsSort {
  if (current?.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: field === 'name' || field === 'backNumber' ? 'asc' : 'desc' };
}

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

/** 'ALL', a position, or 'NONE' (no position set). */
export type PositionFilter = 'ALL' | Position | 'NONE';

export function byPosition(rows: readonly PlayerSeasonRow[], filter: PositionFilter): PlayerSeasonRow[] {
  if (filter === 'ALL') return [...rows];
  return rows.filter((r) => (filter === 'NONE' ? r.position === null : r.position === filter));
}

/** A leaderboard line: equal figures share a rank (1, 2, 2, 4), and the line says it is shared. */
export interface Leader {
  row: PlayerSeasonRow;
  rank: number;
  tied: boolean;
}

/** The top `n` of a figure: only players above 0, ties by name (then id, so the order never flips). */
export function leaders(rows: readonly PlayerSeasonRow[], column: FigureColumn, n = 5): Leader[] {
  const ranked = rows.filter((r) => r[column] > 0).sort((a, b) => b[column] - a[column] || a.name.localeCompare(b.name, 'ko') || a.userId - b.userId);
  return ranked.slice(0, n).map((row) => {
    const same = ranked.filter((r) => r[column] === row[column]);
    return { row, rank: ranked.indexOf(same[0]!) + 1, tied: same.length > 1 };
  });
}

/**
 * What an empty leaderboard says, true of the filter it shows: no player in that position at all, or
 * none of them with the figure yet (a whole season without one only when nothing is filtered).
 */
export function boardEmptyText(filter: PositionFilter, rowsShown: number, column: LeaderboardColumn): string {
  if (filter === 'ALL') return m.boardEmpty;
  const who = m.positionPlayers[filter];
  return rowsShown === 0 ? m.boardNoPlayers(who) : m.boardNoFigure(who, m.boards[column]);
}

/** What the 구분 column says of a player. */
export function kindOf(row: Pick<PlayerSeasonRow, 'isGuest' | 'isMember'>): string {
  if (row.isGuest) return m.guest;
  return row.isMember ? m.member : m.formerMember;
}

/** The season table as a CSV file for Excel: one line per player, the table's columns. */
export function seasonCsv(rows: readonly PlayerSeasonRow[]): string {
  const header = [m.columns.player, m.columns.backNumber, m.columns.position, m.columns.kind, ...figureColumns.map((c) => m.columns[c])];
  const lines = rows.map((r): CsvCell[] => [r.name, r.backNumber, r.position ?? m.noPosition, kindOf(r), ...figureColumns.map((c) => r[c])]);
  return csvText(header, lines);
}
