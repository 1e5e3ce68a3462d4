import { Link } from 'react-router-dom';
import { MESSAGES, type RouteDef } from '@console/shared/contract';
import { useShellContext } from '@console/shared/react';
import { EmptyState, PageHeader } from '@console/shared/ui';
import { CHILD_EVENTS_ROUTE_KEYS } from '../event/shell-route-pages';
import { ChildEventsPanel } from './ChildEventsPanel';
import { FeatureFlagsPanel } from './FeatureFlagsPanel';
import { pagePurpose } from './page-purpose';
import { shellPageTitle } from './page-title';
import { relatedRoutes } from './related-routes';
import styles from '../shell.module.css';

/** Pages that show the event's feature flags in development builds: Settings and the info pages. */
export const FLAG_PANEL_ROUTE_KEYS: readonly string[] = [
  'settings.home',
  'eventSetup.basic',
  'eventSetup.details',
  'hub.info',
];

/**
 * A page the shell renders itself: its title and what it is for, then the list of child events
 * where that is its content, or else an honest notice that it is managed outside this release (no
 * form, nothing to save), and links to the pages that belong to it.
 */
export function ShellOwnedPage({
  route,
}: {
  route: Pick<RouteDef, 'key' | 'area' | 'title' | 'path'>;
}) {
  const { event, access, flags, routes } = useShellContext();
  const title = shellPageTitle(route, event.type, flags.ENABLE_FLEX_SERIES);
  const related = relatedRoutes(route, access, { event, flags });
  return (
    <section className={styles.page} data-route-key={route.key}>
      <PageHeader title={title} />
      <p className={styles.purpose}>{pagePurpose(route, event.type)}</p>
      {CHILD_EVENTS_ROUTE_KEYS.includes(route.key) ? (
        <ChildEventsPanel />
      ) : (
        <EmptyState
          title={MESSAGES.managedOutsideReleaseTitle}
          description={MESSAGES.managedOutsideReleaseBody}
        />
      )}
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
      {FLAG_PANEL_ROUTE_KEYS.includes(route.key) ? <FeatureFlagsPanel flags={flags} /> : null}
    </section>
  );
}
