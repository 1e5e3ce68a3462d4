import { useCurrentEvent } from '@console/shared/react';
import { DownloadButton } from '@console/shared/ui/display';
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
  return (
    <DownloadButton
      download={() => downloadAudienceCsv(eventId, scope, filters)}
      fileName={AUDIENCE_LIST_FILE_NAME}
      failureMessage={PEOPLE_MESSAGES.failedToDownloadAudiences}
    />
  );
}
