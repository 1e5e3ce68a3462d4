import { Link } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  errorText,
  formatDateTime,
  LoadingState,
  PageHeader,
} from '@console/shared/ui';
import { routeByKey, type DashboardEvent } from '@console/shared/contract';
import { useDocumentTitle } from '../pages/document-title';
import { dashboardEventHref, groupDashboardEvents } from './group-events';
import { useDashboardEvents } from './use-dashboard-events';
import styles from '../shell.module.css';

const label = (value: string) => value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, ' ');

const TITLE = routeByKey('top.dashboard').title;

export function DashboardPage() {
  const events = useDashboardEvents();
  useDocumentTitle(TITLE);

  return (
    <main id="main" className={styles.page} tabIndex={-1}>
      <PageHeader
        title={TITLE}
        actions={
          <span className={styles.dashboardActions}>
            <Link to="/event/event/create">Create event</Link>
            <Link to="/webinar/event/create">Create webinar</Link>
            <Link to="/dashboard/integration/list">Integrations</Link>
          </span>
        }
      />
      {events.isPending ? <LoadingState label="Loading your events…" /> : null}
      {events.isError ? (
        <ErrorState
          title="Your events could not be loaded"
          message={errorText(events.error)}
          onRetry={() => void events.refetch()}
        />
      ) : null}
      {events.data && events.data.events.length === 0 ? (
        <EmptyState
          title="No events yet"
          description="Events you organize or hold a role in appear here."
        />
      ) : null}
      {events.data
        ? groupDashboardEvents(events.data.events).map((group) => (
            <section
              key={group.title}
              aria-labelledby={`group-${group.title}`}
              className={styles.eventGroup}
            >
              <h2 id={`group-${group.title}`}>{group.title}</h2>
              <ul className={styles.eventList}>
                {group.events.map((event) => (
                  <EventCard key={event.eventId} event={event} all={events.data.events} />
                ))}
              </ul>
            </section>
          ))
        : null}
    </main>
  );
}

function EventCard({ event, all }: { event: DashboardEvent; all: readonly DashboardEvent[] }) {
  const parentId = event.seriesParentEventId ?? event.sideEventParentId ?? event.hubId ?? null;
  const parent = parentId === null ? undefined : all.find((e) => e.eventId === parentId);
  const parentLabel =
    event.seriesParentEventId !== null
      ? 'Series'
      : event.sideEventParentId !== null
        ? 'Side event of'
        : 'Hub';
  return (
    <li className={styles.eventCard}>
      <Link to={dashboardEventHref(event)} className={styles.eventLink}>
        {event.name}
      </Link>
      <dl className={styles.eventFacts}>
        <div>
          <dt>Type</dt>
          <dd>{label(event.type)}</dd>
        </div>
        <div>
          <dt>Format</dt>
          <dd>{label(event.eventFormat)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{label(event.status)}</dd>
        </div>
        <div>
          <dt>Dates</dt>
          <dd>
            {formatDateTime(event.startDateTime, event.tz)} –{' '}
            {formatDateTime(event.endDateTime, event.tz)}
          </dd>
        </div>
        {parent ? (
          <div>
            <dt>{parentLabel}</dt>
            <dd>{parent.name}</dd>
          </div>
        ) : null}
        {event.role ? (
          <div>
            <dt>Your role</dt>
            <dd>{label(event.role)}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}
