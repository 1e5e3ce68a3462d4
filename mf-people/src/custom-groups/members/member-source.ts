/**
 * Where the member table reads from (spec people §7): a saved group whose filters are unchanged
 * reads its members; otherwise the audience of the applied (unsaved) filter set; nothing while
 * there is no filter to apply.
 */
import { hasFilters, sameFilters, scopedFilterSet } from '../page/filter-state';
import type { CustomGroupStatus, FilterSet } from '@console/people-contract';

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
