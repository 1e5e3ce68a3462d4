import { Page, PageHeader } from '@console/shared/ui';
import { DashboardTabs } from '../embedded-dashboard';
import { INSIGHTS_TABS } from '@console/analytics-contract';

/** analytics/insights (spec §2.10): the five insights dashboards as tabs, the tab in the URL. */
export function InsightsPage() {
  return (
    <Page>
      <PageHeader title="Insights" />
      <DashboardTabs tabs={INSIGHTS_TABS} label="Insights" variant="current" boothOwner={false} />
    </Page>
  );
}
