import { formatNumber } from '@console/shared/ui';
import { APPROVAL_MESSAGES } from '@console/approvals-contract';
import styles from '../Approvals.module.css';

export interface CapacityTextProps {
  active: number;
  capacity: number;
}

/**
 * §2.9 capacity as active/capacity, saying what it counts: "Capacity 1,204/1,500 places approved"
 * (approved and completed requests' places, so not the registrants the People pages count).
 */
export function CapacityText({ active, capacity }: CapacityTextProps) {
  return (
    <span className={styles.capacity}>
      {APPROVAL_MESSAGES.capacity}{' '}
      <strong>
        {formatNumber(active)}/{formatNumber(capacity)}
      </strong>{' '}
      {APPROVAL_MESSAGES.capacityCounts}
    </span>
  );
}
