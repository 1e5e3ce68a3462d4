import type { ReactNode } from 'react';
import type { Integration } from '@console/shared/contract';
import { ErrorState, errorText, LoadingState, Page, PageHeader } from '@console/shared/ui';
import { Badge, Banner } from '@console/shared/ui/display';
import { useCanSync } from './hooks/use-can-sync';
import { useRevenueDashboard } from './hooks/use-revenue-dashboard';
import { RevenueDashboardView } from './RevenueDashboardView';
import {
  DataSyncOffScreen,
  IntegrationOffScreen,
  NoDataSyncScreen,
  SyncInProgressScreen,
} from './StateScreens';
import { SyncNowButton } from './SyncNowButton';
import { REVENUE_WORDS } from './words';
import {
  ANALYTICS_MESSAGES,
  isSyncFailed,
  revenueScreenFor,
  type RevenueDashboard,
} from '@console/analytics-contract';

/** The §4.3 screen for the integration's state. */
function RevenueScreenBody({ data }: { data: RevenueDashboard }) {
  const { integration, revenue, switchesOff } = data;
  const screen = revenueScreenFor(integration);
  if (!integration || screen === 'INTEGRATION_OFF_SCREEN')
    return <IntegrationOffScreen switchesOff={switchesOff} />;
  if (screen === 'DATA_SYNC_OFF_SCREEN') return <DataSyncOffScreen />;
  if (screen === 'SYNC_IN_PROGRESS_SCREEN') return <SyncInProgressScreen />;
  if (screen === 'NO_DATA_SYNC_SCREEN')
    return (
      <>
        {isSyncFailed(integration) ? (
          <Banner tone="warning">{ANALYTICS_MESSAGES.syncFailed}</Banner>
        ) : null}
        <NoDataSyncScreen integration={integration} />
      </>
    );
  return (
    <RevenueDashboardView integration={integration} revenue={revenue} switchesOff={switchesOff} />
  );
}

/**
 * 'Sync now' beside the title once there is a dashboard; read-only users, and organizers who may
 * not write the integrations (the API refuses them the sync), get no sync action.
 */
function headerAction(data: RevenueDashboard | undefined, canSync: boolean): ReactNode {
  const integration: Integration | null = data?.integration ?? null;
  if (!canSync || !integration) return null;
  if (revenueScreenFor(integration) !== 'REVENUE_DASHBOARD_SCREEN') return null;
  return <SyncNowButton integration={integration} />;
}

function RevenuePage({ legacy }: { legacy: boolean }) {
  const dashboard = useRevenueDashboard();
  const canSync = useCanSync();
  const title = legacy ? (
    <>
      {REVENUE_WORDS.title} <Badge>{REVENUE_WORDS.legacy}</Badge>
    </>
  ) : (
    REVENUE_WORDS.title
  );
  return (
    <Page>
      <PageHeader title={title} actions={headerAction(dashboard.data, canSync)} />
      {dashboard.isPending ? <LoadingState /> : null}
      {dashboard.isError && !dashboard.data ? (
        <ErrorState
          title={REVENUE_WORDS.loadFailed}
          message={errorText(dashboard.error)}
          onRetry={() => void dashboard.refetch()}
        />
      ) : null}
      {dashboard.data ? <RevenueScreenBody data={dashboard.data} /> : null}
    </Page>
  );
}

/** analytics/revenue-dashboard (spec §2.10, §4.3): revenue from the deals synced from the CRM. */
export function RevenueDashboardPage() {
  return <RevenuePage legacy={false} />;
}

/** The legacy variant (legacy analytics flag): the same dashboard, marked legacy in its heading. */
export function LegacyRevenueDashboardPage() {
  return <RevenuePage legacy />;
}
