import { NavLink } from 'react-router-dom';
import type { SidebarSection } from './build-sidebar';
import styles from '../../shell.module.css';

/** The event menu. When locked, a visible badge says so (entries stay reachable, read-only). */
export function Sidebar({ sections, locked }: { sections: readonly SidebarSection[]; locked: boolean }) {
  return (
    <nav aria-label="Event menu" className={styles.sidebar} data-locked={locked || undefined}>
      {locked ? (
        <p className={styles.lockedBadge}>
          <span aria-hidden="true">🔒</span> Locked
        </p>
      ) : null}
      {sections.map((section) => (
        <div key={section.title} className={styles.sidebarSection}>
          <h2 className={styles.sidebarTitle}>{section.title}</h2>
          <ul>
            {section.entries.map((entry) => (
              <li key={entry.key}>
                <NavLink
                  to={entry.href}
                  end={false}
                  className={({ isActive }) => (isActive ? `${styles.sidebarLink} ${styles.sidebarLinkActive}` : styles.sidebarLink)}
                >
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
