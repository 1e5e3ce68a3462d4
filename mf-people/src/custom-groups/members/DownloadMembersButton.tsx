import { useCurrentEvent } from '@console/shared/react';
import { DownloadButton } from '@console/shared/ui/display';
import { downloadGroupMembersCsv } from '../client/custom-groups-client';
import { CUSTOM_GROUP_CSV_FILE, PEOPLE_MESSAGES } from '@console/people-contract';

/** A saved group's members (under the search) as custom-group.csv; 'Failed to download CSV' on failure (§8). */
export function DownloadMembersButton({
  audienceGroupId,
  search,
}: {
  audienceGroupId: number;
  search: string;
}) {
  const { eventId } = useCurrentEvent();
  return (
    <DownloadButton
      download={() => downloadGroupMembersCsv(eventId, audienceGroupId, search)}
      fileName={CUSTOM_GROUP_CSV_FILE}
      failureMessage={PEOPLE_MESSAGES.failedToDownloadCsv}
    />
  );
}
