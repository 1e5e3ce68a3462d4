import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { captureDownloads, downloadedText } from '@console/shared/testing';
import {
  ACTIVITY_LOG_FILE_NAME,
  ACTIVITY_LOG_LIMITS,
  ACTIVITY_LOG_MESSAGES,
} from '@console/activity-log-contract';
import { anEntry, logPage } from '../testing/fixtures';
import {
  currentSearch,
  defaultApi,
  EVENT_BASE,
  paths,
  renderActivityLog,
  reply,
} from '../testing/render';

type Api = ReturnType<typeof defaultApi>;

const table = () => screen.getByRole('grid', { name: 'Activity log entries' });
const rowOf = async (summary: string) =>
  (await within(table()).findByRole('rowheader', { name: summary })).closest(
    '[role="row"]',
  ) as HTMLElement;
const lastListQuery = (api: Api) =>
  Object.fromEntries(api.callsTo('GET', paths.list).at(-1)?.url.searchParams ?? []);
const dateField = (label: string) => screen.getByRole('group', { name: label });

/** The open listbox's options by accessible name (the chosen one's check mark is hidden). */
function expectOptions(names: string[]) {
  const options = within(screen.getByRole('listbox')).getAllByRole('option');
  expect(options).toHaveLength(names.length);
  options.forEach((option, i) => expect(option).toHaveAccessibleName(names[i]));
}

async function choose(user: UserEvent, select: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: select }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

/** Types a whole date and time into a date-time field: MMDDYYYY hhmm and A or P. */
async function typeDateTime(user: UserEvent, label: string, typed: string) {
  await user.click(within(dateField(label)).getByRole('spinbutton', { name: /^month/ }));
  await user.keyboard(typed);
}

const ACCESS = anEntry();
const APPROVAL_JOB = anEntry({
  id: 2,
  occurredAt: '2030-01-02T14:00:00.000Z',
  actor: { userId: 2, name: 'Ann Approver' },
  area: 'APPROVALS',
  action: 'approvals.status.changed',
  target: { type: 'job', id: '77', label: '12 requests' },
  summary: 'Approved 12 requests',
  before: { PENDING: 12 },
  after: { APPROVED: 12, jobId: 77 },
});
const TICKET = anEntry({
  id: 3,
  occurredAt: '2030-01-02T13:00:00.000Z',
  area: 'TICKETING',
  action: 'ticket.edited',
  target: { type: 'ticket-type', id: '9', label: 'VIP' },
  summary: "Edited ticket 'VIP'",
  before: { name: 'Gold', quantity: null, tags: [] },
  after: { name: 'VIP', quantity: 100, tags: ['a', 'b'] },
});
const SESSION_DELETED = anEntry({
  id: 4,
  occurredAt: '2030-01-02T12:00:00.000Z',
  area: 'SCHEDULE',
  action: 'session.deleted',
  target: { type: 'session', id: '11', label: 'Opening keynote' },
  summary: "Deleted session 'Opening keynote'",
  before: { title: 'Opening keynote', isVirtual: true },
  after: null,
});
const ENTRIES = [ACCESS, APPROVAL_JOB, TICKET, SESSION_DELETED];

const withEntries = (page = logPage(ENTRIES)) => defaultApi().on('GET', paths.list, page);

