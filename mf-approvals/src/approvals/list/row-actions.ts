/** §4.1: the actions a row of the requests table offers, in the order they are shown. */
import type { ApprovalLabels } from '../hooks/use-approval-settings';
import { approvalRules, type ApprovalRequest } from '@console/approvals-contract';

export type RowAction = 'approve' | 'reject' | 'delete';

export interface RowActionButton {
  action: RowAction;
  label: string;
  variant: 'primary' | 'secondary' | 'danger';
}

/**
 * `isBlocked`: §5 blocks approving the row. Its Approve is then not the primary action: it stays
 * a focusable button (it opens the dialog saying why and where to lift the block), styled as
 * secondary (decision 0043).
 */
export function rowActions(
  row: ApprovalRequest,
  labels: Pick<ApprovalLabels, 'approve' | 'reject'>,
  event: { isFlex: boolean },
  isBlocked = false,
): RowActionButton[] {
  const actions: RowActionButton[] = [];
  if (approvalRules.canApprove(row))
    actions.push({
      action: 'approve',
      label: labels.approve,
      variant: isBlocked ? 'secondary' : 'primary',
    });
  if (approvalRules.canReject(row))
    actions.push({ action: 'reject', label: labels.reject, variant: 'secondary' });
  if (approvalRules.canDelete(row, event))
    actions.push({ action: 'delete', label: 'Delete', variant: 'danger' });
  return actions;
}
