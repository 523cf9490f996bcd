/**
 * "미응답자에게 알림" on an item that has not started (TEAM_ADMIN, decision 058): the button with how many
 * have not answered, how the last reminder went, the wait until the next may go (at most one an
 * hour), and when the schedule reminds by itself. A refusal is said in the server's Korean.
 */
import type { Schedule } from '#contract/schedules.ts';
import { errorCodes } from '#contract/error-codes.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FailureNote } from '#src/components/common/failure-note.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { iconSmall } from '#src/components/ui/icon.css.ts';
import { toast } from '#src/components/ui/toast-queue.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { HttpError } from '#src/lib/http/errors.ts';
import { messages } from '#src/lib/messages.ts';
import { scheduleMessages } from '#src/lib/messages/schedules.ts';
import { reminderKeys } from '#src/lib/queries/keys.ts';
import { reminderStatusQuery } from '#src/lib/queries/notifications.ts';
import { useServices } from '#src/lib/services.tsx';
import { useNow } from '#src/lib/use-now.ts';
import { remindScheduleMutation } from '../api/reminders.ts';
import { reminderView } from '../reminder-view.ts';
import * as css from '../schedules.css.ts';

const r = scheduleMessages.reminders;
const refusals: number[] = [errorCodes.REMINDER_TOO_SOON.code, errorCodes.REMINDER_AFTER_START.code, errorCodes.NOTFOUND_SCHEDULE.code];

export function ReminderAction({ item }: { item: Schedule }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const statusId = useId();
  const status = useQuery(reminderStatusQuery(http, item.teamId, item.id));
  const [justSentAt, setJustSentAt] = useState<string | null>(null);
  const send = useMutation(remindScheduleMutation(http, queryClient, item.teamId, item.id));
  // Ticks only while the button waits, so it comes back when the hour is up.
  const waiting = status.data?.nextAllowedAt != null;
  const now = useNow(15_000, waiting);

  // An answer given meanwhile (here or by a member) changes who has not answered: read it again
  // when the item's counts move, not on the first render (the read has just started).
  const { attend, absent, undecided } = item.attendance;
  const counted = useRef(`${attend}/${absent}/${undecided}`);
  useEffect(() => {
    const counts = `${attend}/${absent}/${undecided}`;
    if (counts === counted.current) return;
    counted.current = counts;
    void queryClient.invalidateQueries({ queryKey: reminderKeys.status(item.teamId, item.id) });
  }, [queryClient, item.teamId, item.id, attend, absent, undecided]);

  if (status.data === undefined) {
    return status.isError ? <FailureNote message={r.loadFailed} onRetry={() => void status.refetch()} /> : null;
  }
  const view = reminderView(status.data, Math.max(now, Date.now()), justSentAt);
  const press = () =>
    send.mutate(undefined, {
      onSuccess: (answer) => setJustSentAt(answer.lastCall?.sentAt ?? null),
      onError: (error) => {
        const known = error instanceof HttpError && error.code !== null && refusals.includes(error.code);
        toast.error(known ? error.message : messages.toast.failure(r.failed, errorJson(error)));
      },
    });

  return (
    <div className={css.reminder}>
      <div>
        <Button variant="secondary" size="sm" onPress={press} isDisabled={!view.canSend} isPending={send.isPending} aria-describedby={statusId}>
          <BellRing aria-hidden className={iconSmall} />
          {r.sendCount(view.count)}
        </Button>
      </div>
      <div id={statusId} role="status" className={css.reminderNotes}>
        {view.result ? <p className={css.reminderResult}>{view.result}</p> : null}
        {view.away ? <p>{view.away}</p> : null}
        {view.wait ? <p>{view.wait}</p> : null}
        {view.automatic ? <p>{view.automatic}</p> : null}
      </div>
    </div>
  );
}
