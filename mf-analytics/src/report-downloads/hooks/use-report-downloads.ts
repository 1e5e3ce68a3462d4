import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchReportDownloads } from '../../client/report-downloads-client';
import { analyticsKeys } from '@console/analytics-contract';

export const reportDownloadsQuery = (eventId: number) =>
  queryOptions({
    queryKey: analyticsKeys.reportDownloads(eventId),
    queryFn: ({ signal }) => fetchReportDownloads(eventId, signal),
    staleTime: 5 * 60_000,
  });

/** The event's downloadable reports and the organization's custom reports. */
export function useReportDownloads() {
  const { eventId } = useCurrentEvent();
  return useQuery(reportDownloadsQuery(eventId));
}
