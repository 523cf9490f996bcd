/**
 * The half-pitch drawing of the lineup grid (docs/domain.md §4.1): 6 rows × 5 columns, row 0 at the
 * halfway line on top, the goalkeeper row at the bottom. Shared by the lineup editor and the record
 * screen. The markings are drawing only; the grid element carries the semantics its user gives it
 * (a group of 30 cell buttons, or a list of the players standing on their cells).
 */
import { columnOf, rowOf } from '#machines/lineup.grid.ts';
import type { ReactNode } from 'react';
import * as css from './pitch.css.ts';

export interface PitchFieldProps {
  /** `ul` when the children are `li`s placed with `cellPlacement`; `div` for a group of 30 cells in order. */
  as?: 'div' | 'ul';
  role?: 'group';
  'aria-label': string;
  children: ReactNode;
}

export function PitchField({ as: Grid = 'div', children, ...semantics }: PitchFieldProps) {
  return (
    <div className={css.frame}>
      <div className={css.surface}>
        <div aria-hidden className={css.lines}>
          <span className={css.centreCircle} />
          <span className={css.penaltyBox} />
          <span className={css.goalBox} />
        </div>
        <Grid {...semantics} className={css.grid}>
          {children}
        </Grid>
      </div>
    </div>
  );
}

/** The class names that put a child of the grid on a cell (0–29). */
export function cellPlacement(cell: number): string {
  return `${css.row[rowOf(cell)]} ${css.column[columnOf(cell)]}`;
}
