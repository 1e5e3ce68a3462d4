import type { ReactNode } from 'react';
import { Modal, ModalOverlay } from 'react-aria-components';
import { useReturnFocus } from './use-return-focus';

/** What the caller of any kit modal (Dialog, SlideOut) gives it. */
export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons in the footer, primary action last. */
  actions?: ReactNode;
  /** Escape and outside press close it unless false (a pending write should not be dismissed). */
  isDismissable?: boolean;
}

export interface ModalFrameProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Escape and outside press close it unless false (a pending write should not be dismissed). */
  isDismissable: boolean;
  overlayClassName?: string;
  modalClassName?: string;
  children: ReactNode;
}

/**
 * What every modal of the kit shares (Dialog, SlideOut): the overlay, the same dismiss rules,
 * and focus returned to what opened it.
 */
export function ModalFrame({
  isOpen,
  onOpenChange,
  isDismissable,
  overlayClassName,
  modalClassName,
  children,
}: ModalFrameProps) {
  useReturnFocus(isOpen);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={overlayClassName}
    >
      <Modal className={modalClassName}>{children}</Modal>
    </ModalOverlay>
  );
}
