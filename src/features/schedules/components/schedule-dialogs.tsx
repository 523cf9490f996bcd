/**
 * The admin's dialogs: the item form (a new item on the selected day, or an item to edit — its
 * attendance answers stay, the server keeps them) and the delete confirmation. Every write
 * refreshes the team's schedule ranges, the profile preview's included (../api/schedules.ts).
 */
import type { Schedule, ScheduleWriteRequest } from '#contract/schedules.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { HttpError } from '#src/lib/http/errors.ts';
import { messages } from '#src/lib/messages.ts';
import { scheduleMessages } from '#src/lib/messages/schedules.ts';
import { useServices } from '#src/lib/services.tsx';
import { errorCodes } from '#contract/error-codes.ts';
import { createScheduleMutation, deleteScheduleMutation, updateScheduleMutation } from '../api/schedules.ts';
import { emptyScheduleForm, formValuesFromSchedule, scheduleFieldErrorsFrom, type ScheduleFieldErrors } from '../schedule-form-values.ts';
import { ItemFormDialog, saveItem, type ItemDialogProps } from './item-form-dialog.tsx';
import { ScheduleForm } from './schedule-form.tsx';

const m = scheduleMessages;

/** What the form dialog is doing: adding on a day, or editing an item. */
export type FormTarget = { mode: 'create'; day: string } | { mode: 'edit'; item: Schedule };

const isGone = (error: unknown) => error instanceof HttpError && error.code === errorCodes.NOTFOUND_SCHEDULE.code;

export function ScheduleFormDialog({ teamId, target, onClose, onSaved }: ItemDialogProps & { target: FormTarget | null }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const create = useMutation(createScheduleMutation(http, queryClient, teamId));
  const update = useMutation(updateScheduleMutation(http, queryClient, teamId));
  const pending = create.isPending || update.isPending;

  const submit = (request: ScheduleWriteRequest) =>
    saveItem<ScheduleFieldErrors>({
      save: () => (target?.mode === 'edit' ? update.mutateAsync({ scheduleId: target.item.id, body: request }) : create.mutateAsync(request)),
      fieldErrorsFrom: scheduleFieldErrorsFrom,
      done: target?.mode === 'edit' ? m.form.updated : m.form.created,
      failed: target?.mode === 'edit' ? m.form.updateFailed : m.form.createFailed,
      refused: (error) => {
        if (!isGone(error)) return false;
        toast.error((error as HttpError).message);
        onClose();
        return true;
      },
      onClose,
      onSaved,
    });

  return (
    <ItemFormDialog title={target?.mode === 'edit' ? m.form.editTitle : m.form.createTitle} isOpen={target !== null} isPending={pending} onClose={onClose}>
      {target ? (
        <ScheduleForm
          // A new target is a new form: no values carried over from the last one.
          key={target.mode === 'edit' ? `edit-${target.item.id}` : `create-${target.day}`}
          teamId={teamId}
          initialValues={target.mode === 'edit' ? formValuesFromSchedule(target.item) : emptyScheduleForm(target.day)}
          submitLabel={target.mode === 'edit' ? m.form.submitEdit : m.form.submitCreate}
          isSubmitting={pending}
          onSubmit={submit}
          onCancel={onClose}
        />
      ) : null}
    </ItemFormDialog>
  );
}

export function DeleteScheduleDialog({ teamId, item, onClose }: { teamId: number; item: Schedule | null; onClose: () => void }) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const remove = useMutation(deleteScheduleMutation(http, queryClient, teamId));

  function confirm() {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => toast.success(m.deleted),
      onError: (error) => toast.error(isGone(error) ? (error as HttpError).message : messages.toast.failure(m.deleteFailed, errorJson(error))),
      onSettled: () => onClose(),
    });
  }

  return (
    <ConfirmDialog
      title={m.deleteTitle}
      isOpen={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      confirmLabel={m.deleteConfirm}
      onConfirm={confirm}
      destructive
      isPending={remove.isPending}
    >
      {item ? m.deleteBody(item.title) : null}
    </ConfirmDialog>
  );
}
