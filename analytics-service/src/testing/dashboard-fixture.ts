/** A dashboard with one panel of each kind, a bar chart that drills down and a hostile place name. */
import type { DashboardData, EmbedClaims } from '@console/analytics-contract';

export const HOSTILE_PLACE = '</script><script>alert(1)</script>';

export const FIXTURE_CLAIMS: EmbedClaims = {
  eventId: 42,
  dashboard: 'STAGES',
  boothOwner: false,
  boothIds: [],
  filters: {},
  variant: 'current',
  consoleOrigin: 'http://localhost:3000',
};

/** Midnight of Nov 20-22, 2026 in America/New_York, as unix seconds. */
const DAYS = [1_795_150_800, 1_795_237_200, 1_795_323_600];

export const FIXTURE_DASHBOARD: DashboardData = {
  dashboard: 'STAGES',
  variant: 'current',
  title: 'Stages',
  eventName: 'Tech Summit 2026',
  timeZone: 'America/New_York',
  lastUpdatedAt: '2026-11-22T15:30:00Z',
  panels: [
    { kind: 'stat', title: 'Registrations', value: 1_234_567 },
    { kind: 'stat', title: 'Minutes watched', value: 98_765, unit: 'minutes' },
    {
      kind: 'timeseries',
      title: 'Daily viewers',
      unit: 'viewers',
      x: DAYS,
      series: [
        { label: 'Main stage', values: [1200, 3400, 2100] },
        { label: 'Side stage', values: [300, 800, 650] },
      ],
    },
    {
      kind: 'bar',
      title: 'Viewers per stage',
      unit: 'viewers',
      categories: ['Main stage', HOSTILE_PLACE, 'x'.repeat(201)],
      values: [6700, 12_345, 5],
      drillDown: { dashboardId: 'STAGE_DETAIL', filterKey: 'place' },
    },
    {
      kind: 'table',
      title: 'Top stages',
      columns: [
        { key: 'name', label: 'Stage' },
        { key: 'viewers', label: 'Viewers' },
      ],
      rows: [
        { name: 'Main stage', viewers: 6700 },
        { name: 'Workshop hall', viewers: 4321 },
      ],
    },
  ],
};
