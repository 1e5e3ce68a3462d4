import { Button } from '@console/shared/ui';
import type { FormField } from '@console/registration-contract';
import type { MoveDirection } from '../hooks/field-order';
import styles from '../Form.module.css';
import { FORM_WORDS as WORDS } from '../words';

export interface FieldActionsProps {
  field: FormField;
  isFirst: boolean;
  isLast: boolean;
  /** The id of a move button, so the page can give it the focus back after a move. */
  moveButtonId: (fieldId: number, direction: MoveDirection) => string;
  /** A move is being saved: presses are ignored, the pressed button keeps the focus. */
  isMoving: boolean;
  onEdit: (field: FormField) => void;
  onMove: (field: FormField, direction: MoveDirection) => void;
  onDelete: (field: FormField) => void;
}

/** A field's buttons, each named after the field ("Move Company up"). */
export function FieldActions({
  field,
  isFirst,
  isLast,
  moveButtonId,
  isMoving,
  onEdit,
  onMove,
  onDelete,
}: FieldActionsProps) {
  return (
    <div className={styles.rowActions}>
      <Button size="small" aria-label={WORDS.editField(field.label)} onPress={() => onEdit(field)}>
        {WORDS.edit}
      </Button>
      <Button
        id={moveButtonId(field.fieldId, 'up')}
        size="small"
        aria-label={WORDS.moveFieldUp(field.label)}
        isDisabled={isFirst}
        isPending={isMoving}
        onPress={() => onMove(field, 'up')}
      >
        {WORDS.up}
      </Button>
      <Button
        id={moveButtonId(field.fieldId, 'down')}
        size="small"
        aria-label={WORDS.moveFieldDown(field.label)}
        isDisabled={isLast}
        isPending={isMoving}
        onPress={() => onMove(field, 'down')}
      >
        {WORDS.down}
      </Button>
      <Button
        size="small"
        variant="danger"
        aria-label={WORDS.deleteField(field.label)}
        onPress={() => onDelete(field)}
      >
        {WORDS.delete}
      </Button>
    </div>
  );
}
