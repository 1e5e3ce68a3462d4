import type { PermissionRequirement } from '@console/shared/contract';

/** Every invite-list endpoint and the import job (spec people §6: invite list page). */
export const INVITE_LIST_REQUIREMENT: PermissionRequirement = {
  anyOf: ['PEOPLE_INVITE_LIST_WRITE'],
};
