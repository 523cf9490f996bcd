/**
 * The one rule of every paged table's read (the members, the records, the notices, a member's
 * matches): keyed by the page's own query, and the page on screen stays while the next one loads,
 * so paging, sorting or filtering never blanks the table.
 */
import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';

export function tablePageQuery<TPage, TKey extends QueryKey>(queryKey: TKey, readPage: (signal: AbortSignal) => Promise<TPage>) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => readPage(signal),
    placeholderData: keepPreviousData,
  });
}
