import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchLeaderboard } from '../../client/report-downloads-client';
import { LEADERBOARD_PAGE_SIZE } from '../leaderboard-url-state';
import { analyticsKeys } from '@console/analytics-contract';

export const leaderboardQuery = (eventId: number, offset: number) =>
  queryOptions({
    queryKey: analyticsKeys.leaderboard(eventId, offset),
    queryFn: ({ signal }) =>
      fetchLeaderboard(eventId, { limit: LEADERBOARD_PAGE_SIZE, offset }, signal),
  });

/** One page of the leaderboard; the previous page stays on screen while the next loads. */
export function useLeaderboard(offset: number) {
  const { eventId } = useCurrentEvent();
  return useQuery({
    ...leaderboardQuery(eventId, offset),
    placeholderData: keepPreviousData,
  });
}
