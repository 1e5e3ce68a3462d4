/**
 * The filter panel's editing model (people-and-access-control §4, §5): a filter set whose
 * conditions may still lack a field, an operator or a value. Every edit is a pure function from
 * draft to draft; `toFilterSet` turns a complete draft into the wire FilterSet.
 */
import {
  FILTER_LIMITS,
  isFilterGroup,
  type CompareValue,
  type ConditionOperator,
  type CustomConditionData,
  type FilterCondition,
  type FilterField,
  type FilterOperator,
  type FilterSet,
} from './filter-schemas';
import { forcedOperator, isGuestListOperator, valueKindFor } from './operator-rules';

export interface ConditionDraft {
  elementId: string;
  filterFieldId: string | null;
  operator: FilterOperator | null;
  compareValue: CompareValue | null;
  customConditionData: CustomConditionData | null;
}

export interface GroupDraft {
  elementId: string;
  isFilterGroup: true;
  conditionOperator: ConditionOperator;
  conditions: ConditionDraft[];
}

export type EntryDraft = ConditionDraft | GroupDraft;

export interface FilterDraft {
  operationType: ConditionOperator;
  /** Advanced mode: filter groups may be added. */
  advanced: boolean;
  entries: EntryDraft[];
}

export type MissingPiece = 'field' | 'operator' | 'value';

export interface MissingPieceAt {
  elementId: string;
  piece: MissingPiece;
}

/** The wire set's two flags, which the panel does not edit but carries through. */
export type FilterSetFlags = Pick<FilterSet, 'isPassAudienceGroupId' | 'checkForcedUpdatedMapping'>;

const NO_FLAGS: FilterSetFlags = { isPassAudienceGroupId: false, checkForcedUpdatedMapping: false };

export const isGroupDraft = (entry: EntryDraft): entry is GroupDraft =>
  'isFilterGroup' in entry && entry.isFilterGroup;

let created = 0;
const idPrefix = Math.random().toString(36).slice(2, 8);

/** An element id unique within this page's drafts (and unlike the ids of saved sets). */
export const newElementId = (): string => `el-${idPrefix}-${(created += 1).toString(36)}`;

export const emptyCondition = (elementId: string = newElementId()): ConditionDraft => ({
  elementId,
  filterFieldId: null,
  operator: null,
  compareValue: null,
  customConditionData: null,
});

const conditionDraftOf = (condition: FilterCondition): ConditionDraft => ({
  elementId: condition.elementId,
  filterFieldId: condition.filterFieldId,
  operator: condition.operator,
  compareValue: condition.compareValue,
  customConditionData: condition.customConditionData,
});

/** The draft of an applied set; a new group (null) starts with no conditions, combined by AND. */
export function draftFromFilterSet(set: FilterSet | null): FilterDraft {
  if (set === null) return { operationType: 'AND', advanced: false, entries: [] };
  const entries = set.filterConditionsDTOList.map((entry): EntryDraft =>
    isFilterGroup(entry)
      ? {
          elementId: entry.elementId,
          isFilterGroup: true,
          conditionOperator: entry.conditionOperator,
          conditions: entry.conditions.map(conditionDraftOf),
        }
      : conditionDraftOf(entry),
  );
  return { operationType: set.operationType, advanced: entries.some(isGroupDraft), entries };
}

/** Every condition of a draft, those inside groups included, in display order. */
export const conditionDrafts = (draft: FilterDraft): ConditionDraft[] =>
  draft.entries.flatMap((entry) => (isGroupDraft(entry) ? entry.conditions : [entry]));

const groupCount = (draft: FilterDraft) => draft.entries.filter(isGroupDraft).length;

export const canAddCondition = (draft: FilterDraft): boolean =>
  conditionDrafts(draft).length < FILTER_LIMITS.conditionsMax;

export const canAddGroup = (draft: FilterDraft): boolean =>
  draft.advanced && canAddCondition(draft) && groupCount(draft) < FILTER_LIMITS.groupsMax;

