import { MESSAGES } from '@console/shared/contract';
import styles from '../Approvals.module.css';

/** §2.9 warning banner while a status update job is queued or running. */
export function ProcessingBanner() {
  return (
    <div className={styles.banner} role="status">
      <strong>{MESSAGES.approvalsProcessing}</strong> {MESSAGES.approvalsProcessingHint}
    </div>
  );
}
