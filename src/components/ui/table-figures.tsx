/**
 * A table's figure columns and a row's figure cells (the season table, the season's 자체전 tab, a
 * 자체전's results): one end-aligned column and cell a figure, the figure in tabular digits, the
 * column's name repeated inside a card. React Aria builds a table's collection by rendering its
 * children, so the columns and cells a component returns stand in the header and the row as if
 * written there (tests/ui/table-figures.test.tsx reads them by role).
 */
import type { SortOrder } from '#contract/params.ts';
import { sortStateOf } from '#src/lib/url-table.ts';
import { CardLabel, Cell, Column } from './table.tsx';
import * as css from './table.css.ts';

/** The figures a table shows, in column order: each a row's field and its column's name. */
export type Figures<F extends string> = readonly (readonly [field: F, label: string])[];

export interface FigureColumnsProps<F extends string> {
  figures: Figures<F>;
  /** The table's order, for sortable columns; none when the figures do not sort. */
  order?: SortOrder<string>[];
  /** A figure that does not sort in a table that does. */
  fixed?: F;
}

export function FigureColumns<F extends string>({ figures, order, fixed }: FigureColumnsProps<F>) {
  return figures.map(([field, label]) => {
    const sorts = order !== undefined && field !== fixed;
    return (
      <Column key={field} id={field} allowsSorting={sorts} sortState={sorts ? sortStateOf(order, field) : null} align="end">
        {label}
      </Column>
    );
  });
}

export function FigureCells<F extends string>({ figures, of }: { figures: Figures<F>; of: Readonly<Record<F, number>> }) {
  return figures.map(([field, label]) => (
    <Cell key={field} align="end">
      <CardLabel>{label}</CardLabel>
      <span className={css.figure}>{of[field].toLocaleString('ko-KR')}</span>
    </Cell>
  ));
}
