import { describe, it } from 'node:test';
import { expect } from 'expect';
import {
  AnyDashboardSchema,
  DashboardNameSchema,
  PanelSchema,
  type Panel,
} from '@console/analytics-contract';
import { DRILL_DOWN_OF } from '../embed-rules';
import { DASHBOARDS } from './definitions';
import { asLegacyTables } from './legacy';
import type { DailyRow } from './reads';

const JAN_1 = Date.UTC(2030, 0, 1) / 1000;
const JAN_2 = JAN_1 + 86_400;
const row = (
  kind: DailyRow['kind'],
  place: string,
  at: number,
  facts: number,
  people: number,
  quantity: number,
): DailyRow => ({
  kind,
  place,
  day: at === JAN_1 ? '2030-01-01' : '2030-01-02',
  at,
  facts,
  people,
  quantity,
});
const ROWS: DailyRow[] = [
  row('STAGE_VIEW', 'Main', JAN_1, 10, 8, 300),
  row('STAGE_VIEW', 'Main', JAN_2, 4, 4, 100),
  row('STAGE_VIEW', 'Side', JAN_2, 6, 5, 500),
  row('BOOTH_VISIT', 'Acme', JAN_1, 3, 3, 12),
  row('EMAIL_SENT', 'Hello', JAN_1, 20, 20, 20),
  row('EMAIL_OPENED', 'Hello', JAN_1, 10, 10, 10),
  row('EMAIL_CLICKED', 'Hello', JAN_2, 5, 5, 5),
];
const COUNTS = {
  registered: 40,
  attended: 30,
  byStatus: [{ status: 'REGISTERED', total: 40, attended: 30 }],
};
/** The panels from the rows readDaily would answer: the definition's kinds (and place). */
const panelsOf = (
  name: keyof typeof DASHBOARDS,
  rows = ROWS,
  place?: string,
  stages: readonly string[] = [],
) =>
  DASHBOARDS[name].panels({
    rows: rows.filter(
      (r) => DASHBOARDS[name].kinds.includes(r.kind) && (place === undefined || r.place === place),
    ),
    counts: COUNTS,
    top: [{ rank: 1, name: 'Ada L', points: 50 }],
    stages,
  });
const find = (panels: Panel[], title: string) => panels.find((p) => p.title === title);

