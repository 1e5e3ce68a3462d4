import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MESSAGES, READ_PERMISSIONS, type EventContextResponse } from '@console/shared/contract';
import { ApiError, apiRequest } from '@console/shared/react';
import { anAccess, anEvent, flags } from '@console/shared/testing';
import { EventLayout } from './EventLayout';

jest.mock('@console/shared/react', () => ({
  ...jest.requireActual('@console/shared/react'),
  apiRequest: jest.fn(),
}));
jest.mock('../remotes/RemotePage', () => ({
  RemotePage: ({ routeKey }: { routeKey: string }) => <p>remote page {routeKey}</p>,
}));

const request = jest.mocked(apiRequest);
const user = { userId: 1, email: 'o@x', firstName: 'O', lastName: 'Rganizer', organizationId: 1 };
const notifier = { notify: jest.fn() };

function context(overrides: Partial<EventContextResponse> = {}): EventContextResponse {
  return {
    event: anEvent(),
    access: anAccess(),
    flags: flags(),
    portals: [],
    hasEnabledIntegration: true,
    ...overrides,
  };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, answer: EventContextResponse | Error) {
  request.mockImplementation(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard" element={<p>dashboard page</p>} />
          <Route
            path="/:eventType/:eventId/*"
            element={<EventLayout user={user} notifier={notifier} />}
          />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const menu = () => screen.getByRole('navigation', { name: 'Event menu' });

afterEach(() => jest.clearAllMocks());

describe('EventLayout', () => {
  it('lands on the first page of the sidebar, the dashboard', async () => {
    renderAt('/event/7', context());
    await waitFor(() => expect(where()).toBe('/event/7/event-setup/dashboard'));
  });

  it('renders an honest shell page: title, purpose, managed outside this release', async () => {
    renderAt('/event/7/event-setup/basic', context());
    expect(await screen.findByRole('heading', { level: 1, name: 'Basic' })).toBeInTheDocument();
    expect(screen.getByText(/^Set up the event itself/)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.managedOutsideReleaseTitle)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.managedOutsideReleaseBody)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryAllByRole('button')).toEqual([]);
    expect(within(screen.getByRole('main')).queryAllByRole('textbox')).toEqual([]);
    expect(menu()).not.toHaveAttribute('data-locked');
    expect(screen.queryByTestId('read-only-banner')).not.toBeInTheDocument();
  });

  it('keeps the related links on an honest shell page', async () => {
    renderAt('/event/7/recordings', context());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recordings' }),
    ).toBeInTheDocument();
    const related = screen.getByRole('navigation', { name: 'Recordings: related pages' });
    expect(within(related).getByRole('link', { name: 'On-demand recordings' })).toHaveAttribute(
      'href',
      '/event/7/recordings/on-demand',
    );
  });

  it('puts the event strip (name, status, back) inside the main landmark, with no banner of its own', async () => {
    renderAt('/event/7/settings', context());
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Spring Summit')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back' })).toBeInTheDocument();
    const strip = within(main).getByTestId('event-header');
    expect(strip).toHaveTextContent(/published/);
    // A header scoped to main is not a banner (HTML-AAM), so no banner nests in the page's own.
    expect(strip.tagName).toBe('HEADER');
    expect(strip.parentElement?.closest('main, article, aside, nav, section')).toBe(main);
  });

  it('locks the sidebar and shows the read-only banner for a canceled event, offering no write control', async () => {
    renderAt('/event/7/settings', context({ event: anEvent({ status: 'CANCELED' }) }));
    expect(await screen.findByTestId('read-only-banner')).toHaveTextContent(/canceled/);
    expect(menu()).toHaveAttribute('data-locked', 'true');
    expect(within(menu()).getByText('Locked')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByTestId('read-only-banner')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('shows the feature flags on the Settings page of a development build', async () => {
    renderAt('/event/7/settings', context({ flags: flags({ ENABLE_GAMIFICATION: true }) }));
    const panel = await screen.findByRole('region', { name: 'Feature flags' });
    expect(within(panel).getByText('ENABLE_GAMIFICATION').closest('li')).toHaveTextContent(/On$/);
    expect(within(panel).getByText('ENABLE_WEBINAR_EMBED').closest('li')).toHaveTextContent(/Off$/);
  });

  it('never shows the feature flags to organizers in a production build', async () => {
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      renderAt('/event/7/settings', context({ flags: flags({ ENABLE_GAMIFICATION: true }) }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Settings' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Feature flags' })).not.toBeInTheDocument();
      expect(screen.queryByText('ENABLE_GAMIFICATION')).not.toBeInTheDocument();
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  });

  it.each([
    ['the embed tab of a webinar', '/webinar/7/event-setup/embed', { type: 'WEBINAR' }],
    ['the legacy dashboard', '/event/7/event-setup/dashboard-legacy', {}],
    ['the legacy reports', '/event/7/analytics/reports-legacy', {}],
    [
      'the legacy revenue dashboard',
      '/webinar/7/analytics/revenue-dashboard-legacy',
      { type: 'WEBINAR' },
    ],
    ['games', '/event/7/games', { isFlex: true, eventFormat: 'HYBRID' }],
    [
      'the domain settings of a series child',
      '/event/7/event-setup/domain-settings',
      { isFlex: true, seriesParentEventId: 40 },
    ],
    ['the audiences of a series', '/series/7/people/audiences', { type: 'SERIES' }],
  ] as const)(
    'refuses %s opened by URL while its flag is off, and does not offer it in the menu',
    async (_label, path, event) => {
      renderAt(path, context({ event: anEvent(event) }));
      expect(
        await screen.findByRole('heading', { level: 1, name: MESSAGES.featureNotEnabledTitle }),
      ).toBeInTheDocument();
      expect(screen.getByText(MESSAGES.featureNotEnabledBody)).toBeInTheDocument();
      expect(screen.queryByText(/^remote page/)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the event info page' })).toBeInTheDocument();
      const pathname = path.split('/').slice(3).join('/');
      for (const link of within(menu()).queryAllByRole('link'))
        expect(link.getAttribute('href')).not.toContain(pathname);
    },
  );

  it('opens a flagged page once its flag is on', async () => {
    renderAt(
      '/event/7/analytics/reports-legacy',
      context({ flags: flags({ ENABLE_LEGACY_ANALYTICS: true }) }),
    );
    expect(await screen.findByText('remote page analytics.legacyReports')).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Legacy reports' })).toHaveAttribute(
      'href',
      '/event/7/analytics/reports-legacy',
    );
  });

  it('offers the info page from a page that is not enabled', async () => {
    renderAt('/webinar/7/event-setup/embed', context({ event: anEvent({ type: 'WEBINAR' }) }));
    expect(await screen.findByRole('link', { name: 'Go to the event info page' })).toHaveAttribute(
      'href',
      '/webinar/7/event-setup/details',
    );
  });

  it('sends a user with no event role (403) to the dashboard', async () => {
    renderAt('/event/7/people/attendees', new ApiError(403, 'FORBIDDEN', 'no role'));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('sends a non-organizer out of a third-party layout', async () => {
    renderAt(
      '/third-party/7/event-setup/basic',
      context({
        event: anEvent({ type: 'THIRD_PARTY' }),
        access: anAccess({ role: 'SPEAKER', isOrganizer: false }),
      }),
    );
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('denies the whole webinar layout without basic-info read', async () => {
    renderAt(
      '/webinar/7/people/attendees',
      context({
        event: anEvent({ type: 'WEBINAR' }),
        access: anAccess({ permissions: ['PEOPLE_ATTENDEES_WRITE'] }),
      }),
    );
    expect(await screen.findByText(MESSAGES.permissionDeniedTitle)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Event menu' })).not.toBeInTheDocument();
  });

  it('keeps a booth owner who is not an organizer to expo', async () => {
    renderAt(
      '/event/7/people/attendees',
      context({
        access: anAccess({
          role: 'SPONSOR',
          isOrganizer: false,
          isBoothOwner: true,
          ownedBoothIds: [1],
          permissions: [],
        }),
      }),
    );
    expect(await screen.findByText('remote page venue.expo')).toBeInTheDocument();
    expect(where()).toBe('/event/7/venue-setup/expo');
    expect(
      within(menu())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Expo']);
  });

  it('shows the permission-denied page with the info page on offer', async () => {
    renderAt(
      '/event/7/people/audiences',
      context({ access: anAccess({ permissions: [...READ_PERMISSIONS] }) }),
    );
    expect(await screen.findByText(MESSAGES.permissionDeniedTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the event info page' })).toHaveAttribute(
      'href',
      '/event/7/event-setup/basic',
    );
  });

  it('redirects a legacy short path to its grouped path, keeping the query string', async () => {
    renderAt('/event/7/approvals?flow=2&hubId=9', context());
    expect(await screen.findByText('remote page people.approvals')).toBeInTheDocument();
    expect(where()).toBe('/event/7/people/approvals?flow=2&hubId=9');
  });

  it('redirects a webinar /basic to the details page', async () => {
    renderAt('/webinar/7/basic', context({ event: anEvent({ type: 'WEBINAR' }) }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Basic info' }),
    ).toBeInTheDocument();
    expect(where()).toBe('/webinar/7/event-setup/details');
  });

  it('redirects hub event-setup/basic to info', async () => {
    renderAt('/hub/7/event-setup/basic', context({ event: anEvent({ type: 'HUB' }) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hub info' })).toBeInTheDocument();
    expect(where()).toBe('/hub/7/info');
  });

  it.each<[string, Partial<EventContextResponse>, string]>([
    ['/event/7/people/approvals', {}, 'Approvals · Spring Summit'],
    ['/event/7/event-setup/basic', {}, 'Basic · Spring Summit'],
    ['/hub/7/info', { event: anEvent({ type: 'HUB' }) }, 'Hub info · Spring Summit'],
    ['/event/7/analytics/reports-legacy', {}, `${MESSAGES.featureNotEnabledTitle} · Spring Summit`],
    ['/event/7/no/such/page', {}, 'This page does not exist · Spring Summit'],
  ])('titles the document of %s after its page and the event', async (path, answer, title) => {
    document.title = 'Organizer Console';
    renderAt(path, context(answer));
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('shows a not-found page with a link back to the event for an unknown path', async () => {
    renderAt('/event/7/no/such/page', context());
    expect(
      await screen.findByRole('heading', { name: 'This page does not exist' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Spring Summit' })).toHaveAttribute(
      'href',
      '/event/7/event-setup/dashboard',
    );
  });

  it('keeps the hubId in the links of the layout so back still goes to the hub', async () => {
    renderAt('/event/7/people/attendees?hubId=9', context());
    expect(await screen.findByText('remote page people.attendees')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/hub/9/event-webinar',
    );
    await userEvent.click(within(menu()).getByRole('link', { name: 'Speakers' }));
    expect(where()).toBe('/event/7/people/speakers?hubId=9');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/hub/9/event-webinar',
    );
  });

  it('goes back to the series of a series child and to the third-party parent of a side event', async () => {
    renderAt(
      '/event/7/event-setup/basic',
      context({ event: anEvent({ seriesParentEventId: 40 }) }),
    );
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/series/40/event-webinar',
    );
  });

  it('lists the enabled portals of a flex event and opens one', async () => {
    renderAt(
      '/event/7/portal/11',
      context({
        event: anEvent({ isFlex: true, eventFormat: 'HYBRID' }),
        portals: [
          { portalId: 11, name: 'Sponsor portal', portalType: 'SPONSOR', isEnabled: true },
          { portalId: 12, name: 'Hidden portal', portalType: 'SPEAKER', isEnabled: false },
        ],
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Portal setup' }),
    ).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Sponsor portal' })).toHaveAttribute(
      'href',
      '/event/7/portal/11',
    );
    expect(within(menu()).queryByRole('link', { name: 'Hidden portal' })).not.toBeInTheDocument();
  });
});
