import { useState } from 'react';
import { Button } from '@console/shared/ui';
import { Card } from '@console/shared/ui/display';
import { ConfirmDialog } from '@console/shared/ui/dialog';
import { Toggle } from '@console/shared/ui/form';
import { IntegrationStatusBadge } from '../IntegrationStatusBadge';
import styles from '../Integrations.module.css';
import { ConnectionSettingsPanel } from './ConnectionSettingsPanel';
import { EventsUsing } from './EventsUsing';
import { failed, succeeded, type Outcome } from './outcome';
import { useUpdateOrganizationIntegration } from './use-organization-integrations';
import { ORGANIZATION_WORDS as WORDS } from './words';
import {
  INTEGRATIONS_MESSAGES,
  type OrganizationIntegration,
} from '@console/integrations-contract';

export interface OrganizationIntegrationCardProps {
  integration: OrganizationIntegration;
  onOutcome: (outcome: Outcome) => void;
}

/**
 * One integration of the organization: turned on at once, turned off only after the user
 * confirms (its events stop syncing), and its CRM connection settings in a side panel.
 */
export function OrganizationIntegrationCard({
  integration,
  onOutcome,
}: OrganizationIntegrationCardProps) {
  const { name, integrationType } = integration;
  const statusChange = useUpdateOrganizationIntegration(integrationType);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const shownStatus = statusChange.isPending
    ? (statusChange.variables.status ?? integration.status)
    : integration.status;

  const sendStatus = (status: OrganizationIntegration['status']) =>
    statusChange.mutate(
      { status },
      {
        onSuccess: () =>
          onOutcome(
            succeeded(
              status === 'ENABLE'
                ? INTEGRATIONS_MESSAGES.enabled(name)
                : INTEGRATIONS_MESSAGES.disabled(name),
            ),
          ),
        onError: () => onOutcome(failed(INTEGRATIONS_MESSAGES.saveFailed)),
      },
    );

  const onToggle = (on: boolean) => {
    if (statusChange.isPending) return;
    if (on) sendStatus('ENABLE');
    else setConfirmingOff(true);
  };

  return (
    <Card title={name}>
      <p className={styles.description}>{integration.description}</p>
      <div className={styles.controls}>
        <IntegrationStatusBadge status={integration.status} />
        <EventsUsing integration={integration} />
      </div>
      <div className={styles.controls}>
        <Toggle
          isSelected={shownStatus === 'ENABLE'}
          onChange={onToggle}
          aria-label={WORDS.enabledName(name)}
        >
          {WORDS.enabled}
        </Toggle>
        <Button
          aria-label={WORDS.connectionSettingsFor(name)}
          onPress={() => setSettingsOpen(true)}
        >
          {WORDS.connectionSettings}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirmingOff}
        onOpenChange={setConfirmingOff}
        title={WORDS.turnOffTitle(name)}
        message={WORDS.turnOffMessage}
        confirmLabel={WORDS.turnOff}
        cancelLabel={WORDS.cancel}
        tone="danger"
        onConfirm={() => {
          setConfirmingOff(false);
          sendStatus('DISABLE');
        }}
      />
      {settingsOpen ? (
        <ConnectionSettingsPanel
          integration={integration}
          onClose={() => setSettingsOpen(false)}
          onSaved={() => onOutcome(succeeded(INTEGRATIONS_MESSAGES.connectionSaved))}
        />
      ) : null}
    </Card>
  );
}
