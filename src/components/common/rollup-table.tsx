/**
 * A players' 자체전 roll-up table (a session's results, the season's 자체전 tab): a row a player, the
 * name and the figures sortable from their headers one column at a time (src/lib/rollup-order.ts),
 * the order said in words above it; cards where the columns do not fit (`cardsFrame`).
 */
import type { RollupLine } from '#machines/scrimmage.rollup.ts';
import { FigureCells, FigureColumns, type Figures } from '#src/components/ui/table-figures.tsx';
import { Cell, Column, Row, SortedTable, TableBody, TableHeader } from '#src/components/ui/table.tsx';
import { scrimmagePlayMessages as m } from '#src/lib/messages/scrimmage-play.ts';
import { nextRollupSort, sortRollup, type RollupField, type RollupSort } from '#src/lib/rollup-order.ts';
import { sortStateOf } from '#src/lib/url-table.ts';
import { text } from '#src/styles/text.css.ts';
import { useId, useState, type ReactNode } from 'react';

const c = m.columns;
/** The figures of a player's or a side's record: games, 승/무/패, goals. */
export const recordFigures = [
  ['gamesPlayed', c.games],
  ['wins', c.wins],
  ['draws', c.draws],
  ['losses', c.losses],
  ['goals', c.goals],
] as const;
/** A player's roll-up figures: the record, assists and points. */
export const playerFigures = [...recordFigures, ['assists', c.assists], ['points', c.points]] as const;

type RollupRow<F extends string> = RollupLine & Readonly<Record<F, number>> & { id: number; name: string };

export interface RollupTableProps<F extends string, T extends RollupRow<F>> {
  rows: readonly T[];
  /** The figure columns after the name (and `extra`); `fixed` is one that does not sort. */
  figures: Figures<F>;
  fixed?: F;
  /** What the name cell shows (the name itself when not given). */
  name?: (row: T) => ReactNode;
  /** A column between the name and the figures that does not sort (a player's side). */
  extra?: { label: string; cell: (row: T) => ReactNode };
  /** What stands in the table when there are no rows. */
  empty?: ReactNode;
  labelledBy: string;
  cardsFrame: string;
}

export function RollupTable<F extends string, T extends RollupRow<F>>({
  rows,
  figures,
  fixed,
  name = (row) => row.name,
  extra,
  empty,
  labelledBy,
  cardsFrame,
}: RollupTableProps<F, T>) {
  const [sort, setSort] = useState<RollupSort | undefined>(undefined);
  const orderId = useId();
  const order = sort ? [sort] : [];
  const columnName = (field: string) => (field === 'name' ? c.player : (figures.find(([f]) => f === field)?.[1] ?? ''));
  return (
    <>
      <p id={orderId} className={text({ tone: 'muted', size: 'sm' })}>
        {sort ? m.sortedBy(columnName(sort.field)) : ''}
      </p>
      <SortedTable<RollupField>
        sort={order}
        onSortColumn={(field) => setSort(nextRollupSort(sort, field))}
        busy={false}
        cardsFrame={cardsFrame}
        labelledBy={labelledBy}
        describedBy={orderId}
      >
        <TableHeader>
          <Column id="name" isRowHeader allowsSorting sortState={sortStateOf(order, 'name')}>
            {c.player}
          </Column>
          {extra ? <Column id="extra">{extra.label}</Column> : null}
          <FigureColumns figures={figures} order={order} fixed={fixed} />
        </TableHeader>
        <TableBody items={sortRollup(rows, sort)} renderEmptyState={empty === undefined ? undefined : () => empty}>
          {(row) => (
            <Row id={row.id} textValue={row.name}>
              <Cell data-card="lead">{name(row)}</Cell>
              {extra ? <Cell data-card="end">{extra.cell(row)}</Cell> : null}
              <FigureCells figures={figures} of={row} />
            </Row>
          )}
        </TableBody>
      </SortedTable>
    </>
  );
}
