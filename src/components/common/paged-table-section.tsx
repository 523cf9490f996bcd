/**
 * The list part of a screen whose table is paged and sorted on the server (members, match records):
 * the heading with the row count, the order in words (the table is described by it) with a way to
 * clear it, the hint, the table or its loading and failure, and the pages. The table itself is the
 * feature's: `children` gets the page's rows and the ids to name and describe it by.
 */
import type { Paged } from '#contract/envelope.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Pagination, type PaginationLabels } from '#src/components/ui/pagination.tsx';
import { QueryState } from './query-state.tsx';
import * as css from './paged-table-section.css.ts';

/** The words of the section, as a screen's message module spells them. */
export interface PagedTableLabels {
  tableLabel: string;
  resultCount: (total: number) => string;
  sortHint: string;
  clearSort: string;
  loadFailed: string;
  pages: PaginationLabels;
}

export interface PagedTableSectionProps<Row> {
  labels: PagedTableLabels;
  query: UseQueryResult<Paged<Row>>;
  /** The rows' order in words ("정렬: 이름 오름차순"). */
  sortText: string;
  /** Clears the sort; absent when the rows are in the default order. */
  onClearSort?: () => void;
  /** A picker for the sort fields that have no column of their own. */
  sortPicker?: ReactNode;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  children: (rows: Row[], names: { labelledBy: string; describedBy: string }) => ReactNode;
}

export function PagedTableSection<Row>({ labels, query, sortText, onClearSort, sortPicker, page, pageCount, onPage, children }: PagedTableSectionProps<Row>) {
  const headingId = useId();
  const sortId = useId();
  const line = sortPicker ? 'withPicker' : 'plain';
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <div className={css.toolbar[line]}>
        <h2 id={headingId} className={css.heading}>
          {labels.tableLabel}{' '}
          <span className={css.note} role="status">
            {query.data ? labels.resultCount(query.data.totalElements) : ''}
          </span>
        </h2>
        <div className={css.sortLine[line]}>
          <span id={sortId} className={css.note}>
            {sortText}
          </span>
          {sortPicker}
          {onClearSort ? (
            <Button variant="ghost" size="sm" onPress={onClearSort}>
              {labels.clearSort}
            </Button>
          ) : null}
        </div>
      </div>
      <p className={css.note}>{labels.sortHint}</p>
      <QueryState query={query} failed={labels.loadFailed}>
        {(data) => children(data.content, { labelledBy: headingId, describedBy: sortId })}
      </QueryState>
      <Pagination page={page} pageCount={pageCount} onChange={onPage} labels={labels.pages} />
    </section>
  );
}
