import { useMutation } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { saveBlob, useCurrentEvent, useNotifier } from '@console/shared/react';
import { Button } from '@console/shared/ui';
import { downloadInviteesCsv } from '../client/invite-lists-client';
import {
  INVITE_LIST_CSV_FILE_NAME,
  PEOPLE_MESSAGES,
  type InviteesQuery,
} from '@console/people-contract';

/** The list's invitees under the current search and filter, as invite-list.csv. */
export function DownloadInviteesButton({
  audienceGroupId,
  query,
}: {
  audienceGroupId: number;
  query: Omit<InviteesQuery, 'offset'>;
}) {
  const { eventId } = useCurrentEvent();
  const { notify } = useNotifier();
  const download = useMutation({
    mutationFn: () => downloadInviteesCsv(eventId, audienceGroupId, query),
    onSuccess: (blob) => saveBlob(blob, INVITE_LIST_CSV_FILE_NAME),
    onError: () =>
      notify(PEOPLE_MESSAGES.failedToDownloadCsv, {
        tone: 'error',
        durationMs: TIMINGS.toastLongMs,
      }),
  });
  return (
    <Button isDisabled={download.isPending} onPress={() => download.mutate()}>
      {download.isPending ? 'Downloading…' : 'Download CSV'}
    </Button>
  );
}
