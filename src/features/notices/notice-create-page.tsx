/** `/teams/{teamId}/notices/create` (TEAM_ADMIN): a new notice; saved, it opens its own page. */
import type { PageProps } from '#src/lib/page-props.ts';
import { toast } from '#src/components/ui/toast-queue.ts';
import { noticeMessages } from '#src/lib/messages/notices.ts';
import { useServices } from '#src/lib/services.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { createNoticeMutation } from './api/notices.ts';
import { NoticeForm } from './components/notice-form.tsx';
import * as css from './notices.css.ts';

const empty = { title: '', content: '', isImportant: false };

export function NoticeCreatePage({ params }: PageProps) {
  const teamId = Number(params.teamId);
  const { http } = useServices();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const create = useMutation(createNoticeMutation(http, queryClient, teamId));
  return (
    <div className={css.page}>
      <p className={css.muted}>{noticeMessages.editorLead}</p>
      <NoticeForm
        initial={empty}
        cancelHref={`/teams/${teamId}/notices`}
        save={(request) => create.mutateAsync(request)}
        onSaved={(notice) => {
          toast.success(noticeMessages.created);
          navigate(`/teams/${teamId}/notices/${notice.id}`, { replace: true });
        }}
      />
    </div>
  );
}
