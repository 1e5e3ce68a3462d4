import {
  CONDITION_VALUE_ERRORS,
  draftFromFilterSet,
  PEOPLE_MESSAGES,
  type FilterCondition,
} from '@console/people-contract';
import { conditionErrors } from './condition-errors';
import { FIELDS } from './testing/fixtures';

const setOf = (...conditions: FilterCondition[]) =>
  draftFromFilterSet({
    operationType: 'AND',
    filterConditionsDTOList: conditions,
    isPassAudienceGroupId: false,
    checkForcedUpdatedMapping: false,
  });

const base: FilterCondition = {
  elementId: 'c',
  filterFieldId: 'size',
  fieldName: 'size',
  filterType: 'CUSTOM',
  type: 'STRING',
  operator: 'EQUAL',
  compareValue: 'S',
  customConditionData: null,
};

describe('conditionErrors', () => {
  it('is empty for sound conditions', () => {
    expect(conditionErrors(setOf(base), FIELDS).size).toBe(0);
  });

  it('says which piece is required', () => {
    expect(conditionErrors(setOf({ ...base, compareValue: null }), FIELDS).get('c')).toEqual({
      value: PEOPLE_MESSAGES.fieldRequired,
    });
  });

  it('catches a value the field does not offer, as the API would', () => {
    expect(conditionErrors(setOf({ ...base, compareValue: 'XL' }), FIELDS).get('c')).toEqual({
      value: CONDITION_VALUE_ERRORS.choice,
    });
  });

  it('catches an operator the field does not offer (a second guest-list condition)', () => {
    const guest = (elementId: string, dataSource: number): FilterCondition => ({
      ...base,
      elementId,
      filterFieldId: 'email',
      fieldName: 'email',
      operator: 'IN_GUEST_LIST',
      compareValue: null,
      customConditionData: { dataSourceType: 'INVITE_LIST', dataSource },
    });
    const errors = conditionErrors(setOf(guest('a', 7), guest('b', 8)), FIELDS);
    expect(errors.get('a')).toEqual({ operator: CONDITION_VALUE_ERRORS.operator });
    expect(errors.get('b')).toEqual({ operator: CONDITION_VALUE_ERRORS.operator });
  });
});
