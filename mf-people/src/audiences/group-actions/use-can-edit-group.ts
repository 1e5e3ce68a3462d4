import { useEventAccess } from '@console/shared/react';
import {
  groupWritePermission,
  isEditableGroup,
  type AudienceGroup,
} from '@console/people-contract';

/**
 * Whether a card offers Rename and Delete (spec people §5, §6): custom groups with audience groups
 * write, invite lists with invite list write; never a system group. The API decides again.
 */
export function useCanEditGroup(): (group: AudienceGroup) => boolean {
  const { permissions } = useEventAccess();
  return (group) =>
    isEditableGroup(group.audienceGroupType) &&
    permissions.includes(groupWritePermission(group.audienceGroupType));
}
