/**
 * The dashboards the analytics service renders (spec §2.10): one per report tab, the insights
 * tabs, and the drill-down dashboards a chart opens with filters.
 */
import { z } from '@console/shared/zod';

export const REPORT_DASHBOARDS = [
  'EVENT_SUMMARY',
  'STAGES',
  'BOOTHS',
  'ROOMS',
  'SESSIONS',
  'NETWORKING',
  'EMAILS',
  'LEADERBOARD',
  'SUMMARY',
  'OVERVIEW',
  'INSIGHTS',
] as const;

export const INSIGHTS_DASHBOARDS = [
  'ORGANIZER_SUMMARY',
  'SPONSORS',
  'SEGMENTS_SPEAKERS',
  'ATTENDEES',
  'COLLABORATION',
] as const;

/** Dashboards opened only by a drill-down, each with the one filter it reads. */
export const DRILL_DOWN_DASHBOARDS = [
  'STAGE_DETAIL',
  'BOOTH_DETAIL',
  'ROOM_DETAIL',
  'SESSION_DETAIL',
  'EMAIL_DETAIL',
] as const;

export const DashboardNameSchema = z.enum([...REPORT_DASHBOARDS, ...INSIGHTS_DASHBOARDS]);
export type DashboardName = z.infer<typeof DashboardNameSchema>;

export const DrillDownDashboardSchema = z.enum(DRILL_DOWN_DASHBOARDS);
export type DrillDownDashboard = z.infer<typeof DrillDownDashboardSchema>;

export const AnyDashboardSchema = z.enum([
  ...REPORT_DASHBOARDS,
  ...INSIGHTS_DASHBOARDS,
  ...DRILL_DOWN_DASHBOARDS,
]);
export type AnyDashboard = z.infer<typeof AnyDashboardSchema>;

/** The current dashboards, or the legacy provider's variant (legacy analytics flag, spec §6). */
export const DashboardVariantSchema = z.enum(['current', 'legacy']);
export type DashboardVariant = z.infer<typeof DashboardVariantSchema>;
