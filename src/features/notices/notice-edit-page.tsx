/** `/teams/{teamId}/notices/{noticeId}/edit` (TEAM_ADMIN): the notice in the editor; saved, back to its page. */
import type { PageProps } from '#src/lib/page-props.ts';
import { Loading } from '#src/components/ui/loading.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { noticeMessages } from '#src/lib/messages/notices.ts';
import { useServices } from '#src/lib/services.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { noticeQuery } from '#src/lib/queries/notices.ts';
import { updateNoticeMutation } from './api/notices.ts';
import { NoticeForm } from './components/notice-form.tsx';
import * as css from './notices.css.ts';
import { FailureNote } from '#src/components/common/failure-note.tsx';

export function NoticeEditPage({ params }: PageProps) {
  const teamId = Number(params.teamId);
  const noticeId = Number(params.noticeId);
  const { http } = useServices();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  // Edit what the server has now, not a cached copy someone may have changed since.
  const notice = useQuery({ ...noticeQuery(http, teamId, noticeId), staleTime: 0, refetchOnWindowFocus: false });
  const update = useMutation(updateNoticeMutation(http, queryClient, teamId, noticeId));
  const detailHref = `/teams/${teamId}/notices/${noticeId}`;

  if (notice.isPending || (notice.isFetching && !notice.isFetchedAfterMount)) return <Loading />;
  if (notice.isError) return <FailureNote message={noticeMessages.loadFailed} onRetry={() => void notice.refetch()} />;
  const { title, content, isImportant } = notice.data;
  return (
    <div className={css.page}>
      <NoticeForm
        initial={{ title, content, isImportant }}
        cancelHref={detailHref}
        save={(request) => update.mutateAsync(request)}
        onSaved={() => {
          toast.success(noticeMessages.updated);
          navigate(detailHref, { replace: true });
        }}
      />
    </div>
  );
}
