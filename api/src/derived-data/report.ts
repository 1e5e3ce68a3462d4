/** A check's report as lines of text: what was found per event and table, and a summary line. */
import type { CheckReport, EventCheck } from './check-all';
import type { Difference } from './difference';

/** Differences printed per table; the rest are counted. */
const SHOWN_PER_TABLE = 20;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const json = (value: unknown) => JSON.stringify(value);

function tableLines(scope: string, differences: readonly Difference[], action: string): string[] {
  const byTable = new Map<string, Difference[]>();
  for (const d of differences) byTable.set(d.table, [...(byTable.get(d.table) ?? []), d]);
  return [...byTable].flatMap(([table, found]) => [
    `${scope}: ${table}: ${plural(found.length, 'difference')}${action}`,
    ...found
      .slice(0, SHOWN_PER_TABLE)
      .map((d) => `  ${json(d.key)} stored ${json(d.stored)}, recounted ${json(d.recounted)}`),
    ...(found.length > SHOWN_PER_TABLE ? [`  … and ${found.length - SHOWN_PER_TABLE} more`] : []),
  ]);
}

function eventLines(event: EventCheck, repaired: boolean): string[] {
  const scope = `event ${event.eventId}`;
  if (event.error !== null)
    return [`${scope}: could not be ${repaired ? 'repaired' : 'checked'}: ${event.error}`];
  return [
    ...tableLines(scope, event.differences, repaired ? ', repaired' : ''),
    ...tableLines(`${scope} after the repair`, event.remaining, ' still'),
  ];
}

function summary(report: CheckReport): string {
  const all = [...report.events.flatMap((e) => e.differences), ...report.ownerless];
  const remaining = report.events.reduce((n, e) => n + e.remaining.length, 0);
  const tables = new Set(all.map((d) => d.table)).size;
  const affected = report.events.filter((e) => e.differences.length > 0).length;
  const failed = report.events.filter((e) => e.error !== null).length;
  const checked = `Checked ${plural(report.events.length, 'event')}`;
  const failures =
    failed > 0
      ? `; ${plural(failed, 'event')} could not be ${report.repaired ? 'repaired' : 'checked'}`
      : '';
  if (all.length === 0) return `${checked}: nothing differs${failures}.`;
  const where = [
    ...(affected > 0 ? [plural(affected, 'event')] : []),
    ...(report.ownerless.length > 0 ? ['rows of deleted ticket types or invite lists'] : []),
  ].join(', ');
  const found = `${plural(all.length, 'difference')} in ${plural(tables, 'table')} (${where})`;
  if (!report.repaired) return `${checked}: ${found}${failures}. Dry run: nothing was written.`;
  const outcome = remaining === 0 ? 'all repaired' : `${plural(remaining, 'difference')} left`;
  return `${checked}: ${found}, ${outcome}${failures}.`;
}

export function reportLines(report: CheckReport): string[] {
  return [
    ...report.events.flatMap((event) => eventLines(event, report.repaired)),
    ...tableLines(
      'deleted ticket types and invite lists',
      report.ownerless,
      report.repaired ? ', repaired' : '',
    ),
    summary(report),
  ];
}
