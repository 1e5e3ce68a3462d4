import { screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS, type Integration } from '@console/shared/contract';
import { FetchRouter } from '@console/shared/testing';
import { formatDateTimeWithZone } from '@console/shared/ui';
import { EVENT_ID, renderAnalyticsPage, reply } from '../testing/render';
import {
  aDashboard,
  anIntegration,
  DAY_MS,
  HOUR_MS,
  lastSyncAt,
  REVENUE,
  syncedAgo,
  syncPermitted,
} from '../testing/revenue-fixtures';
import { LegacyRevenueDashboardPage, RevenueDashboardPage } from './RevenueDashboardPage';
import { ANALYTICS_API, type RevenueDashboard } from '@console/analytics-contract';

const paths = {
  dashboard: ANALYTICS_API.revenue(EVENT_ID),
  sync: ANALYTICS_API.revenueSync(EVENT_ID),
};
const TZ = 'Europe/Berlin';
const TOAST = { durationMs: 5000 };
const STARTED = { jobId: 9, nextSyncAt: new Date(Date.now() + DAY_MS).toISOString() };
const OUTDATED = /This dashboard shows the data of the last sync/;

function api(dashboard: RevenueDashboard) {
  return new FetchRouter()
    .on('GET', paths.dashboard, dashboard)
    .on('POST', paths.sync, reply({ status: 202, body: STARTED }));
}

interface PageOptions {
  readOnly?: boolean;
  permissions?: readonly (typeof PERMISSIONS)[number][];
  legacy?: boolean;
}

function renderPage(fetch: FetchRouter, options: PageOptions = {}) {
  return renderAnalyticsPage(
    options.legacy ? <LegacyRevenueDashboardPage /> : <RevenueDashboardPage />,
    {
      path: 'analytics/revenue-dashboard',
      fetch,
      event: { tz: TZ },
      access: options.permissions ? { permissions: [...options.permissions] } : undefined,
      context: { readOnly: options.readOnly ?? false },
    },
  );
}

const renderWith = (integration: Integration | null, revenue: RevenueDashboard['revenue'] = null) =>
  renderPage(api(aDashboard(integration, revenue)));

const syncNow = () => screen.findByRole('button', { name: 'Sync now' });

