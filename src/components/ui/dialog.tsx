import type { ReactNode } from 'react';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import * as css from './dialog.css.ts';

export interface AppDialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Escape and clicking outside close it (default true). */
  isDismissable?: boolean;
  /** A wider dialog on larger screens, for long forms. */
  wide?: boolean;
}

/** A modal dialog with a title heading (its accessible name). A sheet on phones, centred above. */
export function AppDialog({ title, isOpen, onOpenChange, children, isDismissable = true, wide = false }: AppDialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable} className={css.overlay}>
      <Modal className={wide ? `${css.modal} ${css.wide}` : css.modal}>
        <Dialog className={css.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={css.title}>
                {title}
              </Heading>
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
