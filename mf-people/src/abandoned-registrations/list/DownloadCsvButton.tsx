import { useCurrentEvent } from '@console/shared/react';
import { DownloadButton } from '@console/shared/ui/display';
import { downloadAbandonedCsv } from '../client/abandoned-client';
import {
  ABANDONED_CSV_FILE,
  PEOPLE_MESSAGES,
  type AbandonedListFilters,
} from '@console/people-contract';

/**
 * The CSV of the current filter, or of the selected rows only (spec people §7), saved as
 * abandoned-registrations.csv.
 */
export function DownloadCsvButton({
  filters,
  ids,
  tooMany,
}: {
  filters: AbandonedListFilters;
  /** The selected rows' ids; null: the whole filter. */
  ids: readonly number[] | null;
  /** Too many selected rows for one download (they travel in the URL; the selection bar says so). */
  tooMany: boolean;
}) {
  const { eventId } = useCurrentEvent();
  return (
    <DownloadButton
      download={() => downloadAbandonedCsv(eventId, filters, ids)}
      fileName={ABANDONED_CSV_FILE}
      failureMessage={PEOPLE_MESSAGES.failedToDownloadCsv}
      isDisabled={tooMany}
    />
  );
}
