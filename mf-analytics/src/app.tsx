import { defineRemoteApp } from '@console/shared/react';
import { comingSoonPage } from '@console/shared/ui';

const AREA = 'Analytics';

/** mf-analytics's pages, one per catalogue route whose app is mf-analytics. All arrive in a later release. */
export default defineRemoteApp({
  'analytics.insights': comingSoonPage('analytics.insights', AREA),
  'analytics.reports': comingSoonPage('analytics.reports', AREA),
  'analytics.legacyReports': comingSoonPage('analytics.legacyReports', AREA),
  'analytics.revenue': comingSoonPage('analytics.revenue', AREA),
  'analytics.legacyRevenue': comingSoonPage('analytics.legacyRevenue', AREA),
  'analytics.reportDownloads': comingSoonPage('analytics.reportDownloads', AREA),
});
