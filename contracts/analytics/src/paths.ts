/** The analytics endpoints, relative to /api, for the API's routes, the service and the remote. */
const base = (eventId: number | string) => `/events/${eventId}/analytics`;

export const ANALYTICS_API = {
  /** GET ?variant: the viewer's report tabs and the last report update (ReportsOverview). */
  reportsRoute: `${base(':eventId')}/reports`,
  reports: (eventId: number) => `${base(eventId)}/reports`,
  /** POST: a signed embed URL for one dashboard (EmbedUrlRequest -> EmbedUrl). */
  embedUrlRoute: `${base(':eventId')}/embed-url`,
  embedUrl: (eventId: number) => `${base(eventId)}/embed-url`,
  /** POST: a signed embed URL for a drill-down (DrillDownUrlRequest -> EmbedUrl). */
  drillDownUrlRoute: `${base(':eventId')}/drill-down-url`,
  drillDownUrl: (eventId: number) => `${base(eventId)}/drill-down-url`,
  /** GET with `Authorization: Bearer <embed token>`: the dashboard's data, for the analytics service. */
  embedDashboardData: '/analytics-embed/dashboard-data',
  /** GET: the downloadable reports of the event (ReportDownloadList). */
  reportDownloadsRoute: `${base(':eventId')}/report-downloads`,
  reportDownloads: (eventId: number) => `${base(eventId)}/report-downloads`,
  /** GET: one report as CSV. */
  reportDownloadRoute: `${base(':eventId')}/report-downloads/:reportType`,
  reportDownload: (eventId: number, reportType: string) =>
    `${base(eventId)}/report-downloads/${encodeURIComponent(reportType)}`,
  /** GET ?organizationId&name: a custom report as CSV. */
  customReportRoute: `${base(':eventId')}/custom-report`,
  customReport: (eventId: number, organizationId: number, name: string) =>
    `${base(eventId)}/custom-report?${new URLSearchParams({ organizationId: String(organizationId), name })}`,
  /** GET ?limit&offset: leaderboard users by rank (LeaderboardPage). */
  leaderboardRoute: `${base(':eventId')}/leaderboard`,
  leaderboard: (eventId: number) => `${base(eventId)}/leaderboard`,
  /** GET: the whole leaderboard as CSV. */
  leaderboardCsvRoute: `${base(':eventId')}/leaderboard.csv`,
  leaderboardCsv: (eventId: number) => `${base(eventId)}/leaderboard.csv`,
  /** GET: the revenue dashboard (RevenueDashboard). */
  revenueRoute: `${base(':eventId')}/revenue-dashboard`,
  revenue: (eventId: number) => `${base(eventId)}/revenue-dashboard`,
  /** POST: start a manual re-sync from the CRM (RevenueSyncStarted); refused within a day. */
  revenueSyncRoute: `${base(':eventId')}/revenue-dashboard/sync`,
  revenueSync: (eventId: number) => `${base(eventId)}/revenue-dashboard/sync`,
} as const;
