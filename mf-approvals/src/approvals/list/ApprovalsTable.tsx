import type { ReactNode } from 'react';
import {
  Cell,
  Checkbox,
  Column,
  Link,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Selection,
} from 'react-aria-components';
import { useCurrentEvent, useRouteBuilder } from '@console/shared/react';
import { Badge, type BadgeTone, Button, formatDateTime } from '@console/shared/ui';
import type { ApprovalLabels } from '../hooks/use-approval-settings';
import { fullName, ticketSummary } from '../format';
import styles from '../Approvals.module.css';
import { rowKey } from './selection';
import {
  approvalRules,
  displayStatus,
  type ApprovalDisplayStatus,
  type ApprovalRequest,
} from '@console/approvals-contract';

export type RowAction = 'approve' | 'reject' | 'delete';

export interface ApprovalsTableProps {
  rows: readonly ApprovalRequest[];
  labels: ApprovalLabels;
  /** Row checkboxes (none on tabs without a bulk action). */
  selectable: boolean;
  selectedKeys: ReadonlySet<string>;
  onSelectionChange: (keys: 'all' | ReadonlySet<string>) => void;
  onAction: (action: RowAction, row: ApprovalRequest) => void;
  /** Actions are shown but disabled (read-only event, or an action already running). */
  actionsDisabled: boolean;
  /** The rows shown are the previous filter's while the new ones load (marked busy). */
  isRefreshing: boolean;
  emptyState: ReactNode;
}

const TONE: Record<ApprovalDisplayStatus, BadgeTone> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
  REGISTRATION_COMPLETED: 'info',
  IN_PROGRESS: 'neutral',
};

/** Without a label, react-aria names a row's checkbox "Select" + the row header ("Select Ada Lovelace"). */
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

/**
 * The requests table (the UI kit's DataTable has no disabled rows or per-row checkbox labels):
 * completed and in-progress rows cannot be selected, in-progress rows have no link and no actions.
 */
export function ApprovalsTable({
  rows,
  labels,
  selectable,
  selectedKeys,
  onSelectionChange,
  onAction,
  actionsDisabled,
  isRefreshing,
  emptyState,
}: ApprovalsTableProps) {
  const event = useCurrentEvent();
  const routes = useRouteBuilder();
  const disabledKeys = rows.filter((r) => !approvalRules.isSelectable(r)).map(rowKey);

  const handleSelection = (keys: Selection) =>
    onSelectionChange(keys === 'all' ? 'all' : new Set([...keys].map(String)));

  return (
    <div className={styles.tableContainer}>
      <Table
        aria-label="Registration requests"
        className={styles.table}
        selectionMode={selectable ? 'multiple' : 'none'}
        selectionBehavior="toggle"
        selectedKeys={selectedKeys}
        onSelectionChange={handleSelection}
        disabledKeys={disabledKeys}
        disabledBehavior="selection"
        aria-busy={isRefreshing || undefined}
        data-refreshing={isRefreshing || undefined}
      >
        <TableHeader>
          {selectable ? (
            <Column id="__selection" className={styles.column}>
              <SelectionCheckbox label="Select all requests on this page" />
            </Column>
          ) : null}
          <Column id="name" isRowHeader className={styles.column}>
            Name
          </Column>
          <Column id="flow" className={styles.column}>
            Registration flow
          </Column>
          <Column id="tickets" className={styles.column}>
            Tickets
          </Column>
          <Column id="status" className={styles.column}>
            Status
          </Column>
          <Column id="requested" className={styles.column}>
            Requested on
          </Column>
          <Column id="updatedBy" className={styles.column}>
            Last updated by
          </Column>
          <Column id="actions" className={styles.column}>
            Actions
          </Column>
        </TableHeader>
        <TableBody renderEmptyState={() => emptyState}>
          {rows.map((row) => {
            const name = fullName(row.firstName, row.lastName) || row.email;
            const status = displayStatus(row);
            const updatedBy = row.attendeeStatusUpdatedByInfo;
            const rowActions: {
              action: RowAction;
              label: string;
              variant: 'primary' | 'secondary' | 'danger';
            }[] = [];
            if (approvalRules.canApprove(row))
              rowActions.push({ action: 'approve', label: labels.approve, variant: 'primary' });
            if (approvalRules.canReject(row))
              rowActions.push({ action: 'reject', label: labels.reject, variant: 'secondary' });
            if (approvalRules.canDelete(row, event))
              rowActions.push({ action: 'delete', label: 'Delete', variant: 'danger' });
            return (
              <Row key={rowKey(row)} id={rowKey(row)} className={styles.row}>
                {selectable ? (
                  <Cell className={styles.cell}>
                    <SelectionCheckbox />
                  </Cell>
                ) : null}
                <Cell className={styles.cell}>
                  {approvalRules.isClickable(row) ? (
                    <Link
                      className={styles.link}
                      href={routes.to('people.approvalDetail', {
                        flowId: row.flowId,
                        flowContextId: row.flowContextId,
                      })}
                    >
                      {name}
                    </Link>
                  ) : (
                    name
                  )}
                  <span className={styles.secondaryLine}>{row.email}</span>
                </Cell>
                <Cell className={styles.cell}>{row.flowName}</Cell>
                <Cell className={styles.cell}>
                  {row.tickets.length > 0 ? (
                    ticketSummary(row.tickets)
                  ) : (
                    <span className={styles.muted}>—</span>
                  )}
                </Cell>
                <Cell className={styles.cell}>
                  <Badge tone={TONE[status]}>{labels.status[status]}</Badge>
                </Cell>
                <Cell className={styles.cell}>{formatDateTime(row.createdAt, event.tz)}</Cell>
                <Cell className={styles.cell}>
                  {updatedBy ? (
                    `${fullName(updatedBy.updatedByFirstName, updatedBy.updatedByLastName)} · ${formatDateTime(updatedBy.updatedAt, event.tz)}`
                  ) : (
                    <span className={styles.muted}>—</span>
                  )}
                </Cell>
                <Cell className={styles.cell}>
                  <div className={styles.rowActions}>
                    {rowActions.map(({ action, label, variant }) => (
                      <Button
                        key={action}
                        variant={variant}
                        aria-label={`${label} ${name}`}
                        isDisabled={actionsDisabled}
                        onPress={() => onAction(action, row)}
                      >
                        {label}
                      </Button>
                    ))}
                  </div>
                </Cell>
              </Row>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
