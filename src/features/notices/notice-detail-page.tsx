/**
 * `/teams/{teamId}/notices/{noticeId}`: one notice — title, author, when it was posted and edited,
 * and the body. Admins edit it or delete it (after a confirmation, then back to the list with a toast).
 */
import type { PageProps } from '#src/lib/page-props.ts';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog, useConfirm } from '#src/components/ui/confirm-dialog.tsx';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { ButtonLink } from '#src/components/ui/link.tsx';
import { Loading } from '#src/components/ui/loading.tsx';
import { Tag } from '#src/components/ui/tag.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { messages } from '#src/lib/messages.ts';
import { noticeMessages } from '#src/lib/messages/notices.ts';
import { useServices } from '#src/lib/services.tsx';
import { useViewer } from '#src/lib/use-viewer.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useLocation } from 'wouter';
import { noticeQuery } from '#src/lib/queries/notices.ts';
import { deleteNoticeMutation } from './api/notices.ts';
import { NoticeBody } from './components/notice-body.tsx';
import { formatNoticeDateTime, wasEdited } from './notice-format.ts';
import * as css from './notices.css.ts';
import { FailureNote } from '#src/components/common/failure-note.tsx';

const m = noticeMessages;

export function NoticeDetailPage({ params }: PageProps) {
  const teamId = Number(params.teamId);
  const noticeId = Number(params.noticeId);
  const { http } = useServices();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { isAdmin } = useViewer(teamId);
  const notice = useQuery(noticeQuery(http, teamId, noticeId));
  const remove = useMutation(deleteNoticeMutation(http, queryClient, teamId, noticeId));
  const deletion = useConfirm();
  const titleId = useId();
  const listHref = `/teams/${teamId}/notices`;

  async function confirmDelete() {
    try {
      await remove.mutateAsync();
    } catch (error) {
      deletion.close();
      toast.error(messages.toast.failure(m.deleteFailed, errorJson(error)));
      return;
    }
    deletion.close();
    toast.success(m.deleted);
    navigate(listHref);
  }

  if (notice.isPending) return <Loading />;
  if (notice.isError) return <FailureNote message={m.loadFailed} onRetry={() => void notice.refetch()} />;
  const n = notice.data;
  return (
    <div className={css.page}>
      <div className={css.actions}>
        <ButtonLink href={listHref} variant="ghost">
          <ArrowLeft aria-hidden className={iconSmall} />
          {m.backToList}
        </ButtonLink>
        {isAdmin ? (
          <div className={css.actionGroup}>
            <ButtonLink href={`/teams/${teamId}/notices/${noticeId}/edit`} variant="secondary">
              {m.edit}
            </ButtonLink>
            <Button variant="danger" onPress={() => deletion.ask()}>
              {m.delete}
            </Button>
          </div>
        ) : null}
      </div>
      <article className={css.article} aria-labelledby={titleId}>
        <header className={css.articleHeader}>
          {n.isImportant ? (
            <span>
              <Tag tone="blue">{m.importantMark}</Tag>
            </span>
          ) : null}
          <h2 id={titleId} className={css.articleTitle}>
            {n.title}
          </h2>
          <dl className={css.metaList}>
            <MetaPair label={m.author}>{n.authorName}</MetaPair>
            <MetaPair label={m.createdAt}>
              <time dateTime={n.createdAt}>{formatNoticeDateTime(n.createdAt)}</time>
            </MetaPair>
            {wasEdited(n) ? (
              <MetaPair label={m.updatedAt}>
                <time dateTime={n.updatedAt}>{formatNoticeDateTime(n.updatedAt)}</time>
              </MetaPair>
            ) : null}
          </dl>
        </header>
        <NoticeBody html={n.content} />
      </article>
      <ConfirmDialog
        title={m.deleteTitle}
        {...deletion.dialogProps}
        confirmLabel={m.deleteConfirm}
        onConfirm={() => void confirmDelete()}
        destructive
        isPending={remove.isPending}
      >
        <p>{m.deleteBody(n.title)}</p>
      </ConfirmDialog>
    </div>
  );
}

/** One line of the notice's facts: what, then its value. */
function MetaPair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={css.metaPair}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
