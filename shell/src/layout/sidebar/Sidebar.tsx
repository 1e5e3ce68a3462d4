import { NavLink } from 'react-router-dom';
import { MESSAGES } from '@console/shared/contract';
import { Button } from '@console/shared/ui';
import { Badge } from '@console/shared/ui/display';
import type { SidebarSection } from './build-sidebar';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import styles from '../../shell.module.css';

const OUTSIDE_NOTE_ID = 'sidebar-outside-note';
const ENTRIES_ID = 'sidebar-entries';

/**
 * The event menu. When locked (canceled event, or the user is not an organizer), a visible badge
 * says so and the menu is marked data-locked; entries stay reachable, their pages read-only.
 * Entries whose page is managed outside this release carry a visible 'Outside' badge, described
 * by the note at the foot of the menu, so they never look like the working pages. A toggle at
 * its top collapses it to itself, giving the page the width (remembered, and the start on narrow
 * screens: use-sidebar-collapsed.ts).
 */
export function Sidebar({
  sections,
  locked,
}: {
  sections: readonly SidebarSection[];
  locked: boolean;
}) {
  const [collapsed, toggle] = useSidebarCollapsed();
  const toggleLabel = collapsed ? MESSAGES.expandMenu : MESSAGES.collapseMenu;
  return (
    <nav
      aria-label="Event menu"
      className={collapsed ? `${styles.sidebar} ${styles.sidebarCollapsed}` : styles.sidebar}
      data-locked={locked || undefined}
      data-collapsed={collapsed || undefined}
    >
      <Button
        variant="secondary"
        size="small"
        className={styles.sidebarToggle}
        aria-label={toggleLabel}
        aria-expanded={!collapsed}
        aria-controls={ENTRIES_ID}
        onPress={toggle}
      >
        <span aria-hidden="true" title={toggleLabel}>
          {collapsed ? '»' : '«'}
        </span>
      </Button>
      <div id={ENTRIES_ID} hidden={collapsed}>
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
      </div>
    </nav>
  );
}
