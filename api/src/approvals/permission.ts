import type { PermissionRequirement } from '@console/shared/contract';

/** Every approvals endpoint, and reading an approval job, needs this at event scope. */
export const APPROVALS_REQUIREMENT: PermissionRequirement = { anyOf: ['PEOPLE_ATTENDEES_WRITE'] };
