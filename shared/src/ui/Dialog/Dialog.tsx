import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading } from 'react-aria-components';
import styles from './Dialog.module.css';
import { ModalFrame } from './ModalFrame';

export interface DialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons in the footer, primary action last. */
  actions?: ReactNode;
  /** Escape and outside press close it unless false (a pending write should not be dismissed). */
  isDismissable?: boolean;
  role?: 'dialog' | 'alertdialog';
}

/** A modal dialog: focus is trapped, returned on close, the title labels the dialog. */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  children,
  actions,
  isDismissable = true,
  role = 'dialog',
}: DialogProps) {
  return (
    <ModalFrame
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      overlayClassName={styles.overlay}
      modalClassName={styles.modal}
    >
      <AriaDialog className={styles.dialog} role={role}>
        <Heading slot="title" className={styles.title}>
          {title}
        </Heading>
        {children ? <div className={styles.body}>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </AriaDialog>
    </ModalFrame>
  );
}
