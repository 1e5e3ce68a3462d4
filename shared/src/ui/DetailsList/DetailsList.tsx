import type { ReactNode } from 'react';
import styles from './DetailsList.module.css';

export interface DetailsListProps {
  /** Pairs of <dt> and <dd> (or fragments of them). */
  children: ReactNode;
  'aria-label'?: string;
}

/** Labelled values of one record, the labels in a column of their own: a description list. */
export function DetailsList({ children, 'aria-label': ariaLabel }: DetailsListProps) {
  return (
    <dl className={styles.details} aria-label={ariaLabel}>
      {children}
    </dl>
  );
}
