/**
 * Instants as the console shows them, in the event's time zone: "Nov 21, 2026, 7:29 PM", or
 * with the zone named, "Nov 21, 2026, 7:29 PM EST". An unknown time zone falls back to the
 * browser's; a value that is not a date is shown as is.
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

function format(iso: string, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', options).format(date);
  }
}

export function formatDateTime(iso: string, timeZone: string): string {
  return format(iso, timeZone, DATE_TIME);
}

export function formatDateTimeWithZone(iso: string, timeZone: string): string {
  return format(iso, timeZone, DATE_TIME_WITH_ZONE);
}
