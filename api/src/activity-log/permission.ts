import type { PermissionRequirement } from '@console/shared/contract';
import { ACTIVITY_LOG_PERMISSIONS } from '@console/activity-log-contract';

/** The log opens to a user holding any write permission of the event (issue #46). */
export const ACTIVITY_LOG_REQUIREMENT: PermissionRequirement = { anyOf: ACTIVITY_LOG_PERMISSIONS };
