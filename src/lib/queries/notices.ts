/**
 * A team's notices: the notices pages' lists and detail, and the team home's board. Every key sits
 * under noticeKeys.all, so a write refreshes them all with one prefix invalidation.
 */
import type { NoticeQuery } from '#contract/notices.ts';
import { queryOptions } from '@tanstack/react-query';
import { constants } from '../constants.ts';
import type { HttpApi } from '../services.tsx';
import { noticeKeys } from './keys.ts';
import { tablePageQuery } from './table-page.ts';

export type NoticeListQuery = Pick<NoticeQuery, 'page' | 'size' | 'sortType'> & Partial<Pick<NoticeQuery, 'isImportant' | 'searchKeyword'>>;

/** One page of a notices list (the pinned ones or the rest); `enabled` false asks nothing. */
export function noticeListQuery(http: HttpApi, teamId: number, query: NoticeListQuery, enabled = true) {
  return { ...tablePageQuery(noticeKeys.list(teamId, query), (signal) => http.call('listNotices', { params: { id: teamId }, query, signal })), enabled };
}

export function noticeQuery(http: HttpApi, teamId: number, noticeId: number) {
  return queryOptions({
    queryKey: noticeKeys.detail(teamId, noticeId),
    queryFn: ({ signal }) => http.call('getNotice', { params: { id: teamId, noticeId }, signal }),
  });
}

/** The home board: the 10 latest non-important notices (docs/product.md §9). */
export function homeNoticesQuery(http: HttpApi, teamId: number) {
  const board = { size: constants.pageSize.homeNotices, sortType: 'LATEST', isImportant: false } as const;
  return queryOptions({
    queryKey: noticeKeys.board(teamId, board),
    queryFn: ({ signal }) => http.call('listNotices', { params: { id: teamId }, query: { page: 0, ...board }, signal }),
  });
}
