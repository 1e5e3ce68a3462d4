import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@console/shared/contract';
import { groupDetail, member } from './testing/fixtures';
import { currentSearch, listApi, paths, renderGroupList, reply } from './testing/render';
import { PEOPLE_MESSAGES } from '@console/people-contract';

const ada = member({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  isAttended: true,
  ticketTypeName: 'VIP',
  audiences: [
    { audienceGroupId: 1, name: 'Speakers' },
    { audienceGroupId: 2, name: 'Main registration flow for 2030' },
    { audienceGroupId: 3, name: 'VIP' },
    { audienceGroupId: 4, name: 'Berlin locals' },
  ],
});
const bob = member({
  firstName: 'Bob',
  lastName: 'Marley',
  email: 'bob@example.com',
  ticketTypeName: null,
});

const lastCall = (api: ReturnType<typeof listApi>, path: string) =>
  api.callsTo('GET', path).at(-1)?.url.searchParams;

describe('AudienceListPage', () => {
  it('shows the group name, back to the Audience groups tab, the actions and the columns', async () => {
    renderGroupList({ fetch: listApi([ada, bob], 2) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Speakers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to audiences' })).toHaveAttribute(
      'href',
      '/event/42/people/audiences?selectedTab=SYSTEM_GROUPS',
    );
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to sessions' })).toBeInTheDocument();
    const table = await screen.findByRole('grid', { name: 'Audiences' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Audiences', 'Ticket type', 'Status', 'Access']);
    const row = await within(table).findByRole('row', { name: /Ada Lovelace/ });
    expect(row).toHaveTextContent('ada@example.com');
    expect(row).toHaveTextContent('VIP');
    expect(within(row).getByText('Attended')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Bob Marley/ })).toHaveTextContent(
      'Not attended',
    );
  });

  it('shows the first 2 group chips, names cut at 20 characters, then +N', async () => {
    renderGroupList({ fetch: listApi([ada]) });
    const chips = await screen.findByRole('list', { name: 'Audiences of Ada Lovelace' });
    const items = within(chips).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/^Speakers$/);
    expect(within(chips).getByText('Main registration fl…')).toHaveAttribute('aria-hidden', 'true');
    expect(
      within(chips).getByRole('img', { name: '2 more: VIP, Berlin locals' }),
    ).toHaveTextContent('+2');
  });

  it('hides the Ticket type column and filter for a webinar', async () => {
    renderGroupList({ fetch: listApi([ada]), eventType: 'WEBINAR' });
    const table = await screen.findByRole('grid', { name: 'Audiences' });
    await within(table).findByRole('row', { name: /Ada Lovelace/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Audiences', 'Status']);
    expect(screen.queryByRole('button', { name: /Ticket type/ })).not.toBeInTheDocument();
  });

  it('offers the event roles as the role filter, without Sponsor on a webinar', async () => {
    const { user } = renderGroupList({ fetch: listApi([ada]), eventType: 'WEBINAR' });
    await user.click(await screen.findByRole('button', { name: /Role/ }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Attendee', 'Organizer', 'Speaker', 'Moderator']);
  });

  it('writes the search and the filters to the URL and sends them, back on page 1', async () => {
    const { user, api } = renderGroupList({
      at: 'people/audiences/7?page=3',
      fetch: listApi([ada], 90),
    });
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search audiences' }), 'ada');
    await waitFor(() => expect(currentSearch().get('q')).toBe('ada'), { timeout: 2000 });
    expect(currentSearch().get('page')).toBeNull();

    await user.click(screen.getByRole('button', { name: /Role/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Speaker' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /Ticket type/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'VIP' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Attended' }));
    await user.keyboard('{Escape}');

    await waitFor(() => expect(currentSearch().getAll('status')).toEqual(['ATTENDED']));
    expect(currentSearch().getAll('roles')).toEqual(['SPEAKER']);
    expect(currentSearch().getAll('ticketTypeIds')).toEqual(['100']);
    await waitFor(() => {
      for (const path of [paths.members, paths.count]) {
        const sent = lastCall(api, path);
        expect(sent?.get('search')).toBe('ada');
        expect(sent?.getAll('roleTypeFilters')).toEqual(['SPEAKER']);
        expect(sent?.getAll('ticketTypeFilter')).toEqual(['100']);
        expect(sent?.get('isAttended')).toBe('true');
      }
    });
    expect(lastCall(api, paths.members)?.get('offset')).toBe('0');
    expect(lastCall(api, paths.members)?.get('limit')).toBe('20');
  });

  it('sends no status filter when both statuses are chosen (null)', async () => {
    const { api } = renderGroupList({
      at: 'people/audiences/7?status=ATTENDED&status=NOT_ATTENDED',
      fetch: listApi([ada]),
    });
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    expect(lastCall(api, paths.members)?.has('isAttended')).toBe(false);
    expect(lastCall(api, paths.count)?.has('isAttended')).toBe(false);
  });

  it('sends isAttended=false for Not Attended alone', async () => {
    const { api } = renderGroupList({
      at: 'people/audiences/7?status=NOT_ATTENDED',
      fetch: listApi([bob]),
    });
    await screen.findByRole('row', { name: /Bob Marley/ });
    expect(lastCall(api, paths.members)?.get('isAttended')).toBe('false');
    expect(lastCall(api, paths.count)?.get('isAttended')).toBe('false');
  });

  it('restores the filters of the URL in the filter widgets', async () => {
    renderGroupList({
      at: 'people/audiences/7?q=ada&roles=SPEAKER&ticketTypeIds=101&status=NOT_ATTENDED',
      fetch: listApi([ada]),
    });
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    expect(screen.getByRole('searchbox', { name: 'Search audiences' })).toHaveValue('ada');
    expect(screen.getByRole('button', { name: /Role/ })).toHaveTextContent('Speaker');
    expect(screen.getByRole('button', { name: /Status/ })).toHaveTextContent('Not Attended');
    // The whole label (cut on screen by CSS), so that the trigger's name contains what it shows.
    expect(screen.getByRole('button', { name: /Ticket type/ })).toHaveTextContent(
      'General admission',
    );
  });

  it('takes the total from the counts call and pages by 20', async () => {
    const { user, api } = renderGroupList({ fetch: listApi([ada, bob], 45) });
    expect(await screen.findByText('1–20 of 45')).toBeInTheDocument();
    // The count says what it counts: the group's registrants, as its card does.
    await waitFor(() =>
      expect(screen.getByTestId('list-count')).toHaveTextContent(/^45 registrants$/),
    );
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('21–40 of 45')).toBeInTheDocument();
    expect(currentSearch().get('page')).toBe('2');
    expect(lastCall(api, paths.members)?.get('offset')).toBe('20');
  });

  it('says "Updating count…" beside a snapshot older than the data, and reads it again until current', async () => {
    let calls = 0;
    const api = listApi([ada, bob], 45).on('GET', paths.count, () =>
      ++calls === 1 ? { total: 44, isCountUpdating: true } : { total: 45 },
    );
    renderGroupList({ fetch: api });
    await waitFor(() =>
      expect(screen.getByTestId('list-count')).toHaveTextContent(/^44 registrantsUpdating count…$/),
    );
    await waitFor(
      () => expect(screen.getByTestId('list-count')).toHaveTextContent(/^45 registrants$/),
      { timeout: 5_000 },
    );
    expect(api.callsTo('GET', paths.count)).toHaveLength(2);
  });

  it("says 'No audience found' for a group without members", async () => {
    renderGroupList({ fetch: listApi([]) });
    expect(await screen.findByText(PEOPLE_MESSAGES.noAudienceFound)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it.each(['q=zzz', 'roles=MODERATOR', 'status=ATTENDED', 'ticketTypeIds=101'])(
    "says 'No search results found' when %s matches nobody",
    async (query) => {
      renderGroupList({ at: `people/audiences/7?${query}`, fetch: listApi([]) });
      expect(await screen.findByText(MESSAGES.noSearchResultsFound)).toBeInTheDocument();
      expect(screen.queryByText(PEOPLE_MESSAGES.noAudienceFound)).not.toBeInTheDocument();
    },
  );

  it('shows an error with Retry when the list fails', async () => {
    let fail = true;
    const api = listApi([ada]).on('GET', paths.members, () =>
      fail
        ? reply({ status: 500, body: { code: 'INTERNAL', message: 'Database unavailable' } })
        : { items: [ada] },
    );
    const { user } = renderGroupList({ fetch: api });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Audiences could not be loaded');
    expect(alert).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Ada Lovelace/ })).toBeInTheDocument();
  });

  it('shows an unknown group as not found', async () => {
    const api = listApi().on(
      'GET',
      paths.group,
      reply({ status: 404, body: { code: 'NOT_FOUND', message: 'Audience group not found' } }),
    );
    renderGroupList({ fetch: api });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Audience group could not be loaded');
    expect(alert).toHaveTextContent('Audience group not found');
    expect(screen.getByRole('link', { name: 'Back to audiences' })).toBeInTheDocument();
  });

  it('names a flow sub-group after its flow', async () => {
    const api = listApi().on(
      'GET',
      paths.group,
      groupDetail({
        name: 'VIP',
        audienceGroupType: 'TICKET',
        parentGroupId: 3,
        parentName: 'Main registration',
      }),
    );
    renderGroupList({ fetch: api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Main registration › VIP' }),
    ).toBeInTheDocument();
  });

  describe('Download CSV', () => {
    const createObjectURL = jest.fn(() => 'blob:audiences');
    beforeAll(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    });

    it('downloads the filtered list as audience-list.csv', async () => {
      const api = listApi([ada]).on(
        'GET',
        paths.csv,
        reply({ text: 'First name\n', headers: { 'content-type': 'text/csv' } }),
      );
      const { user } = renderGroupList({
        at: 'people/audiences/7?q=ada&status=ATTENDED',
        fetch: api,
      });
      await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
      const sent = lastCall(api, paths.csv);
      expect(sent?.get('search')).toBe('ada');
      expect(sent?.get('isAttended')).toBe('true');
      const click = jest.mocked(HTMLAnchorElement.prototype.click);
      expect((click.mock.contexts.at(-1) as HTMLAnchorElement).download).toBe('audience-list.csv');
    });

    it("says 'Failed to download audiences' when it fails", async () => {
      const api = listApi([ada]).on(
        'GET',
        paths.csv,
        reply({ status: 500, body: { code: 'INTERNAL', message: 'x' } }),
      );
      const { user, notify } = renderGroupList({ fetch: api });
      await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith(PEOPLE_MESSAGES.failedToDownloadAudiences, {
          tone: 'error',
          durationMs: 5000,
        }),
      );
    });
  });
});