describe('RevenueDashboardPage: the §4.3 screens', () => {
  const EVENT_SWITCH = `/event/${EVENT_ID}/event-integration`;
  const ORGANIZATION_LIST = '/dashboard/integration/list';
  const off = anIntegration({ solutionStatus: 'DISABLE' });

  it.each<[string, Integration | null, RevenueDashboard['switchesOff'], string]>([
    ['no supported integration: the organization’s list', null, [], ORGANIZATION_LIST],
    ['turned off for the event: the event’s own switch', off, ['EVENT'], EVENT_SWITCH],
    ['turned off for the organization: its list', off, ['ORGANIZATION'], ORGANIZATION_LIST],
    ['off at both: the event’s switch first', off, ['ORGANIZATION', 'EVENT'], EVENT_SWITCH],
  ])(
    "says 'Integration turned off' and 'Go to Integrations' opens the switch that is off: %s",
    async (_case, integration, switchesOff, href) => {
      renderPage(api(aDashboard(integration, null, switchesOff)));
      expect(await screen.findByText('Integration turned off')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Integrations' })).toHaveAttribute(
        'href',
        href,
      );
      expect(screen.queryByRole('button', { name: 'Sync now' })).not.toBeInTheDocument();
    },
  );

  it('off at both switches: says so, and links the organization’s integrations too', async () => {
    renderPage(api(aDashboard(off, null, ['ORGANIZATION', 'EVENT'])));
    expect(await screen.findByText(/turned off for your organization/)).toHaveTextContent(
      /turned off for this event/,
    );
    expect(screen.getByRole('link', { name: "your organization's integrations" })).toHaveAttribute(
      'href',
      ORGANIZATION_LIST,
    );
  });

  it('turned off for the event, to a user who may not open its switch: who can turn it on, no link', async () => {
    renderPage(api(aDashboard(off, null, ['EVENT'])), {
      permissions: PERMISSIONS.filter((p) => p !== 'EVENT_INTEGRATIONS_WRITE'),
    });
    expect(await screen.findByText(/can turn it on/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("says 'Data sync approval needed' and links to the event's Integrations page", async () => {
    renderWith(anIntegration({ configValue: syncPermitted(false) }));
    expect(await screen.findByText('Data sync approval needed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "the event's Integrations page" })).toHaveAttribute(
      'href',
      `/event/${EVENT_ID}/event-integration`,
    );
    expect(screen.queryByRole('button', { name: 'Sync now' })).not.toBeInTheDocument();
  });

  it('names where to permit the sync without a link for a user who cannot open that page', async () => {
    renderPage(api(aDashboard(anIntegration({ configValue: syncPermitted(false) }))), {
      permissions: PERMISSIONS.filter((p) => p !== 'EVENT_INTEGRATIONS_WRITE'),
    });
    expect(
      await screen.findByText(/can permit it on the event's Integrations page/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("offers no 'Sync now' to an organizer who may not write the integrations (the API refuses it)", async () => {
    renderPage(api(aDashboard(anIntegration())), {
      permissions: PERMISSIONS.filter((p) => p !== 'EVENT_INTEGRATIONS_WRITE'),
    });
    expect(await screen.findByText('No data synced yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync now' })).not.toBeInTheDocument();
  });

  it("says 'No data synced yet' with 'Sync now'", async () => {
    renderWith(anIntegration());
    expect(await screen.findByText('No data synced yet')).toBeInTheDocument();
    expect(await syncNow()).toBeEnabled();
  });

  it("says 'Syncing data...' while the first sync runs, and polls until it completes", async () => {
    let reads = 0;
    const fetch = new FetchRouter().on('GET', paths.dashboard, () =>
      (reads += 1) === 1
        ? aDashboard(anIntegration({ revenueDashboardLastSyncObject: { value: 'IN_PROGRESS' } }))
        : aDashboard(anIntegration(syncedAgo(1000)), REVENUE),
    );
    renderPage(fetch);
    expect(await screen.findByText('Syncing data...')).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Won revenue' }, { timeout: 4000 }),
    ).toHaveTextContent('$987,654.00');
    expect(reads).toBe(2);
  });

  it('shows won, open and lost revenue apart, in the figures and in every table, and what they sum', async () => {
    renderWith(anIntegration(syncedAgo(2 * DAY_MS)), REVENUE);
    const figure = (name: string) => screen.getByRole('region', { name });
    expect(await screen.findByRole('region', { name: 'Won revenue' })).toHaveTextContent(
      '$987,654.001,000 deals',
    );
    expect(figure('Open pipeline')).toHaveTextContent('$246,913.50234 deals');
    expect(figure('Lost revenue')).toHaveTextContent('$12,000.006 deals');
    expect(screen.queryByRole('region', { name: 'Total revenue' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/Amounts in USD\. Won, open and lost deals are counted apart/),
    ).toBeInTheDocument();

    const byTicket = within(screen.getByRole('region', { name: 'Revenue by ticket type' }));
    expect(byTicket.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Ticket type',
      'Won',
      'Open',
      'Lost',
    ]);
    expect(byTicket.getByRole('row', { name: /VIP/ })).toHaveTextContent(
      'VIP$700,000.00350 deals$100,000.0050 deals$12,000.006 deals',
    );
    const overTime = within(screen.getByRole('region', { name: 'Revenue over time' }));
    expect(overTime.getAllByRole('rowheader').map((c) => c.textContent)).toEqual([
      'Oct 2026',
      'Nov 2026',
    ]);
    expect(overTime.getByRole('row', { name: /Oct 2026/ })).toHaveTextContent(
      'Oct 2026$200,000.00200 deals$34,567.5034 deals$0.000 deals',
    );
    expect(screen.queryByText(OUTDATED)).not.toBeInTheDocument();
    expect(screen.queryByText('Syncing...')).not.toBeInTheDocument();
  });

  it('shows the pipeline stages by their CRM labels, in the CRM’s order, each with its outcome', async () => {
    renderWith(anIntegration(syncedAgo(2 * DAY_MS)), REVENUE);
    const byStage = within(
      await screen.findByRole('region', { name: 'Revenue by pipeline stage' }),
    );
    expect(byStage.getAllByRole('rowheader').map((c) => c.textContent)).toEqual([
      'Negotiation',
      'Closed Won',
      'Closed Lost',
    ]);
    expect(byStage.getByRole('row', { name: /Negotiation/ })).toHaveTextContent(
      'NegotiationOpen234$246,913.50',
    );
    expect(byStage.getByRole('row', { name: /Closed Lost/ })).toHaveTextContent(
      'Closed LostLost6$12,000.00',
    );
    expect(byStage.queryByText(/closedwon|closedlost/)).not.toBeInTheDocument();
  });

  it('says how many deals in other currencies are left out', async () => {
    renderWith(anIntegration(syncedAgo(2 * DAY_MS)), { ...REVENUE, otherCurrencyDeals: 3 });
    expect(
      await screen.findByText(/3 deals in other currencies are not included\./),
    ).toBeInTheDocument();
  });

  it('shows the last sync time in the event time zone, with the zone', async () => {
    const integration = anIntegration(syncedAgo(2 * DAY_MS));
    renderWith(integration, REVENUE);
    const shown = formatDateTimeWithZone(lastSyncAt(integration), TZ);
    expect(shown).toMatch(/GMT\+[12]$/);
    expect(await screen.findByText(`Last synced`, { exact: false })).toHaveTextContent(
      `Last synced ${shown}`,
    );
  });

  it("shows 'Syncing...' while a new sync runs over an earlier one", async () => {
    renderWith(
      anIntegration({
        ...syncedAgo(2 * DAY_MS),
        revenueDashboardLastSyncObject: { value: 'IN_PROGRESS' },
      }),
      REVENUE,
    );
    expect(await screen.findByText('Syncing...')).toBeInTheDocument();
    expect(await syncNow()).toBeDisabled();
  });

  it.each<[string, Partial<Integration>, RevenueDashboard['switchesOff'], string]>([
    [
      'the integration is off for the event',
      { solutionStatus: 'DISABLE' },
      ['EVENT'],
      `/event/${EVENT_ID}/event-integration`,
    ],
    [
      'the integration is off for the organization',
      { solutionStatus: 'DISABLE' },
      ['ORGANIZATION'],
      '/dashboard/integration/list',
    ],
    [
      'sync is not permitted',
      { configValue: syncPermitted(false) },
      [],
      `/event/${EVENT_ID}/event-integration`,
    ],
  ])(
    'keeps the earlier data under the outdated-data banner, linking the switch, when %s',
    async (_case, overrides, switchesOff, href) => {
      renderPage(
        api(
          aDashboard(
            anIntegration({ ...syncedAgo(2 * DAY_MS), ...overrides }),
            REVENUE,
            switchesOff,
          ),
        ),
      );
      const banner = (await screen.findByText(OUTDATED)).closest<HTMLElement>('[role="status"]');
      if (!banner) throw new Error('no banner');
      expect(within(banner).getByRole('link', { name: 'Turn it back on' })).toHaveAttribute(
        'href',
        href,
      );
      expect(screen.getByRole('region', { name: 'Won revenue' })).toBeInTheDocument();
      expect(await syncNow()).toBeDisabled();
    },
  );

  it('says the last sync failed and offers Sync now again', async () => {
    renderWith(
      anIntegration({
        revenueDashboardDataSyncAt: new Date(Date.now() - 2 * DAY_MS).toISOString(),
        revenueDashboardLastSyncObject: { value: 'FAILED' },
      }),
      REVENUE,
    );
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Syncing...')).not.toBeInTheDocument();
    expect(await syncNow()).toBeEnabled();
  });

  it('shows an error with a retry when the dashboard cannot be loaded', async () => {
    renderPage(
      new FetchRouter().on(
        'GET',
        paths.dashboard,
        reply({ status: 500, body: { code: 'INTERNAL', message: 'Boom' } }),
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The revenue dashboard could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('marks the legacy page in its heading', async () => {
    renderPage(api(aDashboard(anIntegration())), { legacy: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Revenue dashboard Legacy' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No data synced yet')).toBeInTheDocument();
  });

  it('heads the page "Revenue dashboard"', async () => {
    renderWith(anIntegration());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Revenue dashboard' }),
    ).toBeInTheDocument();
  });
});

describe("RevenueDashboardPage: 'Sync now'", () => {
  it("starts a sync, says 'Dashboard Sync Started' for 5 s and reads the dashboard again", async () => {
    const fetch = api(aDashboard(anIntegration(syncedAgo(2 * DAY_MS)), REVENUE));
    const { user, notify } = renderPage(fetch);
    await user.click(await syncNow());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Dashboard Sync Started', { tone: 'success', ...TOAST }),
    );
    expect(fetch.callsTo('POST', paths.sync)).toHaveLength(1);
    await waitFor(() => expect(fetch.callsTo('GET', paths.dashboard)).toHaveLength(2));
  });

  it('is disabled while the request is in flight', async () => {
    const fetch = api(aDashboard(anIntegration()));
    const { user } = renderPage(fetch);
    const answer = globalThis.fetch;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = async (input, init) => {
      if (init?.method === 'POST') await held;
      return answer(input, init);
    };
    const button = await syncNow();
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    release();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it("shows the server's message when it refuses the sync (409)", async () => {
    const message = 'A sync ran less than a day ago. Next sync will be available at soon';
    const fetch = api(aDashboard(anIntegration())).on(
      'POST',
      paths.sync,
      reply({ status: 409, body: { code: 'CONFLICT', message } }),
    );
    const { user, notify } = renderPage(fetch);
    await user.click(await syncNow());
    await waitFor(() => expect(notify).toHaveBeenCalledWith(message, { tone: 'error', ...TOAST }));
  });

  it("shows the server's message when too many syncs failed today (429)", async () => {
    const message =
      'The sync failed 3 times within a day. Check the CRM connection settings. Next sync will be available at soon';
    const fetch = api(aDashboard(anIntegration())).on(
      'POST',
      paths.sync,
      reply({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS', message } }),
    );
    const { user, notify } = renderPage(fetch);
    await user.click(await syncNow());
    await waitFor(() => expect(notify).toHaveBeenCalledWith(message, { tone: 'error', ...TOAST }));
  });

  it("says 'Something went wrong. Please try again.' when the sync fails otherwise", async () => {
    const fetch = api(aDashboard(anIntegration())).on(
      'POST',
      paths.sync,
      reply({ status: 500, body: { code: 'INTERNAL', message: 'Boom' } }),
    );
    const { user, notify } = renderPage(fetch);
    await user.click(await syncNow());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Something went wrong. Please try again.', {
        tone: 'error',
        ...TOAST,
      }),
    );
  });

  it('is disabled within a day of the last sync and says when the next one is available', async () => {
    const integration = anIntegration(syncedAgo(2 * HOUR_MS));
    const next = new Date(Date.parse(lastSyncAt(integration)) + DAY_MS);
    renderWith(integration, REVENUE);
    const text = `Next sync will be available at ${formatDateTimeWithZone(next.toISOString(), TZ)}`;
    const button = await syncNow();
    expect(button).toBeDisabled();
    expect(screen.getByText(text)).toBeVisible();
    expect(button).toHaveAccessibleDescription(text);
  });

  it('is enabled a day after the last sync, with no next-sync note', async () => {
    renderWith(anIntegration(syncedAgo(DAY_MS + 60_000)), REVENUE);
    expect(await syncNow()).toBeEnabled();
    expect(screen.queryByText(/Next sync will be available at/)).not.toBeInTheDocument();
  });

  it('is not offered to a read-only user, who still sees the dashboard', async () => {
    renderPage(api(aDashboard(anIntegration(syncedAgo(2 * DAY_MS)), REVENUE)), { readOnly: true });
    expect(await screen.findByRole('region', { name: 'Won revenue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync now' })).not.toBeInTheDocument();
  });

  it('is not offered to a read-only user before the first sync either', async () => {
    renderPage(api(aDashboard(anIntegration())), { readOnly: true });
    expect(await screen.findByText('No data synced yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync now' })).not.toBeInTheDocument();
  });
});
