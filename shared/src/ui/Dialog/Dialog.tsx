import { Dialog as AriaDialog, Heading } from 'react-aria-components';
import styles from './Dialog.module.css';
import { ModalFrame, type ModalProps } from './ModalFrame';

export interface DialogProps extends ModalProps {
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
