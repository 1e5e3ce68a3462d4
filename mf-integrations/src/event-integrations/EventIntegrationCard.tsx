import { TIMINGS, type Integration } from '@console/shared/contract';
import { useCurrentEvent, useNotifier, useReadOnly } from '@console/shared/react';
import { Card, DateTime, DetailsList } from '@console/shared/ui/display';
import { Toggle } from '@console/shared/ui/form';
import { IntegrationStatusBadge } from '../IntegrationStatusBadge';
import styles from '../Integrations.module.css';
import { integrationName, isRevenueDataSyncOn } from './event-integration-state';
import { failureText } from './failure-text';
import { useUpdateEventIntegration } from './use-event-integrations';
import { EVENT_WORDS as WORDS } from './words';
import { INTEGRATIONS_MESSAGES, type UpdateEventIntegration } from '@console/integrations-contract';

/**
 * One integration of the event: its status and last revenue sync, a switch to use it in the
 * event and one permitting the revenue dashboard's data sync. Each switch shows the value it
 * is saving until the API answers; read-only users see them disabled.
 */
export function EventIntegrationCard({ integration }: { integration: Integration }) {
  const { tz } = useCurrentEvent();
  const readOnly = useReadOnly();
  const { notify } = useNotifier();
  const name = integrationName(integration.integrationType);
  const statusChange = useUpdateEventIntegration(integration.integrationType);
  const syncChange = useUpdateEventIntegration(integration.integrationType);

  const isEnabled = statusChange.isPending
    ? statusChange.variables.solutionStatus === 'ENABLE'
    : integration.solutionStatus === 'ENABLE';
  const isSyncOn = syncChange.isPending
    ? syncChange.variables.revenueDataSync === true
    : isRevenueDataSyncOn(integration);

  const send = (
    change: typeof statusChange,
    update: UpdateEventIntegration,
    successText: string,
  ) => {
    if (change.isPending) return;
    change.mutate(update, {
      onSuccess: () => notify(successText, { tone: 'success', durationMs: TIMINGS.toastShortMs }),
      onError: (error) =>
        notify(failureText(error), { tone: 'error', durationMs: TIMINGS.toastLongMs }),
    });
  };

  return (
    <Card title={name}>
      <DetailsList>
        <dt>{WORDS.status}</dt>
        <dd>
          <IntegrationStatusBadge status={integration.solutionStatus} />
        </dd>
        <dt>{WORDS.lastSync}</dt>
        <dd>
          {integration.revenueDashboardDataSyncAt ? (
            <DateTime value={integration.revenueDashboardDataSyncAt} timeZone={tz} />
          ) : (
            WORDS.neverSynced
          )}
        </dd>
      </DetailsList>
      <div className={styles.controls}>
        <Toggle
          isSelected={isEnabled}
          isDisabled={readOnly}
          aria-label={WORDS.enabledName(name)}
          onChange={(on) =>
            send(
              statusChange,
              { solutionStatus: on ? 'ENABLE' : 'DISABLE' },
              on ? INTEGRATIONS_MESSAGES.enabled(name) : INTEGRATIONS_MESSAGES.disabled(name),
            )
          }
        >
          {WORDS.enabled}
        </Toggle>
        <Toggle
          isSelected={isSyncOn}
          isDisabled={readOnly}
          aria-label={WORDS.revenueSyncName(name)}
          onChange={(on) =>
            send(
              syncChange,
              { revenueDataSync: on },
              on ? WORDS.revenueSyncOn(name) : WORDS.revenueSyncOff(name),
            )
          }
        >
          {WORDS.revenueSync}
        </Toggle>
      </div>
    </Card>
  );
}
