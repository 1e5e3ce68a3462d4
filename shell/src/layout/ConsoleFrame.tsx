import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { routeByKey, type User } from '@console/shared/contract';
import { Button, Link as KitLink } from '@console/shared/ui';
import { useLogout } from '../auth/use-logout';
import { preloadLinkedPage } from '../remotes/preload-linked-page';
import { SupportChat } from '../support/SupportChat';
import { useFocusHeadingOnNavigate } from './focus-heading';
import styles from '../shell.module.css';

const SESSIONS = routeByKey('top.accountSessions');

/**
 * Skip link, the console header (user, their sessions, Log out) and whatever the page puts below.
 * A link's page starts loading when the pointer or the focus reaches the link; after a navigation
 * the focus moves to the new page's heading.
 */
export function ConsoleFrame({ user, children }: { user: User; children: ReactNode }) {
  const logout = useLogout();
  useFocusHeadingOnNavigate();

  return (
    <div
      className={styles.frame}
      onPointerOver={(event) => preloadLinkedPage(event.target)}
      onFocus={(event) => preloadLinkedPage(event.target)}
    >
      <a className={styles.skipLink} href="#main">
        Skip to main content
      </a>
      <header className={styles.header}>
        <Link to="/dashboard" className={styles.brand}>
          Organizer Console
        </Link>
        <div className={styles.headerUser}>
          <span data-testid="current-user">
            {user.firstName} {user.lastName}
          </span>
          <KitLink href={SESSIONS.path}>{SESSIONS.title}</KitLink>
          <Button variant="secondary" onPress={() => logout.mutate()}>
            Log out
          </Button>
        </div>
      </header>
      {children}
      <SupportChat />
    </div>
  );
}
