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
