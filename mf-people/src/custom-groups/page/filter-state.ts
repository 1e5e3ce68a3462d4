/**
 * The custom group's filter set as the page holds it (spec people §3, §5): the saved set read back
 * from the group, whether a set has filters, whether two sets filter the same, whether every
 * condition is complete. Pure functions; the page and the save rules use them.
 */
import { z } from '@console/shared/zod';
import {
  conditionsOf,
  conditionValueError,
  FilterEntrySchema,
  isFilterGroup,
  isGuestListOperator,
  type CustomGroup,
  type FilterEntry,
  type FilterField,
  type FilterSet,
} from '@console/people-contract';

const EntriesSchema = z.array(FilterEntrySchema);

function parseEntries(json: string): FilterSet['filterConditionsDTOList'] | null {
  try {
    const parsed = EntriesSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The set the group was saved with; null when it has none (members chosen by id only). */
export function savedFilterSet(
  group: Pick<CustomGroup, 'accessGroupFilterMapping'>,
): FilterSet | null {
  const mapping = group.accessGroupFilterMapping;
  if (!mapping) return null;
  const entries = parseEntries(mapping.conditions);
  if (!entries || entries.length === 0) return null;
  return {
    operationType: mapping.operationType,
    filterConditionsDTOList: entries,
    isPassAudienceGroupId: false,
    checkForcedUpdatedMapping: false,
  };
}

export const hasFilters = (set: FilterSet | null): set is FilterSet =>
  set !== null && set.filterConditionsDTOList.length > 0;

/** Same conditions and combination; the query flags (isPassAudienceGroupId…) do not count. */
export function sameFilters(a: FilterSet | null, b: FilterSet | null): boolean {
  if (!hasFilters(a) || !hasFilters(b)) return !hasFilters(a) && !hasFilters(b);
  return (
    a.operationType === b.operationType &&
    JSON.stringify(a.filterConditionsDTOList) === JSON.stringify(b.filterConditionsDTOList)
  );
}

/**
 * Every condition names a field of the event and has the operator and value that field takes
 * (a saved set whose field was since removed is incomplete).
 */
export function isFilterComplete(set: FilterSet | null, fields: readonly FilterField[]): boolean {
  if (!hasFilters(set)) return true;
  const conditions = conditionsOf(set);
  return conditions.every((condition) => {
    const field = fields.find((f) => f.filterFieldId === condition.filterFieldId);
    if (!field) return false;
    const guestListUsedElsewhere = conditions.some(
      (other) => other !== condition && isGuestListOperator(other.operator),
    );
    return conditionValueError(field, condition, guestListUsedElsewhere) === null;
  });
}

/** The set as a query or a save sends it: a published group's manual members are included. */
export const scopedFilterSet = (set: FilterSet, isPublished: boolean): FilterSet => ({
  ...set,
  isPassAudienceGroupId: isPublished,
});

/**
 * The set without one element (a condition, a group, or a condition inside a group; a group left
 * empty goes too); null when nothing remains.
 */
export function withoutElement(set: FilterSet, elementId: string): FilterSet | null {
  const entries = set.filterConditionsDTOList.flatMap((entry): FilterEntry[] => {
    if (entry.elementId === elementId) return [];
    if (!isFilterGroup(entry)) return [entry];
    const conditions = entry.conditions.filter((c) => c.elementId !== elementId);
    return conditions.length > 0 ? [{ ...entry, conditions }] : [];
  });
  return entries.length > 0 ? { ...set, filterConditionsDTOList: entries } : null;
}