/** Adds an empty condition at the end of the set, or of the group `groupElementId`. */
export function addCondition(
  draft: FilterDraft,
  groupElementId: string | null = null,
  condition: ConditionDraft = emptyCondition(),
): FilterDraft {
  if (!canAddCondition(draft)) return draft;
  if (groupElementId === null) return { ...draft, entries: [...draft.entries, condition] };
  return {
    ...draft,
    entries: draft.entries.map((entry) =>
      isGroupDraft(entry) && entry.elementId === groupElementId
        ? { ...entry, conditions: [...entry.conditions, condition] }
        : entry,
    ),
  };
}

/** Adds a group holding one empty condition; only in advanced mode. */
export function addGroup(
  draft: FilterDraft,
  elementId: string = newElementId(),
  condition: ConditionDraft = emptyCondition(),
): FilterDraft {
  if (!canAddGroup(draft)) return draft;
  const group: GroupDraft = {
    elementId,
    isFilterGroup: true,
    conditionOperator: 'AND',
    conditions: [condition],
  };
  return { ...draft, entries: [...draft.entries, group] };
}

/** Removes a condition or a group; a group whose last condition goes is removed with it. */
export function removeEntry(draft: FilterDraft, elementId: string): FilterDraft {
  const entries = draft.entries.flatMap((entry): EntryDraft[] => {
    if (entry.elementId === elementId) return [];
    if (!isGroupDraft(entry)) return [entry];
    const conditions = entry.conditions.filter((c) => c.elementId !== elementId);
    if (conditions.length === entry.conditions.length) return [entry];
    return conditions.length === 0 ? [] : [{ ...entry, conditions }];
  });
  return { ...draft, entries };
}

function updateCondition(
  draft: FilterDraft,
  elementId: string,
  update: (condition: ConditionDraft) => ConditionDraft,
): FilterDraft {
  const apply = (condition: ConditionDraft) =>
    condition.elementId === elementId ? update(condition) : condition;
  return {
    ...draft,
    entries: draft.entries.map((entry) =>
      isGroupDraft(entry) ? { ...entry, conditions: entry.conditions.map(apply) } : apply(entry),
    ),
  };
}

/** Chooses a condition's field: the forced operator if the field has one, and no value. */
export const setField = (draft: FilterDraft, elementId: string, field: FilterField): FilterDraft =>
  updateCondition(draft, elementId, (condition) => ({
    ...condition,
    filterFieldId: field.filterFieldId,
    operator: forcedOperator(field),
    compareValue: null,
    customConditionData: null,
  }));

/** Chooses an operator; the value is kept only when the new operator takes the same kind. */
export const setOperator = (
  draft: FilterDraft,
  elementId: string,
  operator: FilterOperator,
  field: FilterField,
): FilterDraft =>
  updateCondition(draft, elementId, (condition) => {
    const fits =
      condition.operator !== null &&
      valueKindFor(field, condition.operator) === valueKindFor(field, operator);
    return fits
      ? { ...condition, operator }
      : { ...condition, operator, compareValue: null, customConditionData: null };
  });

export const setCompareValue = (
  draft: FilterDraft,
  elementId: string,
  compareValue: CompareValue | null,
): FilterDraft => updateCondition(draft, elementId, (c) => ({ ...c, compareValue }));

/** The invite list a guest-list condition reads. */
export const setInviteList = (
  draft: FilterDraft,
  elementId: string,
  audienceGroupId: number | null,
): FilterDraft =>
  updateCondition(draft, elementId, (c) => ({
    ...c,
    customConditionData:
      audienceGroupId === null
        ? null
        : { dataSourceType: 'INVITE_LIST', dataSource: audienceGroupId },
  }));

export const setOperationType = (
  draft: FilterDraft,
  operationType: ConditionOperator,
): FilterDraft => ({ ...draft, operationType });

export const setGroupOperator = (
  draft: FilterDraft,
  groupElementId: string,
  conditionOperator: ConditionOperator,
): FilterDraft => ({
  ...draft,
  entries: draft.entries.map((entry) =>
    isGroupDraft(entry) && entry.elementId === groupElementId
      ? { ...entry, conditionOperator }
      : entry,
  ),
});

/** §4: turning advanced filters off removes every group and resets the operator to AND. */
export function setAdvanced(draft: FilterDraft, advanced: boolean): FilterDraft {
  if (advanced) return { ...draft, advanced };
  return {
    advanced,
    operationType: 'AND',
    entries: draft.entries.filter((entry) => !isGroupDraft(entry)),
  };
}

