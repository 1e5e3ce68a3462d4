/** Query keys of the analytics feature, from one factory; never inline a key. */
import type { DashboardVariant } from './dashboards';

export const analyticsKeys = {
  all: (eventId: number) => ['event', eventId, 'analytics'] as const,
  reports: (eventId: number, variant: DashboardVariant) =>
    ['event', eventId, 'analytics', 'reports', variant] as const,
  embedUrl: (eventId: number, dashboard: string, variant: DashboardVariant) =>
    ['event', eventId, 'analytics', 'embed-url', dashboard, variant] as const,
  reportDownloads: (eventId: number) =>
    ['event', eventId, 'analytics', 'report-downloads'] as const,
  leaderboard: (eventId: number, offset: number) =>
    ['event', eventId, 'analytics', 'leaderboard', offset] as const,
  revenue: (eventId: number) => ['event', eventId, 'analytics', 'revenue'] as const,
};
