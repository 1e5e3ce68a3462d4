import { screen, waitFor, within } from '@testing-library/react';
import { SCHEDULE_LIMITS } from '@console/event-setup-contract';
import { aSession, daysAnswer, sessionPage } from '../testing/fixtures';
import {
  currentSearch,
  defaultApi,
  EVENT_BASE,
  paths,
  renderSchedule,
  reply,
} from '../testing/render';

const table = () => screen.getByRole('grid');
const lastListQuery = (api: ReturnType<typeof defaultApi>) =>
  Object.fromEntries(api.callsTo('GET', paths.sessions).at(-1)?.url.searchParams ?? []);

function api(counts: [number, number, number] = [3, 2, 0]) {
  return defaultApi()
    .on('GET', paths.days, daysAnswer(counts))
    .on('GET', paths.sessions, ({ url }: { url: URL }) =>
      url.searchParams.get('day') === '2030-01-02'
        ? sessionPage([aSession({ segmentId: 21, title: 'Security 101', tags: [] })])
        : sessionPage([
            aSession(),
            aSession({
              segmentId: 12,
              title: 'Evening mixer',
              stageName: 'Rooftop',
              format: 'IN_PERSON',
              // 7:30 PM to 1:00 AM the next day in New York.
              startDateTime: '2030-01-02T00:30:00.000Z',
              endDateTime: '2030-01-02T06:00:00.000Z',
            }),
          ]),
    );
}

describe('the schedule page', () => {
  it("shows a tab per day in the event's zone with its count, opening the first day with sessions", async () => {
    const fake = api([0, 2, 0]);
    renderSchedule('schedule', { at: 'venue-setup/schedule', fetch: fake });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Tue, Jan 1 (0)',
      'Wed, Jan 2 (2)',
      'Thu, Jan 3 (0)',
    ]);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Wed, Jan 2');
    expect(await within(table()).findByText('Security 101')).toBeInTheDocument();
    expect(lastListQuery(fake)).toEqual({
      day: '2030-01-02',
      offset: '0',
      limit: String(SCHEDULE_LIMITS.pageSize),
    });
  });

  it('shows each session with its stage, its times in the event zone, its format and tags', async () => {
    renderSchedule('schedule', { at: 'venue-setup/schedule?day=2030-01-01', fetch: api() });
    const keynote = (await screen.findByRole('link', { name: 'Opening keynote' })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(
      within(table()).getByRole('columnheader', { name: 'Time (America/New_York)' }),
    ).toBeInTheDocument();
    expect(keynote).toHaveTextContent('Main Stage');
    expect(keynote).toHaveTextContent('9:00 AM – 10:00 AM');
    expect(keynote).toHaveTextContent('Virtual');
    expect(keynote).toHaveTextContent('Keynote');
    expect(keynote).toHaveTextContent('+1');
    const mixer = screen.getByRole('link', { name: 'Evening mixer' }).closest('[role="row"]');
    // Past midnight: the end says its day.
    expect(mixer).toHaveTextContent('7:30 PM – Jan 2, 2030, 1:00 AM');
    expect(mixer).toHaveTextContent('In person');
    expect(screen.getByRole('link', { name: 'Opening keynote' })).toHaveAttribute(
      'href',
      `${EVENT_BASE}/venue-setup/schedule/session/11`,
    );
  });

  it('keeps the day, the search and the page in the URL, and asks the server for them', async () => {
    const fake = api();
    const { user } = renderSchedule('schedule', { at: 'venue-setup/schedule', fetch: fake });
    await user.click(await screen.findByRole('tab', { name: /Wed, Jan 2/ }));
    await waitFor(() => expect(currentSearch().get('day')).toBe('2030-01-02'));
    expect(await within(table()).findByText('Security 101')).toBeInTheDocument();
    await user.type(
      screen.getByRole('searchbox', { name: 'Search sessions by title' }),
      'security',
    );
    await waitFor(() => expect(currentSearch().get('q')).toBe('security'));
    await waitFor(() =>
      expect(lastListQuery(fake)).toMatchObject({ day: '2030-01-02', query: 'security' }),
    );
  });

  it('opens the day, search and page of its URL', async () => {
    const fake = api();
    renderSchedule('schedule', {
      at: 'venue-setup/schedule?day=2030-01-03&q=panel&page=2',
      fetch: fake,
    });
    await waitFor(() =>
      expect(lastListQuery(fake)).toEqual({
        day: '2030-01-03',
        query: 'panel',
        offset: String(SCHEDULE_LIMITS.pageSize),
        limit: String(SCHEDULE_LIMITS.pageSize),
      }),
    );
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Thu, Jan 3');
    expect(screen.getByRole('searchbox')).toHaveValue('panel');
  });

  it('renders only the rows in view of a long day, a page at a time from the server', async () => {
    const many = Array.from({ length: SCHEDULE_LIMITS.pageSize }, (_, i) =>
      aSession({ segmentId: 1000 + i, title: `Session ${i}` }),
    );
    const fake = defaultApi()
      .on('GET', paths.days, daysAnswer([2000, 0, 0]))
      .on('GET', paths.sessions, sessionPage(many, 2000));
    renderSchedule('schedule', { at: 'venue-setup/schedule', fetch: fake });
    expect(await screen.findByRole('link', { name: 'Session 0' })).toBeInTheDocument();
    const rendered = within(table()).getAllByRole('link').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(SCHEDULE_LIMITS.pageSize);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Tue, Jan 1 (2,000)');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('of 2,000');
  });

  it('offers to add a session on an empty day, on that day', async () => {
    renderSchedule('schedule', { at: 'venue-setup/schedule?day=2030-01-03' });
    expect(await screen.findByText('No sessions on this day')).toBeInTheDocument();
    const adds = screen.getAllByRole('link', { name: 'Add session' });
    expect(adds).toHaveLength(2);
    for (const add of adds)
      expect(add).toHaveAttribute(
        'href',
        `${EVENT_BASE}/venue-setup/schedule/add-session?day=2030-01-03`,
      );
  });

  it('says when a search finds nothing on the day', async () => {
    renderSchedule('schedule', { at: 'venue-setup/schedule?day=2030-01-01&q=zzz' });
    expect(await screen.findByText('No sessions match “zzz” on this day')).toBeInTheDocument();
  });

  it.each([
    ['a read-only event', { readOnly: true }],
    ['a user without the schedule permission', { access: { permissions: [] } }],
  ])('shows the schedule without its controls to %s', async (_case, context) => {
    renderSchedule('schedule', {
      at: 'venue-setup/schedule?day=2030-01-01',
      fetch: api(),
      context,
    });
    expect(await screen.findByRole('link', { name: 'Opening keynote' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add session' })).not.toBeInTheDocument();
  });

  it('says what failed with a retry when the days cannot be loaded', async () => {
    const fake = defaultApi().on(
      'GET',
      paths.days,
      reply({ status: 500, body: { code: 'INTERNAL', message: 'Something went wrong.' } }),
    );
    const { user } = renderSchedule('schedule', { at: 'venue-setup/schedule', fetch: fake });
    expect(await screen.findByText('The schedule could not be loaded')).toBeInTheDocument();
    fake.on('GET', paths.days, daysAnswer());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: /Tue, Jan 1/ })).toBeInTheDocument();
  });
});
