import { formatDay } from '../format';

/**
 * A session day ('YYYY-MM-DD', already in the event's time zone) as the days filter names it:
 * "Jan 1", with the year only when the days span more than one ("Dec 31, 2029"), so the label
 * stays within the multi-select's 10 characters.
 */
export function dayLabels(days: readonly string[]): Map<string, string> {
  const years = new Set(days.map((day) => day.slice(0, 4)));
  const dayFormat = years.size > 1 ? 'date' : 'monthDay';
  return new Map(days.map((day) => [day, formatDay(day, dayFormat)]));
}
