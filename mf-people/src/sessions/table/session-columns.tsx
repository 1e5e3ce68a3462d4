import { DateTime, TagList, TruncatedText, type DataTableColumn } from '@console/shared/ui';
import styles from '../Sessions.module.css';
import { PEOPLE_LIMITS, SEGMENT_FORMAT_LABELS, type SessionRow } from '@console/people-contract';

/**
 * The session table's columns (spec people §2): the title cut at 30 characters (full text as
 * tooltip and accessible name), start and end in the event's time zone with the zone, the
 * stage or venue, the first 2 tags then +N, and the format.
 */
export function sessionColumns(timeZone: string): DataTableColumn<SessionRow>[] {
  return [
    {
      id: 'title',
      header: 'Session name',
      isRowHeader: true,
      minWidth: '14rem',
      cell: (row) => <TruncatedText text={row.title} maxLength={PEOPLE_LIMITS.sessionTitleMax} />,
    },
    {
      id: 'dateTime',
      header: 'Date & Time',
      minWidth: '13rem',
      cell: (row) => (
        <>
          <DateTime value={row.startDateTime} timeZone={timeZone} />
          <span className={styles.secondaryLine}>
            until <DateTime value={row.endDateTime} timeZone={timeZone} />
          </span>
        </>
      ),
    },
    {
      id: 'stage',
      header: 'Venue',
      minWidth: '10rem',
      cell: (row) => <TruncatedText text={row.stageName} />,
    },
    {
      id: 'tags',
      header: 'Tags',
      minWidth: '12rem',
      cell: (row) =>
        row.tags.length > 0 ? (
          <TagList
            aria-label={`Tags of ${row.title}`}
            tags={row.tags}
            max={PEOPLE_LIMITS.tagsShown}
          />
        ) : (
          <span className={styles.muted}>None</span>
        ),
    },
    {
      id: 'format',
      header: 'Format',
      minWidth: '7rem',
      cell: (row) => SEGMENT_FORMAT_LABELS[row.format],
    },
  ];
}
