/**
 * Instants as the console shows them, in the event's time zone: "Nov 21, 2026, 7:29 PM", or
 * with the zone named, "Nov 21, 2026, 7:29 PM EST", or the time alone, "7:29 PM". An unknown
 * time zone falls back to the browser's; a value that is not a date is shown as is.
 *
 * Calendar days and months (already the event's, 'YYYY-MM-DD' and 'YYYY-MM') in the console's
 * day formats: "Wed, Jan 2, 2030", "Mon, Nov 23", "Jan 1", "Nov 2026". A day has no time zone:
 * it is formatted at its midnight UTC, so the browser's zone never moves it.
 *
 * This module is the one place that creates Intl.DateTimeFormat instances, cached. The way from
 * an event's wall time back to an instant is @internationalized/date's (zoned-time.ts).
 */

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The same fields as DATE_TIME (which cannot be combined with timeZoneName), and the zone. */
const DATE_TIME_WITH_ZONE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * Formatters by options and zone: building one costs about a hundred times formatting with it,
 * and a table re-renders two dates per row.
 */
const formatters = new Map<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

function formatterFor(options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  let byZone = formatters.get(options);
  if (!byZone) {
    byZone = new Map();
    formatters.set(options, byZone);
  }
  let formatter = byZone.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      formatter = new Intl.DateTimeFormat('en-US', options);
    }
    byZone.set(timeZone, formatter);
  }
  return formatter;
}

function format(iso: string, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatterFor(options, timeZone).format(date);
}

export function formatDateTime(iso: string, timeZone: string): string {
  return format(iso, timeZone, DATE_TIME);
}

export function formatDateTimeWithZone(iso: string, timeZone: string): string {
  return format(iso, timeZone, DATE_TIME_WITH_ZONE);
}

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** The time of day of an instant in the zone, "9:30 AM" (a list already grouped by day). */
export function formatTime(iso: string, timeZone: string): string {
  return format(iso, timeZone, TIME);
}

const knownZones = new Map<string, boolean>();

/** Whether Intl knows the IANA time zone (checked once per zone). */
export function isKnownTimeZone(timeZone: string): boolean {
  let known = knownZones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(timeZone, known);
  }
  return known;
}

/** The 24-hour clock of 'MMM dd, HH:mm a', without its AM/PM marker (Intl gives none on h23). */
const MONTH_DAY_TIME_24: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/**
 * An instant as 'MMM dd, HH:mm a' in the zone: a 24-hour clock with the AM/PM marker, "Nov 22,
 * 14:05 PM" (the custom group filters' format, people spec §9, exactly). An unknown zone is read
 * as UTC; a value that is not a date is shown as is.
 */
export function formatMonthDayTime24(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  const parts = formatterFor(MONTH_DAY_TIME_24, zone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const hour = part('hour');
  const marker = Number(hour) < 12 ? 'AM' : 'PM';
  return `${part('month')} ${part('day')}, ${hour}:${part('minute')} ${marker}`;
}

/** The console's formats of a calendar day. */
const DAY_FORMATS = {
  /** "Wed, Jan 2, 2030" */
  weekdayDate: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  /** "Mon, Nov 23" */
  weekdayMonthDay: { weekday: 'short', month: 'short', day: 'numeric' },
  /** "May 1, 2025" */
  date: { month: 'short', day: 'numeric', year: 'numeric' },
  /** "Jan 1" */
  monthDay: { month: 'short', day: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DayFormat = keyof typeof DAY_FORMATS;

/** Midnight UTC of a calendar day 'YYYY-MM-DD', or null when it is no such day ('2026-02-30'). */
function dayStart(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? date : null;
}

/** A calendar day 'YYYY-MM-DD' in one of the console's day formats; anything else as is. */
export function formatDay(day: string, dayFormat: DayFormat): string {
  const date = dayStart(day);
  return date ? formatterFor(DAY_FORMATS[dayFormat], 'UTC').format(date) : day;
}

const MONTH: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric' };

/** A month 'YYYY-MM' as "Nov 2026"; anything else as is. */
export function formatMonth(month: string): string {
  const date = /^\d{4}-\d{2}$/.test(month) ? dayStart(`${month}-01`) : null;
  return date ? formatterFor(MONTH, 'UTC').format(date) : month;
}
