/** The insights page's dashboards (spec §2.10): Organizer Summary, Sponsors, Segments Speakers, Attendees, Collaboration. */
import { ANALYTICS_COUNT_WORDS as W } from '@console/analytics-contract';
import { ATTENDANCE_KINDS, BOOTH, ROOM, SESSION, type DashboardDefinition } from './definition';
import { placesDashboard } from './place-dashboards';
import { dailySeries, ofKind, placeBar, stat, total } from './panels';
import { registrationStats, statusTable } from './summary-dashboards';

export const ORGANIZER_SUMMARY: DashboardDefinition = {
  title: 'Organizer Summary',
  kinds: [...ATTENDANCE_KINDS, 'CHECK_IN', 'MEETING', 'EMAIL_SENT'],
  counts: true,
  panels: ({ rows, counts }) => [
    ...registrationStats(counts),
    stat('Meetings', total(ofKind(rows, 'MEETING'), 'facts')),
    stat('Emails sent', total(ofKind(rows, 'EMAIL_SENT'), 'facts')),
    dailySeries('Daily activity', 'activities', rows, [
      { label: 'Attendance', kinds: [...ATTENDANCE_KINDS, 'CHECK_IN'], measure: 'facts' },
      { label: 'Meetings', kinds: ['MEETING'], measure: 'facts' },
      { label: 'Emails sent', kinds: ['EMAIL_SENT'], measure: 'facts' },
    ]),
  ],
};

export const SPONSORS = placesDashboard(
  'Sponsors',
  BOOTH,
  { title: 'Visits per booth', measure: 'facts' },
  'BOOTH_DETAIL',
);

export const SEGMENTS_SPEAKERS = placesDashboard(
  'Segments Speakers',
  SESSION,
  { title: 'Minutes watched per session', measure: 'quantity' },
  'SESSION_DETAIL',
);

export const ATTENDEES: DashboardDefinition = {
  title: 'Attendees',
  kinds: [...ATTENDANCE_KINDS, 'CHECK_IN'],
  counts: true,
  panels: ({ rows, counts }) => [
    ...registrationStats(counts),
    dailySeries(W.attendedPerDay, 'people', rows, [
      { label: 'Stages and sessions', kinds: ['STAGE_VIEW', 'SESSION_VIEW'], measure: 'people' },
      { label: 'Rooms and booths', kinds: ['ROOM_VISIT', 'BOOTH_VISIT'], measure: 'people' },
      { label: 'Check-ins', kinds: ['CHECK_IN'], measure: 'people' },
    ]),
    statusTable(counts),
  ],
};

export const COLLABORATION: DashboardDefinition = {
  title: 'Collaboration',
  kinds: ['MEETING', ROOM.kind],
  panels: ({ rows }) => {
    const rooms = ofKind(rows, ROOM.kind);
    return [
      stat('Meetings', total(ofKind(rows, 'MEETING'), 'facts')),
      stat('Room visits', total(rooms, 'facts')),
      dailySeries('Meetings and room visits per day', 'activities', rows, [
        { label: 'Meetings', kinds: ['MEETING'], measure: 'facts' },
        { label: 'Room visits', kinds: [ROOM.kind], measure: 'facts' },
      ]),
      placeBar('Minutes spent per room', 'minutes', rooms, 'quantity', 'ROOM_DETAIL'),
    ];
  },
};
