import type { PermissionRequirement } from '@console/shared/contract';

/** The revenue dashboard and its manual sync (spec §6: analytics reports read). */
export const REVENUE_REQUIREMENT: PermissionRequirement = { anyOf: ['ANALYTICS_REPORTS_READ'] };
