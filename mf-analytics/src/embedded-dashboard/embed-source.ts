/**
 * What an embedded frame shows: a dashboard (a report or insights tab) or a drill-down with its
 * filters. The query options (key from analyticsKeys and fetcher) are built here, never in a
 * component.
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchDrillDownUrl, fetchEmbedUrl } from '../client/embed-client';
import {
  analyticsKeys,
  type DashboardName,
  type DashboardVariant,
  type DrillDownDashboard,
  type DrillDownFilters,
  type EmbedUrl,
} from '@console/analytics-contract';

export interface DashboardSource {
  kind: 'dashboard';
  dashboard: DashboardName;
  boothOwner: boolean;
  variant: DashboardVariant;
}

export interface DrillDownSource {
  kind: 'drillDown';
  dashboardId: DrillDownDashboard;
  filters: DrillDownFilters;
  variant: DashboardVariant;
}

export type EmbedSource = DashboardSource | DrillDownSource;

/** The frame's key: the dashboard's embed-url key, with what else picks the URL. */
function embedUrlKey(eventId: number, source: EmbedSource) {
  if (source.kind === 'dashboard') {
    const { dashboard, boothOwner, variant } = source;
    return [...analyticsKeys.embedUrl(eventId, dashboard, variant), { boothOwner }];
  }
  const { dashboardId, filters, variant } = source;
  return [...analyticsKeys.embedUrl(eventId, dashboardId, variant), { filters }];
}

function fetchSourceUrl(
  eventId: number,
  source: EmbedSource,
  signal: AbortSignal,
): Promise<EmbedUrl> {
  if (source.kind === 'dashboard') {
    const { dashboard, boothOwner, variant } = source;
    return fetchEmbedUrl(eventId, { dashboard, boothOwner, variant }, signal);
  }
  const { dashboardId, filters, variant } = source;
  return fetchDrillDownUrl(eventId, { dashboardId, filters, variant }, signal);
}

export const embedUrlQuery = (eventId: number, source: EmbedSource) =>
  queryOptions({
    queryKey: embedUrlKey(eventId, source),
    queryFn: ({ signal }) => fetchSourceUrl(eventId, source, signal),
  });
