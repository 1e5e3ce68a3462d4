import {
  addCondition,
  addGroup,
  canAddGroup,
  conditionDrafts,
  draftFromFilterSet,
  emptyCondition,
  guestListUsedElsewhere,
  isSameFilter,
  missingPieces,
  removeEntry,
  setAdvanced,
  setCompareValue,
  setField,
  setGroupOperator,
  setInviteList,
  setOperationType,
  setOperator,
  toFilterSet,
  type ConditionDraft,
  type FilterDraft,
} from './filter-drafts';
import { FILTER_LIMITS, type FilterField, type FilterSet } from './filter-schemas';

const field = (
  filterFieldId: string,
  type: FilterField['type'],
  extra: Partial<FilterField> = {},
): FilterField => ({
  filterFieldId,
  labelName: filterFieldId,
  fieldName: filterFieldId,
  type,
  subType: null,
  predefinedValues: [],
  filterType: 'CUSTOM',
  ...extra,
});

const AGE = field('age', 'NUMBER');
const CITY = field('city', 'STRING');
const EMAIL = field('email', 'STRING', { filterType: 'MANUAL' });
const SIZE = field('size', 'STRING', {
  subType: 'SINGLE_SELECT',
  predefinedValues: [
    { label: 'Small', value: 'S' },
    { label: 'Large', value: 'L' },
  ],
});
const TOPICS = field('topics', 'LIST', {
  predefinedValues: [
    { label: 'AI', value: 'ai' },
    { label: 'Web', value: 'web' },
  ],
});
const VIP = field('vip', 'BOOLEAN');
const ARRIVAL = field('arrival', 'DATE');
const FIELDS = [AGE, CITY, EMAIL, SIZE, TOPICS, VIP, ARRIVAL];

const condition = (elementId: string, patch: Partial<ConditionDraft> = {}): ConditionDraft => ({
  ...emptyCondition(elementId),
  ...patch,
});

const draftOf = (...entries: FilterDraft['entries']): FilterDraft => ({
  operationType: 'AND',
  advanced: entries.some((e) => 'isFilterGroup' in e),
  entries,
});

const APPLIED: FilterSet = {
  operationType: 'OR',
  filterConditionsDTOList: [
    {
      elementId: 'a',
      filterFieldId: 'age',
      fieldName: 'age',
      filterType: 'CUSTOM',
      type: 'NUMBER',
      operator: 'GREATER',
      compareValue: 30,
      customConditionData: null,
    },
    {
      isFilterGroup: true,
      elementId: 'g',
      conditionOperator: 'AND',
      conditions: [
        {
          elementId: 'b',
          filterFieldId: 'email',
          fieldName: 'email',
          filterType: 'MANUAL',
          type: 'STRING',
          operator: 'IN_GUEST_LIST',
          compareValue: null,
          customConditionData: { dataSourceType: 'INVITE_LIST', dataSource: 7 },
        },
      ],
    },
  ],
  isPassAudienceGroupId: true,
  checkForcedUpdatedMapping: false,
};

describe('draftFromFilterSet', () => {
  it('starts a new group with nothing, combined by AND, advanced off', () => {
    expect(draftFromFilterSet(null)).toEqual({
      operationType: 'AND',
      advanced: false,
      entries: [],
    });
  });

  it('edits an applied set as it is, advanced on when it holds a group', () => {
    const draft = draftFromFilterSet(APPLIED);
    expect(draft.operationType).toBe('OR');
    expect(draft.advanced).toBe(true);
    expect(conditionDrafts(draft).map((c) => c.elementId)).toEqual(['a', 'b']);
    expect(toFilterSet(draft, FIELDS, APPLIED)).toEqual(APPLIED);
  });

  it('takes only the flags from the set it is given, never its conditions', () => {
    const draft = removeEntry(draftFromFilterSet(APPLIED), 'g');
    const set = toFilterSet(draft, FIELDS, APPLIED);
    expect(set.filterConditionsDTOList.map((e) => e.elementId)).toEqual(['a']);
    expect(set.operationType).toBe('OR');
    expect(set.isPassAudienceGroupId).toBe(true);
  });
});

