import type { PermissionRequirement } from '@console/shared/contract';

/** Spec §6: "Tickets, coupons, ... : ticketing write", for every ticketing route. */
export const TICKETING_REQUIREMENT: PermissionRequirement = {
  anyOf: ['REGISTRATION_TICKETING_WRITE'],
};
