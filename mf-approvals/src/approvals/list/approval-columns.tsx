/**
 * The requests table's columns (§2.9). The minimum widths add up to 59.25rem (948 px), which
 * fits the content area of a 1280 px screen beside the sidebar (about 954 px), and give the name
 * and email column the most room: names wrap between words, emails end in an ellipsis. In a
 * narrower box the flow and the two dates give way (low priority, the rightmost first) and the
 * actions stay at the right edge.
 */
import { Badge, type BadgeTone, DateTime } from '@console/shared/ui/display';
import { type DataTableColumn } from '@console/shared/ui/data-table';
import { BlockerList } from '../actions/BlockerList';
import type { ApprovalBlocks } from '../hooks/use-approval-blocks';
import type { ApprovalLabels } from '../hooks/use-approval-settings';
import { ticketSummary } from '../format';
import styles from '../Approvals.module.css';
import { blockText } from './block-text';
import { RequestNameCell } from './RequestNameCell';
import { RowActions } from './RowActions';
import type { RowAction } from './row-actions';
import { updatedByText } from './updated-by';
import {
  approvalRules,
  displayStatus,
  type ApprovalDisplayStatus,
  type ApprovalRequest,
} from '@console/approvals-contract';

const TONE: Record<ApprovalDisplayStatus, BadgeTone> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
  REGISTRATION_COMPLETED: 'info',
  IN_PROGRESS: 'neutral',
};

export interface ApprovalColumnsOptions {
  labels: ApprovalLabels;
  /** The event's time zone: dates are shown in it, with the zone named. */
  timeZone: string;
  isFlexEvent: boolean;
  detailHref: (row: ApprovalRequest) => string;
  /** §5: why a row cannot be approved and what blocks it, shown under its status. */
  blocks: ApprovalBlocks;
  actionsDisabled: boolean;
  actionsPending: boolean;
  onAction: (action: RowAction, row: ApprovalRequest) => void;
}

const none = <span className={styles.muted}>—</span>;

export function approvalColumns(
  options: ApprovalColumnsOptions,
): DataTableColumn<ApprovalRequest>[] {
  const { labels, timeZone } = options;
  return [
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      minWidth: '13rem',
      cell: (row) => (
        <RequestNameCell
          row={row}
          href={approvalRules.isClickable(row) ? options.detailHref(row) : null}
        />
      ),
    },
    {
      id: 'flow',
      header: 'Registration flow',
      minWidth: '6.5rem',
      priority: 'low',
      cell: (row) => row.flowName,
    },
    {
      id: 'tickets',
      header: 'Tickets',
      minWidth: '6rem',
      cell: (row) => (row.tickets.length > 0 ? ticketSummary(row.tickets) : none),
    },
    {
      id: 'status',
      header: 'Status',
      minWidth: '7.5rem',
      cell: (row) => {
        const status = displayStatus(row);
        const block = options.blocks.blockOf(row);
        return (
          <>
            <Badge tone={TONE[status]}>{labels.status[status]}</Badge>
            {block ? (
              <div className={styles.blockNote}>
                <span>{blockText(block)}</span>
                <BlockerList blockers={options.blocks.blockersOf(row)} />
              </div>
            ) : null}
          </>
        );
      },
    },
    {
      id: 'requested',
      header: 'Requested on',
      minWidth: '6.5rem',
      priority: 'low',
      cell: (row) => <DateTime value={row.createdAt} timeZone={timeZone} />,
    },
    {
      id: 'updatedBy',
      header: 'Last updated by',
      minWidth: '7.5rem',
      priority: 'low',
      cell: (row) => updatedByText(row.attendeeStatusUpdatedByInfo, timeZone) ?? none,
    },
    {
      id: 'actions',
      header: 'Actions',
      minWidth: '9.5rem',
      isRowActions: true,
      cell: (row) => (
        <RowActions
          row={row}
          labels={labels}
          isFlexEvent={options.isFlexEvent}
          isDisabled={options.actionsDisabled}
          isPending={options.actionsPending}
          block={options.blocks.blockOf(row)}
          onAction={options.onAction}
        />
      ),
    },
  ];
}
