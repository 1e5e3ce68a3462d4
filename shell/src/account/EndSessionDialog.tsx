import { ConfirmDialog } from '@console/shared/ui/dialog';
import { endSessionConfirmation, type EndSessionRequest } from './end-session-request';

export interface EndSessionDialogProps {
  /** What to end; the dialog is closed while null. */
  request: EndSessionRequest | null;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: (request: EndSessionRequest) => void;
}

/** Asks before logging a device (or every other device) out. */
export function EndSessionDialog({
  request,
  isPending,
  onCancel,
  onConfirm,
}: EndSessionDialogProps) {
  if (request === null) return null;
  const { title, message, confirmLabel } = endSessionConfirmation(request);
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onCancel();
      }}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      tone="danger"
      isPending={isPending}
      onConfirm={() => onConfirm(request)}
    />
  );
}
