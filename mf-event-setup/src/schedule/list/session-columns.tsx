/**
 * The schedule table's columns: the title (a link to the session), the stage or venue, the start
 * and end times in the event's zone (the end with its date when it is on another day), the
 * format and the first tags then +N.
 */
import { formatDateTime, formatTime, Link } from '@console/shared/ui';
import type { DataTableColumn } from '@console/shared/ui/data-table';
import { TruncatedText } from '@console/shared/ui/display';
import { TagList } from '@console/shared/ui/tooltip';
import { SCHEDULE_LIMITS, type ScheduleSession } from '@console/event-setup-contract';
import styles from '../Schedule.module.css';
import { SCHEDULE_WORDS as WORDS } from '../words';
import { dayInZone } from '../zoned-day';

export interface SessionColumnsOptions {
  timeZone: string;
  sessionHref: (session: ScheduleSession) => string;
}

/** "9:00 AM – 10:30 AM", or "9:00 PM – Jan 2, 2030, 1:00 AM" past midnight. */
export function timeRange(session: ScheduleSession, timeZone: string): string {
  const sameDay =
    dayInZone(session.startDateTime, timeZone) === dayInZone(session.endDateTime, timeZone);
  const end = sameDay
    ? formatTime(session.endDateTime, timeZone)
    : formatDateTime(session.endDateTime, timeZone);
  return `${formatTime(session.startDateTime, timeZone)} – ${end}`;
}

export function sessionColumns({
  timeZone,
  sessionHref,
}: SessionColumnsOptions): DataTableColumn<ScheduleSession>[] {
  return [
    {
      id: 'title',
      header: WORDS.title,
      isRowHeader: true,
      minWidth: '16rem',
      cell: (session) => (
        <Link href={sessionHref(session)}>
          <TruncatedText text={session.title} maxLength={SCHEDULE_LIMITS.titleShown} />
        </Link>
      ),
    },
    {
      id: 'stage',
      header: WORDS.stage,
      minWidth: '10rem',
      cell: (session) => <TruncatedText text={session.stageName} />,
    },
    {
      id: 'time',
      header: WORDS.time(timeZone),
      minWidth: '12rem',
      cell: (session) => <span className={styles.number}>{timeRange(session, timeZone)}</span>,
    },
    {
      id: 'format',
      header: WORDS.format,
      minWidth: '6rem',
      cell: (session) => WORDS.formats[session.format],
    },
    {
      id: 'tags',
      header: WORDS.tags,
      minWidth: '12rem',
      cell: (session) =>
        session.tags.length > 0 ? (
          <TagList
            aria-label={`Tags of ${session.title}`}
            tags={session.tags}
            max={SCHEDULE_LIMITS.tagsShown}
          />
        ) : (
          <span className={styles.muted}>{WORDS.noTags}</span>
        ),
    },
  ];
}
