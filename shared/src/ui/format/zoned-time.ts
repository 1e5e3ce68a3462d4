/**
 * Wall time in the event's time zone and back, with @internationalized/date: a date-time input
 * shows 'YYYY-MM-DDTHH:mm' (a datetime-local value) in the event zone, not the browser's, and the
 * value kept is the ISO instant. An unknown zone is read as UTC.
 */
import { fromAbsolute, parseDateTime, toCalendarDateTime, toZoned } from '@internationalized/date';
import { isKnownTimeZone } from './format-date-time';

const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const zoneOrUtc = (timeZone: string) => (isKnownTimeZone(timeZone) ? timeZone : 'UTC');

/**
 * The instant ('…Z') at which the zone's clock shows `wallTime`, or null when it is not a
 * 'YYYY-MM-DDTHH:mm' time. A time skipped by a clock change is read on the later offset
 * (02:30 → 03:30); a time shown twice is the first ('compatible' disambiguation).
 */
export function wallTimeToInstant(wallTime: string, timeZone: string): string | null {
  if (!WALL_TIME.test(wallTime)) return null;
  try {
    return toZoned(parseDateTime(wallTime), zoneOrUtc(timeZone), 'compatible')
      .toDate()
      .toISOString();
  } catch {
    // A day or an hour out of range ('2026-02-30T10:00').
    return null;
  }
}

/** The zone's wall time of an instant as a datetime-local value; '' for a non-date. */
export function instantToWallTime(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return toCalendarDateTime(fromAbsolute(ms, zoneOrUtc(timeZone)))
    .toString()
    .slice(0, 'YYYY-MM-DDTHH:mm'.length);
}
