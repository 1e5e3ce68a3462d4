import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { fetchImportStatus } from '../client/invite-lists-client';
import { inviteListKeys, PEOPLE_TIMINGS } from '@console/people-contract';

export const importStatusQuery = (eventId: number, s3FileUrl: string) =>
  queryOptions({
    queryKey: inviteListKeys.importStatus(eventId, s3FileUrl),
    queryFn: ({ signal }) => fetchImportStatus(eventId, s3FileUrl, signal),
    refetchInterval: (query) =>
      query.state.data && query.state.data.jobStatus !== 'IN_PROGRESS'
        ? false
        : PEOPLE_TIMINGS.importPollMs,
    refetchIntervalInBackground: true,
  });

/** An import job's status by its file URL, polled every 5 s while it is IN_PROGRESS (spec §4). */
export function useImportStatus(s3FileUrl: string) {
  const { eventId } = useCurrentEvent();
  return useQuery(importStatusQuery(eventId, s3FileUrl));
}
