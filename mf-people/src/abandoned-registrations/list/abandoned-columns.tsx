/**
 * The list's columns (spec people §2): Name, Dropped off at, Tickets, Registration flow, start
 * date, row menu. In a narrow box the start date and the flow give way; the menu stays at the
 * right edge.
 */
import { Link } from '@console/shared/ui';
import { DateTime, TruncatedText } from '@console/shared/ui/display';
import { Menu } from '@console/shared/ui/menu';
import { type DataTableColumn } from '@console/shared/ui/data-table';
import { displayName, ticketSummary } from '../format';
import styles from '../Abandoned.module.css';
import { rowActions, type AbandonedRowAction } from './row-actions';
import type { AbandonedRegistration } from '@console/people-contract';

export interface AbandonedColumnsOptions {
  timeZone: string;
  detailHref: (row: AbandonedRegistration) => string;
  readOnly: boolean;
  onAction: (action: AbandonedRowAction, row: AbandonedRegistration) => void;
}

const none = <span className={styles.muted}>—</span>;

export function abandonedColumns(
  options: AbandonedColumnsOptions,
): DataTableColumn<AbandonedRegistration>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      minWidth: '13rem',
      cell: (row) => (
        <>
          <Link href={options.detailHref(row)}>{displayName(row)}</Link>
          <span className={styles.secondaryLine}>
            <TruncatedText text={row.emailId} />
          </span>
        </>
      ),
    },
    { id: 'step', header: 'Dropped off at', minWidth: '8rem', cell: (row) => row.abandonedStep },
    {
      id: 'tickets',
      header: 'Tickets',
      minWidth: '7rem',
      cell: (row) => (row.tickets.length > 0 ? ticketSummary(row.tickets) : none),
    },
    {
      id: 'flow',
      header: 'Registration flow',
      minWidth: '8rem',
      priority: 'low',
      cell: (row) => row.flowName,
    },
    {
      id: 'started',
      header: 'Registration start date and time',
      minWidth: '10rem',
      priority: 'low',
      cell: (row) => <DateTime value={row.createdAt} timeZone={options.timeZone} />,
    },
    {
      id: 'actions',
      header: <span className={styles.muted}>Actions</span>,
      minWidth: '4.5rem',
      isRowActions: true,
      cell: (row) => (
        <Menu
          label={`Actions for ${displayName(row)}`}
          items={rowActions(options.readOnly)}
          onAction={(action) => options.onAction(action, row)}
        />
      ),
    },
  ];
}
