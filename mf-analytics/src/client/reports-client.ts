/** The reports overview (spec §7 "get event report text"): the viewer's tabs and the last update. */
import { apiRequest } from '@console/shared/react';
import {
  ANALYTICS_API,
  ReportsOverviewSchema,
  type DashboardVariant,
  type ReportsOverview,
} from '@console/analytics-contract';

export function fetchReportsOverview(
  eventId: number,
  variant: DashboardVariant,
  signal?: AbortSignal,
): Promise<ReportsOverview> {
  return apiRequest(ReportsOverviewSchema, ANALYTICS_API.reports(eventId), {
    query: { variant },
    signal,
  });
}
