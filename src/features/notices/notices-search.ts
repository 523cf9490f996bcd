/**
 * The notices page's URL parameters (docs/product.md §2.3: isImportant, sortType, searchKeyword, plus the page of
 * the normal list) and the two API queries they make: the important notices, all at once and pinned
 * on top, and the normal ones a page at a time (docs/product.md §9: up to 100 and 20).
 */
import type { NoticesSearch } from '#src/lib/search-params.ts';
import { constants } from '#src/lib/constants.ts';
import { apiPage, type UrlTable } from '#src/lib/url-table.ts';
import type { NoticeListQuery } from '#src/lib/queries/notices.ts';

export const noticesTable: UrlTable<NoticesSearch> = {
  params: ['isImportant', 'sortType', 'searchKeyword', 'page'],
  resetsPage: ['isImportant', 'sortType', 'searchKeyword'],
  pageSize: constants.pageSize.normalNotices,
};

function common(search: NoticesSearch): Pick<NoticeListQuery, 'sortType' | 'searchKeyword'> {
  return search.searchKeyword ? { sortType: search.sortType, searchKeyword: search.searchKeyword } : { sortType: search.sortType };
}

/** The pinned important notices, or null when the view shows normal notices only. */
export function importantQueryFor(search: NoticesSearch): NoticeListQuery | null {
  if (search.isImportant === false) return null;
  return { page: 0, size: constants.pageSize.importantNotices, isImportant: true, ...common(search) };
}

/** The page of normal notices, or null when the view shows important notices only. */
export function normalQueryFor(search: NoticesSearch): NoticeListQuery | null {
  if (search.isImportant === true) return null;
  return { page: apiPage(search), size: noticesTable.pageSize, isImportant: false, ...common(search) };
}
