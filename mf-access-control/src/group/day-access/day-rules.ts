/**
 * Day access (people-and-access-control §4): a checkbox per event day; saving sends the days that
 * changed; removing days on which sessions are granted to the group asks first, listing them.
 */
import { formatDay } from '@console/shared/ui';
import {
  dayInTimeZone,
  type DayAccessMapping,
  type SessionAccessRow,
  type UpdateDayAccessRequest,
} from '@console/access-control-contract';

/** An event day ('YYYY-MM-DD', already the event's calendar day) as 'Mon, Nov 23'. */
export function dayLabel(day: string): string {
  return formatDay(day, 'weekdayMonthDay');
}

/** The calendar day ('YYYY-MM-DD') of an instant in the event's time zone (the contract's rule). */
export const dayInZone = dayInTimeZone;

/** The days the group has now (saved GRANT). */
export function grantedDays(days: readonly DayAccessMapping[]): Set<string> {
  return new Set(days.filter((d) => d.grantStatus === 'GRANT').map((d) => d.dayAccessDate));
}

/** The days whose checkbox differs from the saved state, as the request sends them. */
export function changedDays(
  days: readonly DayAccessMapping[],
  checked: ReadonlySet<string>,
): UpdateDayAccessRequest['days'] {
  return days
    .filter((d) => (d.grantStatus === 'GRANT') !== checked.has(d.dayAccessDate))
    .map((d) => ({
      dayAccessDate: d.dayAccessDate,
      grantStatus: checked.has(d.dayAccessDate) ? 'GRANT' : 'NO_GRANT',
    }));
}

/** The removed days on which a session granted to the group starts, in order. */
export function removedDaysWithSessions(
  changes: UpdateDayAccessRequest['days'],
  sessions: readonly SessionAccessRow[],
  timeZone: string,
): string[] {
  const removed = new Set(
    changes.filter((c) => c.grantStatus === 'NO_GRANT').map((c) => c.dayAccessDate),
  );
  const sessionDays = new Set(
    sessions
      .filter((s) => s.grantStatus === 'GRANT')
      .map((s) => dayInZone(s.startDateTime, timeZone)),
  );
  return [...removed].filter((day) => sessionDays.has(day)).sort();
}
