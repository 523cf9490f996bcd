/**
 * The data table: React Aria's Table (grid keyboard navigation, row actions, sortable headers).
 * Sorting is controlled by the caller; a column may show its place in a multi-column sort.
 */
import type { SortOrder } from '#contract/params.ts';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Cell as AriaCell,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  type CellProps,
  type ColumnProps as AriaColumnProps,
  type RowProps,
  type TableBodyProps,
  type TableHeaderProps,
  type TableProps as AriaTableProps,
} from 'react-aria-components/Table';
import { iconSmall } from './icon.css.ts';
import * as css from './table.css.ts';

export type TableProps = Omit<AriaTableProps, 'className'> & { className?: string };

/** Wrap it in `TableScroller` so a wide table scrolls sideways on a phone instead of the page. */
export function Table({ className, ...props }: TableProps) {
  return <AriaTable {...props} className={className ? `${css.table} ${className}` : css.table} />;
}

/** A horizontally scrolling frame for a table (focusable by the browser only when it overflows). */
/**
 * The table's scrolling frame. `cardsFrame`: the frame of a `tableAsCards` layout
 * (table-cards.css.ts), put around it, so the table turns into cards where its columns do not fit.
 */
export function TableScroller({ children, busy = false, cardsFrame }: { children: ReactNode; busy?: boolean; cardsFrame?: string }) {
  const scroller = (
    <div className={css.scroller} data-busy={busy ? 'true' : undefined}>
      {children}
    </div>
  );
  return cardsFrame ? <div className={cardsFrame}>{scroller}</div> : scroller;
}

export interface SortedTableProps<Field extends string> {
  /** The server's order, the primary field first; the table marks that one (aria-sort). */
  sort: readonly SortOrder<Field>[];
  onSortColumn: (field: Field) => void;
  /** A row's action: it opens the row's detail (row ids are numbers); none when rows open nothing. */
  onOpen?: (id: number) => void;
  busy: boolean;
  cardsFrame?: string;
  labelledBy: string;
  /** What describes the table: the whole order in words. */
  describedBy: string;
  children: ReactNode;
}

/**
 * A sorted table, its rows opening a detail where `onOpen` is given, in its scrolling (or card-turning)
 * frame: the members, the match records, the season. The columns and rows are the caller's.
 */
export function SortedTable<Field extends string>({
  sort,
  onSortColumn,
  onOpen,
  busy,
  cardsFrame,
  labelledBy,
  describedBy,
  children,
}: SortedTableProps<Field>) {
  const primary = sort[0];
  return (
    <TableScroller busy={busy} cardsFrame={cardsFrame}>
      <Table
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        sortDescriptor={primary ? { column: primary.field, direction: primary.direction === 'asc' ? 'ascending' : 'descending' } : undefined}
        onSortChange={(d) => onSortColumn(String(d.column) as Field)}
        onRowAction={onOpen ? (key) => onOpen(Number(key)) : undefined}
      >
        {children}
      </Table>
    </TableScroller>
  );
}

/** A cell's column name inside a card (a `tableAsCards` frame); screen readers hear the column header instead. */
export function CardLabel({ children }: { children: string }) {
  return (
    <span className={css.cardLabel} aria-hidden>
      {children}
    </span>
  );
}

export function TableHeader<T extends object>(props: Omit<TableHeaderProps<T>, 'className'>) {
  return <AriaTableHeader {...props} className={css.header} />;
}

export interface ColumnProps extends Omit<AriaColumnProps, 'className' | 'children'> {
  children: ReactNode;
  /** With several sort columns: this column's place (1 = primary) and direction. */
  sortState?: { order: number; direction: 'asc' | 'desc' } | null;
  /** Hide the number badge when only one column sorts. */
  showSortOrder?: boolean;
  align?: 'start' | 'end' | 'center';
  /** Screen-reader-only header text (e.g. for a '#' column) is passed as children; this narrows it. */
  narrow?: boolean;
}

/** A column header. Sortable ones show ↑/↓ and, in a multi-column sort, their place in it (aria-hidden: aria-sort and the table's description say it). */
export function Column({ children, sortState, showSortOrder = false, align = 'start', narrow = false, ...props }: ColumnProps) {
  return (
    <AriaColumn {...props} className={css.column} data-align={align} data-narrow={narrow ? 'true' : undefined}>
      {({ allowsSorting }) => (
        <span className={css.columnInner}>
          <span>{children}</span>
          {allowsSorting ? (
            <span className={css.sortMark} data-active={sortState ? 'true' : undefined} aria-hidden>
              {sortState ? (
                <>
                  {sortState.direction === 'asc' ? <ArrowUp className={iconSmall} /> : <ArrowDown className={iconSmall} />}
                  {showSortOrder ? <span className={css.sortOrder}>{sortState.order}</span> : null}
                </>
              ) : (
                <ChevronsUpDown className={iconSmall} />
              )}
            </span>
          ) : null}
        </span>
      )}
    </AriaColumn>
  );
}

export function TableBody<T extends object>(props: Omit<TableBodyProps<T>, 'className'>) {
  return <AriaTableBody {...props} className={css.body} />;
}

export function Row<T extends object>(props: Omit<RowProps<T>, 'className'>) {
  return <AriaRow {...props} className={css.row} />;
}

export function Cell({ align = 'start', ...props }: Omit<CellProps, 'className'> & { align?: 'start' | 'end' | 'center' }) {
  return <AriaCell {...props} className={css.cell} data-align={align} />;
}
