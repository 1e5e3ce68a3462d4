import { formatNumber } from '@console/shared/ui';
import styles from '../Approvals.module.css';

export interface CapacityTextProps {
  active: number;
  capacity: number;
}

/** §2.9 capacity as active/capacity: "Attendees 1,204/1,500". */
export function CapacityText({ active, capacity }: CapacityTextProps) {
  return (
    <span className={styles.capacity}>
      Attendees{' '}
      <strong>
        {formatNumber(active)}/{formatNumber(capacity)}
      </strong>
    </span>
  );
}
