import { screen, waitFor, within } from '@testing-library/react';
import { coupons, details, job, makeRequest, settings, ticketType } from '../testing/fixtures';
import { defaultApi, paths, renderApprovals, reply } from '../testing/render';
import { type ApprovalDetailsResponse, APPROVAL_MESSAGES } from '@console/approvals-contract';

const ada = makeRequest({
  firstName: 'Ada',
  lastName: 'L',
  tickets: [{ ticketTypeId: 100, name: 'VIP', count: 2 }],
  coupons: [{ couponId: 5, code: 'EARLY' }],
});

function apiWith(confirmations: ApprovalDetailsResponse[]) {
  const queue = [...confirmations];
  return defaultApi()
    .on('GET', paths.list, { items: [ada], total: 1, selectableTotal: 1 })
    .on('POST', paths.confirmation, () => queue.shift() ?? details())
    .on('POST', paths.statusUpdates, reply({ status: 202, body: job() }));
}

async function pressApprove(user: ReturnType<typeof renderApprovals>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Approve Ada L' }));
}

describe('approve / reject flow', () => {
  it('asks the server, confirms, queues the update and says it will be updated shortly', async () => {
    let running = false;
    const api = apiWith([
      details({ confirmationPopupType: 'APPROVE_NON_TICKETED', totalAttendeesBeingAdded: 1 }),
    ]).on('GET', paths.jobs, () => ({ jobs: running ? [job({ status: 'RUNNING' })] : [] }));
    const { user, notify } = renderApprovals({ fetch: api });
    await user.click(await screen.findByRole('checkbox', { name: /^Select Ada L / }));
    await user.click(
      within(screen.getByRole('region', { name: 'Selected requests' })).getByRole('button', {
        name: 'Approve',
      }),
    );

    const dialog = await screen.findByRole('alertdialog', { name: 'Approve 1 request?' });
    expect(dialog).toHaveTextContent('1 attendee will be added to the event.');
    running = true;
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(APPROVAL_MESSAGES.statusUpdatedShortly, {
        tone: 'success',
        durationMs: 5000,
      }),
    );
    const [update] = api.callsTo('POST', paths.statusUpdates);
    expect(update?.body).toMatchObject({
      idempotencyKey: expect.any(String),
      selection: {
        status: 'APPROVED',
        registrationIds: [ada.registrationId],
        contextIds: [ada.flowContextId],
        skipValidationSteps: [],
      },
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Selected requests' })).not.toBeInTheDocument();
    expect(await screen.findByText(APPROVAL_MESSAGES.approvalsProcessing)).toBeInTheDocument();

    // The job finishes: the next 3 s poll hides the banner and the list and summary are refetched.
    const listCalls = api.callsTo('GET', paths.list).length;
    const summaryCalls = api.callsTo('GET', paths.summary).length;
    running = false;
    await waitFor(
      () =>
        expect(screen.queryByText(APPROVAL_MESSAGES.approvalsProcessing)).not.toBeInTheDocument(),
      { timeout: 4500 },
    );
    await waitFor(() => expect(api.callsTo('GET', paths.list).length).toBeGreaterThan(listCalls));
    expect(api.callsTo('GET', paths.summary).length).toBeGreaterThan(summaryCalls);
  });

  it('sold out → Approve anyway → asks again with the skip step → capacity → status update with both', async () => {
    const api = apiWith([
      details({
        confirmationPopupType: 'SOLD_OUT',
        ticketShortages: [{ ticketTypeId: 100, name: 'VIP', requested: 2, available: 0 }],
      }),
      details({
        confirmationPopupType: 'CAPACITY_EXCEEDED',
        capacity: 100,
        totalActiveRegistrations: 100,
        totalAttendeesBeingAdded: 2,
      }),
      details({ confirmationPopupType: 'APPROVE_TICKETED', totalAttendeesBeingAdded: 2 }),
    ]);
    const { user, notify } = renderApprovals({ fetch: api });
    await pressApprove(user);

    const soldOut = await screen.findByRole('alertdialog', {
      name: APPROVAL_MESSAGES.ticketsSoldOut,
    });
    expect(soldOut).toHaveTextContent(
      "VIP: 2 requested, 0 available. Approving increases this ticket's capacity by 2.",
    );
    await user.click(
      within(soldOut).getByRole('button', { name: APPROVAL_MESSAGES.approveAnyway }),
    );

    const capacity = await screen.findByRole('alertdialog', {
      name: APPROVAL_MESSAGES.eventCapacityExceeded,
    });
    expect(capacity).toHaveTextContent('100/100');
    expect(capacity).toHaveTextContent('102/100');
    await user.click(
      within(capacity).getByRole('button', { name: APPROVAL_MESSAGES.approveAnyway }),
    );

    const final = await screen.findByRole('alertdialog', { name: 'Approve 1 request?' });
    await user.click(within(final).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        APPROVAL_MESSAGES.statusUpdatedShortly,
        expect.anything(),
      ),
    );

    const asked = api
      .callsTo('POST', paths.confirmation)
      .map((c) => (c.body as { skipValidationSteps: string[] }).skipValidationSteps);
    expect(asked).toEqual([[], ['TICKET_SOLD_OUT'], ['TICKET_SOLD_OUT', 'EVENT_CAPACITY']]);
    expect(api.callsTo('POST', paths.statusUpdates)[0]?.body).toMatchObject({
      selection: { skipValidationSteps: ['TICKET_SOLD_OUT', 'EVENT_CAPACITY'] },
    });
  });

  it('a 409 SOLD_OUT on the update asks again and shows that dialog', async () => {
    const api = apiWith([
      details({ confirmationPopupType: 'APPROVE_TICKETED' }),
      details({
        confirmationPopupType: 'SOLD_OUT',
        ticketShortages: [{ ticketTypeId: 100, name: 'VIP', requested: 2, available: 1 }],
      }),
    ]).on(
      'POST',
      paths.statusUpdates,
      reply({ status: 409, body: { code: 'SOLD_OUT', message: 'Sold out' } }),
    );
    const { user, notify } = renderApprovals({ fetch: api });
    await pressApprove(user);
    const first = await screen.findByRole('alertdialog', { name: 'Approve 1 request?' });
    await user.click(within(first).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByRole('alertdialog', { name: APPROVAL_MESSAGES.insufficientTickets }),
    ).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalledWith(
      APPROVAL_MESSAGES.statusUpdateFailed,
      expect.anything(),
    );
  });

  it('says the status update failed', async () => {
    const api = apiWith([details()]).on(
      'POST',
      paths.statusUpdates,
      reply({ status: 500, body: { code: 'INTERNAL', message: 'x' } }),
    );
    const { user, notify } = renderApprovals({ fetch: api });
    await pressApprove(user);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        APPROVAL_MESSAGES.statusUpdateFailed,
        expect.objectContaining({ tone: 'error' }),
      ),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('blocks locally when the ticket sales have ended', async () => {
    const api = apiWith([]).on('GET', paths.ticketTypes, {
      ticketTypePublicListResponseList: [
        ticketType({ ticketTypeId: 100, salesEndAt: '2000-01-01T00:00:00.000Z' }),
      ],
    });
    const { user } = renderApprovals({ fetch: api });
    await pressApprove(user);
    const dialog = await screen.findByRole('alertdialog', {
      name: APPROVAL_MESSAGES.ticketSalesEnded,
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', paths.confirmation)).toHaveLength(0);
  });

  it('blocks locally when a coupon is used up', async () => {
    const api = apiWith([]).on(
      'GET',
      paths.coupons,
      coupons([{ couponId: 5, code: 'EARLY', availableQuantity: 0 }]),
    );
    const { user } = renderApprovals({ fetch: api });
    await pressApprove(user);
    expect(
      await screen.findByRole('alertdialog', { name: APPROVAL_MESSAGES.couponUsageLimitReached }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', paths.confirmation)).toHaveLength(0);
  });

  it('does not check tickets before a rejection; says when no email will be sent', async () => {
    const api = apiWith([details({ confirmationPopupType: 'REJECT_EMAIL_OFF' })])
      .on('GET', paths.settings, settings({ alternativeLabels: true }))
      .on('GET', paths.coupons, coupons([{ couponId: 5, code: 'EARLY', availableQuantity: 0 }]));
    const { user } = renderApprovals({ fetch: api });
    await user.click(await screen.findByRole('button', { name: 'Deny Ada L' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deny 1 request?' });
    expect(dialog).toHaveTextContent('no email will be sent');
    expect(api.callsTo('POST', paths.confirmation)[0]?.body).toMatchObject({
      status: 'REJECTED',
      selectedTab: 'PENDING',
    });
  });

  it('links the approve-email-off dialog to the email settings', async () => {
    const api = apiWith([details({ confirmationPopupType: 'APPROVE_EMAIL_OFF' })]);
    const { user } = renderApprovals({ fetch: api });
    await pressApprove(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve 1 request?' });
    expect(dialog).toHaveTextContent('no email will be sent');
    expect(within(dialog).getByRole('link', { name: 'Open email settings' })).toHaveAttribute(
      'href',
      '/event/1/communication/standard?email=APPROVAL_APPROVED',
    );
  });
});
