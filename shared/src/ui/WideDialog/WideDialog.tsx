import { Dialog as AriaDialog, Heading } from 'react-aria-components';
import dialogStyles from '../Dialog/Dialog.module.css';
import { ModalFrame, type ModalProps } from '../Dialog/ModalFrame';
import styles from './WideDialog.module.css';

export type WideDialogProps = ModalProps;

/**
 * A modal dialog wide enough for a table with filters (Dialog is sized for a message): the
 * body scrolls between the title and the footer, focus is trapped and returned on close.
 */
export function WideDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  actions,
  isDismissable = true,
}: WideDialogProps) {
  return (
    <ModalFrame
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      overlayClassName={dialogStyles.overlay}
      modalClassName={styles.modal}
    >
      <AriaDialog className={styles.dialog}>
        <Heading slot="title" className={dialogStyles.title}>
          {title}
        </Heading>
        {children ? <div className={styles.body}>{children}</div> : null}
        {actions ? <div className={dialogStyles.actions}>{actions}</div> : null}
      </AriaDialog>
    </ModalFrame>
  );
}
