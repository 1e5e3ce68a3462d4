/** Display helpers of the approvals screens; dates in the event's time zone. */
import { formatDateTimeWithZone, formatDay, formatNumber } from '@console/shared/ui';

export function fullName(first: string, last: string): string {
  return [first, last].filter(Boolean).join(' ');
}

/** "1 request", "1,204 requests". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

export function ticketSummary(tickets: readonly { name: string; count: number }[]): string {
  return tickets.map((t) => `${t.name} × ${t.count}`).join(', ');
}

/** A form date: a plain day ("2025-05-01") is shown as that day, an instant in the event's zone. */
export function formatFormDate(value: string, timeZone: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value, 'date');
  return formatDateTimeWithZone(value, timeZone);
}
