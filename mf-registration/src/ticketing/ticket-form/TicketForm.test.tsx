import { screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { UserEvent } from '@testing-library/user-event';
import type { FakeRequest } from '@console/shared/testing';
import { approvalKeys } from '@console/approvals-contract';
import {
  TICKETING_ERROR_CODES,
  TICKETING_LIMITS as L,
  TICKETING_MESSAGES as M,
  ticketingKeys,
  type Ticket,
} from '@console/registration-contract';
import { aTicket } from '../testing/fixtures';
import { defaultApi, EVENT_BASE, EVENT_ID, paths, renderTicketing, reply } from '../testing/render';

const location = () => screen.getByTestId('location').textContent;
const field = (name: string) => screen.getByRole('textbox', { name });
const dateField = (label: string) => screen.getByRole('group', { name: label });

/** Types a full date and time into an empty date-time field: MMDDYYYY hhmm and A or P. */
async function typeDateTime(user: UserEvent, label: string, typed: string) {
  await user.click(within(dateField(label)).getByRole('spinbutton', { name: /^month/ }));
  await user.keyboard(typed);
}

async function retype(user: UserEvent, name: string, value: string) {
  await user.clear(field(name));
  if (value !== '') await user.type(field(name), value);
}

function editApi(ticket: Ticket) {
  return defaultApi()
    .on('GET', paths.ticket(ticket.ticketTypeId), ticket)
    .on('GET', paths.tickets, { ticketTypes: [ticket] });
}

/** The approvals' catalog, as the approvals page caches it. */
function seedApprovalCatalog(queryClient: QueryClient) {
  queryClient.setQueryData(approvalKeys.ticketTypes(EVENT_ID), {
    ticketTypePublicListResponseList: [],
  });
  queryClient.setQueryData(approvalKeys.coupons(EVENT_ID), { coupons: [] });
}

const invalidated = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated;

describe('the ticket form', () => {
  it("says what the contract's schema refuses, on its fields, and sends nothing", async () => {
    const { user, api } = renderTicketing('ticketCreate', { at: 'registration/tickets/create' });
    await user.type(field('Quantity'), '0');
    await user.type(field('Price'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(M.ticketNameRequired)).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(M.ticketQuantity(L.ticketQuantityMax))).toBeInTheDocument();
    expect(field('Quantity')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(M.ticketPrice(L.ticketPriceCentsMax))).toBeInTheDocument();
    expect(api.callsTo('POST', paths.tickets)).toHaveLength(0);

    // Editing a field takes its message away.
    await user.type(field('Name'), 'VIP');
    expect(screen.queryByText(M.ticketNameRequired)).not.toBeInTheDocument();
  });

  it('refuses a sales end before the start, on the end', async () => {
    const { user, api } = renderTicketing('ticketCreate', { at: 'registration/tickets/create' });
    await user.type(field('Name'), 'VIP');
    await typeDateTime(user, 'Sales start', '050120300900A');
    await typeDateTime(user, 'Sales end', '040120300900A');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const shown = await screen.findByText(M.salesEndBeforeStart);
    expect(shown.closest('[class~="field"]')).toHaveTextContent('Sales end');
    expect(
      within(dateField('Sales end')).getByRole('spinbutton', { name: /^day/ }),
    ).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', paths.tickets)).toHaveLength(0);
  });

  it('creates a ticket in cents and instants of the event zone, then returns to the list', async () => {
    const created = aTicket({ ticketTypeId: 9, name: 'VIP' });
    const api = defaultApi().on('POST', paths.tickets, reply({ status: 201, body: created }));
    const { user, notify, queryClient } = renderTicketing('ticketCreate', {
      at: 'registration/tickets/create',
      fetch: api,
    });
    seedApprovalCatalog(queryClient);
    await user.type(field('Name'), '  VIP  ');
    await user.type(field('Quantity'), '500');
    await user.type(field('Price'), '25.5');
    await typeDateTime(user, 'Sales start', '050120300900A');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(location()).toBe(`${EVENT_BASE}/registration/tickets`));
    expect(api.callsTo('POST', paths.tickets)[0]?.body).toEqual({
      name: 'VIP',
      quantity: 500,
      priceCents: 2550,
      // 9:00 AM in New York in May (EDT, -04:00).
      salesStartAt: '2030-05-01T13:00:00.000Z',
      salesEndAt: null,
    });
    expect(notify).toHaveBeenCalledWith(
      'Ticket created.',
      expect.objectContaining({ tone: 'success' }),
    );
    expect(invalidated(queryClient, approvalKeys.ticketTypes(EVENT_ID))).toBe(true);
    expect(invalidated(queryClient, approvalKeys.coupons(EVENT_ID))).toBe(true);
  });

  it('sends only the changed fields of a saved ticket, and refreshes its list and detail', async () => {
    const ticket = aTicket();
    const api = editApi(ticket).on('PATCH', paths.ticket(3), aTicket({ quantity: 600 }));
    const { user, queryClient } = renderTicketing('ticketEdit', {
      at: 'registration/tickets/3/edit',
      fetch: api,
    });
    expect(await screen.findByDisplayValue('General Admission')).toBeInTheDocument();
    expect(field('Price')).toHaveValue('25.00');
    expect(
      within(dateField('Sales start')).getByRole('spinbutton', { name: /^hour/ }),
    ).toHaveAttribute('aria-valuetext', '9 AM');
    expect(field('Quantity')).toHaveAccessibleDescription(
      /380 sold, 32 reserved for approved requests \(held 72 hours\)/,
    );
    // Nothing changed yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    seedApprovalCatalog(queryClient);
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');

    await retype(user, 'Quantity', '600');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe(`${EVENT_BASE}/registration/tickets`));
    expect(api.callsTo('PATCH', paths.ticket(3))[0]?.body).toEqual({ quantity: 600 });
    // The ticketing list and detail (one prefix), and the approvals' catalog.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ticketingKeys.all(EVENT_ID) });
    expect(invalidated(queryClient, approvalKeys.ticketTypes(EVENT_ID))).toBe(true);
    expect(invalidated(queryClient, approvalKeys.coupons(EVENT_ID))).toBe(true);
  });

  it('shows the 409 of a quantity under what is sold and reserved next to the quantity', async () => {
    const message = M.quantityBelowHeld(380, 32);
    const api = editApi(aTicket()).on(
      'PATCH',
      paths.ticket(3),
      reply({
        status: 409,
        body: { code: TICKETING_ERROR_CODES.quantityBelowHeld, message, field: 'quantity' },
      }),
    );
    const { user } = renderTicketing('ticketEdit', {
      at: 'registration/tickets/3/edit',
      fetch: api,
    });
    await screen.findByDisplayValue('General Admission');
    await retype(user, 'Quantity', '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field('Quantity')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Quantity')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(location()).toBe(`${EVENT_BASE}/registration/tickets/3/edit`);
  });

  it.each([
    ['salesStartAt', 'Sales start', M.salesEndBeforeStart],
    ['priceCents', 'Price', M.ticketPrice(L.ticketPriceCentsMax)],
  ])(
    "shows a 400 on %s under its field, without the API's field prefix",
    async (wire, label, text) => {
      const api = editApi(aTicket()).on(
        'PATCH',
        paths.ticket(3),
        reply({
          status: 400,
          body: { code: 'INVALID_INPUT', message: `${wire}: ${text}`, field: wire },
        }),
      );
      const { user } = renderTicketing('ticketEdit', {
        at: 'registration/tickets/3/edit',
        fetch: api,
      });
      await screen.findByDisplayValue('General Admission');
      await retype(user, 'Name', 'GA');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const shown = await screen.findByText(text);
      expect(shown.closest('[class~="field"]')).toHaveTextContent(label);
      expect(screen.queryByText(`${wire}: ${text}`)).not.toBeInTheDocument();
    },
  );

  it('reopens the sales of an ended ticket a week ahead, saved by the organizer', async () => {
    const ended = aTicket({
      ticketTypeId: 5,
      name: 'Early Bird',
      salesStartAt: null,
      salesEndAt: '2020-04-01T16:00:00.000Z',
      salesState: 'ENDED',
      blockedRequests: 2,
    });
    const api = editApi(ended).on('PATCH', paths.ticket(5), ({ body }: FakeRequest) => ({
      ...ended,
      ...(body as object),
      salesState: 'ON_SALE',
      blockedRequests: 0,
    }));
    const { user, queryClient } = renderTicketing('ticketEdit', {
      at: 'registration/tickets/5/edit',
      fetch: api,
    });
    const notice = await screen.findByText(
      /Sales of this ticket ended on Apr 1, 2020, 12:00 PM EDT/,
    );
    expect(notice).toHaveTextContent('It blocks 2 approval requests until its sales reopen.');
    expect(screen.getByRole('link', { name: 'Blocks 2 approval requests' })).toHaveAttribute(
      'href',
      `${EVENT_BASE}/people/approvals?ticketTypeIds=5`,
    );
    seedApprovalCatalog(queryClient);

    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Reopen sales' }));
    expect(screen.getByText(/^Sales will end on .* once you save\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen sales' })).not.toBeInTheDocument();
    // Not saved until the organizer saves.
    expect(api.callsTo('PATCH', paths.ticket(5))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', paths.ticket(5))).toHaveLength(1));
    const sent = api.callsTo('PATCH', paths.ticket(5))[0]?.body as { salesEndAt: string };
    expect(Object.keys(sent)).toEqual(['salesEndAt']);
    const week = 7 * 24 * 60 * 60 * 1000;
    const end = Date.parse(sent.salesEndAt);
    expect(end).toBeGreaterThan(before + week - 60_000);
    expect(end).toBeLessThanOrEqual(Date.now() + week);
    await waitFor(() =>
      expect(invalidated(queryClient, approvalKeys.ticketTypes(EVENT_ID))).toBe(true),
    );
    expect(invalidated(queryClient, approvalKeys.coupons(EVENT_ID))).toBe(true);
  });

  it('offers Back to approvals to a user who came from there, before and after saving', async () => {
    const ended = aTicket({
      salesStartAt: null,
      salesEndAt: '2020-04-01T16:00:00.000Z',
      salesState: 'ENDED',
    });
    const api = editApi(ended).on('PATCH', paths.ticket(3), aTicket());
    const from = encodeURIComponent(`${EVENT_BASE}/people/approvals?tab=pending&page=2`);
    const { user } = renderTicketing('ticketEdit', {
      at: `registration/tickets/3/edit?from=${from}`,
      fetch: api,
    });
    await screen.findByDisplayValue('General Admission');
    const back = `${EVENT_BASE}/people/approvals?tab=pending&page=2`;
    // The header's back arrow and its link both go back there.
    for (const link of screen.getAllByRole('link', { name: 'Back to approvals' }))
      expect(link).toHaveAttribute('href', back);

    await user.click(screen.getByRole('button', { name: 'Reopen sales' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const saved = await screen.findByText(
      /^Saved\. The approval requests it held back can now be approved\./,
    );
    expect(within(saved).getByRole('link', { name: 'Back to approvals' })).toHaveAttribute(
      'href',
      back,
    );
    // It stays on the ticket, with nothing left to save.
    expect(location()).toBe(`${EVENT_BASE}/registration/tickets/3/edit?from=${from}`);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(within(saved).getByRole('link', { name: 'Back to approvals' }));
    expect(await screen.findByText('Approvals page')).toBeInTheDocument();
  });

  it('asks before leaving unsaved changes', async () => {
    const { user } = renderTicketing('ticketEdit', {
      at: 'registration/tickets/3/edit',
      fetch: editApi(aTicket()),
    });
    await screen.findByDisplayValue('General Admission');
    await retype(user, 'Name', 'GA');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(field('Name')).toHaveValue('GA');
    expect(location()).toBe(`${EVENT_BASE}/registration/tickets/3/edit`);

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location()).toBe(`${EVENT_BASE}/registration/tickets`));
  });

  it('shows a read-only event its ticket without controls', async () => {
    const ended = aTicket({ salesEndAt: '2020-04-01T16:00:00.000Z', salesState: 'ENDED' });
    renderTicketing('ticketEdit', {
      at: 'registration/tickets/3/edit',
      fetch: editApi(ended),
      context: { readOnly: true },
    });
    expect(await screen.findByDisplayValue('General Admission')).toBeDisabled();
    expect(field('Quantity')).toBeDisabled();
    expect(field('Price')).toBeDisabled();
    expect(
      within(dateField('Sales end')).getByRole('spinbutton', { name: /^hour/ }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(/Sales of this ticket ended/)).toBeInTheDocument();
    for (const name of ['Save', 'Reopen sales', /^Clear/])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('shows a failed load of the ticket with a retry', async () => {
    const api = defaultApi().on(
      'GET',
      paths.ticket(3),
      reply({ status: 404, body: { code: 'NOT_FOUND', message: 'Ticket type not found' } }),
    );
    renderTicketing('ticketEdit', { at: 'registration/tickets/3/edit', fetch: api });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The ticket could not be loaded');
    expect(alert).toHaveTextContent('Ticket type not found');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
