import { Link } from 'react-router-dom';
import type { RouteDef } from '@console/shared/contract';
import { useShellContext } from '@console/shared/react';
import { Button, PageHeader } from '@console/shared/ui';
import { ChildEventsPanel } from './ChildEventsPanel';
import { FeatureFlagsPanel } from './FeatureFlagsPanel';
import { relatedRoutes } from './related-routes';
import styles from '../shell.module.css';

/** Pages that show the event's feature flags: its Settings page and its info pages. */
export const FLAG_PANEL_ROUTE_KEYS: readonly string[] = [
  'settings.home',
  'eventSetup.basic',
  'eventSetup.details',
  'hub.info',
];

/** The page title; a series' form is the flow editor when the flex-series flag is on (spec §2.6). */
export function shellPageTitle(
  route: Pick<RouteDef, 'key' | 'title'>,
  eventType: string,
  flexSeries: boolean,
): string {
  if (route.key === 'registration.form' && eventType === 'SERIES')
    return flexSeries ? 'Registration flow editor' : 'Form';
  if (route.key === 'hub.info') return eventType === 'HUB' ? 'Hub info' : 'Series info';
  return route.title;
}

/**
 * A page the shell owns whose screen is not in this release: it names area, page and event,
 * offers the pages that belong to it, and disables (not hides) its write control when read-only.
 */
export function ShellPlaceholderPage({
  route,
}: {
  route: Pick<RouteDef, 'key' | 'area' | 'title' | 'path'>;
}) {
  const shell = useShellContext();
  const { event, access, readOnly, flags, routes, notifier } = shell;
  const title = shellPageTitle(route, event.type, flags.ENABLE_FLEX_SERIES);
  const related = relatedRoutes(route, event.type, access);
  return (
    <section className={styles.page} data-route-key={route.key}>
      <PageHeader title={title} />
      <p>
        <strong>{route.area}</strong> · {title} · {event.name}
      </p>
      <p className={styles.muted}>
        This page of the {route.area.toLowerCase()} area is managed by the console shell.
      </p>
      <p>
        <Button
          variant="primary"
          isDisabled={readOnly}
          onPress={() =>
            notifier.notify('There are no changes to save.', { tone: 'info', durationMs: 2000 })
          }
        >
          Save changes
        </Button>
        {readOnly ? (
          <span className={styles.muted}>
            {' '}
            Read-only: only organizers of an active event can save.
          </span>
        ) : null}
      </p>
      {related.length > 0 ? (
        <nav aria-label={`${title}: related pages`}>
          <ul className={styles.relatedLinks}>
            {related.map((r) => (
              <li key={r.key}>
                <Link to={routes.to(r.key)}>{r.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {route.key === 'hub.eventWebinar' || route.key === 'sideEvents.list' ? (
        <ChildEventsPanel />
      ) : null}
      {FLAG_PANEL_ROUTE_KEYS.includes(route.key) ? <FeatureFlagsPanel flags={flags} /> : null}
    </section>
  );
}
