import type { ReactNode } from 'react';
import { EmptyState } from '@console/shared/ui';
import { DataTable } from '@console/shared/ui/data-table';
import { sessionColumns } from './session-columns';
import type { EmptyText } from './empty-text';
import type { SessionRow } from '@console/people-contract';

export interface SessionTableProps {
  rows: readonly SessionRow[];
  timeZone: string;
  /** The rows of this page that are chosen. */
  selectedKeys: ReadonlySet<number>;
  /** The page's chosen rows after a click: 'all' when the header box chose every row. */
  onSelectionChange: (keys: 'all' | ReadonlySet<number>) => void;
  isLoading: boolean;
  isRefreshing: boolean;
  /** Shown instead of rows when the list failed to load. */
  errorState?: ReactNode;
  empty: EmptyText;
}

/** The sessions of an event with a checkbox per row (spec people §2: the session table). */
export function SessionTable({
  rows,
  timeZone,
  selectedKeys,
  onSelectionChange,
  isLoading,
  isRefreshing,
  errorState,
  empty,
}: SessionTableProps) {
  return (
    <DataTable
      aria-label="Sessions"
      columns={sessionColumns(timeZone)}
      rows={rows}
      getRowId={(row) => row.segmentId}
      selectionMode="multiple"
      selectedKeys={selectedKeys}
      onSelectionChange={(keys) =>
        onSelectionChange(keys === 'all' ? 'all' : new Set([...keys].map(Number)))
      }
      selectAllLabel="Select all sessions on this page"
      getSelectionLabel={(row) => `Select ${row.title}`}
      isLoading={isLoading}
      loadingLabel="Loading sessions…"
      errorState={errorState}
      isRefreshing={isRefreshing}
      emptyState={<EmptyState title={empty.title} description={empty.description} />}
      maxHeight="50vh"
    />
  );
}
