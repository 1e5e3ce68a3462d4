/**
 * The summary dashboards of each format: the virtual/hybrid Event Summary, Networking and
 * Leaderboard, the in-person Summary, and the webinar Overview and Insights.
 */
import { ANALYTICS_COUNT_WORDS as W } from '@console/analytics-contract';
import type { DashboardDefinition } from './definition';
import { ATTENDANCE_KINDS, EMAIL_KINDS } from './definition';
import { dailySeries, ofKind, percent, placeBar, stat, table, total } from './panels';
import type { RegistrationCounts } from './reads';

/** Top of the leaderboard shown on its dashboard. */
export const LEADERBOARD_TOP = 20;

/** Registrants (completed registrations) and how many attended, as of the last refresh. */
export const registrationStats = (counts: RegistrationCounts) => [
  stat(W.registrants, counts.registered),
  stat(W.attended, counts.attended),
  stat(W.attendanceRate, percent(counts.attended, counts.registered), '%'),
];

export const statusTable = (counts: RegistrationCounts) =>
  table(
    W.registrantsByStatus,
    [
      ['status', 'Status'],
      ['total', W.registrants],
      ['attended', W.attended],
    ],
    counts.byStatus.map((s) => ({ ...s })),
  );

export const EVENT_SUMMARY: DashboardDefinition = {
  title: 'Event Summary',
  kinds: [...ATTENDANCE_KINDS, 'MEETING'],
  counts: true,
  panels: ({ rows, counts }) => [
    ...registrationStats(counts),
    stat(
      'Minutes watched',
      total(ofKind(rows, 'STAGE_VIEW', 'SESSION_VIEW'), 'quantity'),
      'minutes',
    ),
    stat('Meetings', total(ofKind(rows, 'MEETING'), 'facts')),
    dailySeries(W.attendedPerDay, 'people', rows, [
      { label: 'Stages', kinds: ['STAGE_VIEW'], measure: 'people' },
      { label: 'Sessions', kinds: ['SESSION_VIEW'], measure: 'people' },
      { label: 'Rooms', kinds: ['ROOM_VISIT'], measure: 'people' },
      { label: 'Booths', kinds: ['BOOTH_VISIT'], measure: 'people' },
    ]),
  ],
};

export const NETWORKING: DashboardDefinition = {
  title: 'Networking',
  kinds: ['MEETING'],
  panels: ({ rows }) => [
    stat('Meetings', total(rows, 'facts')),
    dailySeries('Meetings per day', 'meetings', rows, [
      { label: 'Meetings', kinds: ['MEETING'], measure: 'facts' },
    ]),
    dailySeries('People meeting per day', 'people', rows, [
      { label: 'People', kinds: ['MEETING'], measure: 'people' },
    ]),
  ],
};

export const LEADERBOARD: DashboardDefinition = {
  title: 'Leaderboard',
  kinds: ['POINTS'],
  topPoints: true,
  panels: ({ rows, top }) => [
    stat('Points awarded', total(rows, 'quantity'), 'points'),
    stat('Top score', top[0]?.points ?? 0, 'points'),
    placeBar('Points by activity', 'points', rows, 'quantity'),
    table(
      `Top ${LEADERBOARD_TOP}`,
      [
        ['rank', 'Rank'],
        ['name', 'Name'],
        ['points', 'Points'],
      ],
      top.map((t) => ({ ...t })),
    ),
  ],
};

export const IN_PERSON_SUMMARY: DashboardDefinition = {
  title: 'Summary',
  kinds: ['CHECK_IN'],
  counts: true,
  panels: ({ rows, counts }) => [
    ...registrationStats(counts),
    stat('Check-ins', total(rows, 'facts')),
    dailySeries('Check-ins per day', 'check-ins', rows, [
      { label: 'Check-ins', kinds: ['CHECK_IN'], measure: 'facts' },
    ]),
    placeBar('Check-ins per entrance', 'check-ins', rows, 'facts'),
  ],
};

export const WEBINAR_OVERVIEW: DashboardDefinition = {
  title: 'Overview',
  kinds: ['STAGE_VIEW'],
  counts: true,
  panels: ({ rows, counts }) => {
    const minutes = total(rows, 'quantity');
    return [
      ...registrationStats(counts),
      stat('Minutes watched', minutes, 'minutes'),
      stat(
        W.minutesPerAttended,
        counts.attended > 0 ? Math.round(minutes / counts.attended) : 0,
        'minutes',
      ),
      dailySeries('Viewers per day', 'people', rows, [
        { label: 'Viewers', kinds: ['STAGE_VIEW'], measure: 'people' },
      ]),
    ];
  },
};

export const WEBINAR_INSIGHTS: DashboardDefinition = {
  title: 'Insights',
  kinds: ['STAGE_VIEW', ...EMAIL_KINDS],
  counts: true,
  panels: ({ rows, counts }) => {
    const sent = total(ofKind(rows, 'EMAIL_SENT'), 'facts');
    return [
      stat(W.attendanceRate, percent(counts.attended, counts.registered), '%'),
      stat('Email open rate', percent(total(ofKind(rows, 'EMAIL_OPENED'), 'facts'), sent), '%'),
      stat('Email click rate', percent(total(ofKind(rows, 'EMAIL_CLICKED'), 'facts'), sent), '%'),
      dailySeries('Minutes watched per day', 'minutes', rows, [
        { label: 'Minutes watched', kinds: ['STAGE_VIEW'], measure: 'quantity' },
      ]),
      statusTable(counts),
    ];
  },
};