const fieldOf = (fields: readonly FilterField[], filterFieldId: string | null) =>
  filterFieldId === null ? undefined : fields.find((f) => f.filterFieldId === filterFieldId);

const hasValue = (value: CompareValue | null): boolean => {
  if (value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return Number.isFinite(value);
};

/**
 * §5: each condition needs a field, an operator and a value (or, for the guest-list operators,
 * an invite list). A field the event no longer offers counts as missing.
 */
export function missingPieces(
  draft: FilterDraft,
  fields: readonly FilterField[],
): MissingPieceAt[] {
  return conditionDrafts(draft).flatMap((condition): MissingPieceAt[] => {
    const { elementId, operator } = condition;
    const field = fieldOf(fields, condition.filterFieldId);
    const missing: MissingPieceAt[] = [];
    if (!field) missing.push({ elementId, piece: 'field' });
    if (operator === null) missing.push({ elementId, piece: 'operator' });
    if (!field || operator === null) return missing;
    const kind = valueKindFor(field, operator);
    const valueMissing =
      kind === 'guestList'
        ? condition.customConditionData === null
        : kind !== 'none' && !hasValue(condition.compareValue);
    return valueMissing ? [...missing, { elementId, piece: 'value' }] : missing;
  });
}

/** Whether a condition other than `elementId` uses a guest-list operator (§5: only one may). */
export const guestListUsedElsewhere = (draft: FilterDraft, elementId: string): boolean =>
  conditionDrafts(draft).some(
    (condition) => condition.elementId !== elementId && isGuestListOperator(condition.operator),
  );

function conditionOf(condition: ConditionDraft, fields: readonly FilterField[]): FilterCondition {
  const field = fieldOf(fields, condition.filterFieldId);
  if (!field || condition.operator === null)
    throw new Error(`Condition ${condition.elementId} is incomplete`);
  const guestList = valueKindFor(field, condition.operator) === 'guestList';
  return {
    elementId: condition.elementId,
    filterFieldId: field.filterFieldId,
    fieldName: field.fieldName,
    filterType: field.filterType,
    type: field.type,
    operator: condition.operator,
    compareValue: guestList ? null : condition.compareValue,
    customConditionData: guestList ? condition.customConditionData : null,
  };
}

/** The wire set of a complete draft (check `missingPieces` first: an incomplete one throws). */
export function toFilterSet(
  draft: FilterDraft,
  fields: readonly FilterField[],
  flags: FilterSetFlags = NO_FLAGS,
): FilterSet {
  const missing = missingPieces(draft, fields);
  if (missing.length > 0)
    throw new Error(`The filter is incomplete: ${missing.map((m) => m.elementId).join(', ')}`);
  return {
    operationType: draft.operationType,
    filterConditionsDTOList: draft.entries.map((entry) =>
      isGroupDraft(entry)
        ? {
            isFilterGroup: true,
            elementId: entry.elementId,
            conditionOperator: entry.conditionOperator,
            conditions: entry.conditions.map((c) => conditionOf(c, fields)),
          }
        : conditionOf(entry, fields),
    ),
    isPassAudienceGroupId: flags.isPassAudienceGroupId,
    checkForcedUpdatedMapping: flags.checkForcedUpdatedMapping,
  };
}

/** A condition's meaning: its content without the element id, data source keys in one order. */
const conditionMeaning = (c: ConditionDraft) => [
  c.filterFieldId,
  c.operator,
  c.compareValue,
  c.customConditionData && [c.customConditionData.dataSourceType, c.customConditionData.dataSource],
];

/** A draft's meaning, without element ids or the advanced switch (which filter nothing). */
const meaningOf = (draft: FilterDraft) => [
  draft.operationType,
  draft.entries.map((entry) =>
    isGroupDraft(entry)
      ? [entry.conditionOperator, entry.conditions.map(conditionMeaning)]
      : conditionMeaning(entry),
  ),
];

/** Whether two drafts filter the same way (§5: Apply is disabled until something changed). */
export const isSameFilter = (a: FilterDraft, b: FilterDraft): boolean =>
  JSON.stringify(meaningOf(a)) === JSON.stringify(meaningOf(b));
