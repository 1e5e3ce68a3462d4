import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { useCurrentEvent, useNotifier } from '@console/shared/react';
import {
  audienceKeys,
  inviteListKeys,
  PEOPLE_MESSAGES,
  type ImportStatus,
} from '@console/people-contract';

/**
 * Once the job has ended: the lists, their counts and the invitees are read again, and a FAILED
 * job says 'Upload failed, please try again later' (spec people §8). Runs once per run of the job:
 * a resumed import that ends again is read again.
 */
export function useImportEnd(status: ImportStatus | undefined): void {
  const { eventId } = useCurrentEvent();
  const queryClient = useQueryClient();
  const { notify } = useNotifier();
  const ended = useRef<number | null>(null);
  const jobStatus = status?.jobStatus;
  const jobId = status?.jobId;
  const audienceGroupId = status?.audienceGroupId;

  useEffect(() => {
    if (jobId === undefined || audienceGroupId === undefined || jobStatus === undefined) return;
    if (jobStatus === 'IN_PROGRESS') {
      if (ended.current === jobId) ended.current = null;
      return;
    }
    if (ended.current === jobId) return;
    ended.current = jobId;
    void queryClient.invalidateQueries({ queryKey: inviteListKeys.lists(eventId) });
    void queryClient.invalidateQueries({
      queryKey: inviteListKeys.list(eventId, audienceGroupId),
    });
    void queryClient.invalidateQueries({ queryKey: audienceKeys.groups(eventId) });
    if (jobStatus === 'FAILED')
      notify(PEOPLE_MESSAGES.uploadFailed, { tone: 'error', durationMs: TIMINGS.toastLongMs });
  }, [eventId, jobId, audienceGroupId, jobStatus, notify, queryClient]);
}
