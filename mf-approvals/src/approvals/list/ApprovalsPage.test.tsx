import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { job, makeRequest, settings, summary } from '../testing/fixtures';
import { currentSearch, defaultApi, paths, renderApprovals, reply } from '../testing/render';
import { type ApprovalRequest, APPROVAL_MESSAGES } from '@console/approvals-contract';

const list = (items: ApprovalRequest[], total = items.length, selectableTotal = total) => ({
  items,
  total,
  selectableTotal,
});

/** A status tab by its label; its name ends in the tab's count once the summary is loaded. */
const tabName = (label: string) => new RegExp(`^${label}( [\\d,]+)?$`);

async function findRow(name: string) {
  return screen.findByRole('row', { name: new RegExp(name) });
}

function nativeSelect(name: string): HTMLSelectElement {
  const select = document.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
  if (!select) throw new Error(`no select named ${name}`);
  return select;
}

describe('ApprovalsPage', () => {
  it('shows the capacity, the Requests title and the tab of the URL', async () => {
    const api = defaultApi().on(
      'GET',
      paths.list,
      list([makeRequest({ status: 'APPROVED', firstName: 'Ada', lastName: 'L' })]),
    );
    renderApprovals({ at: 'people/approvals?tab=approved', fetch: api });
    expect(await screen.findByText('120/500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Requests' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: tabName('Approved') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await findRow('Ada L');
    expect(api.callsTo('GET', paths.list)[0]?.url.searchParams.get('status')).toBe('APPROVED');
    expect(api.callsTo('GET', paths.list)[0]?.url.searchParams.get('limit')).toBe('20');
  });

  it('hides the capacity when the event has none', async () => {
    const api = defaultApi().on('GET', paths.summary, summary({ registrationsCapacity: null }));
    renderApprovals({ fetch: api });
    await screen.findByText(APPROVAL_MESSAGES.noRegistrations('pending'));
    expect(screen.queryByText(/\/500/)).not.toBeInTheDocument();
  });

  it('pages by 20 with an offset', async () => {
    const rows = Array.from({ length: 3 }, () => makeRequest()); // page 1 of 45 (few rows keep jsdom fast)
    const api = defaultApi().on('GET', paths.list, list(rows, 45));
    const { user } = renderApprovals({ fetch: api });
    expect(await screen.findByText('1–20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('21–40 of 45')).toBeInTheDocument();
    expect(currentSearch().get('page')).toBe('2');
    expect(api.calls.at(-1)?.url.searchParams.get('offset')).toBe('20');
  });

  it('shows counts with thousands separators and pages by page number', async () => {
    const rows = Array.from({ length: 3 }, () => makeRequest()); // few rows keep jsdom fast
    const api = defaultApi()
      .on(
        'GET',
        paths.summary,
        summary({ totalActiveRegistrations: 1204, registrationsCapacity: 1500 }),
      )
      .on('GET', paths.list, list(rows, 1234, 1200));
    const { user } = renderApprovals({ fetch: api });
    expect(await screen.findByText('1,204/1,500')).toBeInTheDocument();
    expect(await screen.findByText('1–20 of 1,234')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 62' }));
    expect(await screen.findByText('1,221–1,234 of 1,234')).toBeInTheDocument();
    expect(currentSearch().get('page')).toBe('62');
    expect(api.calls.at(-1)?.url.searchParams.get('offset')).toBe('1220');

    const [first] = rows as [ApprovalRequest, ...ApprovalRequest[]];
    await user.click(
      await screen.findByRole('checkbox', {
        name: `Select ${first.firstName} ${first.lastName} (${first.email})`,
      }),
    );
    const bar = screen.getByRole('region', { name: 'Selected requests' });
    await user.click(within(bar).getByRole('button', { name: 'Select all' }));
    expect(within(bar).getByText('1,200 selected')).toBeInTheDocument();
  });

  it('switching tabs resets the page to 1 and clears the selection', async () => {
    const row = makeRequest({ firstName: 'Ada', lastName: 'L' });
    const api = defaultApi().on('GET', paths.list, list([row], 45));
    const { user } = renderApprovals({ at: 'people/approvals?page=2', fetch: api });
    await findRow('Ada L');
    await user.click(screen.getByRole('checkbox', { name: /^Select Ada L / }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: tabName('Approved') }));
    await waitFor(() => expect(currentSearch().get('tab')).toBe('approved'));
    expect(currentSearch().get('page')).toBeNull();
    expect(screen.queryByText('1 selected')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: tabName('Pending') }));
    await findRow('Ada L');
    expect(screen.queryByText('1 selected')).not.toBeInTheDocument();
  });

  it('changing the search clears the selection (after the 500 ms debounce)', async () => {
    const row = makeRequest({ firstName: 'Ada', lastName: 'L' });
    const api = defaultApi().on('GET', paths.list, list([row], 1));
    const { user } = renderApprovals({ fetch: api });
    await findRow('Ada L');
    await user.click(screen.getByRole('checkbox', { name: /^Select Ada L / }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search requests' }), 'ada');
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await waitFor(() => expect(currentSearch().get('q')).toBe('ada'), { timeout: 2000 });
    expect(screen.queryByText('1 selected')).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls.at(-1)?.url.searchParams.get('query')).toBe('ada'));
  });

  it('shows the flow filter only when more than one flow exists', async () => {
    renderApprovals();
    await screen.findByText(APPROVAL_MESSAGES.noRegistrations('pending'));
    expect(screen.getByRole('button', { name: /Ticket type/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Registration flow/ })).not.toBeInTheDocument();
  });

  it('filters by flow and ticket type with All options', async () => {
    const api = defaultApi().on('GET', paths.flows, {
      flows: [
        { flowId: 10, name: 'General admission' },
        { flowId: 11, name: 'Press' },
      ],
    });
    const { user } = renderApprovals({ fetch: api });
    const flow = await screen.findByRole('button', { name: /Registration flow/ });
    expect(flow).toHaveAccessibleName(
      `${APPROVAL_MESSAGES.allRegistrationFlows} Registration flow`,
    );
    await user.click(flow);
    const flows = screen.getByRole('listbox');
    expect(
      within(flows).getByRole('option', { name: APPROVAL_MESSAGES.allRegistrationFlows }),
    ).toBeInTheDocument();
    await user.click(within(flows).getByRole('option', { name: 'Press' }));
    const ticket = screen.getByRole('button', { name: /Ticket type/ });
    expect(ticket).toHaveAccessibleName('All ticket types Ticket type');
    await user.click(ticket);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'VIP' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(currentSearch().getAll('ticketTypeIds')).toEqual(['100']));
    expect(currentSearch().getAll('flowIds')).toEqual(['11']);
    await waitFor(() => {
      const last = api.callsTo('GET', paths.list).at(-1)?.url.searchParams;
      expect(last?.getAll('flowIds')).toEqual(['11']);
      expect(last?.getAll('ticketTypeIds')).toEqual(['100']);
    });

    await user.click(screen.getByRole('button', { name: /Registration flow/ }));
    await user.click(screen.getByRole('option', { name: APPROVAL_MESSAGES.allRegistrationFlows }));
    await waitFor(() => expect(currentSearch().getAll('flowIds')).toEqual([]));
    expect(currentSearch().getAll('ticketTypeIds')).toEqual(['100']);
  });

  it('keeps both filters when they change before the page re-renders', async () => {
    const api = defaultApi().on('GET', paths.flows, {
      flows: [
        { flowId: 10, name: 'General admission' },
        { flowId: 11, name: 'Press' },
      ],
    });
    renderApprovals({ fetch: api });
    await screen.findByRole('button', { name: /Registration flow/ });
    // The native selects react-aria keeps beside its listboxes take both changes in one batch.
    const flow = nativeSelect('flowIds');
    const ticket = nativeSelect('ticketTypeIds');
    act(() => {
      fireEvent.change(flow, { target: { value: '11' } });
      fireEvent.change(ticket, { target: { value: '100' } });
    });
    await waitFor(() => expect(currentSearch().getAll('ticketTypeIds')).toEqual(['100']));
    expect(currentSearch().getAll('flowIds')).toEqual(['11']);
  });

  it('does not let completed registrations be selected or rejected', async () => {
    const open = makeRequest({ status: 'APPROVED', firstName: 'Open', lastName: 'One' });
    const done = makeRequest({
      status: 'APPROVED',
      isRegistrationCompleted: true,
      firstName: 'Done',
      lastName: 'Two',
    });
    const api = defaultApi().on('GET', paths.list, list([open, done]));
    renderApprovals({ at: 'people/approvals?tab=approved', fetch: api });
    const doneRow = await findRow('Done Two');
    const doneBox = within(doneRow).getByRole('checkbox', {
      name: `Select Done Two (${done.email})`,
    });
    expect(doneBox).toBeDisabled();
    expect(doneBox).toHaveAccessibleDescription('Cannot be selected: registration completed');
    expect(within(doneRow).getByText('Registration completed')).toBeInTheDocument();
    expect(within(doneRow).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Select Open One / })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reject Open One' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Open One' })).not.toBeInTheDocument();
  });

  it('shows in-progress rows without actions, link or checkbox', async () => {
    const busy = makeRequest({ isTransactionInProgress: true, firstName: 'Busy', lastName: 'Bee' });
    const idle = makeRequest({ firstName: 'Idle', lastName: 'Ivy' });
    const api = defaultApi().on('GET', paths.list, list([busy, idle]));
    renderApprovals({ fetch: api });
    const row = await findRow('Busy Bee');
    expect(within(row).getByText('In progress')).toBeInTheDocument();
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row).getByRole('checkbox')).toBeDisabled();
    expect(within(row).getByRole('checkbox')).toHaveAccessibleDescription(
      'Cannot be selected: a transaction is in progress',
    );
    expect(screen.getByRole('link', { name: 'Idle Ivy' })).toHaveAttribute(
      'href',
      `/event/1/people/approvals/${idle.flowId}/${idle.flowContextId}`,
    );
    expect(screen.getByRole('button', { name: 'Approve Idle Ivy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject Idle Ivy' })).toBeInTheDocument();
  });

  it('shows "Last updated by" as name · date, and the requested date', async () => {
    const row = makeRequest({
      status: 'REJECTED',
      firstName: 'Ada',
      lastName: 'L',
      attendeeStatusUpdatedByInfo: {
        updatedByFirstName: 'Olga',
        updatedByLastName: 'Org',
        updatedAt: '2025-03-02T12:30:00.000Z',
      },
    });
    const api = defaultApi().on('GET', paths.list, list([row]));
    renderApprovals({ at: 'people/approvals?tab=rejected', fetch: api });
    const found = await findRow('Ada L');
    expect(within(found).getByText('Olga Org · Mar 2, 2025, 12:30 PM UTC')).toBeInTheDocument();
    expect(within(found).getByText('Mar 1, 2025, 10:00 AM UTC')).toHaveAttribute(
      'datetime',
      '2025-03-01T10:00:00.000Z',
    );
    expect(within(found).getByRole('button', { name: 'Delete Ada L' })).toBeInTheDocument();
  });

  it('select all selects every selectable row across pages and sends updateByStatusFilter', async () => {
    const rows = Array.from({ length: 3 }, () => makeRequest()); // page 1 of 45 (few rows keep jsdom fast)
    const api = defaultApi()
      .on('GET', paths.list, list(rows, 45, 42))
      .on('POST', paths.confirmation, {
        confirmationPopupType: 'APPROVE_NON_TICKETED',
        totalAttendeesBeingAdded: 42,
        selectedCount: 42,
        blocked: { ticketSalesEnded: 0, couponUsageLimitReached: 0 },
        blockers: { ticketTypes: [], coupons: [] },
        ticketShortages: [],
        capacity: null,
        totalActiveRegistrations: 0,
      });
    const { user } = renderApprovals({ at: 'people/approvals?q=a', fetch: api });
    const [first] = rows as [ApprovalRequest, ...ApprovalRequest[]];
    await user.click(
      await screen.findByRole('checkbox', {
        name: new RegExp(`^Select ${first.firstName} ${first.lastName} `),
      }),
    );
    const bar = screen.getByRole('region', { name: 'Selected requests' });
    await user.click(within(bar).getByRole('button', { name: 'Select all' }));
    // 3 of the 45 rows are completed registrations: select all counts the 42 selectable ones.
    expect(within(bar).getByText('42 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Approve' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Approve 42 requests?' });
    const body = api.callsTo('POST', paths.confirmation)[0]?.body;
    expect(body).toMatchObject({
      status: 'APPROVED',
      selectedTab: 'PENDING',
      updateByStatusFilter: true,
      registrationIds: [],
      query: 'a',
      skipValidationSteps: [],
    });
    expect(typeof (body as { approvalCutoff?: unknown }).approvalCutoff).toBe('string');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(bar).getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('region', { name: 'Selected requests' })).not.toBeInTheDocument();
  });

  it('uses the alternative labels (Waitlisted, Denied, Deny)', async () => {
    const row = makeRequest({ firstName: 'Ada', lastName: 'L' });
    const api = defaultApi()
      .on('GET', paths.settings, settings({ alternativeLabels: true }))
      .on('GET', paths.list, list([row]));
    renderApprovals({ fetch: api });
    expect(await screen.findByRole('tab', { name: tabName('Waitlisted') })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: tabName('Denied') })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Deny Ada L' })).toHaveTextContent('Deny');
    expect(within(await findRow('Ada L')).getByText('Waitlisted')).toBeInTheDocument();
  });

  it('names the empty state after the tab', async () => {
    const api = defaultApi().on('GET', paths.settings, settings({ alternativeLabels: true }));
    renderApprovals({ at: 'people/approvals?tab=rejected', fetch: api });
    expect(await screen.findByText('No denied registrations')).toBeInTheDocument();
  });

  it('shows the processing banner while a job is active', async () => {
    const api = defaultApi().on('GET', paths.jobs, { jobs: [job({ status: 'RUNNING' })] });
    renderApprovals({ fetch: api });
    expect(await screen.findByText(APPROVAL_MESSAGES.approvalsProcessing)).toBeInTheDocument();
    expect(screen.getByText(APPROVAL_MESSAGES.approvalsProcessingHint)).toBeInTheDocument();
    expect(api.callsTo('GET', paths.jobs)[0]?.url.searchParams.get('active')).toBe('true');
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    const api = defaultApi().on('GET', paths.list, () =>
      fail
        ? reply({ status: 500, body: { code: 'INTERNAL', message: 'Database down' } })
        : list([makeRequest({ firstName: 'Back', lastName: 'Again' })]),
    );
    const { user } = renderApprovals({ fetch: api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findRow('Back Again')).toBeInTheDocument();
  });

  it('disables (does not hide) the actions on a read-only event', async () => {
    const row = makeRequest({ firstName: 'Ada', lastName: 'L' });
    const api = defaultApi().on('GET', paths.list, list([row]));
    renderApprovals({ fetch: api, context: { readOnly: true } });
    expect(await screen.findByRole('button', { name: 'Approve Ada L' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject Ada L' })).toBeDisabled();
  });

  describe('Download CSV', () => {
    const createObjectURL = jest.fn(() => 'blob:report');
    beforeAll(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    });

    it('downloads the current tab and filters as approval-list.csv', async () => {
      const api = defaultApi().on(
        'GET',
        paths.report,
        reply({ text: 'name,email\n', headers: { 'content-type': 'text/csv' } }),
      );
      const { user } = renderApprovals({ at: 'people/approvals?tab=approved&q=ada', fetch: api });
      await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
      const params = api.callsTo('GET', paths.report)[0]?.url.searchParams;
      expect(params?.get('status')).toBe('APPROVED');
      expect(params?.get('query')).toBe('ada');
      const click = jest.mocked(HTMLAnchorElement.prototype.click);
      expect((click.mock.contexts.at(-1) as HTMLAnchorElement).download).toBe('approval-list.csv');
    });

    it('says when the report failed', async () => {
      const api = defaultApi().on(
        'GET',
        paths.report,
        reply({ status: 500, body: { code: 'INTERNAL', message: 'x' } }),
      );
      const { user, notify } = renderApprovals({ fetch: api });
      await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith(
          APPROVAL_MESSAGES.approvalReportFailed,
          expect.objectContaining({ tone: 'error' }),
        ),
      );
    });
  });
});
