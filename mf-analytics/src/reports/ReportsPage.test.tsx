/**
 * The reports page (spec §2.10): the viewer's tabs from the API kept in the URL, each an
 * embedded dashboard of the service, its drill-downs in a dialog, the last report update, and
 * the empty state.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { EventAccess } from '@console/shared/contract';
import { postFromFrame, SERVICE_ORIGIN, withEmbedUrls } from '../testing/embed';
import {
  currentSearch,
  EVENT_ID,
  FetchRouter,
  renderAnalyticsPage,
  reply,
} from '../testing/render';
import { LegacyReportsPage, ReportsPage } from './ReportsPage';
import {
  ANALYTICS_API,
  ANALYTICS_EXTRA_MESSAGES,
  type ReportsOverview,
  type ReportTab,
} from '@console/analytics-contract';

const TABS: ReportTab[] = [
  { dashboard: 'EVENT_SUMMARY', label: 'Event Summary' },
  { dashboard: 'STAGES', label: 'Stages' },
  { dashboard: 'BOOTHS', label: 'Booths' },
];
const paths = {
  reports: ANALYTICS_API.reports(EVENT_ID),
  embedUrl: ANALYTICS_API.embedUrl(EVENT_ID),
  drillDownUrl: ANALYTICS_API.drillDownUrl(EVENT_ID),
};

function reportsApi(overview: Partial<ReportsOverview> = {}) {
  const api = new FetchRouter().on('GET', paths.reports, {
    tabs: TABS,
    lastUpdatedAt: '2026-05-01T14:30:00Z',
    ...overview,
  });
  return withEmbedUrls(api, EVENT_ID);
}

function renderReports(
  options: {
    api?: FetchRouter;
    at?: string;
    access?: Partial<EventAccess>;
    legacy?: boolean;
    tz?: string;
  } = {},
) {
  const path = options.legacy ? 'analytics/reports-legacy' : 'analytics/reports';
  return renderAnalyticsPage(options.legacy ? <LegacyReportsPage /> : <ReportsPage />, {
    path,
    at: `${path}${options.at ?? ''}`,
    fetch: options.api ?? reportsApi(),
    access: options.access,
    event: { tz: options.tz ?? 'America/New_York' },
  });
}

const tabList = () => screen.findByRole('tablist', { name: 'Reports' });
const frameOf = (label: string) => screen.findByTitle<HTMLIFrameElement>(`${label} dashboard`);

describe('ReportsPage: tabs', () => {
  it('renders the tabs the API gives, the first selected, with its dashboard’s frame', async () => {
    const { api } = renderReports();
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    const tabs = within(await tabList()).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Event Summary', 'Stages', 'Booths']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await frameOf('Event Summary')).toHaveAttribute(
      'src',
      `${SERVICE_ORIGIN}/embed/EVENT_SUMMARY-1`,
    );
    expect(api.callsTo('GET', paths.reports)[0]?.url.searchParams.get('variant')).toBe('current');
  });

  it('keeps the selected tab in the URL, the first tab leaving it out', async () => {
    const { user, api } = renderReports();
    await user.click(within(await tabList()).getByRole('tab', { name: 'Stages' }));
    expect(currentSearch().get('tab')).toBe('STAGES');
    expect(await frameOf('Stages')).toHaveAttribute('src', `${SERVICE_ORIGIN}/embed/STAGES-2`);
    expect(screen.queryByTitle('Event Summary dashboard')).not.toBeInTheDocument();
    expect(api.callsTo('POST', paths.embedUrl).map((c) => c.body)).toEqual([
      { dashboard: 'EVENT_SUMMARY', boothOwner: false, variant: 'current' },
      { dashboard: 'STAGES', boothOwner: false, variant: 'current' },
    ]);
    await user.click(screen.getByRole('tab', { name: 'Event Summary' }));
    expect(currentSearch().has('tab')).toBe(false);
  });

  it('opens the tab the URL names', async () => {
    renderReports({ at: '?tab=BOOTHS' });
    expect(within(await tabList()).getByRole('tab', { name: 'Booths' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await frameOf('Booths')).toBeInTheDocument();
  });

  it('an unknown tab in the URL falls back to the first', async () => {
    renderReports({ at: '?tab=ROOMS' });
    expect(within(await tabList()).getByRole('tab', { name: 'Event Summary' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await frameOf('Event Summary')).toBeInTheDocument();
  });

  it('shows the empty state when the viewer has no tab', async () => {
    renderReports({ api: reportsApi({ tabs: [] }) });
    expect(await screen.findByText(ANALYTICS_EXTRA_MESSAGES.noReports)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('a failed overview shows the error, and Retry asks again', async () => {
    let fail = true;
    const api = withEmbedUrls(
      new FetchRouter().on('GET', paths.reports, () =>
        fail
          ? reply({ status: 503, body: { code: 'UNAVAILABLE', message: 'Try later' } })
          : { tabs: TABS, lastUpdatedAt: null },
      ),
      EVENT_ID,
    );
    const { user } = renderReports({ api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await tabList()).toBeInTheDocument();
  });
});

describe('ReportsPage: the viewer', () => {
  it.each<[string, Partial<EventAccess>, boolean]>([
    [
      'a booth owner who is not an organizer gets the booth-owner view',
      { isOrganizer: false, isBoothOwner: true },
      true,
    ],
    [
      'a booth owner who is an organizer gets the full view',
      { isOrganizer: true, isBoothOwner: true },
      false,
    ],
    ['an organizer gets the full view', { isOrganizer: true, isBoothOwner: false }, false],
  ])('%s', async (_, access, boothOwner) => {
    const { api } = renderReports({ access });
    await frameOf('Event Summary');
    expect(api.callsTo('POST', paths.embedUrl)[0]?.body).toEqual({
      dashboard: 'EVENT_SUMMARY',
      boothOwner,
      variant: 'current',
    });
  });
});

describe('ReportsPage: the frame’s messages', () => {
  it('an embedSize from the service’s origin resizes the frame; one from another origin does not', async () => {
    renderReports();
    const frame = await frameOf('Event Summary');
    postFromFrame(frame, { type: 'embedSize', height: 900 }, 'http://localhost:3000');
    expect(frame.style.height).not.toBe('900px');
    postFromFrame(frame, { type: 'embedSize', height: 900 });
    expect(frame.style.height).toBe('900px');
  });

  it('a drillDown opens a dialog with the drill-down’s own frame and filters; closing returns the focus', async () => {
    const { user, api } = renderReports();
    const frame = await frameOf('Event Summary');
    postFromFrame(frame, { type: 'embedSize', height: 900 });
    act(() => frame.focus());
    postFromFrame(frame, {
      type: 'drillDown',
      dashboardId: 'STAGE_DETAIL',
      filters: { stageName: 'Main Stage' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Stage details' });
    const filters = within(dialog).getByRole('term');
    expect(filters).toHaveTextContent('Stage name');
    expect(within(dialog).getByRole('definition')).toHaveTextContent('Main Stage');
    expect(await within(dialog).findByTitle('Stage details dashboard')).toHaveAttribute(
      'src',
      `${SERVICE_ORIGIN}/embed/STAGE_DETAIL-2`,
    );
    expect(api.callsTo('POST', paths.drillDownUrl).map((c) => c.body)).toEqual([
      { dashboardId: 'STAGE_DETAIL', filters: { stageName: 'Main Stage' }, variant: 'current' },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(frame).toHaveFocus());
  });

  it('a drillDown from another origin opens nothing', async () => {
    renderReports();
    const frame = await frameOf('Event Summary');
    postFromFrame(
      frame,
      { type: 'drillDown', dashboardId: 'STAGE_DETAIL', filters: {} },
      'http://evil.example',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ReportsPage: last update', () => {
  it('says when the reports were last updated, in the event’s time zone with the zone', async () => {
    renderReports({ tz: 'America/New_York' });
    expect(
      await screen.findByText(ANALYTICS_EXTRA_MESSAGES.lastUpdated('May 1, 2026, 10:30 AM EDT')),
    ).toBeInTheDocument();
  });

  it('says so when they were never updated', async () => {
    renderReports({ api: reportsApi({ lastUpdatedAt: null }) });
    expect(await screen.findByText(ANALYTICS_EXTRA_MESSAGES.notUpdatedYet)).toBeInTheDocument();
  });
});

describe('LegacyReportsPage', () => {
  it('asks for the legacy variant of the tabs and of every dashboard', async () => {
    const { api } = renderReports({ legacy: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Legacy reports' })).toBeInTheDocument();
    await frameOf('Event Summary');
    expect(api.callsTo('GET', paths.reports)[0]?.url.searchParams.get('variant')).toBe('legacy');
    expect(api.callsTo('POST', paths.embedUrl)[0]?.body).toEqual({
      dashboard: 'EVENT_SUMMARY',
      boothOwner: false,
      variant: 'legacy',
    });
  });
});
