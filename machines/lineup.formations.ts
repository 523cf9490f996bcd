/**
 * Named formations mapped onto the 6×5 grid (lineup.grid.ts), and the pure rearrangement that
 * `formation.apply` uses. A formation only moves the current starters: it never adds or drops anyone.
 */
import type { Position } from '#contract/enums.ts';
import { GOALKEEPER_CELL, isGoalkeeperRow, positionForCell } from './lineup.grid.ts';

export const formationNames = ['4-4-2', '4-3-3', '4-2-3-1', '3-5-2'] as const;
export type FormationName = (typeof formationNames)[number];

/**
 * Eleven cells per formation, goalkeeper first at cell 27, then defence (row 4), midfield (rows 2–3)
 * and attack (row 0). Each cell's label follows its row (positionForCell).
 */
export const formations: Readonly<Record<FormationName, readonly number[]>> = {
  '4-4-2': [GOALKEEPER_CELL, 20, 21, 23, 24, 10, 11, 13, 14, 1, 3],
  '4-3-3': [GOALKEEPER_CELL, 20, 21, 23, 24, 11, 12, 13, 0, 2, 4],
  // Two holding midfielders in row 3, three attacking midfielders in row 2, one striker.
  '4-2-3-1': [GOALKEEPER_CELL, 20, 21, 23, 24, 16, 18, 10, 12, 14, 2],
  '3-5-2': [GOALKEEPER_CELL, 21, 22, 23, 10, 11, 12, 13, 14, 1, 3],
};

export const isFormationName = (name: unknown): name is FormationName => typeof name === 'string' && (formationNames as readonly string[]).includes(name);

/** A starter as the rearrangement sees it: who, where now, and which position they play. */
export interface FormationStarter {
  key: string;
  cell: number;
  /** The player's own position (an explicit label, else the member's position), null if unknown. */
  position: Position | null;
}

const lineOrder: readonly Position[] = ['GK', 'DF', 'MF', 'FW'];

/**
 * Places the starters on the formation's cells and answers key → new cell. Deterministic:
 * 1. the goalkeeper cell goes to whoever stands in the goalkeeper row now, else to a GK by position;
 * 2. each line (DF, MF, FW) takes the players of that position, front to back and left to right as
 *    they stand now, onto its cells in the same order;
 * 3. everyone left fills the free outfield cells front first; the goalkeeper cell comes last, so a
 *    side without a goalkeeper still gets one only when all eleven cells are needed.
 */
export function arrangeFormation(starters: readonly FormationStarter[], formation: FormationName): Map<string, number> {
  const slots = [...formations[formation]];
  const byCell = [...starters].sort((a, b) => a.cell - b.cell);
  const result = new Map<string, number>();
  const freeSlots = new Set(slots);
  const take = (key: string, cell: number) => {
    result.set(key, cell);
    freeSlots.delete(cell);
  };

  const keeper = byCell.find((s) => isGoalkeeperRow(s.cell)) ?? byCell.find((s) => s.position === 'GK');
  if (keeper) take(keeper.key, GOALKEEPER_CELL);

  for (const line of lineOrder) {
    if (line === 'GK') continue;
    const lineSlots = slots.filter((c) => freeSlots.has(c) && positionForCell(c) === line).sort((a, b) => a - b);
    const players = byCell.filter((s) => !result.has(s.key) && s.position === line);
    players.slice(0, lineSlots.length).forEach((s, i) => take(s.key, lineSlots[i]));
  }

  const rest = byCell.filter((s) => !result.has(s.key));
  const rank = (cell: number) => (cell === GOALKEEPER_CELL ? Number.MAX_SAFE_INTEGER : cell);
  const restSlots = [...freeSlots].sort((a, b) => rank(a) - rank(b));
  rest.slice(0, restSlots.length).forEach((s, i) => take(s.key, restSlots[i]));
  return result;
}
