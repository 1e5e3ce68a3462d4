/** The insights page (spec §2.10): the five insights tabs in the URL, each an embedded dashboard. */
import { screen, within } from '@testing-library/react';
import { SERVICE_ORIGIN, withEmbedUrls } from '../testing/embed';
import { currentSearch, EVENT_ID, FetchRouter, renderAnalyticsPage } from '../testing/render';
import { InsightsPage } from './InsightsPage';
import { ANALYTICS_API } from '@console/analytics-contract';

function renderInsights(at = '') {
  return renderAnalyticsPage(<InsightsPage />, {
    path: 'analytics/insights',
    at: `analytics/insights${at}`,
    fetch: withEmbedUrls(new FetchRouter(), EVENT_ID),
  });
}

describe('InsightsPage', () => {
  it('shows the five insights tabs, the first with its dashboard', async () => {
    renderInsights();
    expect(screen.getByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Insights' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Organizer Summary',
      'Sponsors',
      'Segments Speakers',
      'Attendees',
      'Collaboration',
    ]);
    expect(await screen.findByTitle('Organizer Summary dashboard')).toHaveAttribute(
      'src',
      `${SERVICE_ORIGIN}/embed/ORGANIZER_SUMMARY-1`,
    );
  });

  it('keeps the tab in the URL and asks for that dashboard', async () => {
    const { user, api } = renderInsights();
    await user.click(screen.getByRole('tab', { name: 'Sponsors' }));
    expect(currentSearch().get('tab')).toBe('SPONSORS');
    expect(await screen.findByTitle('Sponsors dashboard')).toBeInTheDocument();
    expect(api.callsTo('POST', ANALYTICS_API.embedUrl(EVENT_ID)).at(-1)?.body).toEqual({
      dashboard: 'SPONSORS',
      boothOwner: false,
      variant: 'current',
    });
  });

  it('opens the tab the URL names', async () => {
    renderInsights('?tab=COLLABORATION');
    expect(screen.getByRole('tab', { name: 'Collaboration' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByTitle('Collaboration dashboard')).toBeInTheDocument();
  });
});
