import { NavLink } from 'react-router-dom';
import { MESSAGES } from '@console/shared/contract';
import { Badge } from '@console/shared/ui/display';
import type { SidebarSection } from './build-sidebar';
import styles from '../../shell.module.css';

const OUTSIDE_NOTE_ID = 'sidebar-outside-note';

/**
 * The event menu. When locked (canceled event, or the user is not an organizer), a visible badge
 * says so and the menu is marked data-locked; entries stay reachable, their pages read-only.
 * Entries whose page is managed outside this release carry a visible 'Outside' badge, described
 * by the note at the foot of the menu, so they never look like the working pages.
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
                <li key={entry.key} className={styles.sidebarItem}>
                  <NavLink
                    to={entry.href}
                    end={false}
                    data-managed-outside={entry.managedOutside || undefined}
                    aria-describedby={entry.managedOutside ? OUTSIDE_NOTE_ID : undefined}
                    className={({ isActive }) =>
                      [
                        styles.sidebarLink,
                        isActive ? styles.sidebarLinkActive : '',
                        entry.managedOutside ? styles.sidebarLinkOutside : '',
                      ]
                        .filter(Boolean)
                        .join(' ')
                    }
                  >
                    {entry.label}
                  </NavLink>
                  {entry.managedOutside ? (
                    <span aria-hidden="true" className={styles.sidebarOutsideBadge}>
                      <Badge>{MESSAGES.managedOutsideBadge}</Badge>
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {sections.some((section) => section.entries.some((entry) => entry.managedOutside)) ? (
        <p id={OUTSIDE_NOTE_ID} className={styles.sidebarOutsideNote}>
          <Badge>{MESSAGES.managedOutsideBadge}</Badge> {MESSAGES.managedOutsideNote}
        </p>
      ) : null}
    </nav>
  );
}
