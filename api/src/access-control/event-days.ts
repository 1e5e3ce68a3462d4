/**
 * The event's days (spec people §3: listed from the event's dates in its time zone): every
 * calendar day from the start's to the end's, as 'YYYY-MM-DD', at most MAX_EVENT_DAYS of them.
 */
import { localDay } from '../events/time-zone';

export const MAX_EVENT_DAYS = 366;

const DAY_MS = 86_400_000;

export function eventDays(event: { startDateTime: Date; endDateTime: Date; tz: string }): string[] {
  const first = Date.parse(`${localDay(event.startDateTime, event.tz)}T00:00:00Z`);
  const last = Date.parse(`${localDay(event.endDateTime, event.tz)}T00:00:00Z`);
  const count = Math.min(MAX_EVENT_DAYS, Math.max(1, Math.round((last - first) / DAY_MS) + 1));
  return Array.from({ length: count }, (_, i) =>
    new Date(first + i * DAY_MS).toISOString().slice(0, 10),
  );
}
