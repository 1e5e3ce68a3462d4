import { Dialog as AriaDialog, Heading } from 'react-aria-components';
import styles from './Dialog.module.css';
import { ModalFrame, type ModalProps } from './ModalFrame';

export type DialogSize = 'message' | 'wide';

export interface DialogProps extends ModalProps {
  role?: 'dialog' | 'alertdialog';
  /**
   * 'message' (the default) is sized for a message; 'wide' is wide enough for a table with
   * filters, and its body scrolls between the title and the footer.
   */
  size?: DialogSize;
}

const SIZE_CLASSES: Record<DialogSize, { modal?: string; dialog?: string; body?: string }> = {
  message: { modal: styles.modal, dialog: styles.dialog, body: styles.body },
  wide: { modal: styles.wideModal, dialog: styles.wideDialog, body: styles.wideBody },
};

/** A modal dialog: focus is trapped, returned on close, the title labels the dialog. */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  children,
  actions,
  isDismissable = true,
  role = 'dialog',
  size = 'message',
}: DialogProps) {
  const classes = SIZE_CLASSES[size];
  return (
    <ModalFrame
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      overlayClassName={styles.overlay}
      modalClassName={classes.modal}
    >
      <AriaDialog className={classes.dialog} role={role}>
        <Heading slot="title" className={styles.title}>
          {title}
        </Heading>
        {children ? <div className={classes.body}>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </AriaDialog>
    </ModalFrame>
  );
}