describe('adding and removing', () => {
  it('adds conditions at the top level and inside a group, with unique element ids', () => {
    let draft = addCondition(draftFromFilterSet(null));
    draft = addCondition(draft);
    draft = setAdvanced(draft, true);
    draft = addGroup(draft);
    const group = draft.entries[2];
    if (!group || !('isFilterGroup' in group)) throw new Error('no group');
    expect(group.conditions).toHaveLength(1);
    expect(group.conditionOperator).toBe('AND');
    draft = addCondition(draft, group.elementId);
    const ids = [group.elementId, ...conditionDrafts(draft).map((c) => c.elementId)];
    expect(new Set(ids).size).toBe(ids.length);
    expect(conditionDrafts(draft)).toHaveLength(4);
  });

  it('adds a group only in advanced mode', () => {
    const plain = addCondition(draftFromFilterSet(null));
    expect(canAddGroup(plain)).toBe(false);
    expect(addGroup(plain)).toBe(plain);
    expect(addGroup(setAdvanced(plain, true)).entries).toHaveLength(2);
  });

  it('stops at the limits of conditions and groups', () => {
    let draft = setAdvanced(draftFromFilterSet(null), true);
    for (let i = 0; i < FILTER_LIMITS.groupsMax + 2; i += 1) draft = addGroup(draft);
    expect(draft.entries).toHaveLength(FILTER_LIMITS.groupsMax);
    for (let i = 0; i < FILTER_LIMITS.conditionsMax; i += 1) draft = addCondition(draft);
    expect(conditionDrafts(draft)).toHaveLength(FILTER_LIMITS.conditionsMax);
  });

  it('removes a condition, a group, and a group with its last condition', () => {
    const draft = draftFromFilterSet(APPLIED);
    expect(removeEntry(draft, 'a').entries.map((e) => e.elementId)).toEqual(['g']);
    expect(removeEntry(draft, 'g').entries.map((e) => e.elementId)).toEqual(['a']);
    expect(removeEntry(draft, 'b').entries.map((e) => e.elementId)).toEqual(['a']);
  });
});

describe('setField', () => {
  it.each([
    ['single select forces Equals', SIZE, 'EQUAL'],
    ['list forces Any of', TOPICS, 'ANY_OF'],
    ['number leaves the choice', AGE, null],
    ['boolean leaves True/False to choose', VIP, null],
    ['date leaves the choice', ARRIVAL, null],
    ['text leaves the choice', CITY, null],
  ] as const)('%s', (_name, chosen, operator) => {
    const draft = draftOf(
      condition('c', { filterFieldId: 'age', operator: 'EQUAL', compareValue: 3 }),
    );
    const [next] = conditionDrafts(setField(draft, 'c', chosen));
    expect(next).toEqual(condition('c', { filterFieldId: chosen.filterFieldId, operator }));
  });
});

describe('setOperator', () => {
  it('keeps a value the new operator still takes', () => {
    const draft = draftOf(
      condition('c', { filterFieldId: 'city', operator: 'EQUAL', compareValue: 'Oslo' }),
    );
    const [next] = conditionDrafts(setOperator(draft, 'c', 'CONTAINS', CITY));
    expect(next).toMatchObject({ operator: 'CONTAINS', compareValue: 'Oslo' });
  });

  it('clears a value that no longer fits (text to guest list, and back)', () => {
    const text = draftOf(
      condition('c', { filterFieldId: 'email', operator: 'EQUAL', compareValue: 'a@b.c' }),
    );
    const [guest] = conditionDrafts(setOperator(text, 'c', 'IN_GUEST_LIST', EMAIL));
    expect(guest).toMatchObject({ operator: 'IN_GUEST_LIST', compareValue: null });
    const listed = draftOf(
      condition('c', {
        filterFieldId: 'email',
        operator: 'IN_GUEST_LIST',
        customConditionData: { dataSourceType: 'INVITE_LIST', dataSource: 7 },
      }),
    );
    expect(conditionDrafts(setOperator(listed, 'c', 'NOT_IN_GUEST_LIST', EMAIL))[0]).toMatchObject({
      customConditionData: { dataSource: 7 },
    });
    expect(conditionDrafts(setOperator(listed, 'c', 'CONTAINS', EMAIL))[0]).toMatchObject({
      customConditionData: null,
    });
  });
});

describe('setAdvanced', () => {
  it('§4: turning advanced off removes every group and resets the operator to AND', () => {
    const draft = setAdvanced(draftFromFilterSet(APPLIED), false);
    expect(draft).toEqual({
      operationType: 'AND',
      advanced: false,
      entries: [conditionDrafts(draftFromFilterSet(APPLIED))[0]],
    });
  });

  it('turning it on keeps everything', () => {
    const draft = setOperationType(addCondition(draftFromFilterSet(null)), 'OR');
    expect(setAdvanced(draft, true)).toEqual({ ...draft, advanced: true });
  });
});

