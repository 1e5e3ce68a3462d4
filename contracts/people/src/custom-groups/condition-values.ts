/**
 * Whether a complete condition's value fits its field and operator: the panel's last check before
 * Apply and the API's before it compiles SQL (a wrong value is a 400 naming it, never ignored).
 */
import type { FilterCondition, FilterField } from './filter-schemas';
import { operatorsFor, valueKindFor } from './operator-rules';

export const CONDITION_VALUE_ERRORS = {
  operator: 'This operator does not apply to this field',
  number: 'Must be a number',
  text: 'Must be non-empty text',
  choice: 'Must be one of the field’s values',
  choices: 'Must be a non-empty list of the field’s values',
  date: 'Must be a date and time',
  guestList: 'Choose an invite list',
  noValue: 'This operator takes no value',
} as const;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export const isIsoDateTime = (value: string): boolean =>
  ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));

/** The problem with a condition's operator or value, or null when it is sound. */
export function conditionValueError(
  field: FilterField,
  condition: Pick<FilterCondition, 'operator' | 'compareValue' | 'customConditionData'>,
  guestListUsedElsewhere: boolean,
): string | null {
  const { operator, compareValue: value } = condition;
  if (!operatorsFor(field, guestListUsedElsewhere).includes(operator))
    return CONDITION_VALUE_ERRORS.operator;
  const allowed = new Set(field.predefinedValues.map((v) => v.value));
  switch (valueKindFor(field, operator)) {
    case 'none':
      return value === null ? null : CONDITION_VALUE_ERRORS.noValue;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? null
        : CONDITION_VALUE_ERRORS.number;
    case 'text':
      return typeof value === 'string' && value.trim() !== '' ? null : CONDITION_VALUE_ERRORS.text;
    case 'select':
      return typeof value === 'string' && allowed.has(value) ? null : CONDITION_VALUE_ERRORS.choice;
    case 'multiSelect':
      return Array.isArray(value) && value.length > 0 && value.every((v) => allowed.has(v))
        ? null
        : CONDITION_VALUE_ERRORS.choices;
    case 'date':
      return typeof value === 'string' && isIsoDateTime(value) ? null : CONDITION_VALUE_ERRORS.date;
    case 'guestList':
      return condition.customConditionData === null ? CONDITION_VALUE_ERRORS.guestList : null;
  }
}
