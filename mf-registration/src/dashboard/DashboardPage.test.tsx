/**
 * The dashboard from a fake API answer: every section's figures (times in the event's zone), the
 * states without figures (revenue not synced, attendance not yet counted, unlimited capacity),
 * links only for users who may open their pages, the legacy variant, loading and error states.
 * Jobs polling is in DashboardJobs.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS, type Permission } from '@console/shared/contract';
import {
  DASHBOARD_REVENUE_NOT_SYNCED_SCREENS,
  EVENT_DASHBOARD_MESSAGES,
} from '@console/registration-contract';
import { aDashboard } from './testing/fixtures';
import { DASHBOARD_PATH, dashboardApi, EVENT_BASE, renderDashboard, reply } from './testing/render';

const section = (name: string) => screen.getByRole('region', { name });
/** Waits for the figures: the sections' placeholders are gone. */
const loaded = () =>
  waitFor(() => expect(screen.queryAllByRole('status', { name: /^Loading/ })).toEqual([]));
/** The value a details list gives a term, in a section. */
const valueOf = (sectionName: string, term: string) =>
  within(section(sectionName)).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const cells = (name: string) =>
  [
    ...screen
      .getByRole('row', { name: new RegExp(`^${name}`) })
      .querySelectorAll('[role="rowheader"], [role="gridcell"]'),
  ].map((c) => c.textContent);

/** Every permission but these: a user who may read the dashboard but not open the linked page. */
const without = (...missing: Permission[]) => ({
  access: { permissions: PERMISSIONS.filter((p) => !missing.includes(p)) },
});

