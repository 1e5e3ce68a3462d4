import type { PermissionRequirement } from '@console/shared/contract';

/** Every abandoned-registration endpoint needs this at event scope (spec people §6). */
export const ABANDONED_REQUIREMENT: PermissionRequirement = { anyOf: ['PEOPLE_ATTENDEES_WRITE'] };
