/**
 * Dashboards about one kind of place (stages, sessions, rooms, booths, emails): the overview with
 * a bar per place that drills down, and the drill-down about one place.
 */
import type { DrillDownDashboard, Panel } from '@console/analytics-contract';
import { EMAIL_KINDS, type DashboardDefinition, type PlaceWords } from './definition';
import { dailySeries, ofKind, percent, placeBar, placeTable, stat, total } from './panels';
import type { DailyRow } from './reads';

/**
 * A bar of places by `bar` (minutes, or visits for booths), a table, and the totals. With
 * `everyStage`, every stage of the event is listed, one without views at 0.
 */
export function placesDashboard(
  title: string,
  words: PlaceWords,
  bar: { title: string; measure: 'quantity' | 'facts' },
  drillDown: DrillDownDashboard,
  everyStage = false,
): DashboardDefinition {
  return {
    title,
    kinds: [words.kind],
    stages: everyStage,
    panels: ({ rows, stages }) => [
      stat(words.visits, total(rows, 'facts')),
      stat(words.minutes, total(rows, 'quantity'), 'minutes'),
      placeBar(
        bar.title,
        bar.measure === 'quantity' ? 'minutes' : 'visits',
        rows,
        bar.measure,
        drillDown,
        stages,
      ),
      placeTable(
        `${words.place} details`,
        words.place,
        rows,
        [
          { label: words.minutes, measure: 'quantity' },
          { label: words.visits, measure: 'facts' },
          { label: words.visitors, measure: 'people' },
        ],
        stages,
      ),
    ],
  };
}

/** One place's day by day figures. */
export function placeDetailDashboard(words: PlaceWords): DashboardDefinition {
  return {
    title: words.place,
    kinds: [words.kind],
    byPlace: true,
    panels: ({ rows }) => [
      stat(words.visits, total(rows, 'facts')),
      stat(words.minutes, total(rows, 'quantity'), 'minutes'),
      dailySeries(words.visitors, 'people', rows, [
        { label: words.visitors, kinds: [words.kind], measure: 'people' },
      ]),
      dailySeries(`${words.minutes} per day`, 'minutes', rows, [
        { label: words.minutes, kinds: [words.kind], measure: 'quantity' },
      ]),
    ],
  };
}

function emailFunnel(rows: readonly DailyRow[]): Panel[] {
  const sent = total(ofKind(rows, 'EMAIL_SENT'), 'facts');
  const opened = total(ofKind(rows, 'EMAIL_OPENED'), 'facts');
  const clicked = total(ofKind(rows, 'EMAIL_CLICKED'), 'facts');
  return [
    stat('Emails sent', sent),
    stat('Opens', opened),
    stat('Clicks', clicked),
    stat('Open rate', percent(opened, sent), '%'),
    stat('Click rate', percent(clicked, sent), '%'),
  ];
}

export const EMAILS_DASHBOARD: DashboardDefinition = {
  title: 'Emails',
  kinds: EMAIL_KINDS,
  panels: ({ rows }) => {
    const opened = ofKind(rows, 'EMAIL_OPENED');
    const clicked = ofKind(rows, 'EMAIL_CLICKED');
    const sent = ofKind(rows, 'EMAIL_SENT');
    const names = [...new Set(sent.map((r) => r.place))].sort();
    const sum = (of: readonly DailyRow[], place: string) =>
      total(
        of.filter((r) => r.place === place),
        'facts',
      );
    return [
      ...emailFunnel(rows),
      placeBar('Opens per email', 'opens', opened, 'facts', 'EMAIL_DETAIL'),
      {
        kind: 'table',
        title: 'Email details',
        columns: [
          { key: 'email', label: 'Email' },
          { key: 'sent', label: 'Sent' },
          { key: 'opened', label: 'Opened' },
          { key: 'clicked', label: 'Clicked' },
          { key: 'openRate', label: 'Open rate (%)' },
          { key: 'clickRate', label: 'Click rate (%)' },
        ],
        rows: names.map((email) => {
          const s = sum(sent, email);
          const o = sum(opened, email);
          const c = sum(clicked, email);
          return {
            email,
            sent: s,
            opened: o,
            clicked: c,
            openRate: percent(o, s),
            clickRate: percent(c, s),
          };
        }),
      },
    ];
  },
};

export const EMAIL_DETAIL_DASHBOARD: DashboardDefinition = {
  title: 'Email',
  kinds: EMAIL_KINDS,
  byPlace: true,
  panels: ({ rows }) => [
    ...emailFunnel(rows),
    dailySeries('Sends, opens and clicks per day', 'emails', rows, [
      { label: 'Sent', kinds: ['EMAIL_SENT'], measure: 'facts' },
      { label: 'Opened', kinds: ['EMAIL_OPENED'], measure: 'facts' },
      { label: 'Clicked', kinds: ['EMAIL_CLICKED'], measure: 'facts' },
    ]),
  ],
};
