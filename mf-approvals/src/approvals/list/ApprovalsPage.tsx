import { useCallback, useState } from 'react';
import { useReadOnly, useUrlSearchUpdate } from '@console/shared/react';
import { EmptyState, ErrorState, errorText, Page, PageHeader } from '@console/shared/ui';
import { Pagination } from '@console/shared/ui/list-controls';
import { ConfirmationDialog } from '../actions/ConfirmationDialog';
import { DeleteRequestDialog } from '../actions/DeleteRequestDialog';
import { useApprovalAction } from '../actions/use-approval-action';
import { useDeleteRejected } from '../actions/use-delete-rejected';
import { useApprovalBlocks } from '../hooks/use-approval-blocks';
import { useApprovalJobs } from '../hooks/use-approval-jobs';
import { useApprovalLabels } from '../hooks/use-approval-settings';
import { useApprovalSummary } from '../hooks/use-approval-summary';
import { useApprovals } from '../hooks/use-approvals';
import { fullName } from '../format';
import styles from '../Approvals.module.css';
import { ApprovalsFilters } from './ApprovalsFilters';
import { ApprovalsTable } from './ApprovalsTable';
import { CapacityText } from './CapacityText';
import { DownloadReportButton } from './DownloadReportButton';
import { emptyText } from './empty-state';
import { ProcessingBanner } from './ProcessingBanner';
import type { RowAction } from './row-actions';
import { SelectionBar } from './SelectionBar';
import { StatusTabs } from './StatusTabs';
import {
  applyPageSelection,
  isEmpty,
  selectedKeysOnPage,
  selectionPayload,
  useRowSelection,
  type RowSelection,
} from './selection';
import {
  filterKey,
  offsetOf,
  readUrlState,
  writeUrlState,
  type ApprovalUrlState,
} from './url-state';
import {
  type ApprovalRequest,
  type ApprovalStatus,
  APPROVAL_LIMITS,
} from '@console/approvals-contract';

/** Tabs with a bulk action, and so with row checkboxes: pending (approve, reject) and approved (reject). */
const SELECTABLE_TABS: ReadonlySet<ApprovalStatus> = new Set(['PENDING', 'APPROVED']);