describe('the activity log page', () => {
  it('lists the entries as the API orders them: when in the event zone, who, area and what', async () => {
    renderActivityLog({ fetch: withEntries() });
    expect(screen.getByRole('heading', { level: 1, name: 'Activity log' })).toBeInTheDocument();
    const row = await rowOf(ACCESS.summary);
    expect(
      within(table()).getByRole('columnheader', { name: 'When (America/New_York)' }),
    ).toBeInTheDocument();
    expect(row).toHaveTextContent('Jan 2, 2030, 9:30 AM EST');
    expect(row).toHaveTextContent('Olga Organizer');
    expect(row).toHaveTextContent('Access control');
    expect(
      within(table())
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(ENTRIES.map((entry) => entry.summary));
    expect(screen.getByText('4 entries')).toBeInTheDocument();
  });

  it('links each entry to the page of what it changed, when there is one the user may open', async () => {
    renderActivityLog({ fetch: withEntries() });
    const access = await rowOf(ACCESS.summary);
    expect(within(access).getByRole('link', { name: 'VIP Pass' })).toHaveAttribute(
      'href',
      `${EVENT_BASE}/people/audiences/experience-management/4`,
    );
    expect(within(await rowOf(TICKET.summary)).getByRole('link', { name: 'VIP' })).toHaveAttribute(
      'href',
      `${EVENT_BASE}/registration/tickets/9/edit`,
    );
    // No page shows an approvals job; a deleted session's page is gone.
    const job = await rowOf(APPROVAL_JOB.summary);
    expect(job).toHaveTextContent('12 requests');
    expect(within(job).queryByRole('link')).toBeNull();
    expect(within(await rowOf(SESSION_DELETED.summary)).queryByRole('link')).toBeNull();
  });

  it('offers no link to a page the user may not open', async () => {
    renderActivityLog({
      fetch: withEntries(logPage([ACCESS, TICKET])),
      context: { access: { permissions: ['REGISTRATION_TICKETING_WRITE'] } },
    });
    expect(within(await rowOf(TICKET.summary)).getByRole('link', { name: 'VIP' })).toBeVisible();
    expect(within(await rowOf(ACCESS.summary)).queryByRole('link')).toBeNull();
  });

  it('shows the values before and after on demand, "(none)" where a side holds nothing', async () => {
    const { user } = renderActivityLog({ fetch: withEntries() });
    const row = await rowOf(TICKET.summary);
    const toggle = within(row).getByRole('button', { name: `Show values: ${TICKET.summary}` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(row).queryByRole('term')).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(`Hide values: ${TICKET.summary}`);
    const values = within(row).getByRole('group', { name: `Values of “${TICKET.summary}”` });
    expect(toggle).toHaveAttribute('aria-controls', values.id);
    const pairs = (side: string) => {
      const list = within(values).getByLabelText(side);
      return [...list.querySelectorAll('dt')].map((dt) => [
        dt.textContent,
        dt.nextElementSibling?.textContent,
      ]);
    };
    expect(pairs('Before')).toEqual([
      ['name', 'Gold'],
      ['quantity', '(none)'],
      ['tags', '(none)'],
    ]);
    expect(pairs('After')).toEqual([
      ['name', 'VIP'],
      ['quantity', '100'],
      ['tags', 'a, b'],
    ]);
    // A deleted session: its values before, none after.
    await user.click(
      within(await rowOf(SESSION_DELETED.summary)).getByRole('button', { name: /Show values/ }),
    );
    const deleted = screen.getByRole('group', { name: /Values of “Deleted session/ });
    expect(within(deleted).getByLabelText('Before')).toHaveTextContent(
      'titleOpening keynoteisVirtualYes',
    );
    expect(within(deleted).getByLabelText('After')).toHaveTextContent('title(none)isVirtual(none)');
  });

  it('offers only the areas the user reads', async () => {
    const { user } = renderActivityLog({
      context: { access: { permissions: ['PEOPLE_ATTENDEES_WRITE'] } },
    });
    await user.click(screen.getByRole('button', { name: /Area/ }));
    expectOptions(['All areas', 'Approvals', 'Registrants']);
  });

  it('drops an area of the URL the user does not read', async () => {
    const api = defaultApi();
    renderActivityLog({
      fetch: api,
      search: '?area=SCHEDULE',
      context: { access: { permissions: ['PEOPLE_ATTENDEES_WRITE'] } },
    });
    await waitFor(() => expect(api.callsTo('GET', paths.list)).toHaveLength(1));
    expect(lastListQuery(api)).toEqual({ offset: '0', limit: '20' });
  });

  it('writes each filter to the URL, back on page 1, and asks the API for it', async () => {
    const api = withEntries(logPage(ENTRIES, 95));
    const { user } = renderActivityLog({ fetch: api, search: '?page=3' });
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ offset: '40' }));
    await choose(user, /Area/, 'Tickets and coupons');
    await waitFor(() => expect(currentSearch().toString()).toBe('area=TICKETING'));
    await choose(user, /Person/, 'Ann Approver');
    await waitFor(() => expect(currentSearch().get('person')).toBe('2'));
    await user.type(screen.getByRole('searchbox', { name: 'Search the log' }), 'vip');
    await waitFor(() => expect(currentSearch().get('q')).toBe('vip'));
    await typeDateTime(user, 'From', '010220300900A');
    await waitFor(() => expect(currentSearch().get('from')).toBe('2030-01-02T14:00:00.000Z'));
    await waitFor(() =>
      expect(lastListQuery(api)).toEqual({
        area: 'TICKETING',
        actorUserId: '2',
        search: 'vip',
        from: '2030-01-02T14:00:00.000Z',
        offset: '0',
        limit: '20',
      }),
    );
    expect(currentSearch().has('page')).toBe(false);
  });

  it('opens the filters of its URL, and asks nothing while "from" is after "to"', async () => {
    const api = defaultApi();
    renderActivityLog({
      fetch: api,
      search: '?from=2030-01-03T05:00:00.000Z&to=2030-01-02T05:00:00.000Z',
    });
    await waitFor(() =>
      expect(dateField('From')).toHaveAccessibleDescription(
        expect.stringContaining(ACTIVITY_LOG_MESSAGES.fromAfterTo),
      ),
    );
    expect(within(dateField('From')).getByRole('spinbutton', { name: /^day/ })).toHaveAttribute(
      'aria-valuenow',
      '3',
    );
    await screen.findByText('No entries match these filters');
    expect(api.callsTo('GET', paths.list)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('lists the people of the person filter and names the person of the URL', async () => {
    const { user } = renderActivityLog({
      fetch: withEntries(logPage([anEntry({ actor: { userId: 9, name: 'Gus Guest' } })])),
      search: '?person=9',
    });
    await screen.findByRole('rowheader', { name: ACCESS.summary });
    expect(screen.getByRole('button', { name: /Person/ })).toHaveTextContent('Gus Guest');
    await user.click(screen.getByRole('button', { name: /Person/ }));
    expectOptions(['Everyone', 'Ann Approver', 'Olga Organizer', 'Gus Guest']);
  });

  it('pages 20 at a time with the total', async () => {
    const api = withEntries(logPage(ENTRIES, 45));
    const { user } = renderActivityLog({ fetch: api });
    expect(await screen.findByText('45 entries')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByText('1–20 of 45')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentSearch().get('page')).toBe('2'));
    await waitFor(() =>
      expect(lastListQuery(api)).toEqual({
        offset: String(ACTIVITY_LOG_LIMITS.pageSize),
        limit: String(ACTIVITY_LOG_LIMITS.pageSize),
      }),
    );
  });

  it('says "10,000+ entries" when the count is capped', async () => {
    renderActivityLog({
      fetch: withEntries(logPage(ENTRIES, ACTIVITY_LOG_LIMITS.countCap, true)),
    });
    expect(await screen.findByText('10,000+ entries')).toBeInTheDocument();
    expect(screen.getByText('1–20 of 10,000+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 501' })).toBeInTheDocument();
  });

  it('says "200+ entries" for a capped search, and how to find older matches', async () => {
    renderActivityLog({
      fetch: withEntries(logPage(ENTRIES, ACTIVITY_LOG_LIMITS.searchCountCap, true)),
      search: '?q=ticket',
    });
    expect(
      await screen.findByText(
        '200+ entries The newest matches are listed: add words or dates to find older ones.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('1–20 of 200+')).toBeInTheDocument();
  });

  it('says why a page past the deepest one is not listed, without asking, and goes back to the first', async () => {
    const api = withEntries();
    const deepest = ACTIVITY_LOG_LIMITS.maxOffset / ACTIVITY_LOG_LIMITS.pageSize + 1;
    const { user } = renderActivityLog({ fetch: api, search: `?page=${deepest + 1}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(ACTIVITY_LOG_MESSAGES.offsetTooDeep);
    expect(api.callsTo('GET', paths.list)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(currentSearch().has('page')).toBe(false));
    expect(await rowOf(ACCESS.summary)).toBeInTheDocument();
  });

  it("shows the API's refusal of a page", async () => {
    const api = defaultApi().on(
      'GET',
      paths.list,
      reply({
        status: 400,
        body: { code: 'VALIDATION', message: ACTIVITY_LOG_MESSAGES.offsetTooDeep, field: 'offset' },
      }),
    );
    renderActivityLog({ fetch: api, search: '?page=2' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The activity log could not be loaded');
    expect(alert).toHaveTextContent(ACTIVITY_LOG_MESSAGES.offsetTooDeep);
  });

  it('downloads the CSV of the filtered log', async () => {
    const downloads = captureDownloads();
    const api = withEntries().on(
      'GET',
      paths.csv,
      reply({ text: 'When,Who\r\n2030,Olga', headers: { 'content-type': 'text/csv' } }),
    );
    const { user } = renderActivityLog({
      fetch: api,
      search: '?area=TICKETING&person=2&q=vip&from=2030-01-02T14:00:00.000Z',
    });
    await screen.findByText('4 entries');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.fileName).toBe(ACTIVITY_LOG_FILE_NAME);
    expect(await downloadedText(downloads)).toContain('Olga');
    expect(Object.fromEntries(api.callsTo('GET', paths.csv)[0]?.url.searchParams ?? [])).toEqual({
      area: 'TICKETING',
      actorUserId: '2',
      search: 'vip',
      from: '2030-01-02T14:00:00.000Z',
    });
  });

  it('says when the CSV could not be downloaded', async () => {
    captureDownloads();
    const api = withEntries().on('GET', paths.csv, reply({ status: 500, body: {} }));
    const { user, notify } = renderActivityLog({ fetch: api });
    await screen.findByText('4 entries');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        ACTIVITY_LOG_MESSAGES.csvFailed,
        expect.objectContaining({ tone: 'error' }),
      ),
    );
  });

  it('says the log is empty, or that no entry matches the filters with a way to clear them', async () => {
    const api = defaultApi();
    const { user } = renderActivityLog({ fetch: api });
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search the log' }), 'nobody');
    expect(await screen.findByText('No entries match these filters')).toBeInTheDocument();
    const [inBar, inEmpty] = screen.getAllByRole('button', { name: 'Clear filters' });
    expect(inBar).toBeDefined();
    if (!inEmpty) throw new Error('no Clear filters in the empty state');
    await user.click(inEmpty);
    await waitFor(() => expect(currentSearch().toString()).toBe(''));
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the log' })).toHaveValue('');
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    const api = defaultApi().on('GET', paths.list, () =>
      fail
        ? reply({ status: 500, body: { code: 'INTERNAL', message: 'Down for a moment' } })
        : logPage([ACCESS]),
    );
    const { user } = renderActivityLog({ fetch: api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Down for a moment');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rowOf(ACCESS.summary)).toBeInTheDocument();
  });
});
