import {
  customGroup,
  FIELDS,
  HAS_ATTENDED,
  ROLE_IS_SPEAKER,
  SPEAKERS_WHO_ATTENDED,
} from '../testing/fixtures';
import {
  isFilterComplete,
  sameFilters,
  savedFilterSet,
  scopedFilterSet,
  withoutElement,
} from './filter-state';
import type { FilterSet } from '@console/people-contract';

const NESTED: FilterSet = {
  ...SPEAKERS_WHO_ATTENDED,
  operationType: 'OR',
  filterConditionsDTOList: [
    ROLE_IS_SPEAKER,
    {
      isFilterGroup: true,
      elementId: 'g-1',
      conditionOperator: 'AND',
      conditions: [HAS_ATTENDED],
    },
  ],
};

describe('custom group filter state', () => {
  it('reads the saved set from the group, and nothing from a missing or broken mapping', () => {
    expect(savedFilterSet(customGroup({}, NESTED))).toEqual({
      ...NESTED,
      isPassAudienceGroupId: false,
      checkForcedUpdatedMapping: false,
    });
    expect(savedFilterSet(customGroup())).toBeNull();
    const broken = (conditions: string) =>
      savedFilterSet(
        customGroup({ accessGroupFilterMapping: { conditions, operationType: 'AND' } }),
      );
    expect(broken('not json')).toBeNull();
    expect(broken('[{"elementId":1}]')).toBeNull();
    expect(broken('[]')).toBeNull();
  });

  it('compares the conditions and their combination, not the query flags', () => {
    expect(sameFilters(NESTED, { ...NESTED, isPassAudienceGroupId: true })).toBe(true);
    expect(sameFilters(NESTED, { ...NESTED, operationType: 'AND' })).toBe(false);
    expect(sameFilters(NESTED, SPEAKERS_WHO_ATTENDED)).toBe(false);
    expect(sameFilters(null, { ...NESTED, filterConditionsDTOList: [] })).toBe(true);
    expect(sameFilters(null, NESTED)).toBe(false);
  });

  it('finds a condition incomplete when its field is gone or its value does not fit', () => {
    expect(isFilterComplete(NESTED, FIELDS)).toBe(true);
    expect(isFilterComplete(null, FIELDS)).toBe(true);
    expect(
      isFilterComplete(
        NESTED,
        FIELDS.filter((f) => f.filterFieldId !== 'attended'),
      ),
    ).toBe(false);
    const noValue: FilterSet = {
      ...SPEAKERS_WHO_ATTENDED,
      filterConditionsDTOList: [{ ...ROLE_IS_SPEAKER, compareValue: null }],
    };
    expect(isFilterComplete(noValue, FIELDS)).toBe(false);
  });

  it('removes a condition, a condition inside a group, and a group left empty', () => {
    expect(withoutElement(NESTED, 'c-role')?.filterConditionsDTOList).toEqual([
      NESTED.filterConditionsDTOList[1],
    ]);
    expect(withoutElement(NESTED, 'c-attended')?.filterConditionsDTOList).toEqual([
      ROLE_IS_SPEAKER,
    ]);
    expect(withoutElement(withoutElement(NESTED, 'g-1') as FilterSet, 'c-role')).toBeNull();
  });

  it("includes a published group's manual members in its queries", () => {
    expect(scopedFilterSet(NESTED, true).isPassAudienceGroupId).toBe(true);
    expect(scopedFilterSet(NESTED, false).isPassAudienceGroupId).toBe(false);
  });
});
