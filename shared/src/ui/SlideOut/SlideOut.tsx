import type { ReactNode } from 'react';
import { Button as AriaButton, Dialog as AriaDialog, Heading } from 'react-aria-components';
import { ModalFrame } from '../Dialog/ModalFrame';
import styles from './SlideOut.module.css';

export interface SlideOutProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons in the footer, primary action last. */
  actions?: ReactNode;
  /** Escape, outside press and the close button close it unless false (a pending write). */
  isDismissable?: boolean;
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
