import { Link } from 'react-router-dom';
import { hasAnyPermission } from '@console/shared/contract';
import { useShellContext } from '@console/shared/react';
import { EmptyState, ErrorState, errorText, LoadingState } from '@console/shared/ui';
import { childEventHref, childEventsOf } from '../dashboard/group-events';
import { useDashboardEvents } from '../dashboard/use-dashboard-events';
import styles from '../shell.module.css';

/**
 * The events of a series or hub (Events / Webinars) and the side events of a third-party event
 * (Field events): each opens its own layout, whose back button returns here.
 */
export function ChildEventsPanel() {
  const { event, access, readOnly } = useShellContext();
  const events = useDashboardEvents();
  const isSideEvents = event.type === 'THIRD_PARTY';
  const heading = isSideEvents
    ? 'Side events'
    : event.type === 'SERIES'
      ? 'Events of this series'
      : 'Events of this hub';
  const canCreate =
    event.type === 'SERIES' &&
    hasAnyPermission(access.permissions, { anyOf: ['EVENT_MANAGEMENT_EVENT_ACTIONS_WRITE'] });
  const children = events.data ? childEventsOf(events.data.events, event) : [];
  return (
    <section className={styles.panel} aria-labelledby="child-events-title">
      <h2 id="child-events-title">{heading}</h2>
      {canCreate && !readOnly ? (
        <p className={styles.dashboardActions}>
          <Link to={`/series/${event.eventId}/event-webinar/event/create`}>Create event</Link>
          <Link to={`/series/${event.eventId}/event-webinar/webinar/create`}>Create webinar</Link>
        </p>
      ) : null}
      {events.isPending ? <LoadingState label="Loading the events…" /> : null}
      {events.isError ? (
        <ErrorState
          title="The events could not be loaded"
          message={errorText(events.error)}
          onRetry={() => void events.refetch()}
        />
      ) : null}
      {events.data && children.length === 0 ? (
        <EmptyState title="No events yet" description="Events added here appear in this list." />
      ) : null}
      {children.length > 0 ? (
        <ul className={styles.eventList}>
          {children.map((child) => (
            <li key={child.eventId} className={styles.eventCard}>
              <Link to={childEventHref(child, event)} className={styles.eventLink}>
                {child.name}
              </Link>
              <p className={styles.muted}>
                {child.type.replace('_', ' ').toLowerCase()} ·{' '}
                {child.eventFormat.replace('_', ' ').toLowerCase()} · {child.status.toLowerCase()}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
