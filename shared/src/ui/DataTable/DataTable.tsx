import { useId, useRef, type ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { MESSAGES } from '@console/shared/contract';
import { cx } from '../class-names';
import { EmptyState } from '../EmptyState';
import { LoadingState } from '../LoadingState';
import {
  columnMinWidth,
  SELECTION_COLUMN_WIDTH,
  tableMinWidth,
  type ColumnPriority,
  type ColumnWidth,
} from './column-widths';
import styles from './DataTable.module.css';
import { SelectionCheckbox } from './SelectionCheckbox';
import { SortIndicator } from './SortIndicator';
import { useShownColumns } from './use-shown-columns';
import { useVirtualRows } from './use-virtual-rows';
import { shouldVirtualize } from './virtual-window';

export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The column that names a row for screen readers; the first column when none is marked. */
  isRowHeader?: boolean;
  /** The narrowest the column gets; it shares any space left. Default 8rem. */
  minWidth?: ColumnWidth;
  /** The header sorts the table (see sortDescriptor). */
  allowsSorting?: boolean;
  /** 'low': left out (the rightmost first) while the table's box is too narrow for every column. */
  priority?: ColumnPriority;
  /**
   * The row's actions (buttons, a menu, a switch): the table tells keyboard users that the arrow
   * keys reach them, and as the last column it sticks to the right edge when the table scrolls
   * sideways.
   */
  isRowActions?: boolean;
}

export interface DataTableProps<T> {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => Key;
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: 'all' | Iterable<Key>;
  onSelectionChange?: (keys: Selection) => void;
  /** A row's checkbox name, e.g. "Select Jane Doe (jane@x.com)"; default "Select" + row header. */
  getSelectionLabel?: (row: T) => string;
  /** The header checkbox's name; default "Select All". */
  selectAllLabel?: string;
  /** Rows that cannot be selected return why (shown as tooltip, read as the checkbox's description). */
  getDisabledReason?: (row: T) => string | null | undefined;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Shown in the body when there are no rows (and not loading). */
  emptyState?: ReactNode;
  isLoading?: boolean;
  loadingLabel?: string;
  /** Shown in the body instead of rows, e.g. an ErrorState with a retry. */
  errorState?: ReactNode;
  /** The rows shown are stale while newer ones load: marked busy and dimmed. */
  isRefreshing?: boolean;
  /** Render only the rows near the viewport; default: above 100 rows. */
  virtualized?: boolean;
  /** Row height (px) assumed before rows are laid out, for the virtual scroll length. */
  estimatedRowHeight?: number;
  /** Height (CSS) past which the body scrolls under the sticky header. */
  maxHeight?: string;
}

const SELECTION_COLUMN_ID = '__selection';

/**
 * A table on react-aria's grid: row selection (with rows that cannot be selected and say why),
 * sortable headers, a sticky header, minimum column widths with low-priority columns that give way
 * in a narrow box, row actions that stay in view and that keyboard users are told how to reach,
 * loading/empty/error states, and virtual rendering of long lists.
 */
export function DataTable<T>({
  columns,
  rows,
  getRowId,
  selectionMode = 'none',
  selectedKeys,
  onSelectionChange,
  getSelectionLabel,
  selectAllLabel,
  getDisabledReason,
  sortDescriptor,
  onSortChange,
  emptyState,
  isLoading = false,
  loadingLabel,
  errorState,
  isRefreshing = false,
  virtualized,
  estimatedRowHeight = 48,
  maxHeight = '70vh',
  ...aria
}: DataTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const withCheckboxes = selectionMode === 'multiple';
  const shown = useShownColumns(columns, scrollRef, withCheckboxes ? SELECTION_COLUMN_WIDTH : null);
  const hasRowHeader = shown.some((c) => c.isRowHeader);
  const hasRowActions = shown.some((c) => c.isRowActions);
  const stickyId = shown.at(-1)?.isRowActions ? shown.at(-1)?.id : undefined;
  const bodyRows = isLoading || errorState ? [] : rows;
  const windowed = useVirtualRows(
    bodyRows,
    shouldVirtualize(bodyRows.length, virtualized),
    scrollRef,
    estimatedRowHeight,
  );
  const disabledKeys = getDisabledReason
    ? bodyRows.filter((row) => getDisabledReason(row)).map(getRowId)
    : undefined;
  const minWidths = [
    ...(withCheckboxes ? [SELECTION_COLUMN_WIDTH] : []),
    ...shown.map((c) => columnMinWidth(c.minWidth)),
  ];

  const renderEmptyState = () => {
    if (isLoading) return <LoadingState label={loadingLabel} />;
    if (errorState) return errorState;
    return emptyState ?? <EmptyState title="No results found" />;
  };

  return (
    <div
      ref={scrollRef}
      className={styles.container}
      style={{ maxHeight }}
      aria-busy={isLoading || isRefreshing || undefined}
    >
      {hasRowActions ? (
        <span id={hintId} hidden>
          {MESSAGES.tableKeyboardHint}
        </span>
      ) : null}
      <div style={{ paddingTop: windowed.before, paddingBottom: windowed.after }}>
        <Table
          {...aria}
          aria-describedby={hasRowActions ? hintId : undefined}
          className={styles.table}
          style={{ minWidth: tableMinWidth(minWidths) }}
          selectionMode={selectionMode}
          selectionBehavior="toggle"
          selectedKeys={selectedKeys}
          onSelectionChange={onSelectionChange}
          disabledKeys={disabledKeys}
          disabledBehavior="selection"
          sortDescriptor={sortDescriptor}
          onSortChange={onSortChange}
          data-refreshing={isRefreshing || undefined}
        >
          <TableHeader>
            {withCheckboxes ? (
              <Column
                id={SELECTION_COLUMN_ID}
                className={styles.column}
                style={{ width: SELECTION_COLUMN_WIDTH }}
              >
                <SelectionCheckbox label={selectAllLabel} />
              </Column>
            ) : null}
            {shown.map((column, index) => (
              <Column
                key={column.id}
                id={column.id}
                className={cx(styles.column, column.id === stickyId && styles.stickyEnd)}
                style={{ width: columnMinWidth(column.minWidth) }}
                allowsSorting={column.allowsSorting}
                isRowHeader={column.isRowHeader ?? (!hasRowHeader && index === 0)}
              >
                {({ allowsSorting, sortDirection }) => (
                  <span className={styles.columnLabel}>
                    {column.header}
                    {allowsSorting ? <SortIndicator direction={sortDirection} /> : null}
                  </span>
                )}
              </Column>
            ))}
          </TableHeader>
          <TableBody renderEmptyState={renderEmptyState}>
            {windowed.rows.map((row) => {
              const id = getRowId(row);
              return (
                <Row key={id} id={id} className={styles.row}>
                  {withCheckboxes ? (
                    <Cell className={styles.cell}>
                      <SelectionCheckbox
                        label={getSelectionLabel?.(row)}
                        disabledReason={getDisabledReason?.(row)}
                      />
                    </Cell>
                  ) : null}
                  {shown.map((column) => (
                    <Cell
                      key={column.id}
                      className={cx(styles.cell, column.id === stickyId && styles.stickyEnd)}
                    >
                      {column.cell(row)}
                    </Cell>
                  ))}
                </Row>
              );
            })}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
