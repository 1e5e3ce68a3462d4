import type { ReactNode } from 'react';
import styles from './ActionBar.module.css';

export interface ActionBarProps {
  /** Names the bar's region, e.g. 'Selected requests'. */
  label: string;
  /** On the start side: what is selected, select all, clear. */
  children: ReactNode;
  /** On the end side: the bulk actions. */
  actions?: ReactNode;
}

/** The bar that sticks to the bottom of a list while rows are selected, with their bulk actions. */
export function ActionBar({ label, children, actions }: ActionBarProps) {
  return (
    <section className={styles.bar} aria-label={label}>
      {children}
      <span className={styles.spacer} />
      {actions}
    </section>
  );
}
