import { defineRemoteApp, lazyPage } from '@console/shared/react';

/** mf-analytics's pages, one per catalogue route whose app is mf-analytics, each loaded when opened. */
export default defineRemoteApp({
  'analytics.insights': lazyPage(
    () => import('./insights'),
    (m) => m.InsightsPage,
  ),
  'analytics.reports': lazyPage(
    () => import('./reports'),
    (m) => m.ReportsPage,
  ),
  'analytics.legacyReports': lazyPage(
    () => import('./reports'),
    (m) => m.LegacyReportsPage,
  ),
  'analytics.revenue': lazyPage(
    () => import('./revenue'),
    (m) => m.RevenueDashboardPage,
  ),
  'analytics.legacyRevenue': lazyPage(
    () => import('./revenue'),
    (m) => m.LegacyRevenueDashboardPage,
  ),
  'analytics.reportDownloads': lazyPage(
    () => import('./report-downloads'),
    (m) => m.ReportDownloadsPage,
  ),
});
