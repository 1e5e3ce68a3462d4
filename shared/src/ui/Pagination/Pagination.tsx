import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../Button';
import { formatNumber } from '../format';
import { pageCountOf, pageItems, pageRangeText } from './page-range';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The total as the range shows it when it is not an exact count, e.g. "10,000+". */
  totalText?: string;
  /** Pages shown each side of the current one. */
  siblingCount?: number;
  'aria-label'?: string;
}

/** Offset paging: "21–40 of 1,234", Previous, page numbers with ellipses, Next. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  totalText,
  siblingCount = 1,
  'aria-label': label = 'Pagination',
}: PaginationProps) {
  const pageCount = pageCountOf(total, pageSize);
  return (
    <nav className={styles.pagination} aria-label={label}>
      <span className={styles.range} aria-live="polite">
        {pageRangeText(page, pageSize, total, totalText)}
      </span>
      <Button isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <ol className={styles.pages}>
        {pageItems(page, pageCount, siblingCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <AriaButton
                className={styles.page}
                aria-label={`Page ${formatNumber(item)}`}
                aria-current={item === page ? 'page' : undefined}
                onPress={() => {
                  if (item !== page) onPageChange(item);
                }}
              >
                {formatNumber(item)}
              </AriaButton>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
      </ol>
      <Button isDisabled={page >= pageCount} onPress={() => onPageChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