describe('dashboard definitions', () => {
  it('define every dashboard, each making panels of the contract shape from rows or none', () => {
    for (const name of AnyDashboardSchema.options) {
      for (const rows of [ROWS, []])
        for (const panel of panelsOf(name, rows)) expect(PanelSchema.parse(panel)).toEqual(panel);
    }
  });

  it('drill down exactly where the embed rules allow it (DRILL_DOWN_OF)', () => {
    for (const name of DashboardNameSchema.options) {
      const targets = panelsOf(name).flatMap((p) =>
        p.kind === 'bar' && p.drillDown ? [p.drillDown] : [],
      );
      const expected = DRILL_DOWN_OF[name];
      expect(targets).toEqual(expected ? [{ dashboardId: expected, filterKey: 'place' }] : []);
    }
  });

  it('Stages: minutes per stage largest first, totals, and a table per stage', () => {
    const panels = panelsOf('STAGES');
    expect(find(panels, 'Views')).toEqual({ kind: 'stat', title: 'Views', value: 20 });
    expect(find(panels, 'Minutes watched')).toMatchObject({ value: 900, unit: 'minutes' });
    expect(find(panels, 'Minutes watched per stage')).toMatchObject({
      categories: ['Side', 'Main'],
      values: [500, 400],
    });
    expect(find(panels, 'Stage details')).toMatchObject({
      rows: [
        { place: 'Side', m0: 500, m1: 6, m2: 5 },
        { place: 'Main', m0: 400, m1: 14, m2: 12 },
      ],
    });
  });

  it('Stages: every stage of the event, one without views at 0 after those with views', () => {
    const stages = ['Main', 'Side', 'Hall A', 'Backstage Studio'];
    expect(DASHBOARDS.STAGES.stages).toBe(true);
    const panels = panelsOf('STAGES', ROWS, undefined, stages);
    expect(find(panels, 'Minutes watched per stage')).toMatchObject({
      categories: ['Side', 'Main', 'Backstage Studio', 'Hall A'],
      values: [500, 400, 0, 0],
    });
    expect(find(panels, 'Stage details')).toMatchObject({
      rows: [
        { place: 'Side', m0: 500, m1: 6, m2: 5 },
        { place: 'Main', m0: 400, m1: 14, m2: 12 },
        { place: 'Backstage Studio', m0: 0, m1: 0, m2: 0 },
        { place: 'Hall A', m0: 0, m1: 0, m2: 0 },
      ],
    });
    const empty = panelsOf('STAGES', [], undefined, stages);
    expect(find(empty, 'Minutes watched per stage')).toMatchObject({ values: [0, 0, 0, 0] });
  });

  it('Event Summary: registrants, attended and a day by day series with zeros where none', () => {
    const panels = panelsOf('EVENT_SUMMARY');
    expect(find(panels, 'Registrants')).toMatchObject({ value: 40 });
    expect(find(panels, 'Attended')).toMatchObject({ value: 30 });
    expect(find(panels, 'Attendees')).toBeUndefined();
    expect(find(panels, 'Attendance rate')).toMatchObject({ value: 75, unit: '%' });
    expect(find(panels, 'Attended per day, by activity')).toMatchObject({
      x: [JAN_1, JAN_2],
      series: [
        { label: 'Stages', values: [8, 9] },
        { label: 'Sessions', values: [0, 0] },
        { label: 'Rooms', values: [0, 0] },
        { label: 'Booths', values: [3, 0] },
      ],
    });
  });

  it('say "registrants" and "attended", never "attendees" or "registrations", in every panel', () => {
    const wordsOf = (panel: Panel): string[] => [
      panel.title,
      ...(panel.kind === 'table' ? panel.columns.map((c) => c.label) : []),
      ...(panel.kind === 'timeseries' ? panel.series.map((s) => s.label) : []),
    ];
    for (const name of AnyDashboardSchema.options) {
      const words = panelsOf(name).flatMap(wordsOf);
      expect({ name, words: words.filter((w) => /attendee|registration/i.test(w)) }).toEqual({
        name,
        words: [],
      });
    }
    expect(find(panelsOf('ATTENDEES'), 'Registrants by status')).toMatchObject({
      columns: [
        { key: 'status', label: 'Status' },
        { key: 'total', label: 'Registrants' },
        { key: 'attended', label: 'Attended' },
      ],
    });
    expect(find(panelsOf('OVERVIEW'), 'Average minutes per registrant who attended')).toBeDefined();
  });

  it('Emails: sends, opens, clicks and rates per email', () => {
    const panels = panelsOf('EMAILS');
    expect(find(panels, 'Open rate')).toMatchObject({ value: 50 });
    expect(find(panels, 'Email details')).toMatchObject({
      rows: [{ email: 'Hello', sent: 20, opened: 10, clicked: 5, openRate: 50, clickRate: 25 }],
    });
  });
});

describe('asLegacyTables: the same data as tables only', () => {
  it('gathers the figures in one table, turns series and bars into tables, keeps tables', () => {
    const panels = asLegacyTables(panelsOf('STAGES'), 'America/New_York');
    expect(panels.map((p) => p.kind)).toEqual(['table', 'table', 'table']);
    expect(panels[0]).toEqual({
      kind: 'table',
      title: 'Key figures',
      columns: [
        { key: 'metric', label: 'Metric' },
        { key: 'value', label: 'Value' },
      ],
      rows: [
        { metric: 'Views', value: 20 },
        { metric: 'Minutes watched (minutes)', value: 900 },
      ],
    });
    expect(panels[1]).toMatchObject({
      title: 'Minutes watched per stage',
      rows: [
        { name: 'Side', value: 500 },
        { name: 'Main', value: 400 },
      ],
    });
  });

  it('dates a series by day in the event time zone', () => {
    const [, series] = asLegacyTables(panelsOf('STAGE_DETAIL', ROWS, 'Main'), 'America/New_York');
    // Midnight UTC of Jan 1 is still Dec 31 in New York.
    expect(series).toMatchObject({
      columns: [
        { key: 'day', label: 'Day' },
        { key: 's0', label: 'Viewers per day (people)' },
      ],
      rows: [
        { day: '2029-12-31', s0: 8 },
        { day: '2030-01-01', s0: 4 },
      ],
    });
  });
});
