/**
 * The lineup grid (domain-facts §4.1): 30 cells, 0–29, 6 rows × 5 columns, row-major.
 * Row 0 (cells 0–4) lies next to the halfway line, row 5 (cells 25–29) at the team's own goal.
 * Each side has its own grid: occupancy is per side (architecture.md §3).
 */
import type { Position } from '#contract/enums.ts';

export const GRID_ROWS = 6;
export const GRID_COLUMNS = 5;
export const CELL_COUNT = GRID_ROWS * GRID_COLUMNS;
/** The row at the team's own goal: it holds at most one player, the goalkeeper. */
export const GOALKEEPER_ROW = 5;
/** The goalkeeper's usual cell, bottom centre. */
export const GOALKEEPER_CELL = 27;
/** At most this many starters per side. */
export const MAX_STARTERS = 11;

export const rowOf = (cell: number): number => Math.floor(cell / GRID_COLUMNS);
export const columnOf = (cell: number): number => cell % GRID_COLUMNS;
export const isCell = (cell: unknown): cell is number => typeof cell === 'number' && Number.isInteger(cell) && cell >= 0 && cell < CELL_COUNT;
export const isGoalkeeperRow = (cell: number): boolean => rowOf(cell) === GOALKEEPER_ROW;

/** The position a cell's row stands for: rows 0–1 FW, rows 2–3 MF, row 4 DF, row 5 GK. */
export function positionForCell(cell: number): Position {
  const row = rowOf(cell);
  if (row <= 1) return 'FW';
  if (row <= 3) return 'MF';
  if (row === 4) return 'DF';
  return 'GK';
}
