/**
 * The columns every session table shows (spec people §2, §9): the title cut at a length (full
 * text as tooltip and accessible name), start and end in the event's time zone with the zone,
 * the stage or venue, and the first tags then +N. A remote adds its own columns around them
 * (Add to sessions: the format; the session access screen: the access toggle). Tags, then the
 * venue, give way in a narrow box.
 */
import type { DataTableColumn } from '../DataTable';
import { DateTime } from '../DateTime';
import { TagList } from '../TagList';
import { TruncatedText } from '../TruncatedText';
import styles from './Sessions.module.css';

/** What the shared columns read of a session row. */
export interface SessionColumnRow {
  title: string;
  startDateTime: string;
  endDateTime: string;
  /** The stage (virtual) or venue (in person). */
  stageName: string;
  tags: readonly string[];
}

export interface SessionColumnOptions {
  /** The event's IANA time zone. */
  timeZone: string;
  /** The title is cut after this many characters. */
  titleMaxLength: number;
  /** Tags shown before the rest fold into +N. */
  tagsShown: number;
}

export interface SessionColumns<T> {
  title: DataTableColumn<T>;
  dateTime: DataTableColumn<T>;
  venue: DataTableColumn<T>;
  tags: DataTableColumn<T>;
}

export function sessionColumns<T extends SessionColumnRow>({
  timeZone,
  titleMaxLength,
  tagsShown,
}: SessionColumnOptions): SessionColumns<T> {
  return {
    title: {
      id: 'title',
      header: 'Session name',
      isRowHeader: true,
      minWidth: '14rem',
      cell: (row) => <TruncatedText text={row.title} maxLength={titleMaxLength} />,
    },
    dateTime: {
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
    venue: {
      id: 'stage',
      header: 'Venue',
      minWidth: '10rem',
      priority: 'low',
      cell: (row) => <TruncatedText text={row.stageName} />,
    },
    tags: {
      id: 'tags',
      header: 'Tags',
      minWidth: '12rem',
      priority: 'low',
      cell: (row) =>
        row.tags.length > 0 ? (
          <TagList aria-label={`Tags of ${row.title}`} tags={row.tags} max={tagsShown} />
        ) : (
          <span className={styles.muted}>None</span>
        ),
    },
  };
}
