import { Link } from '@console/shared/ui';
import styles from '../Integrations.module.css';
import { eventIntegrationHref } from './event-integration-href';
import { ORGANIZATION_WORDS as WORDS } from './words';
import type { OrganizationIntegration } from '@console/integrations-contract';

/**
 * "Used by N events", which opens the list of those events, each linked to its own Integrations
 * page (its switch of this integration) and marked when that switch is off.
 */
export function EventsUsing({ integration }: { integration: OrganizationIntegration }) {
  const { eventCount, events } = integration;
  const summary = WORDS.eventsUsing(eventCount);
  if (events.length === 0) return <span>{summary}</span>;
  return (
    <details className={styles.eventsUsing}>
      <summary>{summary}</summary>
      <ul>
        {events.map((event) => {
          const href = eventIntegrationHref(event);
          return (
            <li key={event.eventId}>
              {href ? <Link href={href}>{event.name}</Link> : event.name}
              {event.solutionStatus === 'DISABLE' ? (
                <span className={styles.muted}> {WORDS.offForEvent}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {eventCount > events.length ? <p>{WORDS.moreEvents(eventCount - events.length)}</p> : null}
    </details>
  );
}
