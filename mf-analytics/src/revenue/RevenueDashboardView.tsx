import type { Integration } from '@console/shared/contract';
import { EmptyState, formatMonth } from '@console/shared/ui';
import { Banner } from '@console/shared/ui/display';
import { AmountTable } from './AmountTable';
import { RevenueFigures } from './RevenueFigures';
import { SyncStatus } from './SyncStatus';
import { REVENUE_WORDS } from './words';
import {
  ANALYTICS_EXTRA_MESSAGES,
  ANALYTICS_MESSAGES,
  isSyncFailed,
  showsOutdatedBanner,
  type RevenueDashboard,
} from '@console/analytics-contract';

interface RevenueDashboardViewProps {
  integration: Integration;
  revenue: RevenueDashboard['revenue'];
}

/** REVENUE_DASHBOARD_SCREEN: the sync state, then the figures and tables of the synced deals. */
export function RevenueDashboardView({ integration, revenue }: RevenueDashboardViewProps) {
  return (
    <>
      {showsOutdatedBanner(integration) ? (
        <Banner tone="warning">{ANALYTICS_EXTRA_MESSAGES.outdatedData}</Banner>
      ) : null}
      {isSyncFailed(integration) ? (
        <Banner tone="warning">{ANALYTICS_MESSAGES.syncFailed}</Banner>
      ) : null}
      <SyncStatus integration={integration} />
      {revenue ? (
        <>
          <RevenueFigures revenue={revenue} />
          <AmountTable
            title={REVENUE_WORDS.byTicketType}
            labelHeader={REVENUE_WORDS.ticketType}
            rows={revenue.byTicketType}
            currency={revenue.currency}
          />
          <AmountTable
            title={REVENUE_WORDS.byStage}
            labelHeader={REVENUE_WORDS.stage}
            rows={revenue.byStage}
            currency={revenue.currency}
          />
          <AmountTable
            title={REVENUE_WORDS.overTime}
            labelHeader={REVENUE_WORDS.month}
            rows={revenue.overTime}
            currency={revenue.currency}
            formatLabel={formatMonth}
          />
        </>
      ) : (
        <EmptyState title={REVENUE_WORDS.noDealsSynced} />
      )}
    </>
  );
}
