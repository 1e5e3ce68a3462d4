/**
 * Which operators a field offers and what value each takes (people-and-access-control §5, §9).
 * One set of rules for the filter panel and for the API's compiler, so the two cannot disagree.
 */
import { GUEST_LIST_FIELD_NAME, type FilterField, type FilterOperator } from './filter-schemas';

export const OPERATOR_LABELS: Record<FilterOperator, string> = {
  EQUAL: 'Equals',
  NOT_EQUAL: 'Does not equal',
  GREATER: 'Greater than',
  SMALLER: 'Smaller than',
  CONTAINS: 'Contains',
  NOT_CONTAINS: 'Does not contain',
  IN_GUEST_LIST: 'In the guest list',
  NOT_IN_GUEST_LIST: 'Not in the guest list',
  SMALLER_OR_EQUAL: 'Earlier than',
  GREATER_OR_EQUAL: 'Later than',
  IS_TRUE: 'True',
  IS_FALSE: 'False',
  ANY_OF: 'Any of',
};

export const GUEST_LIST_OPERATORS: readonly FilterOperator[] = [
  'IN_GUEST_LIST',
  'NOT_IN_GUEST_LIST',
];

export const isGuestListOperator = (operator: FilterOperator | null): boolean =>
  operator !== null && GUEST_LIST_OPERATORS.includes(operator);

/** What the value input of a condition is, given its field and operator. */
export type ValueKind =
  'none' | 'number' | 'text' | 'select' | 'multiSelect' | 'date' | 'guestList';

type FieldShape = Pick<FilterField, 'type' | 'subType' | 'fieldName'>;

const isSingleSelect = (field: FieldShape) =>
  field.type === 'STRING' && field.subType === 'SINGLE_SELECT';

/**
 * The operators a field offers. `guestListUsedElsewhere`: another condition of the set already
 * uses a guest-list operator, which then is offered nowhere else.
 */
export function operatorsFor(field: FieldShape, guestListUsedElsewhere: boolean): FilterOperator[] {
  switch (field.type) {
    case 'NUMBER':
      return ['EQUAL', 'NOT_EQUAL', 'GREATER', 'SMALLER'];
    case 'BOOLEAN':
      return ['IS_TRUE', 'IS_FALSE'];
    case 'LIST':
      return ['ANY_OF'];
    case 'DATE':
      return ['SMALLER_OR_EQUAL', 'GREATER_OR_EQUAL'];
    case 'STRING': {
      if (isSingleSelect(field)) return ['EQUAL'];
      const guestList =
        field.fieldName === GUEST_LIST_FIELD_NAME && !guestListUsedElsewhere
          ? GUEST_LIST_OPERATORS
          : [];
      return ['EQUAL', 'NOT_EQUAL', 'CONTAINS', 'NOT_CONTAINS', ...guestList];
    }
  }
}

/** The operator chosen for the user when the field allows only one (single-select, list). */
export function forcedOperator(field: FieldShape): FilterOperator | null {
  const operators = operatorsFor(field, true);
  return operators.length === 1 && field.type !== 'BOOLEAN' ? (operators[0] ?? null) : null;
}

export function valueKindFor(field: FieldShape, operator: FilterOperator): ValueKind {
  if (isGuestListOperator(operator)) return 'guestList';
  switch (field.type) {
    case 'NUMBER':
      return 'number';
    case 'BOOLEAN':
      return 'none';
    case 'LIST':
      return 'multiSelect';
    case 'DATE':
      return 'date';
    case 'STRING':
      return isSingleSelect(field) ? 'select' : 'text';
  }
}
