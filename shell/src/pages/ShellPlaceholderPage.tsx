import type { Event, RouteDef } from '@console/shared/contract';
import { PageHeader } from '@console/shared/ui';
import styles from '../shell.module.css';

/** A page the shell owns but whose screen is not in this release: it names area, page and event. */
export function ShellPlaceholderPage({ route, event }: { route: Pick<RouteDef, 'key' | 'area' | 'title'>; event: Pick<Event, 'name'> }) {
  return (
    <section className={styles.page} data-route-key={route.key}>
      <PageHeader title={route.title} />
      <p>
        <strong>{route.area}</strong> · {route.title} · {event.name}
      </p>
      <p className={styles.muted}>This page of the {route.area.toLowerCase()} area is managed by the console shell.</p>
    </section>
  );
}
