/**
 * The confirm dialog's body (src/components/ui/confirm-dialog.tsx loads it after the screen has
 * painted): React Aria's alert dialog in a modal.
 */
import type { ReactNode } from 'react';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { messages } from '#src/lib/messages.ts';
import { Button } from './button.tsx';
import * as dialogCss from './dialog.css.ts';
import * as css from './confirm-dialog.css.ts';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  confirmLabel: string;
  /** The way out: 취소 unless the dialog says otherwise. */
  cancelLabel?: string;
  onConfirm: () => void;
  /** A destructive action gets the danger colour. */
  destructive?: boolean;
  isPending?: boolean;
}

/** An alert dialog asking to confirm an action; Cancel has the initial focus (the safe choice). */
export function AlertDialog({
  title,
  children,
  isOpen,
  onOpenChange,
  confirmLabel,
  cancelLabel = messages.common.cancel,
  onConfirm,
  destructive = false,
  isPending = false,
}: ConfirmDialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={!isPending} className={dialogCss.overlay}>
      <Modal className={dialogCss.modal}>
        <Dialog role="alertdialog" className={dialogCss.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={dialogCss.title}>
                {title}
              </Heading>
              <div className={css.body}>{children}</div>
              <div className={css.actions}>
                <Button variant="secondary" onPress={close} autoFocus isDisabled={isPending}>
                  {cancelLabel}
                </Button>
                <Button variant={destructive ? 'danger' : 'primary'} onPress={onConfirm} isDisabled={isPending}>
                  {confirmLabel}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
