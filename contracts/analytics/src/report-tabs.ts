/**
 * Which report tabs a viewer gets (spec §2.10, §5): per event format, the flex-only Sessions tab,
 * in-person Sessions only for events configured for it, and a booth owner who is not an
 * organizer limited to Booths. The API answers with these tabs; the page renders them.
 */
import { z } from '@console/shared/zod';
import type { Event } from '@console/shared/contract';
import { DashboardNameSchema, type DashboardName } from './dashboards';

export const ReportTabSchema = z.object({ dashboard: DashboardNameSchema, label: z.string() });
export type ReportTab = z.infer<typeof ReportTabSchema>;

const tab = (dashboard: DashboardName, label: string): ReportTab => ({ dashboard, label });

const VIRTUAL_TABS: readonly ReportTab[] = [
  tab('EVENT_SUMMARY', 'Event Summary'),
  tab('STAGES', 'Stages'),
  tab('BOOTHS', 'Booths'),
  tab('ROOMS', 'Rooms'),
  tab('SESSIONS', 'Sessions'),
  tab('NETWORKING', 'Networking'),
  tab('EMAILS', 'Emails'),
  tab('LEADERBOARD', 'Leaderboard'),
];
const IN_PERSON_TABS: readonly ReportTab[] = [
  tab('SUMMARY', 'Summary'),
  tab('SESSIONS', 'Sessions'),
  tab('EMAILS', 'Emails'),
];
const WEBINAR_TABS: readonly ReportTab[] = [
  tab('OVERVIEW', 'Overview'),
  tab('INSIGHTS', 'Insights'),
  tab('EMAILS', 'Emails'),
];

export const INSIGHTS_TABS: readonly ReportTab[] = [
  tab('ORGANIZER_SUMMARY', 'Organizer Summary'),
  tab('SPONSORS', 'Sponsors'),
  tab('SEGMENTS_SPEAKERS', 'Segments Speakers'),
  tab('ATTENDEES', 'Attendees'),
  tab('COLLABORATION', 'Collaboration'),
];

export interface ReportViewer {
  isOrganizer: boolean;
  isBoothOwner: boolean;
}

export interface ReportTabOptions {
  /** In-person Sessions reports are on only for the events configured for them (spec §2.10). */
  inPersonSessionReports: boolean;
}

export function reportTabsFor(
  event: Pick<Event, 'type' | 'eventFormat' | 'isFlex'>,
  viewer: ReportViewer,
  options: ReportTabOptions,
): ReportTab[] {
  const tabs = formatTabs(event, options);
  if (viewer.isBoothOwner && !viewer.isOrganizer)
    return tabs.filter((t) => t.dashboard === 'BOOTHS');
  return tabs;
}

function formatTabs(
  event: Pick<Event, 'type' | 'eventFormat' | 'isFlex'>,
  options: ReportTabOptions,
): ReportTab[] {
  if (event.type === 'WEBINAR') return [...WEBINAR_TABS];
  if (event.eventFormat === 'IN_PERSON')
    return IN_PERSON_TABS.filter(
      (t) => t.dashboard !== 'SESSIONS' || options.inPersonSessionReports,
    );
  return VIRTUAL_TABS.filter((t) => t.dashboard !== 'SESSIONS' || event.isFlex);
}

/** GET reports: the viewer's tabs and the time of the last report update (the report text). */
export const ReportsOverviewSchema = z.object({
  tabs: z.array(ReportTabSchema),
  lastUpdatedAt: z.string().nullable(),
});
export type ReportsOverview = z.infer<typeof ReportsOverviewSchema>;
