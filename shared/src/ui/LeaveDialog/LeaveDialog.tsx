import type { LeaveConfirmation } from '@console/shared/react';
import { ConfirmDialog } from '../ConfirmDialog';

export interface LeaveDialogProps {
  /** From useLeaveConfirmation: open while a navigation waits. */
  confirmation: LeaveConfirmation;
  title: string;
  message: string;
}

/** Asks before leaving a page with unsaved work: Leave goes on, Stay (or closing) stays. */
export function LeaveDialog({ confirmation, title, message }: LeaveDialogProps) {
  return (
    <ConfirmDialog
      isOpen={confirmation.isAsking}
      onOpenChange={(open) => {
        if (!open) confirmation.stay();
      }}
      title={title}
      message={message}
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={confirmation.leave}
    />
  );
}
