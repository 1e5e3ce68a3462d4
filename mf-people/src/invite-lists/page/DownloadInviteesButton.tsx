import { useCurrentEvent } from '@console/shared/react';
import { DownloadButton } from '@console/shared/ui/display';
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
  return (
    <DownloadButton
      download={() => downloadInviteesCsv(eventId, audienceGroupId, query)}
      fileName={INVITE_LIST_CSV_FILE_NAME}
      failureMessage={PEOPLE_MESSAGES.failedToDownloadCsv}
    />
  );
}
