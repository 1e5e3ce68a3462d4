/** The labels of the list's roles, status options and attendance. */
import type { EventRole } from '@console/shared/contract';
import type { AudienceStatusOption } from '@console/people-contract';

export const ROLE_LABEL: Readonly<Record<EventRole, string>> = {
  ATTENDEE: 'Attendee',
  ORGANIZER: 'Organizer',
  SPEAKER: 'Speaker',
  MODERATOR: 'Moderator',
  SPONSOR: 'Sponsor',
};

/** The status filter's options (spec people §5). */
export const STATUS_OPTION_LABEL: Readonly<Record<AudienceStatusOption, string>> = {
  ATTENDED: 'Attended',
  NOT_ATTENDED: 'Not Attended',
};

/** The Status column (spec people §2: Attended or Not attended). */
export const attendanceLabel = (isAttended: boolean): string =>
  isAttended ? 'Attended' : 'Not attended';

export const fullName = (row: { firstName: string; lastName: string }): string =>
  `${row.firstName} ${row.lastName}`.trim();
