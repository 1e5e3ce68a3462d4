import type { SortDirection } from 'react-aria-components';
import styles from './DataTable.module.css';

/** The arrow of a sortable header; the header's aria-sort tells screen readers the same. */
export function SortIndicator({ direction }: { direction: SortDirection | undefined }) {
  const arrow = direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕';
  return (
    <span
      className={styles.sortIndicator}
      data-active={direction ? true : undefined}
      aria-hidden="true"
    >
      {arrow}
    </span>
  );
}
