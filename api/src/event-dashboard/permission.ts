import type { PermissionRequirement } from '@console/shared/contract';

/**
 * The event dashboard (spec §6: Dashboard needs analytics dashboard read). Not a booth route: a
 * booth owner who is not an organizer is kept to the expo and the booth reports (§2.1).
 */
export const EVENT_DASHBOARD_REQUIREMENT: PermissionRequirement = {
  anyOf: ['ANALYTICS_DASHBOARD_READ'],
};
