/**
 * The season table's rules, apart from the screen (decision 055): its columns in order, the position
 * filter and the leaderboards. Pure: the page and the tests use the same.
 */
import type { Position } from '#contract/enums.ts';
import type { PlayerSeasonRow } from '#contract/stats.ts';
import { figureColumns, type StatsSort, type StatsSortField } from '#machines/exports.season.ts';
import { statsMessages } from '#src/lib/messages/stats.ts';

const m = statsMessages;

// The columns, the order and the 구분 words are the file's too (machines/exports.season.ts, decision 084).
export { figureColumns, kindOf, sortRows, type StatsSort, type StatsSortField } from '#machines/exports.season.ts';
export type FigureColumn = (typeof figureColumns)[number];

/** The leaderboards: 득점, 도움, 출전 시간. */
export const leaderboardColumns = ['goals', 'assists', 'minutes'] as const satisfies readonly FigureColumn[];
export type LeaderboardColumn = (typeof leaderboardColumns)[number];

/** A header press: another column sorts most first (a name from 가), the same column turns around. */
export function nextSort(current: StatsSort | undefined, field: StatsSortField): StatsSort {
  if (current?.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: field === 'name' || field === 'backNumber' ? 'asc' : 'desc' };
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
