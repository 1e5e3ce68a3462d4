import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import styles from './PageHeader.module.css';

export interface PageHeaderBack {
  href: string;
  /** Accessible name of the back link, e.g. "Back to audiences". */
  label: string;
}

export interface PageHeaderProps {
  title: ReactNode;
  actions?: ReactNode;
  back?: PageHeaderBack;
}

/**
 * A page's h1 with an optional back link and actions on the right. The h1 takes the focus by
 * script (tabIndex -1, no tab stop): the shell moves the focus to it after a navigation.
 */
export function PageHeader({ title, actions, back }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {back ? (
        <Link href={back.href} className={styles.back} aria-label={back.label}>
          <span aria-hidden="true">←</span>
        </Link>
      ) : null}
      <h1 className={styles.title} tabIndex={-1}>
        {title}
      </h1>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
