import { screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS } from '@console/shared/contract';
import { anAccess } from '@console/shared/testing';
import { coupons, details, job, makeRequest, ticketType } from '../testing/fixtures';
import { defaultApi, EVENT_ID, paths, renderApprovals, testEvent, reply } from '../testing/render';
import {
  type ApprovalDetailResponse,
  type ApprovalRequest,
  APPROVAL_MESSAGES,
} from '@console/approvals-contract';

const customField = JSON.stringify({
  Company: { kind: 'text', value: 'Acme Corp' },
  Interests: {
    kind: 'options',
    options: [
      { label: 'Machine learning', value: 'ml' },
      { label: 'Robotics', value: 'rb' },
    ],
  },
  'Arrival day': { kind: 'date', value: '2025-06-01' },
  Sessions: { kind: 'sessions', picks: [{ segmentId: 3, title: 'Opening keynote' }] },
  Hotel: { kind: 'hotels', hotelIds: [42] },
  Consents: {
    kind: 'disclaimers',
    consents: [
      { text: 'Photo release', consentGiven: true },
      { text: 'Marketing emails', consentGiven: false },
    ],
  },
});

function detailApi(request: ApprovalRequest, extra: Partial<ApprovalDetailResponse> = {}) {
  return defaultApi().on('GET', paths.detail(request.flowId, request.flowContextId), {
    request,
    history: [
      {
        status: 'APPROVED',
        updatedByFirstName: 'Olga',
        updatedByLastName: 'Org',
        updatedAt: '2025-03-02T12:30:00.000Z',
      },
    ],
    ticketReservationExpiresAt: null,
    ...extra,
  });
}

const at = (r: ApprovalRequest) => `people/approvals/${r.flowId}/${r.flowContextId}`;

describe('ApprovalDetailPage', () => {
  it('renders the registrant, history, reservation and every custom field kind', async () => {
    const request = makeRequest({
      firstName: 'Ada',
      lastName: 'Lovelace',
      status: 'APPROVED',
      customField,
      tickets: [{ ticketTypeId: 100, name: 'VIP', count: 2 }],
      coupons: [{ couponId: 5, code: 'EARLY' }],
    });
    renderApprovals({
      at: at(request),
      fetch: detailApi(request, { ticketReservationExpiresAt: '2025-03-05T12:30:00.000Z' }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to approvals' })).toHaveAttribute(
      'href',
      '/event/1/people/approvals',
    );
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(within(history).getByRole('listitem')).toHaveTextContent(
      /^Approved by Olga Org on Mar 2, 2025, 12:30 PM UTC$/,
    );
    expect(screen.getByText('Mar 5, 2025, 12:30 PM UTC').parentElement).toHaveTextContent(
      /^Mar 5, 2025, 12:30 PM UTC \(72-hour reservation\)$/,
    );
    expect(screen.getByText('VIP × 2')).toBeInTheDocument();
    expect(screen.getByText('EARLY')).toBeInTheDocument();

    expect(screen.getByText('Acme Corp')).toBeInTheDocument();
    expect(screen.getByText('Machine learning')).toBeInTheDocument();
    expect(screen.getByText('Robotics')).toBeInTheDocument();
    expect(screen.getByText('Jun 1, 2025')).toBeInTheDocument();
    expect(screen.getByText('Opening keynote')).toBeInTheDocument();
    expect(screen.getByText('Hotel #42')).toBeInTheDocument();
    expect(screen.getByText('Photo release:').parentElement).toHaveTextContent(
      'Photo release: Yes',
    );
    expect(screen.getByText('Marketing emails:').parentElement).toHaveTextContent(
      'Marketing emails: No',
    );
  });

  it('says when the form answers cannot be read', async () => {
    const request = makeRequest({ customField: 'oops' });
    renderApprovals({ at: at(request), fetch: detailApi(request) });
    expect(await screen.findByText('The form answers could not be read.')).toBeInTheDocument();
  });

  it('approves through the same confirmation flow', async () => {
    const request = makeRequest({ firstName: 'Ada', lastName: 'L' });
    const api = detailApi(request)
      .on('POST', paths.confirmation, details({ confirmationPopupType: 'APPROVE_NON_TICKETED' }))
      .on('POST', paths.statusUpdates, reply({ status: 202, body: job() }));
    const { user, notify } = renderApprovals({ at: at(request), fetch: api });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        APPROVAL_MESSAGES.statusUpdatedShortly,
        expect.anything(),
      ),
    );
    expect(api.callsTo('POST', paths.confirmation)[0]?.body).toMatchObject({
      status: 'APPROVED',
      selectedTab: 'PENDING',
      registrationIds: [request.registrationId],
      contextIds: [request.flowContextId],
    });
  });

  it('resends the confirmation email and says whether it worked, and why not when its email is off', async () => {
    const request = makeRequest({ status: 'APPROVED' });
    let answer: 'ok' | 'fails' | 'emailOff' = 'ok';
    const emailOff =
      'The registration confirmation email is turned off: turn it on in Communication > Standard to send it.';
    const api = detailApi(request).on('POST', paths.resend, () =>
      answer === 'ok'
        ? reply({ status: 204 })
        : answer === 'fails'
          ? reply({ status: 500, body: { code: 'INTERNAL', message: 'x' } })
          : reply({ status: 409, body: { code: 'EMAIL_OFF', message: emailOff } }),
    );
    const { user, notify } = renderApprovals({ at: at(request), fetch: api });
    const resend = await screen.findByRole('button', { name: 'Resend confirmation email' });
    await user.click(resend);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        APPROVAL_MESSAGES.confirmationResent,
        expect.objectContaining({ tone: 'success' }),
      ),
    );
    expect(api.callsTo('POST', paths.resend)[0]?.body).toEqual({
      flowContextIds: [request.flowContextId],
    });
    answer = 'fails';
    await user.click(resend);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        APPROVAL_MESSAGES.somethingWentWrongBang,
        expect.objectContaining({ tone: 'error' }),
      ),
    );
    // Turned off on the Communication page: the toast says so and where to turn it on.
    answer = 'emailOff';
    await user.click(resend);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        `${APPROVAL_MESSAGES.somethingWentWrongBang} ${emailOff}`,
        expect.objectContaining({ tone: 'error' }),
      ),
    );
  });

  it('deletes a rejected request of a flex event and shows the server message on failure', async () => {
    const request = makeRequest({ status: 'REJECTED', firstName: 'Ada', lastName: 'L' });
    const api = detailApi(request).on(
      'DELETE',
      paths.deleteRejected(request.flowContextId),
      reply({
        status: 409,
        body: { code: 'CONFLICT', message: 'This request has a transaction in progress' },
      }),
    );
    const { user, notify } = renderApprovals({ at: at(request), fetch: api });
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete request?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'This request has a transaction in progress',
        expect.objectContaining({ tone: 'error' }),
      ),
    );
  });

  it('offers no delete for a standard (non-flex) event', async () => {
    const request = makeRequest({ status: 'REJECTED' });
    renderApprovals({
      at: at(request),
      fetch: detailApi(request),
      context: { event: { ...testEvent, isFlex: false } },
    });
    await screen.findByText(request.email);
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });
});

