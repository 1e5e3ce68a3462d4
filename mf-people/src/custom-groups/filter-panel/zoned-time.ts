/**
 * Date-time filter values in the event's time zone (spec §2, §9). The panel's input shows wall
 * time ('YYYY-MM-DDTHH:mm', a datetime-local value) in the event zone, not the browser's; the
 * condition holds the ISO instant. The shared formatters only go from instant to text, so the
 * way back (wall time to instant) is here. An unknown zone falls back to UTC.
 */

interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const known = formatters.get(timeZone);
  if (known) return known;
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  };
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  }
  formatters.set(timeZone, formatter);
  return formatter;
}

function wallPartsAt(instantMs: number, timeZone: string): WallParts & { second: number } {
  const parts = formatterFor(timeZone).formatToParts(new Date(instantMs));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

const asUtc = (w: WallParts, second = 0) =>
  Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, second);

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(instantMs: number, timeZone: string): number {
  const wall = wallPartsAt(instantMs, timeZone);
  return asUtc(wall, wall.second) - Math.floor(instantMs / 1000) * 1000;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant ('…Z') at which the zone's clock shows `wallTime`, or null when it is not a
 * 'YYYY-MM-DDTHH:mm' time. A time skipped by a clock change is read on the later offset (02:30 → 03:30); a time
 * shown twice is the first.
 */
export function wallTimeToInstant(wallTime: string, timeZone: string): string | null {
  const match = WALL_TIME.exec(wallTime);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const guess = asUtc({ year, month, day, hour, minute });
  if (Number.isNaN(guess)) return null;
  const first = guess - offsetAt(guess, timeZone);
  const candidates = [first, guess - offsetAt(first, timeZone)];
  const shown = candidates.filter((ms) => asUtc(wallPartsAt(ms, timeZone)) === guess);
  // Shown twice (clocks went back): the earlier; never shown (clocks went forward): the later.
  const instant = shown.length > 0 ? Math.min(...shown) : Math.max(...candidates);
  return new Date(instant).toISOString();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The zone's wall time of an instant as a datetime-local value; '' for a non-date. */
export function instantToWallTime(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const w = wallPartsAt(ms, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An instant as applied filters show it, 'MMM dd, HH:mm a' in the zone (§9, the spec's format
 * exactly: a 24-hour clock with the AM/PM marker, "Nov 22, 14:05 PM"). A non-date is shown as is.
 */
export function formatFilterDate(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const w = wallPartsAt(ms, timeZone);
  return `${MONTHS[w.month - 1]} ${pad(w.day)}, ${pad(w.hour)}:${pad(w.minute)} ${w.hour < 12 ? 'AM' : 'PM'}`;
}
