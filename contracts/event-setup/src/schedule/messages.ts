/**
 * The schedule's messages. The spec names the pages and the rule (issue #43: a session mapped to
 * groups warns with those groups before it is deleted or moved to another day) but gives no text,
 * so these are the console's (docs/decisions/0005-console-strings.md): each says what is wrong and
 * what to do. The API answers them (after "field: " on a 400) and the session form shows them.
 */
import { SCHEDULE_LIMITS as L } from './limits';

const n = (value: number) => value.toLocaleString('en-US');

const DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day 'YYYY-MM-DD' as "Jan 1, 2030" (the day itself, whatever the reader's zone). */
export function scheduleDayText(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DAY.format(date);
}

/** The event's days as a range, e.g. "Jan 1, 2030 to Jan 3, 2030 (America/New_York)". */
const eventDates = (bounds: ScheduleEventDates) =>
  `${scheduleDayText(bounds.firstDay)} to ${scheduleDayText(bounds.lastDay)} (${bounds.timeZone})`;

/** The event's first and last calendar days in its time zone. */
export interface ScheduleEventDates {
  firstDay: string;
  lastDay: string;
  timeZone: string;
}

/** Names, quoted, "“A”, “B” and “C”", the first few only: "… and 12 more". */
function namesText(names: readonly string[], total: number): string {
  const shown = names.slice(0, L.namesInMessage).map((name) => `“${name}”`);
  const more = total - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${n(more)} more`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1) ?? ''}`;
}

/** Who uses a session, as a 409 names them. */
export interface SessionUsageNames {
  accessGroups: readonly string[];
  accessGroupTotal: number;
  audienceGroups: readonly string[];
  audienceGroupTotal: number;
}

/** "the access groups “VIP Pass” and “Student” and the audience group “VIP guests”". */
export function sessionUsedByText(usage: SessionUsageNames): string {
  const parts: string[] = [];
  if (usage.accessGroupTotal > 0)
    parts.push(
      `the access group${usage.accessGroupTotal === 1 ? '' : 's'} ${namesText(usage.accessGroups, usage.accessGroupTotal)}`,
    );
  if (usage.audienceGroupTotal > 0)
    parts.push(
      `the audience group${usage.audienceGroupTotal === 1 ? '' : 's'} ${namesText(usage.audienceGroups, usage.audienceGroupTotal)}`,
    );
  return parts.join(' and ');
}

export const SCHEDULE_MESSAGES = {
  titleRequired: 'Enter a title for the session.',
  titleMax: `The title can be at most ${n(L.titleMax)} characters.`,
  stageNameRequired: 'Enter the stage (virtual) or venue (in person) of the session.',
  stageNameMax: `The stage or venue can be at most ${n(L.stageNameMax)} characters.`,
  format: 'Choose the format of the session: VIRTUAL or IN_PERSON.',
  dateTime:
    'Enter a date and time in ISO 8601 format with its offset, e.g. 2030-05-01T09:00:00-04:00.',
  startRequired: 'Enter when the session starts.',
  endRequired: 'Enter when the session ends.',
  endBeforeStart: 'The session must end after it starts: choose a later end.',
  startBeforeEvent: (dates: ScheduleEventDates) =>
    `The session starts before the event's first day: choose a start within the event's dates, ${eventDates(dates)}.`,
  startAfterEvent: (dates: ScheduleEventDates) =>
    `The session starts after the event's last day: choose a start within the event's dates, ${eventDates(dates)}.`,
  endAfterEvent: (dates: ScheduleEventDates) =>
    `The session ends after the event's last day: end it by midnight of ${scheduleDayText(dates.lastDay)} (${dates.timeZone}).`,
  tagMax: `A tag can be at most ${n(L.labelMax)} characters.`,
  tagsMax: `A session can have at most ${n(L.labelsMax)} different tags.`,
  addOnMax: `An add-on can be at most ${n(L.labelMax)} characters.`,
  addOnsMax: `A session can have at most ${n(L.labelsMax)} different add-ons.`,
  labelText: 'Enter each tag or add-on as text.',
  searchMax: `The search can be at most ${n(L.searchMax)} characters.`,
  day: 'Choose a day as YYYY-MM-DD, e.g. 2030-05-01.',
  confirm: 'Send confirm=true to go ahead, or leave it out to be warned first.',
  sessionNotFound: 'Session not found: it may have been deleted. Go back to the schedule.',
  notForEventType:
    'The schedule exists for events, webinars and field events only, not for series, hubs or third-party events.',
  /** A 409 before deleting a session that groups use. */
  inUseDelete: (usage: SessionUsageNames) =>
    `This session is used by ${sessionUsedByText(usage)}. Deleting it also removes it from their access settings and sessions: confirm to delete it.`,
  /** A 409 before moving a session that groups use to another day. */
  inUseMove: (usage: SessionUsageNames) =>
    `This session is used by ${sessionUsedByText(usage)}. Moving it to another day changes the day they attend it on: confirm to move it.`,
} as const;

/** Error codes of the schedule's 409 answers, beside the platform's ERROR_CODES. */
export const SCHEDULE_ERROR_CODES = {
  /** The session is used by groups: the request must confirm (delete, or a move to another day). */
  sessionInUse: 'SESSION_IN_USE',
} as const;