describe('the event dashboard', () => {
  it('shows every figure of every section from one request', async () => {
    const { api } = renderDashboard();
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();

    expect(valueOf('Registrations', 'Pending')).toBe('12');
    expect(valueOf('Registrations', 'Approved')).toBe('31');
    expect(valueOf('Registrations', 'Registered')).toBe('1,204');
    expect(valueOf('Registrations', 'Rejected')).toBe('7');
    expect(valueOf('Registrations', 'Total')).toBe('1,254');

    expect(valueOf('Approvals', 'Pending requests')).toBe('12');
    expect(valueOf('Approvals', 'Blocked by ended ticket sales')).toBe('3');

    expect(
      within(section('Capacity')).getByRole('progressbar', { name: 'Tickets sold and reserved' }),
    ).toHaveAttribute('aria-valuetext', '1,235 of 1,500');
    expect(
      screen.getByText('1 ticket type is unlimited and not counted in capacity.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Ticket',
      'Quantity',
      'Sold',
      'Reserved',
      'Available',
    ]);
    expect(cells('General Admission')).toEqual(['General Admission', '1,000', '930', '25', '45']);
    expect(cells('VIP')).toEqual(['VIP', '500', '274', '6', '220']);
    expect(cells('Press')).toEqual(['Press', 'Unlimited', '18', '0', 'Unlimited']);

    expect(valueOf('Attendance', 'Attended')).toBe('842 of 1,204 registered');
    expect(valueOf('Attendance', 'As of')).toBe('May 2, 2030, 9:30 AM EDT');

    expect(valueOf('Revenue', 'Total revenue')).toBe('$45,210.50');
    expect(valueOf('Revenue', 'Won revenue')).toBe('$30,000.00');
    expect(valueOf('Revenue', 'Deals')).toBe('17');
    expect(valueOf('Revenue', 'Currency')).toBe('USD');
    expect(valueOf('Revenue', 'Last synced')).toBe('May 1, 2030, 9:15 PM EDT');
    expect(within(section('Revenue')).queryByText('Syncing...')).not.toBeInTheDocument();

    expect(
      within(section('Running jobs')).getByText('No jobs are running for this event.'),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', DASHBOARD_PATH)).toHaveLength(1);
    expect(api.calls).toHaveLength(1);
  });

  it('shows placeholders in every section while the figures load', () => {
    renderDashboard();
    for (const name of ['Registrations', 'Approvals', 'Attendance', 'Revenue', 'Capacity'])
      expect(
        within(section(name)).getByRole('status', { name: `Loading ${name.toLowerCase()}…` }),
      ).toHaveAttribute('aria-busy', 'true');
  });

  it('says plainly that attendance is not counted before the first analytics refresh', async () => {
    renderDashboard({ fetch: dashboardApi(aDashboard({ attendance: null })) });
    await loaded();
    const attendance = section('Attendance');
    expect(attendance).toHaveTextContent(EVENT_DASHBOARD_MESSAGES.attendanceNotCounted);
    expect(within(attendance).queryByText('As of')).not.toBeInTheDocument();
  });

  it('says capacity is unlimited when no ticket type has a quantity, and lists no tickets', async () => {
    renderDashboard({
      fetch: dashboardApi(
        aDashboard({
          capacity: { used: 0, quantity: 'UNLIMITED', unlimitedTicketTypes: 0 },
          tickets: [],
        }),
      ),
    });
    await loaded();
    const capacity = section('Capacity');
    expect(capacity).toHaveTextContent('No ticket type has a quantity: capacity is unlimited.');
    expect(within(capacity).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(capacity).getByText('No tickets yet')).toBeInTheDocument();
  });

  it('says when approvals are off for the event', async () => {
    renderDashboard({
      fetch: dashboardApi(
        aDashboard({ approvals: { enabled: false, pending: 0, blockedByTicketSalesEnded: 0 } }),
      ),
    });
    await loaded();
    const approvals = section('Approvals');
    expect(approvals).toHaveTextContent('Registrations to this event do not need approval.');
  });

  it.each(DASHBOARD_REVENUE_NOT_SYNCED_SCREENS)(
    'shows the spec message of the %s revenue screen and no figures',
    async (screenName) => {
      renderDashboard({
        fetch: dashboardApi(aDashboard({ revenue: { state: 'NOT_SYNCED', screen: screenName } })),
      });
      await loaded();
      const revenue = section('Revenue');
      expect(revenue).toHaveTextContent(EVENT_DASHBOARD_MESSAGES.revenueNotSynced[screenName]);
      expect(within(revenue).queryByText('Total revenue')).not.toBeInTheDocument();
      expect(
        within(revenue).getByRole('link', { name: 'Open the revenue dashboard' }),
      ).toHaveAttribute('href', `${EVENT_BASE}/analytics/revenue-dashboard`);
    },
  );

  it("marks synced revenue as 'Syncing...' while a new sync runs", async () => {
    const synced = aDashboard().revenue;
    if (synced.state !== 'SYNCED') throw new Error('the fixture is synced');
    renderDashboard({ fetch: dashboardApi(aDashboard({ revenue: { ...synced, syncing: true } })) });
    await loaded();
    const revenue = section('Revenue');
    expect(within(revenue).getByText('Syncing...')).toBeInTheDocument();
    expect(valueOf('Revenue', 'Last synced')).toBe('May 1, 2030, 9:15 PM EDT Syncing...');
    expect(valueOf('Revenue', 'Total revenue')).toBe('$45,210.50');
  });

  it('links to approvals, each ticket and the revenue dashboard for a user who may open them', async () => {
    const { user } = renderDashboard();
    await loaded();
    expect(screen.getByRole('link', { name: 'Review approvals' })).toHaveAttribute(
      'href',
      `${EVENT_BASE}/people/approvals`,
    );
    expect(screen.getByRole('link', { name: 'VIP' })).toHaveAttribute(
      'href',
      `${EVENT_BASE}/registration/tickets/4/edit`,
    );
    expect(screen.getByRole('link', { name: 'Open the revenue dashboard' })).toHaveAttribute(
      'href',
      `${EVENT_BASE}/analytics/revenue-dashboard`,
    );
    await user.click(screen.getByRole('link', { name: 'General Admission' }));
    expect(await screen.findByText('Ticket edit page')).toBeInTheDocument();
  });

  it('follows the approvals link', async () => {
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('link', { name: 'Review approvals' }));
    expect(await screen.findByText('Approvals page')).toBeInTheDocument();
  });

  it('shows no approvals link without attendees write', async () => {
    renderDashboard({ context: without('PEOPLE_ATTENDEES_WRITE') });
    await loaded();
    expect(screen.queryByRole('link', { name: 'Review approvals' })).not.toBeInTheDocument();
    expect(valueOf('Approvals', 'Pending requests')).toBe('12');
    expect(screen.getByRole('link', { name: 'VIP' })).toBeInTheDocument();
  });

  it('names the tickets without linking them without ticketing write', async () => {
    renderDashboard({ context: without('REGISTRATION_TICKETING_WRITE') });
    await screen.findByRole('row', { name: /^VIP/ });
    expect(screen.queryByRole('link', { name: 'VIP' })).not.toBeInTheDocument();
    expect(cells('VIP')[0]).toBe('VIP');
    expect(screen.getByRole('link', { name: 'Review approvals' })).toBeInTheDocument();
  });

  it('shows no revenue dashboard link without analytics reports read, synced or not', async () => {
    renderDashboard({
      context: without('ANALYTICS_REPORTS_READ'),
      fetch: dashboardApi(
        aDashboard({ revenue: { state: 'NOT_SYNCED', screen: 'NO_DATA_SYNC_SCREEN' } }),
      ),
    });
    await loaded();
    const revenue = section('Revenue');
    expect(revenue).toHaveTextContent('No data synced yet');
    expect(within(revenue).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows no link at all to a reader of the dashboard alone', async () => {
    renderDashboard({ context: { access: { permissions: ['ANALYTICS_DASHBOARD_READ'] } } });
    await loaded();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('says the load failed with the reason, and retries', async () => {
    let failing = true;
    const api = dashboardApi().on('GET', DASHBOARD_PATH, () =>
      failing
        ? reply({ status: 500, body: { code: 'INTERNAL', message: 'The database is down.' } })
        : aDashboard(),
    );
    const { user } = renderDashboard({ fetch: api });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(EVENT_DASHBOARD_MESSAGES.loadFailed);
    expect(alert).toHaveTextContent('The database is down.');
    expect(screen.queryByRole('region', { name: 'Registrations' })).not.toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await loaded();
    expect(section('Registrations')).toBeInTheDocument();
    expect(valueOf('Registrations', 'Total')).toBe('1,254');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('GET', DASHBOARD_PATH)).toHaveLength(2);
  });
});

describe('the legacy dashboard', () => {
  it('is the same page, saying it is the legacy one and linking to the dashboard', async () => {
    renderDashboard({ legacy: true });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Dashboard (Legacy)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /This is the legacy dashboard\. It shows the same figures as the Dashboard\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the Dashboard' })).toHaveAttribute(
      'href',
      `${EVENT_BASE}/event-setup/dashboard`,
    );
    await loaded();
    expect(valueOf('Registrations', 'Total')).toBe('1,254');
    expect(valueOf('Revenue', 'Total revenue')).toBe('$45,210.50');
  });
});
