/**
 * What an embedded frame shows: a dashboard (a report or insights tab) or a drill-down with its
 * filters. The query options (key from analyticsKeys and fetcher) are built here, never in a
 * component.
 */
import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
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

export interface EmbedUrlQuery {
  queryKey: QueryKey;
  queryFn: (context: QueryFunctionContext) => Promise<EmbedUrl>;
}

export function embedUrlQuery(eventId: number, source: EmbedSource): EmbedUrlQuery {
  if (source.kind === 'dashboard') {
    const { dashboard, boothOwner, variant } = source;
    return {
      queryKey: [...analyticsKeys.embedUrl(eventId, dashboard, variant), { boothOwner }],
      queryFn: ({ signal }) => fetchEmbedUrl(eventId, { dashboard, boothOwner, variant }, signal),
    };
  }
  const { dashboardId, filters, variant } = source;
  return {
    queryKey: [...analyticsKeys.embedUrl(eventId, dashboardId, variant), { filters }],
    queryFn: ({ signal }) => fetchDrillDownUrl(eventId, { dashboardId, filters, variant }, signal),
  };
}
