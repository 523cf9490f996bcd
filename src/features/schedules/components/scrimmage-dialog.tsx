/**
 * The admin's 자체전 만들기 dialog (decision 081): a new scrimmage on the selected day. Saved, it opens
 * the day it is on; the scrimmage's own page is one tap away on its card.
 */
import type { ScrimmageCreateRequest } from '#contract/scrimmages.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scheduleMessages } from '#src/lib/messages/schedules.ts';
import { useServices } from '#src/lib/services.tsx';
import { createScrimmageMutation } from '../api/schedules.ts';
import { emptyScrimmageForm, scrimmageFieldErrorsFrom, type ScrimmageFieldErrors } from '../scrimmage-form-values.ts';
import { ItemFormDialog, saveItem, type ItemDialogProps } from './item-form-dialog.tsx';
import { ScrimmageForm } from './scrimmage-form.tsx';

const s = scheduleMessages.scrimmageForm;

export function ScrimmageDialog({ teamId, day, onClose, onSaved }: ItemDialogProps & { day: string | null }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const create = useMutation(createScrimmageMutation(http, queryClient, teamId));

  const submit = (request: ScrimmageCreateRequest) =>
    saveItem<ScrimmageFieldErrors>({
      save: () => create.mutateAsync(request).then(() => request),
      fieldErrorsFrom: scrimmageFieldErrorsFrom,
      done: s.created,
      failed: s.createFailed,
      onClose,
      onSaved,
    });

  return (
    <ItemFormDialog title={s.title} isOpen={day !== null} isPending={create.isPending} onClose={onClose}>
      {day ? <ScrimmageForm key={day} initialValues={emptyScrimmageForm(day)} isSubmitting={create.isPending} onSubmit={submit} onCancel={onClose} /> : null}
    </ItemFormDialog>
  );
}
