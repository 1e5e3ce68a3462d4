/**
 * What Create group / Update sends (spec people §7 "save custom access group") and where the user
 * lands after it (§2: cag_created with createdAudienceGroupId, or cag_updated).
 */
import { hasFilters } from './filter-state';
import { isAllSelected, type MemberSelection } from '../members/selection';
import type { CustomGroup, FilterSet, SaveCustomGroupRequest } from '@console/people-contract';

export interface SaveInput {
  group: Pick<CustomGroup, 'groupName' | 'groupUpdateType'>;
  isAccessControlEnabled: boolean;
  applied: FilterSet | null;
  /** A static group's chosen members; null for an active group. */
  selection: MemberSelection | null;
}

export function saveRequestOf({
  group,
  isAccessControlEnabled,
  applied,
  selection,
}: SaveInput): SaveCustomGroupRequest {
  const all = selection !== null && isAllSelected(selection);
  return {
    groupName: group.groupName,
    isAccessControlEnabled,
    groupUpdateType: group.groupUpdateType,
    isActive: true,
    status: 'PUBLISHED',
    filterMapping: hasFilters(applied) ? applied : null,
    selectedAudienceRegistrationIdList: selection && !all ? [...selection.ids] : [],
    isStaticGroupWithAllSelected: all,
  };
}

/** The audiences page's query after a save: its toast reads it. */
export function afterSaveQuery(
  group: Pick<CustomGroup, 'audienceGroupId' | 'status'>,
): Record<string, string | number | boolean> {
  return group.status === 'DRAFT'
    ? { cag_created: true, createdAudienceGroupId: group.audienceGroupId }
    : { cag_updated: true };
}
