import { screen, waitFor, within } from '@testing-library/react';
import { captureDownloads, downloadedText, FetchRouter } from '@console/shared/testing';
import { currentSearch, EVENT_ID, renderAnalyticsPage, reply } from '../testing/render';
import {
  aLeaderboardPage,
  aLeaderboardRow,
  aReportList,
} from '../testing/report-downloads-fixtures';
import { ReportDownloadsPage } from './ReportDownloadsPage';
import { ANALYTICS_API, type ReportDownloadList } from '@console/analytics-contract';

const paths = {
  list: ANALYTICS_API.reportDownloads(EVENT_ID),
  report: (type: string) => ANALYTICS_API.reportDownload(EVENT_ID, type),
  customReport: `/events/${EVENT_ID}/analytics/custom-report`,
  leaderboard: ANALYTICS_API.leaderboard(EVENT_ID),
  leaderboardCsv: ANALYTICS_API.leaderboardCsv(EVENT_ID),
};

const CSV = { text: 'Name,Email\nAda,ada@example.com\n', headers: { 'content-type': 'text/csv' } };
const failure = reply({ status: 500, body: { code: 'INTERNAL', message: 'Boom' } });
const FAILED_DOWNLOAD = ['Failed to download the report', { tone: 'error', durationMs: 5000 }];

function api(list: ReportDownloadList = aReportList()) {
  return new FetchRouter()
    .on('GET', paths.list, list)
    .on('GET', paths.leaderboard, ({ url }: { url: URL }) =>
      aLeaderboardPage(Number(url.searchParams.get('offset')), 45),
    );
}

function renderPage(fetch = api(), options: { at?: string; enableLeaderboard?: boolean } = {}) {
  return renderAnalyticsPage(<ReportDownloadsPage />, {
    path: 'analytics/reportDownloads',
    at: options.at,
    fetch,
    event: { enableLeaderboard: options.enableLeaderboard ?? false },
  });
}

const card = (name: string) => screen.getByRole('region', { name });
const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('row', { name: new RegExp(name) });

