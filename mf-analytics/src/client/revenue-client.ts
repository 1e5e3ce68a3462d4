/**
 * The revenue dashboard endpoints (spec §4.3, §7 re-sync), one function per call. Paths come
 * from the contract's ANALYTICS_API; answers are validated with the contract's schemas.
 */
import { apiRequest } from '@console/shared/react';
import {
  ANALYTICS_API,
  RevenueDashboardSchema,
  RevenueSyncStartedSchema,
  type RevenueDashboard,
  type RevenueSyncStarted,
} from '@console/analytics-contract';

export function fetchRevenueDashboard(
  eventId: number,
  signal?: AbortSignal,
): Promise<RevenueDashboard> {
  return apiRequest(RevenueDashboardSchema, ANALYTICS_API.revenue(eventId), { signal });
}

/** Starts a manual re-sync from the CRM (202); a 409 says why it cannot start now. */
export function startRevenueSync(eventId: number): Promise<RevenueSyncStarted> {
  return apiRequest(RevenueSyncStartedSchema, ANALYTICS_API.revenueSync(eventId), {
    method: 'POST',
  });
}