describe('missingPieces', () => {
  it.each<[string, Partial<ConditionDraft>, string[]]>([
    ['an empty condition lacks field and operator', {}, ['field', 'operator']],
    ['a field without an operator', { filterFieldId: 'age' }, ['operator']],
    ['a number without a value', { filterFieldId: 'age', operator: 'EQUAL' }, ['value']],
    [
      'a number with 0 is complete',
      { filterFieldId: 'age', operator: 'EQUAL', compareValue: 0 },
      [],
    ],
    ['blank text', { filterFieldId: 'city', operator: 'CONTAINS', compareValue: '  ' }, ['value']],
    ['an empty list', { filterFieldId: 'topics', operator: 'ANY_OF', compareValue: [] }, ['value']],
    ['a boolean takes no value', { filterFieldId: 'vip', operator: 'IS_TRUE' }, []],
    [
      'a date without a value',
      { filterFieldId: 'arrival', operator: 'GREATER_OR_EQUAL' },
      ['value'],
    ],
    [
      'a guest list without a list',
      { filterFieldId: 'email', operator: 'IN_GUEST_LIST' },
      ['value'],
    ],
    [
      'a guest list with a list',
      {
        filterFieldId: 'email',
        operator: 'IN_GUEST_LIST',
        customConditionData: { dataSourceType: 'INVITE_LIST', dataSource: 7 },
      },
      [],
    ],
    ['a field the event no longer has', { filterFieldId: 'gone', operator: 'EQUAL' }, ['field']],
  ])('%s', (_name, patch, pieces) => {
    const missing = missingPieces(draftOf(condition('c', patch)), FIELDS);
    expect(missing).toEqual(pieces.map((piece) => ({ elementId: 'c', piece })));
  });

  it('reads conditions inside groups, in display order', () => {
    const draft = draftOf(condition('x', { filterFieldId: 'vip', operator: 'IS_FALSE' }), {
      elementId: 'g',
      isFilterGroup: true,
      conditionOperator: 'OR',
      conditions: [condition('y')],
    });
    expect(missingPieces(draft, FIELDS).map((m) => m.elementId)).toEqual(['y', 'y']);
  });
});

describe('guestListUsedElsewhere', () => {
  it('is true only when another condition, in a group or not, uses a guest-list operator', () => {
    const draft = draftFromFilterSet(APPLIED);
    expect(guestListUsedElsewhere(draft, 'a')).toBe(true);
    expect(guestListUsedElsewhere(draft, 'b')).toBe(false);
    expect(guestListUsedElsewhere(draftOf(condition('c')), 'c')).toBe(false);
  });
});

describe('toFilterSet', () => {
  it('builds the wire set from the fields, with the flags given', () => {
    let draft = addCondition(draftFromFilterSet(null), null, condition('v'));
    draft = setField(draft, 'v', TOPICS);
    draft = setCompareValue(draft, 'v', ['ai']);
    draft = setAdvanced(draft, true);
    draft = addGroup(draft, 'g', condition('e'));
    draft = setGroupOperator(draft, 'g', 'OR');
    draft = setField(draft, 'e', EMAIL);
    draft = setOperator(draft, 'e', 'NOT_IN_GUEST_LIST', EMAIL);
    draft = setInviteList(draft, 'e', 9);
    expect(toFilterSet(draft, FIELDS)).toEqual({
      operationType: 'AND',
      filterConditionsDTOList: [
        {
          elementId: 'v',
          filterFieldId: 'topics',
          fieldName: 'topics',
          filterType: 'CUSTOM',
          type: 'LIST',
          operator: 'ANY_OF',
          compareValue: ['ai'],
          customConditionData: null,
        },
        {
          isFilterGroup: true,
          elementId: 'g',
          conditionOperator: 'OR',
          conditions: [
            {
              elementId: 'e',
              filterFieldId: 'email',
              fieldName: 'email',
              filterType: 'MANUAL',
              type: 'STRING',
              operator: 'NOT_IN_GUEST_LIST',
              compareValue: null,
              customConditionData: { dataSourceType: 'INVITE_LIST', dataSource: 9 },
            },
          ],
        },
      ],
      isPassAudienceGroupId: false,
      checkForcedUpdatedMapping: false,
    });
  });

  it('refuses an incomplete draft rather than send a partial filter', () => {
    expect(() => toFilterSet(draftOf(condition('c')), FIELDS)).toThrow(/incomplete/);
  });
});

describe('isSameFilter', () => {
  const applied = draftFromFilterSet(APPLIED);

  it('is true for the applied draft, and after an edit is undone', () => {
    expect(isSameFilter(applied, draftFromFilterSet(APPLIED))).toBe(true);
    const edited = setCompareValue(applied, 'a', 31);
    expect(isSameFilter(applied, edited)).toBe(false);
    expect(isSameFilter(applied, setCompareValue(edited, 'a', 30))).toBe(true);
  });

  it('sees an added empty condition, an operator change and a group operator change', () => {
    expect(isSameFilter(applied, addCondition(applied))).toBe(false);
    expect(isSameFilter(applied, setOperationType(applied, 'AND'))).toBe(false);
    expect(isSameFilter(applied, setGroupOperator(applied, 'g', 'OR'))).toBe(false);
  });

  it('ignores element ids and the advanced switch alone', () => {
    const plain = draftOf(condition('c', { filterFieldId: 'vip', operator: 'IS_TRUE' }));
    const renamed = draftOf(condition('d', { filterFieldId: 'vip', operator: 'IS_TRUE' }));
    expect(isSameFilter(plain, renamed)).toBe(true);
    expect(isSameFilter(plain, setAdvanced(plain, true))).toBe(true);
    expect(isSameFilter(draftFromFilterSet(null), addCondition(draftFromFilterSet(null)))).toBe(
      false,
    );
  });
});
