import { queryOptions, useQuery } from '@tanstack/react-query';
import { DashboardEventListSchema } from '@console/shared/contract';
import { apiRequest, queryKeys } from '@console/shared/react';

export const dashboardEventsQuery = () =>
  queryOptions({
    queryKey: queryKeys.dashboardEvents(),
    queryFn: ({ signal }) => apiRequest(DashboardEventListSchema, '/events', { signal }),
  });

/** The events the user belongs to: the dashboard, and the child events of a series or hub. */
export function useDashboardEvents() {
  return useQuery(dashboardEventsQuery());
}
