/**
 * Who may get an embed URL for which dashboard (spec §2.10, §5, §6), as pure functions:
 * - a report dashboard must be one of the viewer's tabs; an insights dashboard is for organizers;
 * - a drill-down dashboard must be opened from a dashboard the viewer may see;
 * - a booth owner who is not an organizer always gets the booth-owner view of their own booths;
 *   asking for the booth-owner view without owning a booth is refused;
 * - the legacy variant needs the legacy analytics flag.
 */
import {
  INSIGHTS_DASHBOARDS,
  type DashboardName,
  type DashboardVariant,
  type DrillDownDashboard,
  type ReportTab,
} from '@console/analytics-contract';

/** Which dashboards' bars open each drill-down (the panels in dashboard/ use the same map). */
export const DRILL_DOWN_OF: Partial<Record<DashboardName, DrillDownDashboard>> = {
  STAGES: 'STAGE_DETAIL',
  BOOTHS: 'BOOTH_DETAIL',
  ROOMS: 'ROOM_DETAIL',
  SESSIONS: 'SESSION_DETAIL',
  EMAILS: 'EMAIL_DETAIL',
  SPONSORS: 'BOOTH_DETAIL',
  SEGMENTS_SPEAKERS: 'SESSION_DETAIL',
  COLLABORATION: 'ROOM_DETAIL',
};

/** The filter every drill-down dashboard reads: the stage, booth, room, session or email. */
export const DRILL_DOWN_FILTER = 'place';

export interface EmbedViewer {
  isOrganizer: boolean;
  ownedBoothIds: readonly number[];
  /** The viewer's report tabs (reportTabsFor). */
  tabs: readonly ReportTab[];
  legacyAnalytics: boolean;
}

export type EmbedDecision =
  | { allowed: true; boothOwner: boolean; boothIds: number[] }
  | { allowed: false; reason: 'dashboard' | 'notBoothOwner' | 'legacyOff' };

const INSIGHTS = new Set<DashboardName>(INSIGHTS_DASHBOARDS);

/** May the viewer see this tab or insights dashboard? */
export function maySeeDashboard(viewer: EmbedViewer, dashboard: DashboardName): boolean {
  if (INSIGHTS.has(dashboard)) return viewer.isOrganizer;
  return viewer.tabs.some((t) => t.dashboard === dashboard);
}

/** May the viewer open this drill-down (from one of the dashboards they may see)? */
export function mayDrillDown(viewer: EmbedViewer, dashboardId: DrillDownDashboard): boolean {
  return Object.entries(DRILL_DOWN_OF).some(
    ([source, target]) =>
      target === dashboardId && maySeeDashboard(viewer, source as DashboardName),
  );
}

function boothView(viewer: EmbedViewer, asked: boolean): EmbedDecision {
  const boothOnly = !viewer.isOrganizer && viewer.ownedBoothIds.length > 0;
  if (asked && viewer.ownedBoothIds.length === 0)
    return { allowed: false, reason: 'notBoothOwner' };
  return asked || boothOnly
    ? { allowed: true, boothOwner: true, boothIds: [...viewer.ownedBoothIds] }
    : { allowed: true, boothOwner: false, boothIds: [] };
}

export function decideEmbed(
  viewer: EmbedViewer,
  request: { dashboard: DashboardName; boothOwner: boolean; variant: DashboardVariant },
): EmbedDecision {
  if (request.variant === 'legacy' && !viewer.legacyAnalytics)
    return { allowed: false, reason: 'legacyOff' };
  if (!maySeeDashboard(viewer, request.dashboard)) return { allowed: false, reason: 'dashboard' };
  return boothView(viewer, request.boothOwner);
}

export function decideDrillDown(
  viewer: EmbedViewer,
  request: { dashboardId: DrillDownDashboard; variant: DashboardVariant },
): EmbedDecision {
  if (request.variant === 'legacy' && !viewer.legacyAnalytics)
    return { allowed: false, reason: 'legacyOff' };
  if (!mayDrillDown(viewer, request.dashboardId)) return { allowed: false, reason: 'dashboard' };
  return boothView(viewer, false);
}
