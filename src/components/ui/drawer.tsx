import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Button } from './button.tsx';
import * as css from './drawer.css.ts';
import { icon } from './icon.css.ts';

export interface DrawerProps {
  /** The heading, and the dialog's accessible name. */
  title: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the close button. */
  closeLabel: string;
  children: ReactNode;
}

/**
 * A detail panel: a sheet from the bottom on phones, a full-height panel on the right from md up.
 * Modal, so focus moves in, stays in, and returns to what opened it; Escape or outside click closes.
 */
export function Drawer({ title, isOpen, onOpenChange, closeLabel, children }: DrawerProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={css.overlay}>
      <Modal className={css.panel}>
        <Dialog className={css.dialog}>
          {({ close }) => (
            <>
              <div className={css.head}>
                <Heading slot="title" className={css.title}>
                  {title}
                </Heading>
                <Button variant="ghost" size="icon" onPress={close} aria-label={closeLabel}>
                  <X aria-hidden className={icon} />
                </Button>
              </div>
              <div className={css.body}>{children}</div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
