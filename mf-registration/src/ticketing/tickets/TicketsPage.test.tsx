import { screen, within } from '@testing-library/react';
import { PERMISSIONS } from '@console/shared/contract';
import { aTicket } from '../testing/fixtures';
import {
  defaultApi,
  EVENT_BASE,
  paths,
  renderTicketing,
  reply,
  testEvent,
} from '../testing/render';

const tickets = [
  aTicket(),
  aTicket({
    ticketTypeId: 4,
    name: 'Workshop',
    quantity: null,
    priceCents: 0,
    salesStartAt: null,
    salesEndAt: null,
    sold: 1200,
    reserved: 0,
    available: null,
    salesState: 'ON_SALE',
  }),
  aTicket({
    ticketTypeId: 5,
    name: 'Early Bird',
    salesStartAt: null,
    salesEndAt: '2030-04-01T16:00:00.000Z',
    salesState: 'ENDED',
    blockedRequests: 3,
  }),
  aTicket({
    ticketTypeId: 6,
    name: 'Late Bird',
    salesStartAt: '2030-07-01T13:00:00.000Z',
    salesEndAt: null,
    salesState: 'NOT_STARTED',
  }),
  aTicket({
    ticketTypeId: 7,
    name: 'VIP',
    quantity: 20,
    priceCents: 123456,
    sold: 12,
    reserved: 8,
    available: 0,
    salesState: 'SOLD_OUT',
  }),
  aTicket({ ticketTypeId: 8, name: 'Closed', salesState: 'ENDED', blockedRequests: 0 }),
];

const api = () => defaultApi().on('GET', paths.tickets, { ticketTypes: tickets });
const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });
const cells = (name: string) =>
  [...row(name).querySelectorAll('[role="rowheader"], [role="gridcell"]')].map(
    (c) => c.textContent,
  );

describe('the tickets list', () => {
  it('shows every ticket type with its price, window, counts and sales state', async () => {
    renderTicketing('tickets', { at: 'registration/tickets', fetch: api() });
    await screen.findByRole('row', { name: /^General Admission/ });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Name',
      'Price',
      'Sales window',
      'Quantity',
      'Sold',
      'Reserved',
      'Available',
      'Status',
    ]);
    expect(cells('General Admission')).toEqual([
      'General Admission',
      '25.00',
      'May 1, 2030, 9:00 AM EDT – Jun 1, 2030, 5:00 PM EDT',
      '500',
      '380',
      '32',
      '88',
      'On sale',
    ]);
    expect(cells('Workshop')).toEqual([
      'Workshop',
      'Free',
      'Always',
      'Unlimited',
      '1,200',
      '0',
      'Unlimited',
      'On sale',
    ]);
    expect(cells('Late Bird')[2]).toBe('From Jul 1, 2030, 9:00 AM EDT');
    expect(cells('Late Bird')[7]).toBe('Not started');
    expect(cells('VIP')).toEqual([
      'VIP',
      '1,234.56',
      expect.any(String),
      '20',
      '12',
      '8',
      '0',
      'Sold out',
    ]);
    expect(cells('Closed')[7]).toBe('Ended');
  });

  it('links each ticket to its edit page, and offers Create ticket', async () => {
    renderTicketing('tickets', { at: 'registration/tickets', fetch: api() });
    const link = await screen.findByRole('link', { name: 'Workshop' });
    expect(link).toHaveAttribute('href', `${EVENT_BASE}/registration/tickets/4/edit`);
    expect(screen.getByRole('link', { name: 'Create ticket' })).toHaveAttribute(
      'href',
      `${EVENT_BASE}/registration/tickets/create`,
    );
  });

  it('says how many approval requests an ended ticket blocks, linking to them', async () => {
    renderTicketing('tickets', { at: 'registration/tickets', fetch: api() });
    const endedRow = await screen.findByRole('row', { name: /^Early Bird/ });
    expect(within(endedRow).getByText('Until Apr 1, 2030, 12:00 PM EDT')).toBeInTheDocument();
    const link = within(endedRow).getByRole('link', { name: 'Blocks 3 approval requests' });
    expect(link).toHaveAttribute('href', `${EVENT_BASE}/people/approvals?ticketTypeIds=5`);
    // Ended without blocked requests: no note.
    expect(within(row('Closed')).queryByText(/Blocks/)).not.toBeInTheDocument();
  });

  it('says it without a link to a user who may not open approvals', async () => {
    renderTicketing('tickets', {
      at: 'registration/tickets',
      fetch: api(),
      context: {
        access: { permissions: PERMISSIONS.filter((p) => p !== 'PEOPLE_ATTENDEES_WRITE') },
      },
    });
    const endedRow = await screen.findByRole('row', { name: /^Early Bird/ });
    expect(within(endedRow).getByText('Blocks 3 approval requests')).toBeInTheDocument();
    expect(within(endedRow).queryByRole('link', { name: /Blocks/ })).not.toBeInTheDocument();
  });

  it('says it without a link where the catalogue has no approvals page for the event type', async () => {
    // The catalogue has people/approvals for standard events and series only: a hub has none,
    // whatever the user's permissions.
    renderTicketing('tickets', {
      at: 'registration/tickets',
      fetch: api(),
      context: { event: { ...testEvent, type: 'HUB' } },
    });
    const endedRow = await screen.findByRole('row', { name: /^Early Bird/ });
    expect(within(endedRow).getByText('Blocks 3 approval requests')).toBeInTheDocument();
    expect(within(endedRow).queryByRole('link', { name: /Blocks/ })).not.toBeInTheDocument();
  });

  it('has no Create ticket on a read-only event', async () => {
    renderTicketing('tickets', {
      at: 'registration/tickets',
      fetch: api(),
      context: { readOnly: true },
    });
    await screen.findByRole('link', { name: 'Workshop' });
    expect(screen.queryByRole('link', { name: 'Create ticket' })).not.toBeInTheDocument();
  });

  it('says when the event has no tickets yet', async () => {
    renderTicketing('tickets', { at: 'registration/tickets' });
    expect(await screen.findByText('No tickets yet')).toBeInTheDocument();
  });

  it('shows a failed load with a retry that loads again', async () => {
    let calls = 0;
    const fetch = defaultApi().on('GET', paths.tickets, () =>
      ++calls === 1
        ? reply({ status: 500, body: { code: 'INTERNAL', message: 'Something went wrong!' } })
        : { ticketTypes: tickets },
    );
    const { user } = renderTicketing('tickets', { at: 'registration/tickets', fetch });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tickets could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Workshop' })).toBeInTheDocument();
  });
});
