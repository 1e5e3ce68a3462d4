/**
 * The §4.3 screens shown instead of the dashboard, each with what the user can do next: the
 * switch that changes it (the event's or the organization's integration, the data sync
 * permission) or 'Sync now'.
 */
import type { Integration } from '@console/shared/contract';
import { EmptyState, Link } from '@console/shared/ui';
import { useCanSync } from './hooks/use-can-sync';
import { useSwitchHrefs } from './hooks/use-switch-hrefs';
import { SyncNowButton } from './SyncNowButton';
import { REVENUE_WORDS } from './words';
import { ANALYTICS_MESSAGES, type IntegrationSwitch } from '@console/analytics-contract';

/**
 * 'Integration turned off': 'Go to Integrations' opens the event's own switch when that one is
 * off, else the organization's integrations (off there, or no integration yet); when both are
 * off the organization's are linked too.
 */
export function IntegrationOffScreen({
  switchesOff,
}: {
  switchesOff: readonly IntegrationSwitch[];
}) {
  const hrefs = useSwitchHrefs();
  const eventOff = switchesOff.includes('EVENT');
  const organizationOff = switchesOff.includes('ORGANIZATION');
  const target = eventOff ? hrefs.event : hrefs.organization;
  const hint = [
    organizationOff ? REVENUE_WORDS.offForOrganization : null,
    eventOff ? REVENUE_WORDS.offForEvent : null,
    switchesOff.length === 0 ? REVENUE_WORDS.integrationOffHint : null,
  ].filter((text) => text !== null);
  return (
    <EmptyState
      title={ANALYTICS_MESSAGES.integrationOff}
      description={
        <>
          {hint.join(' ')}
          {eventOff && organizationOff && hrefs.organization ? (
            <>
              {' '}
              {REVENUE_WORDS.turnOnThere}{' '}
              <Link href={hrefs.organization}>{REVENUE_WORDS.organizationIntegrations}</Link>.
            </>
          ) : null}
          {target ? null : <> {REVENUE_WORDS.askToTurnOn}</>}
        </>
      }
      action={target ? <Link href={target}>{REVENUE_WORDS.goToIntegrations}</Link> : null}
    />
  );
}

/** Where to permit the sync: a link to the event's Integrations page for who may open it. */
function PermitHint() {
  const { event } = useSwitchHrefs();
  if (!event) return <>{REVENUE_WORDS.askToPermit}</>;
  return (
    <>
      {REVENUE_WORDS.permitOn} <Link href={event}>{REVENUE_WORDS.eventIntegrationsPage}</Link>.
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
