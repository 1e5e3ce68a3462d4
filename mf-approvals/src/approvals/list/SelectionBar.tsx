import { Button, formatNumber } from '@console/shared/ui';
import { ActionBar } from '@console/shared/ui/list-controls';
import type { ApprovalLabels } from '../hooks/use-approval-settings';

export interface SelectionBarProps {
  count: number;
  isAllSelected: boolean;
  /** Select all is offered while more rows than the selected ones can be selected. */
  canSelectAll: boolean;
  labels: ApprovalLabels;
  showApprove: boolean;
  showReject: boolean;
  actionsDisabled: boolean;
  /** An action is running: Approve and Reject ignore presses and keep the focus. */
  actionsPending: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  onApprove: () => void;
  onReject: () => void;
}

/** The bottom bar while rows are selected (§4.2 selection). */
export function SelectionBar({
  count,
  isAllSelected,
  canSelectAll,
  labels,
  showApprove,
  showReject,
  actionsDisabled,
  actionsPending,
  onSelectAll,
  onClear,
  onApprove,
  onReject,
}: SelectionBarProps) {
  return (
    <ActionBar
      label="Selected requests"
      actions={
        <>
          {showReject ? (
            <Button
              variant="secondary"
              isDisabled={actionsDisabled}
              isPending={actionsPending}
              onPress={onReject}
            >
              {labels.reject}
            </Button>
          ) : null}
          {showApprove ? (
            <Button
              variant="primary"
              isDisabled={actionsDisabled}
              isPending={actionsPending}
              onPress={onApprove}
            >
              {labels.approve}
            </Button>
          ) : null}
        </>
      }
    >
      <strong aria-live="polite">{`${formatNumber(count)} selected`}</strong>
      {canSelectAll && !isAllSelected ? (
        <Button variant="link" onPress={onSelectAll}>
          Select all
        </Button>
      ) : null}
      <Button variant="link" onPress={onClear}>
        Clear all
      </Button>
    </ActionBar>
  );
}
