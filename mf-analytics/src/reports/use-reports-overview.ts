import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchReportsOverview } from '../client/reports-client';
import { analyticsKeys, type DashboardVariant } from '@console/analytics-contract';

export const reportsOverviewQuery = (eventId: number, variant: DashboardVariant) =>
  queryOptions({
    queryKey: analyticsKeys.reports(eventId, variant),
    queryFn: ({ signal }) => fetchReportsOverview(eventId, variant, signal),
  });

/** The viewer's report tabs (the API applies §2.10 and §5) and the time of the last report update. */
export function useReportsOverview(variant: DashboardVariant) {
  const { eventId } = useCurrentEvent();
  return useQuery(reportsOverviewQuery(eventId, variant));
}
