import { ConfirmDialog } from '@console/shared/ui/dialog';

export interface DeleteRequestDialogProps {
  name: string | null;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before deleting a rejected request (flex events). */
export function DeleteRequestDialog({
  name,
  isPending,
  onConfirm,
  onCancel,
}: DeleteRequestDialogProps) {
  return (
    <ConfirmDialog
      isOpen={name !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Delete request?"
      message={`The rejected request of ${name ?? ''} is deleted for good.`}
      confirmLabel="Delete"
      tone="danger"
      isPending={isPending}
      onConfirm={onConfirm}
    />
  );
}
