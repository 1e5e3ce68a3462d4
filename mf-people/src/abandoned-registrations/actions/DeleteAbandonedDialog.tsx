import { ConfirmDialog } from '@console/shared/ui/dialog';
import { ABANDONED_MESSAGES } from './words';

/** The question before deleting abandoned registrations (spec people §8). */
export function DeleteAbandonedDialog({
  isOpen,
  isPending,
  onConfirm,
  onCancel,
}: {
  isOpen: boolean;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={ABANDONED_MESSAGES.deleteTitle}
      message={ABANDONED_MESSAGES.deleteConfirmation}
      confirmLabel="Delete"
      tone="danger"
      isPending={isPending}
      onConfirm={onConfirm}
    />
  );
}
