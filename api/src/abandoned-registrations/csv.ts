/**
 * The abandoned registrations CSV (abandoned-registrations.csv): the contract's header row, one
 * line per registration, the start date and time in the event's time zone with the zone named.
 */
import type { ColumnOption } from 'csv-stringify';
import { ABANDONED_CSV_HEADERS, type AbandonedRegistration } from '@console/people-contract';
import { formatterPerZone } from '../events/time-zone';

const KEYS = ['name', 'email', 'step', 'tickets', 'flow', 'startedAt'] as const;

export const ABANDONED_CSV_COLUMNS: ColumnOption[] = KEYS.map((key, i) => ({
  key,
  header: ABANDONED_CSV_HEADERS[i] ?? key,
}));

const minuteFormat = formatterPerZone('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/** "2025-03-01 10:05 EST": sortable, in the event's zone, the zone named. */
export function formatInZone(iso: string, timeZone: string): string {
  const parts = minuteFormat(timeZone).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}

export async function* csvRecords(
  chunks: AsyncGenerator<AbandonedRegistration[]>,
  timeZone: string,
): AsyncGenerator<Record<string, string>> {
  for await (const chunk of chunks) {
    for (const row of chunk) {
      yield {
        name: [row.firstName, row.lastName].filter(Boolean).join(' '),
        email: row.emailId,
        step: row.abandonedStep,
        tickets: row.tickets.map((t) => `${t.name} x${t.count}`).join('; '),
        flow: row.flowName,
        startedAt: formatInZone(row.createdAt, timeZone),
      };
    }
  }
}
