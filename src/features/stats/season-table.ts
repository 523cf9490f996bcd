/**
 * The season table's rules, apart from the screen (issue #19): its columns in order, the position
 * filter, the leaderboards and the CSV file. Pure: the page, the export and the tests use the same.
 */
import type { Position } from '#contract/enums.ts';
import type { PlayerSeasonRow, PlayerTotals } from '#contract/stats.ts';
import { csvText, type CsvCell } from '#src/lib/csv.ts';
import { statsMessages } from '#src/lib/messages/stats.ts';

const m = statsMessages;

/** The figures of a row, in the order the table and the file show them. */
export const figureColumns = ['appearances', 'starts', 'minutes', 'goals', 'assists', 'attackPoints', 'yellowCards', 'sentOffs', 'ownGoals'] as const satisfies readonly (keyof PlayerTotals)[];
export type FigureColumn = (typeof figureColumns)[number];

/** The leaderboards: 득점, 도움, 출전 시간. */
export const leaderboardColumns = ['goals', 'assists', 'minutes'] as const satisfies readonly FigureColumn[];

/** 'ALL', a position, or 'NONE' (no position set). */
export type PositionFilter = 'ALL' | Position | 'NONE';

export function byPosition(rows: readonly PlayerSeasonRow[], filter: PositionFilter): PlayerSeasonRow[] {
  if (filter === 'ALL') return [...rows];
  return rows.filter((r) => (filter === 'NONE' ? r.position === null : r.position === filter));
}

/** The top `n` of a figure: only players above 0, ties by name (then id, so the order never flips). */
export function leaders(rows: readonly PlayerSeasonRow[], column: FigureColumn, n = 5): PlayerSeasonRow[] {
  return rows
    .filter((r) => r[column] > 0)
    .sort((a, b) => b[column] - a[column] || a.name.localeCompare(b.name, 'ko') || a.userId - b.userId)
    .slice(0, n);
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
