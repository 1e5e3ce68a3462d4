import { TIMINGS } from '@console/shared/contract';
import { useNotifier } from '@console/shared/react';
import { errorText } from '@console/shared/ui';
import { ConfirmDialog } from '@console/shared/ui/dialog';
import { COMMUNICATION_WORDS as WORDS } from '../words';

export interface DeleteDialogProps {
  title: string;
  message: string;
  deletedText: string;
  isPending: boolean;
  remove: () => Promise<void>;
  onClose: () => void;
}

/** Asks before a delete; the delete's outcome is a toast. */
export function DeleteDialog({
  title,
  message,
  deletedText,
  isPending,
  remove,
  onClose,
}: DeleteDialogProps) {
  const { notify } = useNotifier();
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      message={message}
      confirmLabel={WORDS.delete}
      tone="danger"
      isPending={isPending}
      onConfirm={() => {
        remove().then(
          () => {
            notify(deletedText, { tone: 'success', durationMs: TIMINGS.toastShortMs });
            onClose();
          },
          (error: unknown) =>
            notify(errorText(error), { tone: 'error', durationMs: TIMINGS.toastLongMs }),
        );
      }}
    />
  );
}
