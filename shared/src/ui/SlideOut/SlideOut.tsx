import { Button as AriaButton, Dialog as AriaDialog, Heading } from 'react-aria-components';
import { ModalFrame, type ModalProps } from '../Dialog/ModalFrame';
import styles from './SlideOut.module.css';

export interface SlideOutProps extends ModalProps {
  /** The close button's name; the button is disabled when the panel is not dismissable. */
  closeLabel?: string;
}

/**
 * A modal side panel at the inline end of the screen, for a form or details beside the page:
 * focus is trapped inside and returned to what opened it.
 */
export function SlideOut({
  isOpen,
  onOpenChange,
  title,
  children,
  actions,
  isDismissable = true,
  closeLabel = 'Close',
}: SlideOutProps) {
  return (
    <ModalFrame
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      overlayClassName={styles.overlay}
      modalClassName={styles.panel}
    >
      <AriaDialog className={styles.dialog}>
        <header className={styles.header}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          <AriaButton
            className={styles.close}
            aria-label={closeLabel}
            isDisabled={!isDismissable}
            onPress={() => onOpenChange(false)}
          >
            ×
          </AriaButton>
        </header>
        <div className={styles.body}>{children}</div>
        {actions ? <footer className={styles.actions}>{actions}</footer> : null}
      </AriaDialog>
    </ModalFrame>
  );
}
