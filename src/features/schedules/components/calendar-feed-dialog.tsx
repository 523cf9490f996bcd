/**
 * 캘린더 구독: the member's private iCalendar address for the team (a phone calendar subscribes to
 * it and keeps itself up to date), a copy button, how to add it on a phone, and 주소 재발급 for a
 * leaked address — after a confirmation, because every calendar subscribed to the old one stops.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { CopyLinkButton } from '#src/components/common/link-buttons.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog, useConfirm } from '#src/components/ui/confirm-dialog.tsx';
import { AppDialog } from '#src/components/ui/dialog.tsx';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { TextField } from '#src/components/ui/text-field.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { messages } from '#src/lib/messages.ts';
import { scheduleMessages } from '#src/lib/messages/schedules.ts';
import { useServices } from '#src/lib/services.tsx';
import { calendarFeedQuery } from '#src/lib/queries/schedules.ts';
import { resetCalendarFeedMutation } from '../api/schedules.ts';
import * as css from '../schedules.css.ts';
import { QueryState } from '#src/components/common/query-state.tsx';

const f = scheduleMessages.feed;

export function CalendarFeedDialog({ teamId, isOpen, onOpenChange }: { teamId: number; isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <AppDialog title={f.title} isOpen={isOpen} onOpenChange={onOpenChange}>
      {(close) => <FeedBody teamId={teamId} onClose={close} />}
    </AppDialog>
  );
}

function FeedBody({ teamId, onClose }: { teamId: number; onClose: () => void }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const feed = useQuery(calendarFeedQuery(http, teamId));
  const reset = useMutation(resetCalendarFeedMutation(http, queryClient, teamId));
  const feedReset = useConfirm();
  const noteId = useId();

  function resetFeed() {
    reset.mutate(undefined, {
      onSuccess: () => toast.success(f.resetDone),
      onError: (error) => toast.error(messages.toast.failure(f.resetFailed, errorJson(error))),
      onSettled: () => feedReset.close(),
    });
  }

  return (
    <div className={css.feedBody}>
      <p>{f.lead}</p>
      <QueryState query={feed} failed={f.loadFailed}>
        {({ url }) => (
          <div className={css.feedUrlRow}>
            <div className={css.feedUrlLine}>
              <div className={css.feedUrl}>
                <TextField label={f.urlLabel} value={url} isReadOnly aria-describedby={noteId} />
              </div>
              <CopyLinkButton variant="primary" text={url} copied={f.copied} failed={f.copyFailed}>
                <Copy aria-hidden className={iconSmall} />
                {f.copy}
              </CopyLinkButton>
            </div>
            <p id={noteId} className={css.muted}>
              {f.privateNote}
            </p>
          </div>
        )}
      </QueryState>
      <h3 className={css.subHeading}>{f.howToHeading}</h3>
      <ol className={css.howTo}>
        {f.howTo.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className={css.itemActions}>
        <Button variant="secondary" onPress={() => feedReset.ask()} isDisabled={!feed.isSuccess}>
          <RefreshCw aria-hidden className={iconSmall} />
          {f.reset}
        </Button>
        <Button variant="ghost" onPress={onClose}>
          {f.close}
        </Button>
      </div>
      <ConfirmDialog
        title={f.resetTitle}
        {...feedReset.dialogProps}
        confirmLabel={f.resetConfirm}
        onConfirm={resetFeed}
        destructive
        isPending={reset.isPending}
      >
        {f.resetBody}
      </ConfirmDialog>
    </div>
  );
}
