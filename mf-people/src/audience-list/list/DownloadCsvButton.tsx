import { useMutation } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { saveBlob, useCurrentEvent, useNotifier } from '@console/shared/react';
import { Button } from '@console/shared/ui';
import { downloadAudienceCsv } from '../client/audience-list-client';
import {
  AUDIENCE_LIST_FILE_NAME,
  PEOPLE_MESSAGES,
  type AudienceListFilters,
  type AudienceListScope,
} from '@console/people-contract';

/** The list of the current search and filters as audience-list.csv (spec people §2, §8). */
export function DownloadCsvButton({
  scope,
  filters,
}: {
  scope: AudienceListScope;
  filters: AudienceListFilters;
}) {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const download = useMutation({
    mutationFn: () => downloadAudienceCsv(eventId, scope, filters),
    onSuccess: (blob) => saveBlob(blob, AUDIENCE_LIST_FILE_NAME),
    onError: () =>
      notify(PEOPLE_MESSAGES.failedToDownloadAudiences, {
        tone: 'error',
        durationMs: TIMINGS.toastLongMs,
      }),
  });
  return (
    <Button isPending={download.isPending} onPress={() => download.mutate()}>
      {download.isPending ? 'Downloading…' : 'Download CSV'}
    </Button>
  );
}
