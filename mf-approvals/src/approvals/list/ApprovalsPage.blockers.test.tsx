/**
 * §5 blocks link to what lifts them: blocked rows and the blocked-requests dialogs name the ticket
 * or coupon and link to its edit page (for users who may open it); back from that page, the
 * catalog is read again and the request is approvable without a reload.
 */
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS } from '@console/shared/contract';
import { Link } from '@console/shared/ui';
import { anAccess } from '@console/shared/testing';
import { coupons, details, job, makeRequest, ticketType } from '../testing/fixtures';
import {
  defaultApi,
  EVENT_BASE,
  EVENT_ID,
  paths,
  renderApprovals,
  reply,
  testEvent,
} from '../testing/render';
import {
  type ApprovalDetailsResponse,
  type ApprovalRequest,
  APPROVAL_MESSAGES,
} from '@console/approvals-contract';

const WORKSHOP = 100;
const GENERAL = 101;
const DINNER = 102;
const EARLY = 5;
const LATE = 6;
const ENDED_AT = '2020-03-03T17:00:00Z';
const WORKSHOP_ENDED = 'Ticket Workshop: sales ended on Mar 3, 2020, 5:00 PM UTC';
const DINNER_ENDED = 'Ticket Dinner: sales ended on Jan 1, 2021, 12:00 AM UTC';
const EARLY_USED_UP = 'Coupon EARLY: 10 of 10 uses';
/** What the server names when it counts a selection (ApprovalDetailsResponse.blockers). */
const workshopBlocker = (requests: number) => ({
  ticketTypeId: WORKSHOP,
  name: 'Workshop',
  salesEndAt: ENDED_AT,
  requests,
});
const dinnerBlocker = (requests: number) => ({
  ticketTypeId: DINNER,
  name: 'Dinner',
  salesEndAt: '2021-01-01T00:00:00Z',
  requests,
});
const earlyBlocker = (requests: number) => ({
  couponId: EARLY,
  code: 'EARLY',
  quantity: 10,
  used: 10,
  requests,
});

const ada = makeRequest({
  firstName: 'Ada',
  lastName: 'Ended',
  tickets: [{ ticketTypeId: WORKSHOP, name: 'Workshop', count: 1 }],
});
const bob = makeRequest({
  firstName: 'Bob',
  lastName: 'Coupon',
  tickets: [{ ticketTypeId: GENERAL, name: 'General', count: 1 }],
  coupons: [{ couponId: EARLY, code: 'EARLY' }],
});
const cy = makeRequest({
  firstName: 'Cy',
  lastName: 'Fine',
  tickets: [{ ticketTypeId: GENERAL, name: 'General', count: 1 }],
  coupons: [{ couponId: LATE, code: 'LATE' }],
});

/**
 * The event: Workshop's sales ended (until `workshop.salesEndAt` changes), Dinner's too (no row on
 * the page holds it), General's are open; EARLY is used up, LATE has uses left.
 */
function apiWith(rows: ApprovalRequest[], confirmations: ApprovalDetailsResponse[] = []) {
  const queue = [...confirmations];
  const workshop = { salesEndAt: ENDED_AT };
  const api = defaultApi()
    .on('GET', paths.list, { items: rows, total: rows.length, selectableTotal: rows.length })
    .on('GET', paths.ticketTypes, () => ({
      ticketTypePublicListResponseList: [
        ticketType({ ticketTypeId: WORKSHOP, name: 'Workshop', salesEndAt: workshop.salesEndAt }),
        ticketType({ ticketTypeId: GENERAL, name: 'General', salesEndAt: '2999-01-01T00:00:00Z' }),
        ticketType({ ticketTypeId: DINNER, name: 'Dinner', salesEndAt: '2021-01-01T00:00:00Z' }),
      ],
    }))
    .on(
      'GET',
      paths.coupons,
      coupons([
        { couponId: EARLY, code: 'EARLY', availableQuantity: 0, used: 10 },
        { couponId: LATE, code: 'LATE', availableQuantity: 3 },
      ]),
    )
    .on('POST', paths.confirmation, () => queue.shift() ?? details())
    .on('POST', paths.statusUpdates, reply({ status: 202, body: job() }));
  return { api, workshop };
}

const row = (name: string) => screen.findByRole('row', { name: new RegExp(name) });
const bar = () => screen.getByRole('region', { name: 'Selected requests' });
/** The edit pages, with the approvals page to come back to. */
const fromApprovals = `?from=${encodeURIComponent(`${EVENT_BASE}/people/approvals`)}`;
const ticketEdit = (id: number) => `${EVENT_BASE}/registration/tickets/${id}/edit${fromApprovals}`;
const couponEdit = (id: number) => `${EVENT_BASE}/registration/coupons/${id}/edit${fromApprovals}`;
const withoutTicketing = {
  access: anAccess({
    eventId: EVENT_ID,
    permissions: PERMISSIONS.filter((p) => p !== 'REGISTRATION_TICKETING_WRITE'),
  }),
};

