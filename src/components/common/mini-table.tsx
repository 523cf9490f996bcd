/**
 * A small read-only table: its column headings, then the rows the caller writes with `MiniCell`
 * (`rowHeader` for the cell that names the row). It scrolls sideways where it does not fit; named by
 * `scrollLabelledBy`, the scrolling frame is a focusable region, so a keyboard can scroll it too.
 */
import type { ReactNode } from 'react';
import * as css from './mini-table.css.ts';

export interface MiniTableProps {
  columns: readonly string[];
  caption?: string;
  labelledBy?: string;
  scrollLabelledBy?: string;
  busy?: boolean;
  children: ReactNode;
}

export function MiniTable({ columns, caption, labelledBy, scrollLabelledBy, busy, children }: MiniTableProps) {
  const region = scrollLabelledBy ? ({ tabIndex: 0, role: 'region', 'aria-labelledby': scrollLabelledBy } as const) : {};
  return (
    <div className={css.scroller} {...region}>
      <table className={css.table} aria-labelledby={labelledBy} aria-busy={busy || undefined}>
        {caption ? <caption className={css.caption}>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className={css.column}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export interface MiniCellProps {
  rowHeader?: boolean;
  strong?: boolean;
  wrap?: 'none' | 'normal' | 'anywhere';
  colSpan?: number;
  children: ReactNode;
}

export function MiniCell({ rowHeader = false, strong, wrap, colSpan, children }: MiniCellProps) {
  const className = css.cell({ strong, wrap });
  return rowHeader ? (
    <th scope="row" className={className}>
      {children}
    </th>
  ) : (
    <td className={className} colSpan={colSpan}>
      {children}
    </td>
  );
}