describe('a request §5 blocks', () => {
  const request = makeRequest({
    firstName: 'Ada',
    lastName: 'Ended',
    tickets: [{ ticketTypeId: 100, name: 'Workshop', count: 1 }],
    coupons: [{ couponId: 5, code: 'EARLY' }],
  });
  const api = () =>
    detailApi(request)
      .on('GET', paths.ticketTypes, {
        ticketTypePublicListResponseList: [
          ticketType({ ticketTypeId: 100, name: 'Workshop', salesEndAt: '2020-03-03T17:00:00Z' }),
        ],
      })
      .on(
        'GET',
        paths.coupons,
        coupons([{ couponId: 5, code: 'EARLY', availableQuantity: 0, used: 25 }]),
      );

  /** The page's notice (a status banner) that opens with the spec's dialog title. */
  const findNotice = async () => {
    const title = await screen.findByText(APPROVAL_MESSAGES.ticketSalesEnded);
    const notice = title.closest<HTMLElement>('[role="status"]');
    if (!notice) throw new Error('The block is not in a status banner');
    return notice;
  };

  it('says why, names the ticket and coupon, and links to their edit pages and back here', async () => {
    renderApprovals({ at: at(request), fetch: api() });
    const notice = await findNotice();
    const back = `?from=${encodeURIComponent('/event/1/people/approvals/10/ctx-1')}`;
    expect(notice).toHaveTextContent('Ticket Workshop: sales ended on Mar 3, 2020, 5:00 PM UTC');
    expect(notice).toHaveTextContent('Coupon EARLY: 25 of 25 uses');
    // One request: no count of the requests holding them.
    expect(notice).not.toHaveTextContent(/need/);
    expect(within(notice).getByRole('link', { name: 'Edit ticket Workshop' })).toHaveAttribute(
      'href',
      `/event/1/registration/tickets/100/edit${back}`,
    );
    expect(within(notice).getByRole('link', { name: 'Edit coupon EARLY' })).toHaveAttribute(
      'href',
      `/event/1/registration/coupons/5/edit${back}`,
    );
    // Its Approve stays, but not as the primary action.
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(approve).toHaveClass('secondary');
    expect(approve).toBeEnabled();
  });

  it('without the ticketing permission: no links, and who can lift the block', async () => {
    renderApprovals({
      at: at(request),
      fetch: api(),
      context: {
        access: anAccess({
          eventId: EVENT_ID,
          permissions: PERMISSIONS.filter((p) => p !== 'REGISTRATION_TICKETING_WRITE'),
        }),
      },
    });
    const notice = await findNotice();
    expect(notice).toHaveTextContent(APPROVAL_MESSAGES.whoCanLiftBlock);
    expect(within(notice).queryByRole('link')).not.toBeInTheDocument();
  });
});
