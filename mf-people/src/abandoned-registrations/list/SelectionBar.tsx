import { Button, formatNumber } from '@console/shared/ui';
import { ActionBar } from '@console/shared/ui/list-controls';
import styles from '../Abandoned.module.css';

export interface SelectionBarProps {
  count: number;
  total: number;
  isAllSelected: boolean;
  /** Too many explicit rows for a delete or reminder call: the actions are disabled. */
  tooManyForActions: boolean;
  /** Why the selection is too big for an action or the CSV, or null. */
  note: string | null;
  readOnly: boolean;
  isPending: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  onRemind: () => void;
  onDelete: () => void;
}

/** The bar while rows are selected: select all across pages, clear, bulk Send reminder and Delete. */
export function SelectionBar({
  count,
  total,
  isAllSelected,
  tooManyForActions,
  note,
  readOnly,
  isPending,
  onSelectAll,
  onClear,
  onRemind,
  onDelete,
}: SelectionBarProps) {
  const disabled = readOnly || tooManyForActions;
  return (
    <ActionBar
      label="Selected registrants"
      actions={
        <>
          <Button isDisabled={disabled} isPending={isPending} onPress={onRemind}>
            Send reminder
          </Button>
          <Button variant="danger" isDisabled={disabled} isPending={isPending} onPress={onDelete}>
            Delete
          </Button>
        </>
      }
    >
      <strong aria-live="polite">{`${formatNumber(count)} selected`}</strong>
      {!isAllSelected && count < total ? (
        <Button variant="link" onPress={onSelectAll}>
          {`Select all ${formatNumber(total)}`}
        </Button>
      ) : null}
      <Button variant="link" onPress={onClear}>
        Clear all
      </Button>
      {note ? <span className={styles.note}>{note}</span> : null}
    </ActionBar>
  );
}