describe('ReportDownloadsPage', () => {
  it('lists the reports under their groups, each with its description and a download', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Report downloads' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Custom reports' });
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(['Registrations', 'Attendance', 'Custom reports']);
    const registrations = within(card('Registrations')).getByRole('grid');
    const names = within(registrations)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['Registrations', 'Ticket sales']);
    expect(rowOf(registrations, 'Ticket sales')).toHaveTextContent('Tickets sold by ticket type.');
    expect(
      within(rowOf(registrations, 'Ticket sales')).getByRole('button', { name: 'Download CSV' }),
    ).toBeInTheDocument();
    expect(within(card('Attendance')).getAllByRole('rowheader')[0]).toHaveTextContent(
      'Stage attendance',
    );
  });

  it('downloads a report by its type and saves it under its file name', async () => {
    const downloads = captureDownloads();
    const fetch = api().on('GET', paths.report('TICKET_SALES'), reply(CSV));
    const { user } = renderPage(fetch);
    const table = within(await screen.findByRole('region', { name: 'Registrations' })).getByRole(
      'grid',
    );
    await user.click(
      within(rowOf(table, 'Ticket sales')).getByRole('button', { name: 'Download CSV' }),
    );
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.fileName).toBe('ticket-sales.csv');
    expect(await downloadedText(downloads)).toContain('ada@example.com');
  });

  it("says 'Failed to download the report' when a download fails", async () => {
    captureDownloads();
    const fetch = api().on('GET', paths.report('STAGE_ATTENDANCE'), failure);
    const { user, notify } = renderPage(fetch);
    const table = within(await screen.findByRole('region', { name: 'Attendance' })).getByRole(
      'grid',
    );
    await user.click(within(table).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(...FAILED_DOWNLOAD));
  });

  it('lists the custom reports with the report each is based on, downloaded by organization and name', async () => {
    const downloads = captureDownloads();
    const fetch = api().on('GET', paths.customReport, reply(CSV));
    const { user } = renderPage(fetch);
    const table = within(await screen.findByRole('region', { name: 'Custom reports' })).getByRole(
      'grid',
    );
    const row = rowOf(table, 'VIP leads / Q4');
    expect(row).toHaveTextContent('Registrations');
    await user.click(within(row).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.fileName).toBe('vip-leads-q4.csv');
    const [call] = fetch.callsTo('GET', paths.customReport);
    expect(call?.url.searchParams.get('organizationId')).toBe('5');
    expect(call?.url.searchParams.get('name')).toBe('VIP leads / Q4');
  });

  it('says when there are no reports and no custom reports', async () => {
    renderPage(api({ reports: [], customReports: [] }));
    expect(
      await screen.findByText('No reports are available to you for this event'),
    ).toBeInTheDocument();
    expect(within(card('Custom reports')).getByText('No custom reports')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    let calls = 0;
    const fetch = new FetchRouter().on('GET', paths.list, () =>
      (calls += 1) === 1 ? failure : aReportList(),
    );
    const { user } = renderPage(fetch);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The reports could not be loaded');
    expect(alert).toHaveTextContent('Boom');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Attendance' })).toBeInTheDocument();
  });

  describe('leaderboard', () => {
    it('is not shown when the event has no leaderboard', async () => {
      const fetch = api();
      renderPage(fetch);
      await screen.findByRole('region', { name: 'Custom reports' });
      expect(screen.queryByRole('region', { name: 'Leaderboard' })).not.toBeInTheDocument();
      expect(fetch.callsTo('GET', paths.leaderboard)).toHaveLength(0);
    });

    it('shows rank, name and points, numbers formatted, and marks the current user', async () => {
      const fetch = api().on('GET', paths.leaderboard, {
        rows: [
          aLeaderboardRow(1, { fullName: 'Ada Lovelace', points: 12_500 }),
          aLeaderboardRow(2, { fullName: 'Olga Organizer', points: 1_250, currentUser: true }),
        ],
        total: 2,
      });
      renderPage(fetch, { enableLeaderboard: true });
      const table = within(await screen.findByRole('region', { name: 'Leaderboard' })).getByRole(
        'grid',
      );
      const ada = await within(table).findByRole('row', { name: /Ada Lovelace/ });
      expect(
        within(ada)
          .getAllByRole('gridcell')
          .map((c) => c.textContent),
      ).toEqual(['1', '12,500']);
      expect(rowOf(table, 'Olga Organizer')).toHaveTextContent('You');
      expect(rowOf(table, 'Ada Lovelace')).not.toHaveTextContent('You');
    });

    it('pages by 20 with the offset in the URL', async () => {
      const fetch = api();
      const { user } = renderPage(fetch, { enableLeaderboard: true });
      const region = await screen.findByRole('region', { name: 'Leaderboard' });
      expect(await within(region).findByText('Player 1')).toBeInTheDocument();
      expect(fetch.callsTo('GET', paths.leaderboard)[0]?.url.search).toBe('?limit=20&offset=0');
      expect(within(region).getByText('1–20 of 45')).toBeInTheDocument();

      await user.click(within(region).getByRole('button', { name: 'Next' }));
      expect(await within(region).findByText('Player 21')).toBeInTheDocument();
      expect(currentSearch().get('offset')).toBe('20');
      expect(fetch.callsTo('GET', paths.leaderboard).at(-1)?.url.search).toBe(
        '?limit=20&offset=20',
      );
    });

    it('opens at the page of the offset in the URL', async () => {
      const fetch = api();
      renderPage(fetch, { enableLeaderboard: true, at: 'analytics/reportDownloads?offset=40' });
      const region = await screen.findByRole('region', { name: 'Leaderboard' });
      expect(await within(region).findByText('Player 41')).toBeInTheDocument();
      expect(within(region).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    it('downloads leaderboard.csv, and says when that fails', async () => {
      const downloads = captureDownloads();
      let calls = 0;
      const fetch = api().on('GET', paths.leaderboardCsv, () =>
        (calls += 1) === 1 ? reply(CSV) : failure,
      );
      const { user, notify } = renderPage(fetch, { enableLeaderboard: true });
      const button = await screen.findByRole('button', { name: 'Download leaderboard CSV' });
      await user.click(button);
      await waitFor(() => expect(downloads).toHaveLength(1));
      expect(downloads[0]?.fileName).toBe('leaderboard.csv');
      await user.click(await screen.findByRole('button', { name: 'Download leaderboard CSV' }));
      await waitFor(() => expect(notify).toHaveBeenCalledWith(...FAILED_DOWNLOAD));
    });

    it('shows the error when the leaderboard cannot be loaded', async () => {
      const fetch = api().on(
        'GET',
        paths.leaderboard,
        reply({
          status: 404,
          body: { code: 'NOT_FOUND', message: 'This event has no leaderboard' },
        }),
      );
      renderPage(fetch, { enableLeaderboard: true });
      const region = await screen.findByRole('region', { name: 'Leaderboard' });
      expect(await within(region).findByRole('alert')).toHaveTextContent(
        'This event has no leaderboard',
      );
    });
  });
});
