/**
 * What the schedules page's two form dialogs (일정, 자체전) share: the wide dialog that a pending save
 * keeps open, and the save itself — saved, it says so, closes and opens the day the item is on;
 * refused on the form's fields, the form shows them; otherwise a toast (decision 089).
 */
import type { ReactNode } from 'react';
import { AppDialog } from '#src/components/ui/dialog.tsx';
import { toast } from '#src/components/ui/toast-queue.ts';
import { errorJson } from '#src/lib/error-json.ts';
import { messages } from '#src/lib/messages.ts';
import { seoulDayOf } from '../schedule-dates.ts';

/** What the page gives either dialog: the team, and what to do when it closes and when an item is saved. */
export interface ItemDialogProps {
  teamId: number;
  onClose: () => void;
  /** After the dialog has closed: the day of the saved item, to open. */
  onSaved: (day: string) => void;
}

export function ItemFormDialog({
  title,
  isOpen,
  isPending,
  onClose,
  children,
}: {
  title: string;
  isOpen: boolean;
  isPending: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <AppDialog
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={!isPending}
      wide
    >
      {children}
    </AppDialog>
  );
}

export interface ItemSave<Errors> {
  save: () => Promise<{ startAt: string }>;
  fieldErrorsFrom: (error: unknown) => Errors | null;
  /** The toasts: saved, and the failure's label. */
  done: string;
  failed: string;
  /** A refusal the dialog answers itself (the item is gone); true when it did. */
  refused?: (error: unknown) => boolean;
  onClose: ItemDialogProps['onClose'];
  onSaved: ItemDialogProps['onSaved'];
}

export async function saveItem<Errors>({ save, fieldErrorsFrom, done, failed, refused, onClose, onSaved }: ItemSave<Errors>): Promise<Errors | null> {
  try {
    const saved = await save();
    toast.success(done);
    onClose();
    onSaved(seoulDayOf(saved.startAt).toString());
  } catch (error) {
    const fieldErrors = fieldErrorsFrom(error);
    if (fieldErrors) return fieldErrors;
    if (!refused?.(error)) toast.error(messages.toast.failure(failed, errorJson(error)));
  }
  return null;
}
