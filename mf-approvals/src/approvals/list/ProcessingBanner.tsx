import { ProgressBar } from '@console/shared/ui/display';
import styles from '../Approvals.module.css';
import { useApprovalJobProgress } from '../hooks/use-approval-jobs';
import { APPROVAL_MESSAGES } from '@console/approvals-contract';

/**
 * §2.9 warning banner while a status update job is queued or running, with the requests done
 * so far. The page renders it while useApprovalJobs says processing; it reads the same jobs.
 */
export function ProcessingBanner() {
  const { processed, total } = useApprovalJobProgress();
  return (
    <div className={styles.banner} role="status">
      <div>
        <strong>{APPROVAL_MESSAGES.approvalsProcessing}</strong>{' '}
        {APPROVAL_MESSAGES.approvalsProcessingHint}
      </div>
      {total > 0 ? (
        <ProgressBar label="Requests processed" value={processed} maxValue={total} />
      ) : null}
    </div>
  );
}
