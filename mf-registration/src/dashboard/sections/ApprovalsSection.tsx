import { formatNumber, Link } from '@console/shared/ui';
import { Card, DetailsList } from '@console/shared/ui/display';
import type { EventDashboard } from '@console/registration-contract';
import styles from '../Dashboard.module.css';
import { DASHBOARD_WORDS as WORDS } from '../words';

/**
 * The approvals tab's pending requests and how many a ticket whose sales ended blocks (§5), with
 * a link to the approvals page for a user who may open it.
 */
export function ApprovalsSection({
  approvals,
  approvalsHref,
}: {
  approvals: EventDashboard['approvals'];
  approvalsHref: string | null;
}) {
  return (
    <Card title={WORDS.approvals}>
      {approvals.enabled ? null : <p className={styles.muted}>{WORDS.approvalsOff}</p>}
      <DetailsList aria-label={WORDS.approvals}>
        <dt>{WORDS.pendingRequests}</dt>
        <dd className={styles.number}>{formatNumber(approvals.pending)}</dd>
        <dt>{WORDS.blockedBySalesEnded}</dt>
        <dd className={styles.number}>{formatNumber(approvals.blockedByTicketSalesEnded)}</dd>
      </DetailsList>
      {approvalsHref ? <Link href={approvalsHref}>{WORDS.reviewApprovals}</Link> : null}
    </Card>
  );
}
