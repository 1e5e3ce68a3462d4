import { useCurrentEvent, useEventAccess } from '@console/shared/react';
import {
  EmptyState,
  ErrorState,
  errorText,
  LoadingState,
  Page,
  PageHeader,
} from '@console/shared/ui';
import { DashboardTabs } from '../embedded-dashboard';
import { LastUpdated } from './LastUpdated';
import { useReportsOverview } from './use-reports-overview';
import { ANALYTICS_EXTRA_MESSAGES, type DashboardVariant } from '@console/analytics-contract';

const TITLES: Record<DashboardVariant, string> = {
  current: 'Reports',
  legacy: 'Legacy reports',
};

/** The overview's states: loading, failed, no tab for this viewer, or the tabs. */
function ReportsBody({ variant }: { variant: DashboardVariant }) {
  const event = useCurrentEvent();
  const access = useEventAccess();
  const overview = useReportsOverview(variant);

  if (overview.isPending) return <LoadingState label="Loading reports…" />;
  if (overview.isError)
    return (
      <ErrorState
        title="Reports could not be loaded"
        message={errorText(overview.error)}
        onRetry={() => void overview.refetch()}
      />
    );
  if (overview.data.tabs.length === 0)
    return <EmptyState title={ANALYTICS_EXTRA_MESSAGES.noReports} />;
  return (
    <>
      <LastUpdated at={overview.data.lastUpdatedAt} timeZone={event.tz} />
      <DashboardTabs
        tabs={overview.data.tabs}
        label="Reports"
        variant={variant}
        boothOwner={access.isBoothOwner && !access.isOrganizer}
      />
    </>
  );
}

/**
 * analytics/reports and its legacy variant (spec §2.10): the viewer's report tabs from the API,
 * each an embedded dashboard, and the time of the last report update.
 */
function ReportsView({ variant }: { variant: DashboardVariant }) {
  return (
    <Page>
      <PageHeader title={TITLES[variant]} />
      <ReportsBody variant={variant} />
    </Page>
  );
}

export const ReportsPage = () => <ReportsView variant="current" />;
export const LegacyReportsPage = () => <ReportsView variant="legacy" />;
