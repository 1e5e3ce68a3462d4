import { useId } from 'react';
import { Button } from '@console/shared/ui';
import type { ApprovalLabels } from '../hooks/use-approval-settings';
import { fullName } from '../format';
import styles from '../Approvals.module.css';
import { blockDescription } from './block-text';
import { rowActions, type RowAction } from './row-actions';
import type { ApprovalRequest, LocalApprovalBlock } from '@console/approvals-contract';

export interface RowActionsProps {
  row: ApprovalRequest;
  labels: ApprovalLabels;
  isFlexEvent: boolean;
  /** Shown but disabled (read-only event). */
  isDisabled: boolean;
  /** An action is running: presses are ignored, the pressed button keeps the focus. */
  isPending: boolean;
  /** §5: why approving this row is blocked (the Approve button's description), or null. */
  block: LocalApprovalBlock | null;
  onAction: (action: RowAction, row: ApprovalRequest) => void;
}

/** A row's buttons, each named after the request ("Approve Jane Doe"). */
export function RowActions({
  row,
  labels,
  isFlexEvent,
  isDisabled,
  isPending,
  block,
  onAction,
}: RowActionsProps) {
  const name = fullName(row.firstName, row.lastName) || row.email;
  const blockId = useId();
  return (
    <div className={styles.rowActions}>
      {rowActions(row, labels, { isFlex: isFlexEvent }, block !== null).map(
        ({ action, label, variant }) => (
          <Button
            key={action}
            variant={variant}
            size="small"
            aria-label={`${label} ${name}`}
            aria-describedby={action === 'approve' && block ? blockId : undefined}
            isDisabled={isDisabled}
            isPending={isPending}
            onPress={() => onAction(action, row)}
          >
            {label}
          </Button>
        ),
      )}
      {block ? (
        <span id={blockId} hidden>
          {blockDescription(block)}
        </span>
      ) : null}
    </div>
  );
}
