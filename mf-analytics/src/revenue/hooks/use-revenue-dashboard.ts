import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchRevenueDashboard } from '../../client/revenue-client';
import { analyticsKeys, isSyncing, type RevenueDashboard } from '@console/analytics-contract';

/** While a sync runs the dashboard is read this often, until it ends COMPLETED or FAILED. */
export const REVENUE_POLL_MS = 2000;

export function revenuePollInterval(data: RevenueDashboard | undefined): number | false {
  const integration = data?.integration;
  return integration && isSyncing(integration) ? REVENUE_POLL_MS : false;
}

export const revenueDashboardQuery = (eventId: number) =>
  queryOptions({
    queryKey: analyticsKeys.revenue(eventId),
    queryFn: ({ signal }) => fetchRevenueDashboard(eventId, signal),
    refetchInterval: (query) => revenuePollInterval(query.state.data),
  });

/** The integration's state and the synced figures; polled while a sync runs. */
export function useRevenueDashboard() {
  const { eventId } = useCurrentEvent();
  return useQuery(revenueDashboardQuery(eventId));
}
