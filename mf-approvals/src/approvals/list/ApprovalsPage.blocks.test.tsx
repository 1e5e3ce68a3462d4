/** §5 on the list: rows that cannot be approved say why; a bulk approval offers to approve the others. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { coupons, details, job, makeRequest, ticketType } from '../testing/fixtures';
import { defaultApi, paths, renderApprovals, reply } from '../testing/render';
import {
  type ApprovalDetailsResponse,
  type ApprovalRequest,
  APPROVAL_MESSAGES,
} from '@console/approvals-contract';

const ENDED = 100;
const OPEN = 101;
const USED_UP = 5;
const ENDED_AT = '2000-01-01T00:00:00Z';

const ada = makeRequest({
  firstName: 'Ada',
  lastName: 'Ended',
  tickets: [{ ticketTypeId: ENDED, name: 'Workshop', count: 1 }],
});
const bob = makeRequest({
  firstName: 'Bob',
  lastName: 'Coupon',
  tickets: [{ ticketTypeId: OPEN, name: 'General', count: 1 }],
  coupons: [{ couponId: USED_UP, code: 'EARLY' }],
});
const cy = makeRequest({ firstName: 'Cy', lastName: 'Fine' });

function apiWith(rows: ApprovalRequest[], confirmations: ApprovalDetailsResponse[], total = 3) {
  const queue = [...confirmations];
  return defaultApi()
    .on('GET', paths.list, { items: rows, total, selectableTotal: total })
    .on('GET', paths.ticketTypes, {
      ticketTypePublicListResponseList: [
        ticketType({ ticketTypeId: ENDED, name: 'Workshop', salesEndAt: ENDED_AT }),
        ticketType({ ticketTypeId: OPEN, name: 'General', salesEndAt: '2999-01-01T00:00:00Z' }),
      ],
    })
    .on('GET', paths.coupons, coupons([{ couponId: USED_UP, code: 'EARLY', availableQuantity: 0 }]))
    .on('POST', paths.confirmation, () => queue.shift() ?? details())
    .on('POST', paths.statusUpdates, reply({ status: 202, body: job() }));
}

const row = (name: string) => screen.findByRole('row', { name: new RegExp(name) });
const bar = () => screen.getByRole('region', { name: 'Selected requests' });

describe('requests that cannot be approved (§5)', () => {
  it('marks each blocked row with its reason, also as the Approve button’s description', async () => {
    renderApprovals({ fetch: apiWith([ada, bob, cy], []) });
    const adaRow = await row('Ada Ended');
    await waitFor(() =>
      expect(within(adaRow).getByText(APPROVAL_MESSAGES.ticketSalesEnded)).toBeInTheDocument(),
    );
    expect(
      within(adaRow).getByRole('button', { name: 'Approve Ada Ended' }),
    ).toHaveAccessibleDescription(
      `${APPROVAL_MESSAGES.cannotBeApproved} ${APPROVAL_MESSAGES.ticketSalesEnded}`,
    );
    const bobRow = await row('Bob Coupon');
    expect(within(bobRow).getByText(APPROVAL_MESSAGES.couponUsageLimitReached)).toBeInTheDocument();
    expect(
      within(bobRow).getByRole('button', { name: 'Approve Bob Coupon' }),
    ).toHaveAccessibleDescription(
      `${APPROVAL_MESSAGES.cannotBeApproved} ${APPROVAL_MESSAGES.couponUsageLimitReached}`,
    );
    const cyRow = await row('Cy Fine');
    expect(within(cyRow).queryByText(APPROVAL_MESSAGES.ticketSalesEnded)).not.toBeInTheDocument();
    expect(
      within(cyRow).queryByText(APPROVAL_MESSAGES.couponUsageLimitReached),
    ).not.toBeInTheDocument();
    expect(
      within(cyRow).getByRole('button', { name: 'Approve Cy Fine' }),
    ).toHaveAccessibleDescription('');
  });

  it('a blocked row’s Approve is not the primary action, yet reachable by keyboard: it opens the dialog saying why', async () => {
    const api = apiWith([ada, cy], []);
    const { user } = renderApprovals({ fetch: api });
    const adaRow = await row('Ada Ended');
    await waitFor(() =>
      expect(within(adaRow).getByText(APPROVAL_MESSAGES.ticketSalesEnded)).toBeInTheDocument(),
    );
    const blockedApprove = within(adaRow).getByRole('button', { name: 'Approve Ada Ended' });
    expect(blockedApprove).toHaveClass('secondary');
    expect(blockedApprove).not.toHaveClass('primary');
    expect(blockedApprove).toBeEnabled();
    const cyRow = await row('Cy Fine');
    expect(within(cyRow).getByRole('button', { name: 'Approve Cy Fine' })).toHaveClass('primary');

    // The grid's keyboard way (one Tab stop, arrows move): from the row, right to its actions.
    act(() => adaRow.focus());
    for (let step = 0; step < 12 && document.activeElement !== blockedApprove; step += 1) {
      await user.keyboard('{ArrowRight}');
    }
    expect(blockedApprove).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', {
      name: APPROVAL_MESSAGES.ticketSalesEnded,
    });
    expect(dialog).toHaveTextContent(
      'Ticket Workshop: sales ended on Jan 1, 2000, 12:00 AM UTC — 1 request needs it',
    );
    expect(api.callsTo('POST', paths.confirmation)).toHaveLength(0);
  });

  it('does not mark rows that cannot be approved anyway (approved tab)', async () => {
    const approved = makeRequest({
      ...ada,
      registrationId: 900,
      flowContextId: 'ctx-900',
      status: 'APPROVED',
    });
    renderApprovals({ at: 'people/approvals?tab=approved', fetch: apiWith([approved], []) });
    const found = await row('Ada Ended');
    await screen.findByRole('button', { name: 'Reject Ada Ended' });
    expect(within(found).queryByText(APPROVAL_MESSAGES.ticketSalesEnded)).not.toBeInTheDocument();
  });

  it('a selection with blocked rows says how many and what blocks them, then approves the others only', async () => {
    const api = apiWith(
      [ada, bob, cy],
      [
        details({
          selectedCount: 1,
          blocked: { ticketSalesEnded: 1, couponUsageLimitReached: 1 },
          blockers: {
            ticketTypes: [
              { ticketTypeId: ENDED, name: 'Workshop', salesEndAt: ENDED_AT, requests: 1 },
            ],
            coupons: [{ couponId: USED_UP, code: 'EARLY', quantity: 50, used: 50, requests: 1 }],
          },
          totalAttendeesBeingAdded: 1,
        }),
      ],
    );
    const { user, notify } = renderApprovals({ fetch: api });
    await row('Cy Fine');
    for (const name of ['Ada Ended', 'Bob Coupon', 'Cy Fine'])
      await user.click(screen.getByRole('checkbox', { name: new RegExp(`^Select ${name} `) }));
    await user.click(within(bar()).getByRole('button', { name: 'Approve' }));

    const blocked = await screen.findByRole('alertdialog', {
      name: '2 requests cannot be approved',
    });
    expect(blocked).toHaveTextContent('2 of the 3 selected requests cannot be approved:');
    expect(blocked).toHaveTextContent(
      'Ticket Workshop: sales ended on Jan 1, 2000, 12:00 AM UTC — 1 request needs it',
    );
    expect(blocked).toHaveTextContent('Coupon EARLY: 50 of 50 uses — 1 request needs it');
    await user.click(within(blocked).getByRole('button', { name: 'Approve the other 1' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Approve 1 request?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        APPROVAL_MESSAGES.statusUpdatedShortly,
        expect.anything(),
      ),
    );
    expect(api.callsTo('POST', paths.confirmation)).toHaveLength(1);
    expect(api.callsTo('POST', paths.confirmation)[0]?.body).toMatchObject({
      excludeBlocked: false,
    });
    expect(api.callsTo('POST', paths.statusUpdates)[0]?.body).toMatchObject({
      selection: {
        status: 'APPROVED',
        registrationIds: [ada.registrationId, bob.registrationId, cy.registrationId],
        excludeBlocked: true,
      },
    });
  });

  it('cancelling the blocked-rows dialog approves nothing', async () => {
    const api = apiWith(
      [ada, cy],
      [details({ selectedCount: 1, blocked: { ticketSalesEnded: 1, couponUsageLimitReached: 0 } })],
    );
    const { user } = renderApprovals({ fetch: api });
    await row('Cy Fine');
    await user.click(screen.getByRole('checkbox', { name: /^Select Ada Ended / }));
    await user.click(screen.getByRole('checkbox', { name: /^Select Cy Fine / }));
    await user.click(within(bar()).getByRole('button', { name: 'Approve' }));
    const blocked = await screen.findByRole('alertdialog', {
      name: APPROVAL_MESSAGES.ticketSalesEnded,
    });
    await user.click(within(blocked).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', paths.statusUpdates)).toHaveLength(0);
  });

  it('select all with blocked rows on this page is not refused: the server counts the whole selection', async () => {
    const api = apiWith(
      [ada, bob],
      [
        details({
          selectedCount: 1196,
          blocked: { ticketSalesEnded: 3, couponUsageLimitReached: 1 },
          totalAttendeesBeingAdded: 1196,
        }),
      ],
      1200,
    );
    const { user } = renderApprovals({ fetch: api });
    await user.click(await screen.findByRole('checkbox', { name: /^Select Ada Ended / }));
    await user.click(within(bar()).getByRole('button', { name: 'Select all' }));
    await user.click(within(bar()).getByRole('button', { name: 'Approve' }));

    // Both kinds counted (the server named none here): the neutral title.
    const blocked = await screen.findByRole('alertdialog', {
      name: '4 requests cannot be approved',
    });
    expect(blocked).toHaveTextContent('4 of the 1,200 selected requests cannot be approved:');
    expect(api.callsTo('POST', paths.confirmation)[0]?.body).toMatchObject({
      updateByStatusFilter: true,
      registrationIds: [],
    });
    await user.click(within(blocked).getByRole('button', { name: 'Approve the other 1,196' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Approve 1,196 requests?' }),
    ).toBeInTheDocument();
  });

  it('select all whose every request is blocked is refused with the §5 dialog', async () => {
    const api = apiWith(
      [bob],
      [
        details({
          selectedCount: 0,
          blocked: { ticketSalesEnded: 0, couponUsageLimitReached: 30 },
        }),
      ],
      30,
    );
    const { user } = renderApprovals({ fetch: api });
    await user.click(await screen.findByRole('checkbox', { name: /^Select Bob Coupon / }));
    await user.click(within(bar()).getByRole('button', { name: 'Select all' }));
    await user.click(within(bar()).getByRole('button', { name: 'Approve' }));
    const refused = await screen.findByRole('alertdialog', {
      name: APPROVAL_MESSAGES.couponUsageLimitReached,
    });
    expect(within(refused).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    await user.click(within(refused).getByRole('button', { name: 'OK' }));
    expect(api.callsTo('POST', paths.statusUpdates)).toHaveLength(0);
  });

  it('a 409 APPROVAL_BLOCKED on the update asks again and offers to approve the others', async () => {
    const api = apiWith(
      [cy],
      [
        details(),
        details({ selectedCount: 1, blocked: { ticketSalesEnded: 1, couponUsageLimitReached: 0 } }),
      ],
      1,
    ).on(
      'POST',
      paths.statusUpdates,
      reply({ status: 409, body: { code: 'APPROVAL_BLOCKED', message: 'Blocked' } }),
    );
    const { user, notify } = renderApprovals({ fetch: api });
    await user.click(await screen.findByRole('button', { name: 'Approve Cy Fine' }));
    const first = await screen.findByRole('alertdialog', { name: 'Approve 1 request?' });
    await user.click(within(first).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByRole('alertdialog', { name: APPROVAL_MESSAGES.ticketSalesEnded }),
    ).toHaveTextContent('Approve the other 1');
    expect(notify).not.toHaveBeenCalledWith(
      APPROVAL_MESSAGES.statusUpdateFailed,
      expect.anything(),
    );
  });
});
