/**
 * The tickets table's columns: what a ticket type sells, when, and where its sales stand. Sold
 * tickets are completed registrations; reserved ones are held 72 hours for approved requests;
 * available is what is left of a limited quantity.
 */
import { formatNumber, Link } from '@console/shared/ui';
import { Badge, type BadgeTone } from '@console/shared/ui/display';
import type { DataTableColumn } from '@console/shared/ui/data-table';
import type { Ticket, TicketSalesState } from '@console/registration-contract';
import { countOrUnlimited, priceLabel, windowLabel } from '../format';
import styles from '../Ticketing.module.css';
import { TICKETING_WORDS as WORDS } from '../words';

const TONE: Record<TicketSalesState, BadgeTone> = {
  NOT_STARTED: 'neutral',
  ON_SALE: 'success',
  ENDED: 'warning',
  SOLD_OUT: 'danger',
};

export interface TicketColumnsOptions {
  timeZone: string;
  editHref: (ticket: Ticket) => string;
  /** The approvals page with the requests of one ticket type, or null when the user may not open it. */
  approvalsHref: ((ticket: Ticket) => string) | null;
}

const numeric = (value: string) => <span className={styles.number}>{value}</span>;

export function ticketColumns(options: TicketColumnsOptions): DataTableColumn<Ticket>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      minWidth: '10rem',
      cell: (ticket) => <Link href={options.editHref(ticket)}>{ticket.name}</Link>,
    },
    {
      id: 'price',
      header: 'Price',
      minWidth: '5rem',
      cell: (ticket) => numeric(priceLabel(ticket.priceCents)),
    },
    {
      id: 'window',
      header: 'Sales window',
      minWidth: '12rem',
      cell: (ticket) => windowLabel(ticket.salesStartAt, ticket.salesEndAt, options.timeZone),
    },
    {
      id: 'quantity',
      header: 'Quantity',
      minWidth: '5rem',
      cell: (ticket) => numeric(countOrUnlimited(ticket.quantity)),
    },
    {
      id: 'sold',
      header: 'Sold',
      minWidth: '4rem',
      cell: (ticket) => numeric(formatNumber(ticket.sold)),
    },
    {
      id: 'reserved',
      header: 'Reserved',
      minWidth: '5rem',
      cell: (ticket) => numeric(formatNumber(ticket.reserved)),
    },
    {
      id: 'available',
      header: 'Available',
      minWidth: '5rem',
      cell: (ticket) => numeric(countOrUnlimited(ticket.available)),
    },
    {
      id: 'status',
      header: 'Status',
      minWidth: '8rem',
      cell: (ticket) => <SalesState ticket={ticket} approvalsHref={options.approvalsHref} />,
    },
  ];
}

function SalesState({
  ticket,
  approvalsHref,
}: {
  ticket: Ticket;
  approvalsHref: TicketColumnsOptions['approvalsHref'];
}) {
  const blocked = ticket.salesState === 'ENDED' && ticket.blockedRequests > 0;
  const note = WORDS.blocksRequests(ticket.blockedRequests);
  return (
    <>
      <Badge tone={TONE[ticket.salesState]}>{WORDS.salesState[ticket.salesState]}</Badge>
      {blocked ? (
        <span className={styles.note}>
          {approvalsHref ? <Link href={approvalsHref(ticket)}>{note}</Link> : note}
        </span>
      ) : null}
    </>
  );
}
