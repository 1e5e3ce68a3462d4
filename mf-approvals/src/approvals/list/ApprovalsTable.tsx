import type { ReactNode } from 'react';
import { useCurrentEvent, useRouteBuilder } from '@console/shared/react';
import { DataTable } from '@console/shared/ui/data-table';
import type { ApprovalBlocks } from '../hooks/use-approval-blocks';
import type { ApprovalLabels } from '../hooks/use-approval-settings';
import { approvalColumns } from './approval-columns';
import type { RowAction } from './row-actions';
import { rowKey, selectionLabel, unselectableReason } from './selection';
import type { ApprovalRequest } from '@console/approvals-contract';

export interface ApprovalsTableProps {
  rows: readonly ApprovalRequest[];
  labels: ApprovalLabels;
  /** Row checkboxes (none on tabs without a bulk action). */
  selectable: boolean;
  selectedKeys: ReadonlySet<string>;
  onSelectionChange: (keys: 'all' | ReadonlySet<string>) => void;
  onAction: (action: RowAction, row: ApprovalRequest) => void;
  /** §5: why a row cannot be approved and what blocks it (marked in the row). */
  blocks: ApprovalBlocks;
  /** Actions are shown but disabled (read-only event). */
  actionsDisabled: boolean;
  /** An action is running: the actions ignore presses and keep the focus. */
  actionsPending: boolean;
  isLoading: boolean;
  /** Shown instead of rows when the list failed to load. */
  errorState?: ReactNode;
  /** The rows shown are the previous filter's while the new ones load (marked busy). */
  isRefreshing: boolean;
  emptyState: ReactNode;
}

/**
 * The requests table (§2.9, §4.1, §5): completed and in-progress rows cannot be selected and say
 * why; in-progress rows have no link and no actions; rows that cannot be approved say why.
 */
export function ApprovalsTable({
  rows,
  labels,
  selectable,
  selectedKeys,
  onSelectionChange,
  onAction,
  blocks,
  actionsDisabled,
  actionsPending,
  isLoading,
  errorState,
  isRefreshing,
  emptyState,
}: ApprovalsTableProps) {
  const event = useCurrentEvent();
  const routes = useRouteBuilder();
  const columns = approvalColumns({
    labels,
    timeZone: event.tz,
    isFlexEvent: event.isFlex,
    detailHref: (row) =>
      routes.to('people.approvalDetail', { flowId: row.flowId, flowContextId: row.flowContextId }),
    blocks,
    actionsDisabled,
    actionsPending,
    onAction,
  });
  return (
    <DataTable
      aria-label="Registration requests"
      columns={columns}
      rows={rows}
      getRowId={rowKey}
      selectionMode={selectable ? 'multiple' : 'none'}
      selectedKeys={selectedKeys}
      onSelectionChange={(keys) =>
        onSelectionChange(keys === 'all' ? 'all' : new Set([...keys].map(String)))
      }
      selectAllLabel="Select all requests on this page"
      getSelectionLabel={selectionLabel}
      getDisabledReason={unselectableReason}
      isLoading={isLoading}
      loadingLabel="Loading requests…"
      errorState={errorState}
      isRefreshing={isRefreshing}
      emptyState={emptyState}
    />
  );
}
