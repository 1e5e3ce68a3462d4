import styles from '../Approvals.module.css';
import { APPROVAL_MESSAGES } from '@console/approvals-contract';

/** §2.9 warning banner while a status update job is queued or running. */
export function ProcessingBanner() {
  return (
    <div className={styles.banner} role="status">
      <strong>{APPROVAL_MESSAGES.approvalsProcessing}</strong>{' '}
      {APPROVAL_MESSAGES.approvalsProcessingHint}
    </div>
  );
}
