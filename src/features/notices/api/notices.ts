/**
 * Mutation option factories of the notices pages (the reads are src/lib/queries/notices.ts). Every
 * notice read sits under noticeKeys.all (the team home's board too), so a write refreshes them all
 * with one prefix invalidation.
 */
import type { Notice, NoticeWriteRequest } from '#contract/notices.ts';
import type { HttpApi } from '#src/lib/services.tsx';
import type { QueryClient } from '@tanstack/react-query';
import { noticeKeys } from '#src/lib/queries/keys.ts';

/** After a write: the saved notice into its detail entry, every list of the team refetched. */
async function afterWrite(queryClient: QueryClient, teamId: number, notice: Notice | null, noticeId: number) {
  if (notice) queryClient.setQueryData(noticeKeys.detail(teamId, noticeId), notice);
  else queryClient.removeQueries({ queryKey: noticeKeys.detail(teamId, noticeId) });
  await queryClient.invalidateQueries({ queryKey: noticeKeys.all(teamId), predicate: (q) => !noticeKeys.isDetail(q.queryKey) });
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
