/**
 * Where the member table reads from (spec people §7): a saved group whose filters are unchanged
 * reads its members; otherwise the audience of the applied (unsaved) filter set; nothing while
 * there is no filter to apply.
 */
import { formatNumber } from '@console/shared/ui';
import { hasFilters, sameFilters, scopedFilterSet } from '../page/filter-state';
import {
  PEOPLE_COUNT_MESSAGES,
  type CustomGroupStatus,
  type FilterSet,
} from '@console/people-contract';

export type MemberSource =
  | { kind: 'members'; audienceGroupId: number }
  | { kind: 'audience'; filterSet: FilterSet; audienceGroupId: number | null }
  | { kind: 'none' };

export function memberSource(group: {
  audienceGroupId: number;
  status: CustomGroupStatus;
  saved: FilterSet | null;
  /** The applied set, after the apply debounce. */
  applied: FilterSet | null;
}): MemberSource {
  const isPublished = group.status === 'PUBLISHED';
  if (isPublished && sameFilters(group.applied, group.saved))
    return { kind: 'members', audienceGroupId: group.audienceGroupId };
  if (!hasFilters(group.applied)) return { kind: 'none' };
  return {
    kind: 'audience',
    filterSet: scopedFilterSet(group.applied, isPublished),
    audienceGroupId: isPublished ? group.audienceGroupId : null,
  };
}

/**
 * What the table's count counts (decision 0045): a saved group's members, or the registrants an
 * unsaved filter finds (not members until the group is saved).
 */
export const memberCountText = (source: MemberSource, count: number): string =>
  source.kind === 'members'
    ? PEOPLE_COUNT_MESSAGES.members(count, formatNumber(count))
    : PEOPLE_COUNT_MESSAGES.registrants(count, formatNumber(count));
