/** Pure builders of the panels a dashboard is made of, from daily aggregate rows. */
import type { ActivityKind, DrillDownDashboard, Panel } from '@console/analytics-contract';
import { DRILL_DOWN_FILTER } from '../embed-rules';
import type { DailyRow } from './reads';

export type Measure = 'facts' | 'people' | 'quantity';

export const ofKind = (rows: readonly DailyRow[], ...kinds: ActivityKind[]) =>
  rows.filter((r) => kinds.includes(r.kind));

export const total = (rows: readonly DailyRow[], measure: Measure) =>
  rows.reduce((sum, r) => sum + r[measure], 0);

/** A whole percentage, 0 when there is nothing to divide by. */
export const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 100) : 0;

export const stat = (title: string, value: number, unit?: string): Panel =>
  unit === undefined ? { kind: 'stat', title, value } : { kind: 'stat', title, value, unit };

/**
 * Each place with its measure summed over the days, largest first (then by name); `listed` places
 * without a row are there with 0.
 */
export function totalsByPlace(
  rows: readonly DailyRow[],
  measure: Measure,
  listed: readonly string[] = [],
): [string, number][] {
  const totals = new Map<string, number>(listed.map((place) => [place, 0]));
  for (const row of rows) totals.set(row.place, (totals.get(row.place) ?? 0) + row[measure]);
  return [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

export function placeBar(
  title: string,
  unit: string,
  rows: readonly DailyRow[],
  measure: Measure,
  drillDown?: DrillDownDashboard,
  listed: readonly string[] = [],
): Panel {
  const totals = totalsByPlace(rows, measure, listed);
  return {
    kind: 'bar',
    title,
    unit,
    categories: totals.map(([place]) => place),
    values: totals.map(([, value]) => value),
    ...(drillDown ? { drillDown: { dashboardId: drillDown, filterKey: DRILL_DOWN_FILTER } } : {}),
  };
}

export interface PlaceColumn {
  label: string;
  measure: Measure;
}

/** One row per place (and per `listed` place), a column per measure; `placeLabel` heads the first. */
export function placeTable(
  title: string,
  placeLabel: string,
  rows: readonly DailyRow[],
  columns: readonly PlaceColumn[],
  listed: readonly string[] = [],
): Panel {
  const [first] = columns;
  const order = first ? totalsByPlace(rows, first.measure, listed).map(([place]) => place) : [];
  return {
    kind: 'table',
    title,
    columns: [
      { key: 'place', label: placeLabel },
      ...columns.map((c, i) => ({ key: `m${i}`, label: c.label })),
    ],
    rows: order.map((place) => {
      const ofPlace = rows.filter((r) => r.place === place);
      return Object.fromEntries([
        ['place', place],
        ...columns.map((c, i) => [`m${i}`, total(ofPlace, c.measure)] as const),
      ]);
    }),
  };
}

export interface SeriesSpec {
  label: string;
  kinds: readonly ActivityKind[];
  measure: Measure;
}

/** One point per day present in `rows` (ascending), a line per spec, 0 on days it has none. */
export function dailySeries(
  title: string,
  unit: string,
  rows: readonly DailyRow[],
  series: readonly SeriesSpec[],
): Panel {
  const days = [...new Set(rows.map((r) => r.at))].sort((a, b) => a - b);
  return {
    kind: 'timeseries',
    title,
    unit,
    x: days,
    series: series.map((spec) => ({
      label: spec.label,
      values: days.map((at) =>
        total(
          rows.filter((r) => r.at === at && spec.kinds.includes(r.kind)),
          spec.measure,
        ),
      ),
    })),
  };
}

export function table(
  title: string,
  columns: readonly [key: string, label: string][],
  rows: Record<string, string | number>[],
): Panel {
  return { kind: 'table', title, columns: columns.map(([key, label]) => ({ key, label })), rows };
}
