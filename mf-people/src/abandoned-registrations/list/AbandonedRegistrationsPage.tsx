import { useCallback } from 'react';
import {
  useNavigate,
  useReadOnly,
  useRouteBuilder,
  useUrlSearchUpdate,
} from '@console/shared/react';
import {
  EmptyState,
  ErrorState,
  errorText,
  formatNumber,
  Page,
  PageHeader,
} from '@console/shared/ui';
import { Pagination } from '@console/shared/ui/list-controls';
import { DeleteAbandonedDialog } from '../actions/DeleteAbandonedDialog';
import { SendReminderDialog } from '../actions/SendReminderDialog';
import { ABANDONED_MESSAGES } from '../actions/words';
import { useAbandonedList } from '../hooks/use-abandoned-list';
import styles from '../Abandoned.module.css';
import { AbandonedFilters } from './AbandonedFilters';
import { AbandonedTable } from './AbandonedTable';
import { DownloadCsvButton } from './DownloadCsvButton';
import { emptyText } from './empty-state';
import { ABANDONED_ROUTES, INCOMPLETE_ROUTES, type RouteFamily } from './route-family';
import type { AbandonedRowAction } from './row-actions';
import { SelectionBar } from './SelectionBar';
import {
  actionPayload,
  applyPageSelection,
  csvIds,
  isEmpty,
  limitNote,
  only,
  selectedCount,
  selectedKeysOnPage,
  selectionLimits,
  useRowSelection,
} from './selection';
import { useListActions } from './use-list-actions';
import {
  filterKey,
  filtersOf,
  isFiltered,
  readUrlState,
  writeUrlState,
  type AbandonedUrlState,
} from './url-state';
import { PEOPLE_LIMITS, type AbandonedRegistration } from '@console/people-contract';

/** people/abandoned-registrations (spec people §2): who started a registration and left it. */
function AbandonedList({ routes }: { routes: RouteFamily }) {
  const [params, updateParams] = useUrlSearchUpdate();
  const url = readUrlState(params);
  const filters = filtersOf(url);
  const readOnly = useReadOnly();
  const builder = useRouteBuilder();
  const navigate = useNavigate();
  const list = useAbandonedList(filters, url.page);
  const { selection, setSelection, clear } = useRowSelection(filterKey(filters));
  const actions = useListActions(clear);

  const update = useCallback(
    (patch: Partial<AbandonedUrlState>) => updateParams((current) => writeUrlState(current, patch)),
    [updateParams],
  );
  const onEmailChange = useCallback((emailId: string) => update({ emailId, page: 1 }), [update]);

  const rows = list.data?.items ?? [];
  const total = list.data?.totalCount ?? 0;
  const limits = selectionLimits(selection);
  const empty = emptyText(isFiltered(filters));

  const onRowAction = (action: AbandonedRowAction, row: AbandonedRegistration) => {
    if (action === 'view')
      void navigate(
        builder.to(routes.detail, { flowId: row.flowId, flowContextId: row.flowContextId }),
      );
    else if (action === 'remind') actions.askRemind(actionPayload(only(row), filters), false);
    else actions.askDelete(actionPayload(only(row), filters), false);
  };

  return (
    <Page>
      <PageHeader
        title={
          <>
            {ABANDONED_MESSAGES.title}{' '}
            {list.data ? <span className={styles.count}>({formatNumber(total)})</span> : null}
          </>
        }
        actions={
          <DownloadCsvButton filters={filters} ids={csvIds(selection)} tooMany={limits.csv} />
        }
      />
      <AbandonedFilters
        emailId={url.emailId}
        flowIds={url.flowIds}
        ticketTypeIds={url.ticketTypeIds}
        onEmailChange={onEmailChange}
        onFlowIdsChange={(flowIds) => update({ flowIds, page: 1 })}
        onTicketTypeIdsChange={(ticketTypeIds) => update({ ticketTypeIds, page: 1 })}
      />
      <AbandonedTable
        rows={rows}
        routes={routes}
        selectedKeys={selectedKeysOnPage(selection, rows)}
        onSelectionChange={(keys) => setSelection(applyPageSelection(selection, rows, keys))}
        onAction={onRowAction}
        readOnly={readOnly || actions.isPending}
        isLoading={list.isPending}
        isRefreshing={list.isPlaceholderData}
        emptyState={<EmptyState title={empty.title} description={empty.description} />}
        errorState={
          list.isError ? (
            <ErrorState
              title="Abandoned registrations could not be loaded"
              message={errorText(list.error)}
              onRetry={() => void list.refetch()}
            />
          ) : undefined
        }
      />
      {total > 0 && !list.isError ? (
        <Pagination
          page={url.page}
          pageSize={PEOPLE_LIMITS.abandonedPageSize}
          total={total}
          onPageChange={(page) => update({ page })}
        />
      ) : null}
      {!isEmpty(selection) ? (
        <SelectionBar
          count={selectedCount(selection, total)}
          total={total}
          isAllSelected={selection.kind === 'all'}
          tooManyForActions={limits.actions}
          note={limitNote(limits, {
            actions: ABANDONED_MESSAGES.tooManyForActions,
            csv: ABANDONED_MESSAGES.tooManyForCsv,
          })}
          readOnly={readOnly}
          isPending={actions.isPending}
          onSelectAll={() =>
            setSelection({
              kind: 'all',
              cutoff: new Date(list.dataUpdatedAt || Date.now()).toISOString(),
            })
          }
          onClear={clear}
          onRemind={() => actions.askRemind(actionPayload(selection, filters), true)}
          onDelete={() => actions.askDelete(actionPayload(selection, filters), true)}
        />
      ) : null}
      <DeleteAbandonedDialog {...actions.dialog} />
      <SendReminderDialog {...actions.reminderDialog} />
    </Page>
  );
}

export function AbandonedRegistrationsPage() {
  return <AbandonedList routes={ABANDONED_ROUTES} />;
}

/** The legacy people/incomplete-registrations route: the same page, its links on its own routes. */
export function IncompleteRegistrationsPage() {
  return <AbandonedList routes={INCOMPLETE_ROUTES} />;
}
