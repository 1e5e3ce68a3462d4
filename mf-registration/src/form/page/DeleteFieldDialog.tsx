import { ConfirmDialog } from '@console/shared/ui/dialog';
import { errorText } from '@console/shared/ui';
import type { FormField } from '@console/registration-contract';
import { FieldLeftOutOfFlows, useDeleteField } from '../hooks/use-field-mutations';
import styles from '../Form.module.css';
import { FORM_WORDS as WORDS } from '../words';

export interface DeleteFieldDialogProps {
  field: FormField;
  /** The names of the flows that ask for the field, in the order of their ids. */
  flowNames: readonly string[];
  onClose: () => void;
}

/**
 * Asks before deleting a field, naming it and the flows it is taken out of. A refusal (the custom
 * groups whose filters use it: a 409) shows the API's message here; the field stays, in its flows.
 */
export function DeleteFieldDialog({ field, flowNames, onClose }: DeleteFieldDialogProps) {
  const remove = useDeleteField();
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={WORDS.deleteTitle(field.label)}
      message={
        <>
          <p>{WORDS.deleteMessage}</p>
          {flowNames.length > 0 ? <p>{WORDS.deleteFromFlows(flowNames)}</p> : null}
          {remove.isError ? (
            <p role="alert" className={styles.error}>
              {remove.error instanceof FieldLeftOutOfFlows
                ? `${errorText(remove.error.refusal)} ${WORDS.leftOutOfFlows(flowNames)}`
                : errorText(remove.error)}
            </p>
          ) : null}
        </>
      }
      confirmLabel={remove.isPending ? WORDS.deleting : WORDS.delete}
      tone="danger"
      isPending={remove.isPending}
      onConfirm={() => remove.mutate(field, { onSuccess: onClose })}
    />
  );
}
