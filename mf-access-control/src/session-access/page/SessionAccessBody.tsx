import { memo, useMemo } from 'react';
import { EmptyState, ErrorState, errorText } from '@console/shared/ui';
import { DataTable } from '@console/shared/ui/data-table';
import { type SessionFilterValue } from '@console/shared/ui/sessions';
import { sessionEmptyText } from './empty-state';
import { usePendingChanges, type PendingStore } from './pending-store';
import { sessionAccessColumns } from './session-access-columns';
import { sessionsOfTab, type SessionView } from './session-views';
import type { SessionAccessTab } from '@console/access-control-contract';

export interface SessionAccessBodyProps {
  store: PendingStore;
  /** The section's sessions matching the search and filters. */
  rows: readonly SessionView[];
  /** How many sessions the section has. */
  total: number;
  filters: SessionFilterValue;
  tab: SessionAccessTab;
  timeZone: string;
  readOnly: boolean;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
}

const getRowId = (row: SessionView) => row.segmentId;

/**
 * The table of one tab. On the All tab it does not read the pending changes, so a toggle leaves
 * it alone (only the toggled cell repaints); the Accessible and Restricted tabs list the rows
 * with the pending changes applied. The kit table virtualizes long lists.
 */
export const SessionAccessBody = memo(function SessionAccessBody({
  store,
  rows,
  total,
  filters,
  tab,
  timeZone,
  readOnly,
  isLoading,
  error,
  onRetry,
}: SessionAccessBodyProps) {
  const pending = usePendingChanges(store, tab !== 'ALL');
  const shown = useMemo(() => sessionsOfTab(rows, pending, tab), [rows, pending, tab]);
  const columns = useMemo(
    () => sessionAccessColumns({ timeZone, store, readOnly, rows: shown }),
    [timeZone, store, readOnly, shown],
  );
  const empty = sessionEmptyText({ total, matching: rows.length }, filters, tab);
  return (
    <DataTable
      aria-label="Sessions"
      columns={columns}
      rows={shown}
      getRowId={getRowId}
      isLoading={isLoading}
      loadingLabel="Loading sessions…"
      errorState={
        error ? (
          <ErrorState
            title="Sessions could not be loaded"
            message={errorText(error)}
            onRetry={onRetry}
          />
        ) : undefined
      }
      emptyState={<EmptyState title={empty} />}
    />
  );
});
