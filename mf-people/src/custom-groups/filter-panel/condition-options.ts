/** The choices of a condition's selects, from the contract's operator rules (spec §5). */
import {
  labelPlainText,
  OPERATOR_LABELS,
  operatorsFor,
  type FilterField,
  type FilterOperator,
} from '@console/people-contract';
import type { SelectOption } from '@console/shared/ui/select';
import type { InviteListOption } from './types';

/** Field labels may hold markup: an option shows the label's text, its markup left out. */
export const fieldOptions = (fields: readonly FilterField[]): SelectOption[] =>
  fields.map((field) => ({ id: field.filterFieldId, label: labelPlainText(field.labelName) }));

export const operatorOptions = (
  field: FilterField | undefined,
  guestListUsedElsewhere: boolean,
): SelectOption[] =>
  field
    ? operatorsFor(field, guestListUsedElsewhere).map((operator) => ({
        id: operator,
        label: OPERATOR_LABELS[operator],
      }))
    : [];

export const predefinedOptions = (field: FilterField): SelectOption[] =>
  field.predefinedValues.map((v) => ({ id: v.value, label: v.label }));

export const inviteListOptions = (lists: readonly InviteListOption[]): SelectOption[] =>
  lists.map((list) => ({ id: list.audienceGroupId, label: list.name }));

/** The operator a select key names, if it is one the field offers. */
export const operatorOf = (
  key: unknown,
  field: FilterField,
  guestListUsedElsewhere: boolean,
): FilterOperator | undefined =>
  operatorsFor(field, guestListUsedElsewhere).find((operator) => operator === key);