describe('blocked rows name what blocks them (§5)', () => {
  it('names the ticket or coupon, with the sales end in the event time zone, and links to its edit page', async () => {
    renderApprovals({ fetch: apiWith([ada, bob, cy]).api });
    const adaRow = await row('Ada Ended');
    await waitFor(() => expect(adaRow).toHaveTextContent(WORKSHOP_ENDED));
    const editTicket = within(adaRow).getByRole('link', { name: 'Edit ticket Workshop' });
    expect(editTicket).toHaveAttribute('href', ticketEdit(WORKSHOP));
    expect(editTicket).toHaveTextContent(/^Edit ticket$/);

    const bobRow = await row('Bob Coupon');
    expect(bobRow).toHaveTextContent(EARLY_USED_UP);
    expect(within(bobRow).getByRole('link', { name: 'Edit coupon EARLY' })).toHaveAttribute(
      'href',
      couponEdit(EARLY),
    );

    const cyRow = await row('Cy Fine');
    expect(within(cyRow).queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByText(APPROVAL_MESSAGES.whoCanLiftBlock)).not.toBeInTheDocument();
    // Nothing else of the event is named: Dinner ended, but no row here holds it.
    expect(screen.queryByText(DINNER_ENDED)).not.toBeInTheDocument();
  });

  it('without the ticketing permission: no link, and the row says who can lift the block', async () => {
    renderApprovals({ fetch: apiWith([ada, bob]).api, context: withoutTicketing });
    const adaRow = await row('Ada Ended');
    await waitFor(() => expect(adaRow).toHaveTextContent(WORKSHOP_ENDED));
    expect(adaRow).toHaveTextContent(APPROVAL_MESSAGES.whoCanLiftBlock);
    expect(screen.queryByRole('link', { name: /^Edit (ticket|coupon)/ })).not.toBeInTheDocument();
  });

  it('in a series (approvals, but no ticket or coupon edit pages): no link, the row says who can lift the block', async () => {
    const series = { event: { ...testEvent, type: 'SERIES' as const } };
    renderApprovals({ fetch: apiWith([ada, bob]).api, context: series });
    const adaRow = await row('Ada Ended');
    await waitFor(() => expect(adaRow).toHaveTextContent(WORKSHOP_ENDED));
    expect(adaRow).toHaveTextContent(APPROVAL_MESSAGES.whoCanLiftBlock);
    expect(await row('Bob Coupon')).toHaveTextContent(EARLY_USED_UP);
    expect(screen.queryByRole('link', { name: /^Edit (ticket|coupon)/ })).not.toBeInTheDocument();
  });
});

describe('the §5 dialogs list what blocks the selection, with the same links', () => {
  it('a refused approval (every selected request blocked): the request’s own ticket, the requests holding it', async () => {
    const { api } = apiWith([ada, bob, cy]);
    const { user } = renderApprovals({ fetch: api });
    const adaRow = await row('Ada Ended');
    await waitFor(() => expect(adaRow).toHaveTextContent(WORKSHOP_ENDED));
    await user.click(within(adaRow).getByRole('button', { name: 'Approve Ada Ended' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: APPROVAL_MESSAGES.ticketSalesEnded,
    });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`${WORKSHOP_ENDED} — 1 request needs it Edit ticket`]);
    expect(within(dialog).getByRole('link', { name: 'Edit ticket Workshop' })).toHaveAttribute(
      'href',
      ticketEdit(WORKSHOP),
    );
    expect(api.callsTo('POST', paths.confirmation)).toHaveLength(0);
  });

  it('a selection of rows: exactly the tickets and coupons of the selected ones', async () => {
    const { api } = apiWith(
      [ada, bob, cy],
      [
        details({
          selectedCount: 1,
          blocked: { ticketSalesEnded: 0, couponUsageLimitReached: 1 },
          blockers: { ticketTypes: [], coupons: [earlyBlocker(1)] },
        }),
      ],
    );
    const { user } = renderApprovals({ fetch: api });
    await row('Cy Fine');
    await user.click(screen.getByRole('checkbox', { name: /^Select Bob Coupon / }));
    await user.click(screen.getByRole('checkbox', { name: /^Select Cy Fine / }));
    await user.click(within(bar()).getByRole('button', { name: 'Approve' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: APPROVAL_MESSAGES.couponUsageLimitReached,
    });
    expect(dialog).toHaveTextContent('1 of the 2 selected requests cannot be approved:');
    expect(within(dialog).getByRole('link', { name: 'Edit coupon EARLY' })).toHaveAttribute(
      'href',
      couponEdit(EARLY),
    );
    expect(dialog).toHaveTextContent(`${EARLY_USED_UP} — 1 request needs it`);
    expect(dialog).not.toHaveTextContent(/Workshop|Dinner|LATE/);
    expect(within(dialog).getByRole('button', { name: 'Approve the other 1' })).toBeEnabled();
  });

  it('select all across pages: what the server names, with how many requests hold each, under the spec’s messages', async () => {
    const { api } = apiWith(
      [ada, bob, cy],
      [
        details({
          selectedCount: 40,
          blocked: { ticketSalesEnded: 7, couponUsageLimitReached: 2 },
          blockers: {
            ticketTypes: [workshopBlocker(5), dinnerBlocker(2)],
            coupons: [earlyBlocker(3)],
          },
        }),
      ],
    );
    const { user } = renderApprovals({ fetch: api });
    await user.click(await screen.findByRole('checkbox', { name: /^Select Cy Fine / }));
    await user.click(within(bar()).getByRole('button', { name: 'Select all' }));
    await user.click(within(bar()).getByRole('button', { name: 'Approve' }));

    // Both kinds block: neither 'Ticket sales ended' nor 'Coupon usage limit reached' is true of all 9.
    const dialog = await screen.findByRole('alertdialog', {
      name: '9 requests cannot be approved',
    });
    expect(dialog).toHaveTextContent('9 of the 49 selected requests cannot be approved:');
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([APPROVAL_MESSAGES.ticketSalesEnded, APPROVAL_MESSAGES.couponUsageLimitReached]);
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `${WORKSHOP_ENDED} — 5 requests need it Edit ticket`,
      `${DINNER_ENDED} — 2 requests need it Edit ticket`,
      `${EARLY_USED_UP} — 3 requests need it Edit coupon`,
    ]);
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([ticketEdit(WORKSHOP), ticketEdit(DINNER), couponEdit(EARLY)]);
    expect(dialog).not.toHaveTextContent(/General|LATE/);
  });

  it('without the ticketing permission: the dialog names them and says who can lift the block', async () => {
    const { user } = renderApprovals({ fetch: apiWith([bob]).api, context: withoutTicketing });
    const bobRow = await row('Bob Coupon');
    await waitFor(() => expect(bobRow).toHaveTextContent(EARLY_USED_UP));
    await user.click(within(bobRow).getByRole('button', { name: 'Approve Bob Coupon' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: APPROVAL_MESSAGES.couponUsageLimitReached,
    });
    expect(dialog).toHaveTextContent(EARLY_USED_UP);
    expect(dialog).toHaveTextContent(APPROVAL_MESSAGES.whoCanLiftBlock);
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });
});

