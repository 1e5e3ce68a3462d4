import { useState } from 'react';
import { ApiError } from '@console/shared/react';
import {
  EmptyState,
  ErrorState,
  errorText,
  LoadingState,
  Page,
  PageHeader,
} from '@console/shared/ui';
import { Banner } from '@console/shared/ui/display';
import styles from '../Integrations.module.css';
import { OrganizationIntegrationCard } from './OrganizationIntegrationCard';
import type { Outcome } from './outcome';
import { useOrganizationIntegrations } from './use-organization-integrations';
import { ORGANIZATION_WORDS as WORDS } from './words';
import { INTEGRATIONS_MESSAGES } from '@console/integrations-contract';

/**
 * /dashboard/integration/list: the organization's integrations, each turned on or off and its
 * CRM connection set. A dashboard-level page: the shell gives it no event context, so it reads
 * only the API and shows outcomes in a banner of its own.
 */
export function OrganizationIntegrationsPage() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <Page>
      <PageHeader title={WORDS.title} />
      {outcome ? <Banner tone={outcome.tone}>{outcome.text}</Banner> : null}
      <IntegrationCards onOutcome={setOutcome} />
    </Page>
  );
}

function IntegrationCards({ onOutcome }: { onOutcome: (outcome: Outcome) => void }) {
  const list = useOrganizationIntegrations();
  if (list.isPending) return <LoadingState label={WORDS.loading} />;
  if (list.isError) {
    const { error } = list;
    if (error instanceof ApiError && error.status === 403)
      return <EmptyState title={INTEGRATIONS_MESSAGES.notInOrganization} />;
    return (
      <ErrorState
        title={WORDS.loadFailed}
        message={errorText(error)}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.data.length === 0)
    return (
      <EmptyState title={INTEGRATIONS_MESSAGES.noIntegrations} description={WORDS.emptyHint} />
    );
  return (
    <ul className={styles.cards}>
      {list.data.map((integration) => (
        <li key={integration.integrationType}>
          <OrganizationIntegrationCard integration={integration} onOutcome={onOutcome} />
        </li>
      ))}
    </ul>
  );
}
