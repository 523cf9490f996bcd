/**
 * The admin's 자체전 만들기 dialog (decision 081): a new scrimmage on the selected day. Saved, it opens
 * the day it is on; the scrimmage's own page is one tap away on its card.
 */
import type { ScrimmageCreateRequest } from '#contract/scrimmages.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppDialog } from '#src/components/ui/dialog.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { messages } from '#src/lib/messages.ts';
import { scheduleMessages } from '#src/lib/messages/schedules.ts';
import { useServices } from '#src/lib/services.tsx';
import { createScrimmageMutation } from '../api/schedules.ts';
import { seoulDayOf } from '../schedule-dates.ts';
import { emptyScrimmageForm, scrimmageFieldErrorsFrom, type ScrimmageFieldErrors } from '../scrimmage-form-values.ts';
import { ScrimmageForm } from './scrimmage-form.tsx';

const s = scheduleMessages.scrimmageForm;

export function ScrimmageDialog({
  teamId,
  day,
  onClose,
  onSaved,
}: {
  teamId: number;
  day: string | null;
  onClose: () => void;
  onSaved: (day: string) => void;
}) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const create = useMutation(createScrimmageMutation(http, queryClient, teamId));

  async function submit(request: ScrimmageCreateRequest): Promise<ScrimmageFieldErrors | null> {
    try {
      await create.mutateAsync(request);
      toast.success(s.created);
      onSaved(seoulDayOf(request.startAt).toString());
    } catch (error) {
      const fieldErrors = scrimmageFieldErrorsFrom(error);
      if (fieldErrors) return fieldErrors;
      toast.error(messages.toast.failure(s.createFailed, errorJson(error)));
    }
    return null;
  }

  return (
    <AppDialog
      title={s.title}
      isOpen={day !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={!create.isPending}
      wide
    >
      {day ? <ScrimmageForm key={day} initialValues={emptyScrimmageForm(day)} isSubmitting={create.isPending} onSubmit={submit} onCancel={onClose} /> : null}
    </AppDialog>
  );
}
