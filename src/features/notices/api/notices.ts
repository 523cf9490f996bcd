/**
 * Query and mutation option factories of the notices pages. Every notice query sits under
 * ['teams', teamId, 'notices'] (the team home's board too), so a write refreshes them all with one
 * prefix invalidation.
 */
import type { Notice, NoticeQuery, NoticeWriteRequest } from '#contract/notices.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { noticeKeys } from '#src/lib/queries/keys.ts';

export type NoticeListQuery = Pick<NoticeQuery, 'page' | 'size' | 'sortType'> & Partial<Pick<NoticeQuery, 'isImportant' | 'searchKeyword'>>;

export function noticeListQuery(http: HttpApi, teamId: number, query: NoticeListQuery, enabled = true) {
  return queryOptions({
    queryKey: noticeKeys.list(teamId, query),
    queryFn: ({ signal }) => http.call('listNotices', { params: { id: teamId }, query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function noticeQuery(http: HttpApi, teamId: number, noticeId: number) {
  return queryOptions({
    queryKey: noticeKeys.detail(teamId, noticeId),
    queryFn: ({ signal }) => http.call('getNotice', { params: { id: teamId, noticeId }, signal }),
  });
}

/** After a write: the saved notice into its detail entry, every list of the team refetched. */
async function afterWrite(queryClient: QueryClient, teamId: number, notice: Notice | null, noticeId: number) {
  if (notice) queryClient.setQueryData(noticeKeys.detail(teamId, noticeId), notice);
  else queryClient.removeQueries({ queryKey: noticeKeys.detail(teamId, noticeId) });
  await queryClient.invalidateQueries({ queryKey: noticeKeys.all(teamId), predicate: (q) => q.queryKey[3] !== 'detail' });
}

export function createNoticeMutation(http: HttpApi, queryClient: QueryClient, teamId: number) {
  return {
    mutationFn: (body: NoticeWriteRequest) => http.call('createNotice', { params: { id: teamId }, body }),
    onSuccess: (notice: Notice) => afterWrite(queryClient, teamId, notice, notice.id),
  };
}

export function updateNoticeMutation(http: HttpApi, queryClient: QueryClient, teamId: number, noticeId: number) {
  return {
    mutationFn: (body: NoticeWriteRequest) => http.call('updateNotice', { params: { id: teamId, noticeId }, body }),
    onSuccess: (notice: Notice) => afterWrite(queryClient, teamId, notice, noticeId),
  };
}

export function deleteNoticeMutation(http: HttpApi, queryClient: QueryClient, teamId: number, noticeId: number) {
  return {
    mutationFn: () => http.call('deleteNotice', { params: { id: teamId, noticeId } }),
    onSuccess: () => afterWrite(queryClient, teamId, null, noticeId),
  };
}
