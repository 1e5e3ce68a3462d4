import { type DataTableColumn } from '@console/shared/ui/data-table';
import { sessionColumns as kitSessionColumns } from '@console/shared/ui/sessions';
import { PEOPLE_LIMITS, SEGMENT_FORMAT_LABELS, type SessionRow } from '@console/people-contract';

/**
 * The session table's columns (spec people §2): the kit's session columns (title cut at 30,
 * start and end in the event's time zone with the zone, venue, 2 tags then +N), and the format.
 */
export function sessionColumns(timeZone: string): DataTableColumn<SessionRow>[] {
  const shared = kitSessionColumns<SessionRow>({
    timeZone,
    titleMaxLength: PEOPLE_LIMITS.sessionTitleMax,
    tagsShown: PEOPLE_LIMITS.tagsShown,
  });
  return [
    shared.title,
    shared.dateTime,
    shared.venue,
    shared.tags,
    {
      id: 'format',
      header: 'Format',
      minWidth: '7rem',
      cell: (row) => SEGMENT_FORMAT_LABELS[row.format],
    },
  ];
}