/** people/approvals (§2.9): the registration requests of the event, by status. */
export function ApprovalsPage() {
  const [params, updateParams] = useUrlSearchUpdate();
  const url = readUrlState(params);
  const filters = {
    status: url.status,
    query: url.query,
    flowIds: url.flowIds,
    ticketTypeIds: url.ticketTypeIds,
  };
  const readOnly = useReadOnly();
  const labels = useApprovalLabels();
  const summary = useApprovalSummary();
  const jobs = useApprovalJobs();
  const list = useApprovals({ ...filters, offset: offsetOf(url.page) });
  const blocks = useApprovalBlocks();
  const { selection, setSelection, clear } = useRowSelection(filterKey(filters));
  const action = useApprovalAction({ onSuccess: clear });
  const [toDelete, setToDelete] = useState<ApprovalRequest | null>(null);
  const remove = useDeleteRejected();

  const update = useCallback(
    (patch: Partial<ApprovalUrlState>) => updateParams((current) => writeUrlState(current, patch)),
    [updateParams],
  );
  const onQueryChange = useCallback((query: string) => update({ query, page: 1 }), [update]);
  const onFlowIdsChange = useCallback(
    (flowIds: number[]) => update({ flowIds, page: 1 }),
    [update],
  );
  const onTicketTypeIdsChange = useCallback(
    (ticketTypeIds: number[]) => update({ ticketTypeIds, page: 1 }),
    [update],
  );

  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const selectable = SELECTABLE_TABS.has(url.status);
  const empty = emptyText(url.query, labels.status[url.status]);

  const selectAllCount = list.data?.selectableTotal ?? 0;
  const selectedCount = selection.kind === 'all' ? selectAllCount : selection.rows.size;

  // A select-all spans pages not loaded here: the server checks §5 over all of them.
  const startBulk = (status: 'APPROVED' | 'REJECTED', current: RowSelection) =>
    void action.start({
      selection: selectionPayload(current, filters, status),
      rows: current.kind === 'all' ? [] : [...current.rows.values()],
    });

  const onRowAction = (kind: RowAction, row: ApprovalRequest) => {
    if (kind === 'delete') {
      setToDelete(row);
      return;
    }
    const only: RowSelection = { kind: 'rows', rows: new Map([[row.flowContextId, row]]) };
    startBulk(kind === 'approve' ? 'APPROVED' : 'REJECTED', only);
  };

  const capacity = summary.data?.registrationsCapacity;
  const body = (
    <>
      <ApprovalsTable
        rows={rows}
        labels={labels}
        selectable={selectable}
        selectedKeys={selectedKeysOnPage(selection, rows)}
        onSelectionChange={(keys) => setSelection(applyPageSelection(selection, rows, keys))}
        onAction={onRowAction}
        blocks={blocks}
        actionsDisabled={readOnly}
        actionsPending={action.isPending}
        isLoading={list.isPending}
        errorState={
          list.isError ? (
            <ErrorState
              title="Requests could not be loaded"
              message={errorText(list.error)}
              onRetry={() => void list.refetch()}
            />
          ) : undefined
        }
        isRefreshing={list.isPlaceholderData}
        emptyState={<EmptyState title={empty.title} description={empty.description} />}
      />
      {total > 0 && !list.isError ? (
        <Pagination
          page={url.page}
          pageSize={APPROVAL_LIMITS.pageSize}
          total={total}
          onPageChange={(page) => update({ page })}
        />
      ) : null}
    </>
  );

  return (
    <Page>
      <PageHeader
        title="Approvals"
        actions={
          <>
            {capacity !== null && capacity !== undefined && summary.data ? (
              <CapacityText active={summary.data.totalActiveRegistrations} capacity={capacity} />
            ) : null}
            <DownloadReportButton filters={filters} />
          </>
        }
      />
      {jobs.isProcessing ? <ProcessingBanner /> : null}
      <h2 className={styles.sectionTitle}>Requests</h2>
      <StatusTabs
        status={url.status}
        labels={labels}
        summary={summary.data}
        onStatusChange={(status) => update({ status, page: 1 })}
      >
        <ApprovalsFilters
          query={url.query}
          flowIds={url.flowIds}
          ticketTypeIds={url.ticketTypeIds}
          onQueryChange={onQueryChange}
          onFlowIdsChange={onFlowIdsChange}
          onTicketTypeIdsChange={onTicketTypeIdsChange}
        />
        {body}
      </StatusTabs>
      {!isEmpty(selection) && selectable ? (
        <SelectionBar
          count={selectedCount}
          isAllSelected={selection.kind === 'all'}
          canSelectAll={selectedCount < selectAllCount}
          labels={labels}
          showApprove={url.status === 'PENDING'}
          showReject
          actionsDisabled={readOnly}
          actionsPending={action.isPending}
          onSelectAll={() =>
            setSelection({
              kind: 'all',
              cutoff: new Date(list.dataUpdatedAt || Date.now()).toISOString(),
            })
          }
          onClear={clear}
          onApprove={() => startBulk('APPROVED', selection)}
          onReject={() => startBulk('REJECTED', selection)}
        />
      ) : null}
      <ConfirmationDialog action={action} labels={labels} />
      <DeleteRequestDialog
        name={toDelete ? fullName(toDelete.firstName, toDelete.lastName) || toDelete.email : null}
        isPending={remove.isPending}
        onConfirm={() => {
          if (toDelete)
            remove.mutate(toDelete.flowContextId, { onSettled: () => setToDelete(null) });
        }}
        onCancel={() => setToDelete(null)}
      />
    </Page>
  );
}
