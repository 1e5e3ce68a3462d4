/** Every dashboard the service can render, by name (report tabs, insights, drill-downs). */
import type { AnyDashboard } from '@console/analytics-contract';
import { BOOTH, ROOM, SESSION, STAGE, type DashboardDefinition } from './definition';
import {
  ATTENDEES,
  COLLABORATION,
  ORGANIZER_SUMMARY,
  SEGMENTS_SPEAKERS,
  SPONSORS,
} from './insights-dashboards';
import {
  EMAIL_DETAIL_DASHBOARD,
  EMAILS_DASHBOARD,
  placeDetailDashboard,
  placesDashboard,
} from './place-dashboards';
import {
  EVENT_SUMMARY,
  IN_PERSON_SUMMARY,
  LEADERBOARD,
  NETWORKING,
  WEBINAR_INSIGHTS,
  WEBINAR_OVERVIEW,
} from './summary-dashboards';

export const DASHBOARDS: Record<AnyDashboard, DashboardDefinition> = {
  EVENT_SUMMARY,
  STAGES: placesDashboard(
    'Stages',
    STAGE,
    { title: 'Minutes watched per stage', measure: 'quantity' },
    'STAGE_DETAIL',
    true,
  ),
  BOOTHS: placesDashboard(
    'Booths',
    BOOTH,
    { title: 'Visits per booth', measure: 'facts' },
    'BOOTH_DETAIL',
  ),
  ROOMS: placesDashboard(
    'Rooms',
    ROOM,
    { title: 'Minutes spent per room', measure: 'quantity' },
    'ROOM_DETAIL',
  ),
  SESSIONS: placesDashboard(
    'Sessions',
    SESSION,
    { title: 'Minutes watched per session', measure: 'quantity' },
    'SESSION_DETAIL',
  ),
  NETWORKING,
  EMAILS: EMAILS_DASHBOARD,
  LEADERBOARD,
  SUMMARY: IN_PERSON_SUMMARY,
  OVERVIEW: WEBINAR_OVERVIEW,
  INSIGHTS: WEBINAR_INSIGHTS,
  ORGANIZER_SUMMARY,
  SPONSORS,
  SEGMENTS_SPEAKERS,
  ATTENDEES,
  COLLABORATION,
  STAGE_DETAIL: placeDetailDashboard(STAGE),
  BOOTH_DETAIL: placeDetailDashboard(BOOTH),
  ROOM_DETAIL: placeDetailDashboard(ROOM),
  SESSION_DETAIL: placeDetailDashboard(SESSION),
  EMAIL_DETAIL: EMAIL_DETAIL_DASHBOARD,
};
