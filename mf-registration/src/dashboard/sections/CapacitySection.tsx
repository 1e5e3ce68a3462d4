import { formatNumber, Link } from '@console/shared/ui';
import { Card, ProgressBar } from '@console/shared/ui/display';
import { DataTable, type DataTableColumn } from '@console/shared/ui/data-table';
import type { DashboardCapacity, DashboardTicket } from '@console/registration-contract';
import styles from '../Dashboard.module.css';
import { isUnlimited, quantityLabel } from '../format';
import { DASHBOARD_WORDS as WORDS } from '../words';

const numeric = (value: string) => <span className={styles.number}>{value}</span>;

function ticketColumns(
  ticketEditHref: ((ticketTypeId: number) => string) | null,
): DataTableColumn<DashboardTicket>[] {
  return [
    {
      id: 'name',
      header: WORDS.ticket,
      isRowHeader: true,
      minWidth: '10rem',
      cell: (ticket) =>
        ticketEditHref ? (
          <Link href={ticketEditHref(ticket.ticketTypeId)}>{ticket.name}</Link>
        ) : (
          ticket.name
        ),
    },
    {
      id: 'quantity',
      header: WORDS.quantity,
      minWidth: '5rem',
      cell: (ticket) => numeric(quantityLabel(ticket.quantity)),
    },
    {
      id: 'sold',
      header: WORDS.sold,
      minWidth: '4rem',
      cell: (ticket) => numeric(formatNumber(ticket.sold)),
    },
    {
      id: 'reserved',
      header: WORDS.reserved,
      minWidth: '5rem',
      cell: (ticket) => numeric(formatNumber(ticket.reserved)),
    },
    {
      id: 'available',
      header: WORDS.available,
      minWidth: '5rem',
      cell: (ticket) => numeric(quantityLabel(ticket.available)),
    },
  ];
}

function CapacityUsed({ capacity }: { capacity: DashboardCapacity }) {
  if (isUnlimited(capacity.quantity))
    return <p className={styles.text}>{WORDS.capacityUnlimited}</p>;
  return (
    <>
      <ProgressBar label={WORDS.capacityUsed} value={capacity.used} maxValue={capacity.quantity} />
      {capacity.unlimitedTicketTypes > 0 ? (
        <p className={styles.muted}>{WORDS.unlimitedTypes(capacity.unlimitedTicketTypes)}</p>
      ) : null}
    </>
  );
}

/**
 * Capacity used (tickets sold and reserved against the limited ticket types' quantity), then each
 * ticket type's sold, reserved and available tickets; a ticket links to its edit page for a user
 * who may open it.
 */
export function CapacitySection({
  capacity,
  tickets,
  ticketEditHref,
}: {
  capacity: DashboardCapacity;
  tickets: readonly DashboardTicket[];
  ticketEditHref: ((ticketTypeId: number) => string) | null;
}) {
  return (
    <div className={styles.wide}>
      <Card title={WORDS.capacity}>
        <CapacityUsed capacity={capacity} />
        <DataTable
          aria-label={WORDS.tickets}
          columns={ticketColumns(ticketEditHref)}
          rows={tickets}
          getRowId={(ticket) => ticket.ticketTypeId}
          emptyState={<p className={styles.muted}>{WORDS.noTickets}</p>}
        />
      </Card>
    </div>
  );
}
