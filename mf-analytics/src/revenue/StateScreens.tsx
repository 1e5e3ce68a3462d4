/** The §4.3 screens shown instead of the dashboard, each with what the user can do next. */
import type { Integration } from '@console/shared/contract';
import { useHasPermission, useRouteBuilder } from '@console/shared/react';
import { EmptyState, Link } from '@console/shared/ui';
import { useCanSync } from './hooks/use-can-sync';
import { SyncNowButton } from './SyncNowButton';
import { REVENUE_WORDS } from './words';
import { ANALYTICS_MESSAGES } from '@console/analytics-contract';

/** The organization's integration list (a top-level page, outside the event). */
export const INTEGRATION_LIST_PATH = '/dashboard/integration/list';
const EVENT_INTEGRATIONS_WRITE = { anyOf: ['EVENT_INTEGRATIONS_WRITE'] } as const;

export function IntegrationOffScreen() {
  return (
    <EmptyState
      title={ANALYTICS_MESSAGES.integrationOff}
      description={REVENUE_WORDS.integrationOffHint}
      action={<Link href={INTEGRATION_LIST_PATH}>{REVENUE_WORDS.goToIntegrations}</Link>}
    />
  );
}

/** Where to permit the sync: a link to the event's Integrations page for who may open it. */
function PermitHint() {
  const routes = useRouteBuilder();
  const mayPermit = useHasPermission(EVENT_INTEGRATIONS_WRITE);
  if (!mayPermit) return <>{REVENUE_WORDS.askToPermit}</>;
  return (
    <>
      {REVENUE_WORDS.permitOn}{' '}
      <Link href={routes.to('integrations.event')}>{REVENUE_WORDS.eventIntegrationsPage}</Link>.
    </>
  );
}

export function DataSyncOffScreen() {
  return (
    <EmptyState
      title={ANALYTICS_MESSAGES.dataSyncOff}
      description={
        <>
          {REVENUE_WORDS.dataSyncOffHint} <PermitHint />
        </>
      }
    />
  );
}

export function NoDataSyncScreen({ integration }: { integration: Integration }) {
  const canSync = useCanSync();
  return (
    <EmptyState
      title={ANALYTICS_MESSAGES.noDataSync}
      description={canSync ? REVENUE_WORDS.noDataSyncHint : REVENUE_WORDS.noDataSyncReadOnlyHint}
      action={canSync ? <SyncNowButton integration={integration} /> : null}
    />
  );
}

export function SyncInProgressScreen() {
  return (
    <EmptyState
      title={ANALYTICS_MESSAGES.syncInProgress}
      description={REVENUE_WORDS.syncInProgressHint}
    />
  );
}
