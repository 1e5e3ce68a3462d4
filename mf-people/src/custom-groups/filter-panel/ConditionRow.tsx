import {
  guestListUsedElsewhere,
  removeEntry,
  setCompareValue,
  setField,
  setInviteList,
  setOperator,
  type ConditionDraft,
  type FilterDraft,
  type FilterField,
} from '@console/people-contract';
import { Button, TextField } from '@console/shared/ui';
import { Select } from '@console/shared/ui/select';
import type { ConditionErrors } from './condition-errors';
import { fieldOptions, operatorOf, operatorOptions } from './condition-options';
import styles from './FilterPanel.module.css';
import type { DraftEdit } from './use-filter-draft';
import { ValueInput } from './ValueInput';
import type { InviteListOption } from './types';

export interface ConditionRowProps {
  condition: ConditionDraft;
  /** The condition's place in the panel, from 1: names the row and its remove button. */
  position: number;
  draft: FilterDraft;
  fields: readonly FilterField[];
  inviteLists: readonly InviteListOption[];
  timeZone: string;
  errors: ConditionErrors | undefined;
  edit: DraftEdit;
}

/** Field labels are longer than the 10 characters the spec gives multi-select options. */
const FIELD_LABEL_MAX = 30;

/** One condition: field, operator (the field's, spec §5) and value, and its remove button. */
export function ConditionRow({
  condition,
  position,
  draft,
  fields,
  inviteLists,
  timeZone,
  errors,
  edit,
}: ConditionRowProps) {
  const { elementId, operator } = condition;
  const field = fields.find((f) => f.filterFieldId === condition.filterFieldId);
  const guestListElsewhere = guestListUsedElsewhere(draft, elementId);
  return (
    <div role="group" aria-label={`Filter ${position}`} className={styles.condition}>
      <Select
        label="Field"
        placeholder="Choose a field"
        options={fieldOptions(fields)}
        labelMaxLength={FIELD_LABEL_MAX}
        value={field ? field.filterFieldId : null}
        onChange={(key) => {
          const chosen = fields.find((f) => f.filterFieldId === key);
          if (chosen) edit((d) => setField(d, elementId, chosen));
        }}
        errorMessage={errors?.field}
      />
      <Select
        label="Operator"
        placeholder="Choose an operator"
        options={operatorOptions(field, guestListElsewhere)}
        labelMaxLength={FIELD_LABEL_MAX}
        value={operator}
        isDisabled={!field}
        onChange={(key) => {
          const chosen = field && operatorOf(key, field, guestListElsewhere);
          if (field && chosen) edit((d) => setOperator(d, elementId, chosen, field));
        }}
        errorMessage={errors?.operator}
      />
      {field && operator ? (
        <ValueInput
          field={field}
          operator={operator}
          condition={condition}
          inviteLists={inviteLists}
          timeZone={timeZone}
          errorMessage={errors?.value}
          onValue={(value) => edit((d) => setCompareValue(d, elementId, value))}
          onInviteList={(id) => edit((d) => setInviteList(d, elementId, id))}
        />
      ) : (
        <TextField label="Value" value="" onChange={() => undefined} isDisabled />
      )}
      <Button
        size="small"
        variant="link"
        aria-label={`Remove filter ${position}`}
        onPress={() => edit((d) => removeEntry(d, elementId))}
      >
        Remove
      </Button>
    </div>
  );
}
