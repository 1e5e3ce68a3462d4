import { NavLink } from 'react-router-dom';
import type { SidebarSection } from './build-sidebar';
import styles from '../../shell.module.css';

/**
 * The event menu. When locked (canceled event, or the user is not an organizer), a visible badge
 * says so and the menu is marked data-locked; entries stay reachable, their pages read-only.
 */
export function Sidebar({
  sections,
  locked,
}: {
  sections: readonly SidebarSection[];
  locked: boolean;
}) {
  return (
    <nav aria-label="Event menu" className={styles.sidebar} data-locked={locked || undefined}>
      {locked ? (
        <p className={styles.lockedBadge} data-testid="sidebar-locked">
          <span aria-hidden="true">🔒</span> Locked
        </p>
      ) : null}
      {sections.map((section, index) => {
        const headingId = section.title ? `sidebar-section-${index}` : undefined;
        return (
          <div key={section.title ?? `entries-${index}`} className={styles.sidebarSection}>
            {section.title ? (
              <h2 id={headingId} className={styles.sidebarTitle}>
                {section.title}
              </h2>
            ) : null}
            <ul aria-labelledby={headingId}>
              {section.entries.map((entry) => (
                <li key={entry.key}>
                  <NavLink
                    to={entry.href}
                    end={false}
                    className={({ isActive }) =>
                      isActive
                        ? `${styles.sidebarLink} ${styles.sidebarLinkActive}`
                        : styles.sidebarLink
                    }
                  >
                    {entry.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
