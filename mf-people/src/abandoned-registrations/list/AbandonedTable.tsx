import type { ReactNode } from 'react';
import { useCurrentEvent, useRouteBuilder } from '@console/shared/react';
import { DataTable } from '@console/shared/ui/data-table';
import { displayName } from '../format';
import { abandonedColumns } from './abandoned-columns';
import type { RouteFamily } from './route-family';
import type { AbandonedRowAction } from './row-actions';
import { rowKey } from './selection';
import type { AbandonedRegistration } from '@console/people-contract';

export interface AbandonedTableProps {
  rows: readonly AbandonedRegistration[];
  routes: RouteFamily;
  selectedKeys: ReadonlySet<number>;
  onSelectionChange: (keys: 'all' | ReadonlySet<number>) => void;
  onAction: (action: AbandonedRowAction, row: AbandonedRegistration) => void;
  readOnly: boolean;
  isLoading: boolean;
  isRefreshing: boolean;
  emptyState: ReactNode;
  errorState?: ReactNode;
}

/** The abandoned registrations of one page, selectable, each with its menu. */
export function AbandonedTable({
  rows,
  routes,
  selectedKeys,
  onSelectionChange,
  onAction,
  readOnly,
  ...states
}: AbandonedTableProps) {
  const event = useCurrentEvent();
  const builder = useRouteBuilder();
  const columns = abandonedColumns({
    timeZone: event.tz,
    readOnly,
    onAction,
    detailHref: (row) =>
      builder.to(routes.detail, { flowId: row.flowId, flowContextId: row.flowContextId }),
  });
  return (
    <DataTable
      aria-label="Abandoned registrations"
      columns={columns}
      rows={rows}
      getRowId={rowKey}
      selectionMode="multiple"
      selectedKeys={selectedKeys}
      onSelectionChange={(keys) =>
        onSelectionChange(keys === 'all' ? 'all' : new Set([...keys].map(Number)))
      }
      selectAllLabel="Select all registrants on this page"
      getSelectionLabel={(row) => `Select ${displayName(row)} (${row.emailId})`}
      loadingLabel="Loading abandoned registrations…"
      {...states}
    />
  );
}
