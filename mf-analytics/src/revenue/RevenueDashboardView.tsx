import type { Integration } from '@console/shared/contract';
import { EmptyState, formatMonth, Link } from '@console/shared/ui';
import { Banner } from '@console/shared/ui/display';
import { useSwitchHrefs } from './hooks/use-switch-hrefs';
import { BreakdownTable } from './BreakdownTable';
import { RevenueFigures } from './RevenueFigures';
import { StageTable } from './StageTable';
import { SyncStatus } from './SyncStatus';
import { REVENUE_WORDS } from './words';
import {
  ANALYTICS_EXTRA_MESSAGES,
  ANALYTICS_MESSAGES,
  isSyncFailed,
  showsOutdatedBanner,
  type IntegrationSwitch,
  type RevenueDashboard,
} from '@console/analytics-contract';

interface RevenueDashboardViewProps {
  integration: Integration;
  revenue: RevenueDashboard['revenue'];
  switchesOff: readonly IntegrationSwitch[];
}

/**
 * The outdated-data banner links to the switch that keeps the data from syncing: the
 * organization's integration when that is off, else the event's Integrations page (its own
 * switch, or the data sync permission).
 */
function OutdatedBanner({ switchesOff }: { switchesOff: readonly IntegrationSwitch[] }) {
  const hrefs = useSwitchHrefs();
  const href = switchesOff[0] === 'ORGANIZATION' ? hrefs.organization : hrefs.event;
  return (
    <Banner tone="warning">
      {ANALYTICS_EXTRA_MESSAGES.outdatedData}{' '}
      {href ? <Link href={href}>{REVENUE_WORDS.outdatedSwitch}</Link> : REVENUE_WORDS.askToTurnOn}
    </Banner>
  );
}

/** REVENUE_DASHBOARD_SCREEN: the sync state, then the figures and tables of the synced deals. */
export function RevenueDashboardView({
  integration,
  revenue,
  switchesOff,
}: RevenueDashboardViewProps) {
  return (
    <>
      {showsOutdatedBanner(integration) ? <OutdatedBanner switchesOff={switchesOff} /> : null}
      {isSyncFailed(integration) ? (
        <Banner tone="warning">{ANALYTICS_MESSAGES.syncFailed}</Banner>
      ) : null}
      <SyncStatus integration={integration} />
      {revenue ? (
        <>
          <RevenueFigures revenue={revenue} />
          <BreakdownTable
            title={REVENUE_WORDS.byTicketType}
            labelHeader={REVENUE_WORDS.ticketType}
            rows={revenue.byTicketType}
            currency={revenue.currency}
          />
          <StageTable rows={revenue.byStage} currency={revenue.currency} />
          <BreakdownTable
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
