import { Button } from '@console/shared/ui';
import type { ApprovalLabels } from '../hooks/use-approval-settings';
import { fullName } from '../format';
import styles from '../Approvals.module.css';
import { rowActions, type RowAction } from './row-actions';
import type { ApprovalRequest } from '@console/approvals-contract';

export interface RowActionsProps {
  row: ApprovalRequest;
  labels: ApprovalLabels;
  isFlexEvent: boolean;
  /** Shown but disabled (read-only event, or an action already running). */
  isDisabled: boolean;
  onAction: (action: RowAction, row: ApprovalRequest) => void;
}

/** A row's buttons, each named after the request ("Approve Jane Doe"). */
export function RowActions({ row, labels, isFlexEvent, isDisabled, onAction }: RowActionsProps) {
  const name = fullName(row.firstName, row.lastName) || row.email;
  return (
    <div className={styles.rowActions}>
      {rowActions(row, labels, { isFlex: isFlexEvent }).map(({ action, label, variant }) => (
        <Button
          key={action}
          variant={variant}
          size="small"
          aria-label={`${label} ${name}`}
          isDisabled={isDisabled}
          onPress={() => onAction(action, row)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
