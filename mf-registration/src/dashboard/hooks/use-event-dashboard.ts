/**
 * The dashboard's figures: one request for the whole page (every section reads this query, none
 * fetches on its own). While the event has unfinished jobs the query is refetched every
 * DASHBOARD_POLL_MS, so their progress and the figures they change follow; once none runs it
 * stops polling.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { eventDashboardKeys, type EventDashboard } from '@console/registration-contract';
import { fetchEventDashboard } from '../client/dashboard-client';

export const DASHBOARD_POLL_MS = 3000;

/** Poll while a job runs, never otherwise. */
export const dashboardPollInterval = (data: EventDashboard | undefined): number | false =>
  (data?.runningJobs.length ?? 0) > 0 ? DASHBOARD_POLL_MS : false;

export const eventDashboardQuery = (eventId: number) =>
  queryOptions({
    queryKey: eventDashboardKeys.all(eventId),
    queryFn: ({ signal }) => fetchEventDashboard(eventId, signal),
    refetchInterval: (query) => dashboardPollInterval(query.state.data),
  });

export function useEventDashboard() {
  const { eventId } = useCurrentEvent();
  return useQuery(eventDashboardQuery(eventId));
}