/** The ticket's edit page (mf-registration) as far as this test goes: the sidebar's way back. */
function EditPageStub() {
  return (
    <>
      <h1>Edit ticket</h1>
      <Link href={`${EVENT_BASE}/people/approvals`}>Approvals</Link>
    </>
  );
}

describe('after the block is lifted elsewhere, the request is approvable without a reload', () => {
  afterEach(() => focusManager.setFocused(undefined));

  /** The shell's query defaults (shell/src/app/clients.ts): fresh for 30 s, no refetch on focus. */
  const shellDefaults = { retry: false, staleTime: 30_000, refetchOnWindowFocus: false };

  it('back from the ticket’s edit page (the sidebar), the row follows the extended sales', async () => {
    const { api, workshop } = apiWith(
      [ada],
      [details({ confirmationPopupType: 'APPROVE_TICKETED' })],
    );
    const { user, queryClient } = renderApprovals({
      fetch: api,
      routes: [
        {
          path: '/:eventSegment/:eventId/registration/tickets/:id/edit',
          element: <EditPageStub />,
        },
      ],
    });
    queryClient.setDefaultOptions({ queries: shellDefaults });
    const adaRow = await row('Ada Ended');
    await waitFor(() => expect(adaRow).toHaveTextContent(WORKSHOP_ENDED));
    await user.click(within(adaRow).getByRole('link', { name: 'Edit ticket Workshop' }));
    expect(await screen.findByRole('heading', { name: 'Edit ticket' })).toBeInTheDocument();

    workshop.salesEndAt = '2999-01-01T00:00:00Z';
    const readsBefore = api.callsTo('GET', paths.ticketTypes).length;
    await user.click(screen.getByRole('link', { name: 'Approvals' }));

    const back = await row('Ada Ended');
    await waitFor(() =>
      expect(within(back).queryByText(APPROVAL_MESSAGES.ticketSalesEnded)).not.toBeInTheDocument(),
    );
    expect(api.callsTo('GET', paths.ticketTypes).length).toBeGreaterThan(readsBefore);
    const approve = within(back).getByRole('button', { name: 'Approve Ada Ended' });
    expect(approve).toHaveAccessibleDescription('');
    await user.click(approve);
    expect(
      await screen.findByRole('alertdialog', { name: 'Approve 1 request?' }),
    ).toBeInTheDocument();
  });

  it('edited in another tab: coming back to this one reads the catalog again', async () => {
    const { api, workshop } = apiWith([ada]);
    const { queryClient } = renderApprovals({ fetch: api });
    queryClient.setDefaultOptions({ queries: shellDefaults });
    const adaRow = await row('Ada Ended');
    await waitFor(() => expect(adaRow).toHaveTextContent(WORKSHOP_ENDED));

    workshop.salesEndAt = '2999-01-01T00:00:00Z';
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(adaRow).not.toHaveTextContent(APPROVAL_MESSAGES.ticketSalesEnded));
  });
});
