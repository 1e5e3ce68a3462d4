import type { PermissionRequirement } from '@console/shared/contract';

/** Event integrations, and the organization's through them (spec §6: EVENT_INTEGRATIONS_WRITE). */
export const INTEGRATIONS_REQUIREMENT: PermissionRequirement = {
  anyOf: ['EVENT_INTEGRATIONS_WRITE'],
};
