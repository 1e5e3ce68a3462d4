import { defineRemoteApp } from '@console/shared/react';
import { comingSoonPage } from './coming-soon/ComingSoonPage';

/** mf-analytics's pages, one per catalogue route whose app is mf-analytics. All arrive in a later release. */
export default defineRemoteApp({
  'analytics.insights': comingSoonPage('analytics.insights'),
  'analytics.reports': comingSoonPage('analytics.reports'),
  'analytics.legacyReports': comingSoonPage('analytics.legacyReports'),
  'analytics.revenue': comingSoonPage('analytics.revenue'),
  'analytics.legacyRevenue': comingSoonPage('analytics.legacyRevenue'),
  'analytics.reportDownloads': comingSoonPage('analytics.reportDownloads'),
});
