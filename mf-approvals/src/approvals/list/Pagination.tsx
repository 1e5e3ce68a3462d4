import { Button } from '@console/shared/ui';
import styles from '../Approvals.module.css';
import { APPROVAL_LIMITS } from '@console/approvals-contract';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** Offset paging by 20 (§9): "21–40 of 95" with Previous and Next. */
export function Pagination({ page, total, onPageChange }: PaginationProps) {
  const size = APPROVAL_LIMITS.pageSize;
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.min(page * size, total);
  return (
    <nav className={styles.pagination} aria-label="Pagination">
      <span aria-live="polite">
        {first}–{last} of {total}
      </span>
      <Button isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <Button isDisabled={last >= total} onPress={() => onPageChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
