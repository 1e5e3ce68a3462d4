import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { useCurrentEvent, useNotifier } from '@console/shared/react';
import { errorText } from '@console/shared/ui';
import { fetchImportStatus, resumeInviteImport } from '../client/invite-lists-client';
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

/**
 * Resume an import that ran out of attempts: its answer (IN_PROGRESS) replaces the status, so
 * polling starts again; a refusal (its file deleted, say) is shown in the API's words.
 */
export function useResumeImport(s3FileUrl: string) {
  const { eventId } = useCurrentEvent();
  const queryClient = useQueryClient();
  const { notify } = useNotifier();
  return useMutation({
    mutationFn: (jobId: number) => resumeInviteImport(eventId, jobId),
    onSuccess: (status) => {
      queryClient.setQueryData(importStatusQuery(eventId, s3FileUrl).queryKey, status);
    },
    onError: (error) =>
      notify(errorText(error), { tone: 'error', durationMs: TIMINGS.toastLongMs }),
  });
}
