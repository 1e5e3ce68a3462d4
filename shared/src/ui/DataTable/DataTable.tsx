import type { ReactNode } from 'react';
import {
  Cell,
  Checkbox,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Key,
  type Selection,
} from 'react-aria-components';
import { EmptyState } from '../EmptyState';
import { LoadingState } from '../LoadingState';
import styles from './DataTable.module.css';

export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The column that names a row for screen readers; the first column when none is marked. */
  isRowHeader?: boolean;
}

export interface DataTableProps<T> {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => Key;
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  /** Shown in the body when there are no rows (and not loading). */
  emptyState?: ReactNode;
  isLoading?: boolean;
  loadingLabel?: string;
}

function SelectionCheckbox({ label }: { label?: string }) {
  return (
    <Checkbox slot="selection" className={styles.checkbox} aria-label={label}>
      {({ isSelected, isIndeterminate }) => (
        <span className={styles.box} aria-hidden="true">
          {isIndeterminate ? '–' : isSelected ? '✓' : ''}
        </span>
      )}
    </Checkbox>
  );
}

/** A table of rows with optional row selection (checkboxes, select all), on react-aria's grid. */
export function DataTable<T>({
  columns,
  rows,
  getRowId,
  selectionMode = 'none',
  selectedKeys,
  onSelectionChange,
  emptyState,
  isLoading = false,
  loadingLabel,
  ...aria
}: DataTableProps<T>) {
  const hasRowHeader = columns.some((c) => c.isRowHeader);
  const withCheckboxes = selectionMode === 'multiple';
  const visibleRows = isLoading ? [] : rows;
  return (
    <div className={styles.container}>
      <Table
        {...aria}
        className={styles.table}
        selectionMode={selectionMode}
        selectionBehavior="toggle"
        selectedKeys={selectedKeys}
        onSelectionChange={onSelectionChange}
        aria-busy={isLoading || undefined}
      >
        <TableHeader>
          {withCheckboxes ? (
            <Column id="__selection" className={`${styles.column} ${styles.selectColumn}`}>
              <SelectionCheckbox />
            </Column>
          ) : null}
          {columns.map((column, index) => (
            <Column
              key={column.id}
              id={column.id}
              className={styles.column}
              isRowHeader={column.isRowHeader ?? (!hasRowHeader && index === 0)}
            >
              {column.header}
            </Column>
          ))}
        </TableHeader>
        <TableBody
          renderEmptyState={() =>
            isLoading ? (
              <LoadingState label={loadingLabel} />
            ) : (
              (emptyState ?? <EmptyState title="No results found" />)
            )
          }
        >
          {visibleRows.map((row) => {
            const id = getRowId(row);
            return (
              <Row key={id} id={id} className={styles.row}>
                {withCheckboxes ? (
                  <Cell className={styles.cell}>
                    <SelectionCheckbox />
                  </Cell>
                ) : null}
                {columns.map((column) => (
                  <Cell key={column.id} className={styles.cell}>
                    {column.cell(row)}
                  </Cell>
                ))}
              </Row>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
