import { routeByKey } from '@console/shared/contract';
import {
  EmptyState,
  ErrorState,
  errorText,
  Link,
  LoadingState,
  Page,
  PageHeader,
} from '@console/shared/ui';
import styles from '../Integrations.module.css';
import { EventIntegrationCard } from './EventIntegrationCard';
import { useEventIntegrations } from './use-event-integrations';
import { EVENT_WORDS as WORDS } from './words';
import { INTEGRATIONS_MESSAGES } from '@console/integrations-contract';

/** event-integration: the event's integrations, each used or not and its revenue data sync. */
export function EventIntegrationsPage() {
  return (
    <Page>
      <PageHeader title={WORDS.title} />
      <EventIntegrationCards />
    </Page>
  );
}

function EventIntegrationCards() {
  const list = useEventIntegrations();
  if (list.isPending) return <LoadingState label={WORDS.loading} />;
  if (list.isError)
    return (
      <ErrorState
        title={WORDS.loadFailed}
        message={errorText(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  if (list.data.length === 0)
    return (
      <EmptyState
        title={INTEGRATIONS_MESSAGES.noIntegrations}
        description={WORDS.emptyHint}
        action={<Link href={routeByKey('top.integrationList').path}>{WORDS.manageLink}</Link>}
      />
    );
  return (
    <ul className={styles.cards}>
      {list.data.map((integration) => (
        <li key={integration.integrationType}>
          <EventIntegrationCard integration={integration} />
        </li>
      ))}
    </ul>
  );
}
