/**
 * Numbers and instants as the console shows them (the same options as the UI kit's
 * formatNumber and DateTime), for the server's HTML and the client's chart axes: thousands
 * separators, and instants in the event's time zone with the zone named.
 */
const NUMBER_FORMAT = new Intl.NumberFormat('en-US');

/** 1234567 → "1,234,567". */
export function formatNumber(value: number): string {
  return NUMBER_FORMAT.format(value);
}

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const DATE_TIME_WITH_ZONE: Intl.DateTimeFormatOptions = {
  ...DATE,
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
const TIME_OF_DAY: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** An IANA zone the runtime knows, else UTC (a zone it does not know would throw). */
export function knownTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

function formatter(options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', { ...options, timeZone: knownTimeZone(timeZone) });
}

/** "Nov 22, 2026, 10:30 AM EST"; a value that is not a date is shown as is. */
export function formatDateTimeWithZone(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatter(DATE_TIME_WITH_ZONE, timeZone).format(date);
}

/** True when every instant (unix seconds) falls on midnight in the zone: daily data. */
export function allAtMidnight(seconds: readonly number[], timeZone: string): boolean {
  const timeOfDay = formatter(TIME_OF_DAY, timeZone);
  return seconds.every((s) => timeOfDay.format(new Date(s * 1000)) === '00:00');
}

const SHORT_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

/** "Nov 22": a day on a chart's axis. */
export function shortDateFormatter(timeZone: string): (seconds: number) => string {
  const format = formatter(SHORT_DATE, timeZone);
  return (seconds) => format.format(new Date(seconds * 1000));
}

/**
 * Formats unix seconds for a series' points: "Nov 22, 2026" for daily data, else with the time
 * and the zone.
 */
export function pointFormatter(
  seconds: readonly number[],
  timeZone: string,
): (s: number) => string {
  const format = formatter(allAtMidnight(seconds, timeZone) ? DATE : DATE_TIME_WITH_ZONE, timeZone);
  return (s) => format.format(new Date(s * 1000));
}
