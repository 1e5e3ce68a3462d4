import type { ReactNode } from 'react';
import { cx } from '../class-names';
import styles from './FilterBar.module.css';

/** A list's search box and filters in one wrapping row, announced as a search landmark. */
export function FilterBar({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div role="search" className={cx(styles.bar, className)}>
      {children}
    </div>
  );
}
