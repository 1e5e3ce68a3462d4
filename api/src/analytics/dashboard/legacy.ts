/**
 * The legacy variant (legacy analytics flag): the same data in the legacy provider's look,
 * tables only. The figures become one "Key figures" table, a time series a table by day (in the
 * event's time zone), a bar chart a table by category; tables stay as they are.
 */
import type { Panel } from '@console/analytics-contract';
import { localDay } from '../../events/time-zone';

type TablePanel = Extract<Panel, { kind: 'table' }>;

const withUnit = (label: string, unit: string | undefined) => (unit ? `${label} (${unit})` : label);

function asTable(panel: Exclude<Panel, { kind: 'stat' }>, timeZone: string): TablePanel {
  switch (panel.kind) {
    case 'table':
      return panel;
    case 'bar':
      return {
        kind: 'table',
        title: panel.title,
        columns: [
          { key: 'name', label: 'Name' },
          { key: 'value', label: withUnit('Value', panel.unit) },
        ],
        rows: panel.categories.map((name, i) => ({ name, value: panel.values[i] ?? 0 })),
      };
    case 'timeseries':
      return {
        kind: 'table',
        title: panel.title,
        columns: [
          { key: 'day', label: 'Day' },
          ...panel.series.map((s, i) => ({ key: `s${i}`, label: withUnit(s.label, panel.unit) })),
        ],
        rows: panel.x.map((at, row) =>
          Object.fromEntries([
            ['day', localDay(new Date(at * 1000), timeZone)],
            ...panel.series.map((s, i) => [`s${i}`, s.values[row] ?? 0] as const),
          ]),
        ),
      };
  }
}

export function asLegacyTables(panels: readonly Panel[], timeZone: string): Panel[] {
  const figures = panels.filter((p) => p.kind === 'stat');
  const keyFigures: TablePanel[] =
    figures.length > 0
      ? [
          {
            kind: 'table',
            title: 'Key figures',
            columns: [
              { key: 'metric', label: 'Metric' },
              { key: 'value', label: 'Value' },
            ],
            rows: figures.map((f) => ({ metric: withUnit(f.title, f.unit), value: f.value })),
          },
        ]
      : [];
  return [
    ...keyFigures,
    ...panels.flatMap((p) => (p.kind === 'stat' ? [] : [asTable(p, timeZone)])),
  ];
}
