import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@console/shared/contract';
import { customGroup, member, SPEAKERS_WHO_ATTENDED } from '../testing/fixtures';
import { currentSearch, groupApi, paths, renderCustomGroup, reply } from '../testing/render';
import { PEOPLE_EXTRA_MESSAGES, PEOPLE_MESSAGES } from '@console/people-contract';

const ada = member({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  noOfAudiences: 4,
  accessGroupList: ['Speakers', 'VIP'],
  ticketTypeName: 'VIP pass',
  isAttended: true,
  isManuallyAdded: true,
});
const bob = member({ firstName: 'Bob', lastName: 'Marley', email: 'bob@example.com' });

const published = (overrides: Parameters<typeof customGroup>[0] = {}) =>
  customGroup({ status: 'PUBLISHED', isActive: true, ...overrides }, SPEAKERS_WHO_ATTENDED);
const staticDraft = () => customGroup({ groupUpdateType: 'STATIC' }, SPEAKERS_WHO_ATTENDED);

describe('custom group members', () => {
  it('lists a saved group’s members with the spec’s columns and the count', async () => {
    const api = groupApi({ group: published(), rows: [ada, bob], total: 2 });
    renderCustomGroup({ fetch: api });
    const table = await screen.findByRole('grid', { name: 'Members' });
    const row = await within(table).findByRole('row', { name: /Ada Lovelace/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Audiences', 'Name', 'Access groups', 'Ticket type', 'Status', 'Access']);
    expect(row).toHaveTextContent('4');
    expect(row).toHaveTextContent('ada@example.com');
    expect(row).toHaveTextContent('Manually added');
    expect(row).toHaveTextContent('VIP pass');
    expect(
      within(row).getByRole('list', { name: 'Access groups of Ada Lovelace' }),
    ).toHaveTextContent('SpeakersVIP');
    expect(within(row).getByText('Attended')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Bob Marley/ })).toHaveTextContent(
      'Not attended',
    );
    expect(within(table).getByRole('row', { name: /Bob Marley/ })).not.toHaveTextContent(
      'Manually added',
    );
    expect(screen.getByTestId('audience-count')).toHaveTextContent('2 members');
    expect(api.callsTo('GET', paths.members)[0]?.url.searchParams.get('offset')).toBe('0');
    expect(api.callsTo('POST', paths.audience)).toHaveLength(0);
  });

  it('says "Updating count…" beside a big event’s count older than the data, until current', async () => {
    let calls = 0;
    const api = groupApi({ group: published(), rows: [ada, bob], total: 2 }).on(
      'GET',
      paths.membersCount,
      () => (++calls === 1 ? { total: 1, isCountUpdating: true } : { total: 2 }),
    );
    renderCustomGroup({ fetch: api });
    await waitFor(() =>
      expect(screen.getByTestId('audience-count')).toHaveTextContent(/^1 memberUpdating count…$/),
    );
    await waitFor(
      () => expect(screen.getByTestId('audience-count')).toHaveTextContent(/^2 members$/),
      { timeout: 5_000 },
    );
  });

  it('leaves out the Ticket type column for webinars', async () => {
    renderCustomGroup({
      fetch: groupApi({ group: published(), rows: [ada] }),
      eventType: 'WEBINAR',
    });
    const table = await screen.findByRole('grid', { name: 'Members' });
    await within(table).findByRole('row', { name: /Ada Lovelace/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Audiences', 'Name', 'Access groups', 'Status']);
  });

  it('asks a draft’s filter audience, and searches and pages through the URL', async () => {
    const api = groupApi({ group: customGroup({}, SPEAKERS_WHO_ATTENDED), rows: [ada], total: 45 });
    const { user } = renderCustomGroup({ fetch: api });
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    expect(api.callsTo('POST', paths.audienceCount)[0]?.body).toEqual({
      search: '',
      filterSet: SPEAKERS_WHO_ATTENDED,
      audienceGroupId: null,
    });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(currentSearch().get('page')).toBe('3'));
    await waitFor(() =>
      expect(api.callsTo('POST', paths.audience).at(-1)?.body).toMatchObject({ offset: 40 }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'ada');
    await waitFor(() => expect(currentSearch().get('q')).toBe('ada'), { timeout: 2000 });
    expect(currentSearch().get('page')).toBeNull();
    await waitFor(() =>
      expect(api.callsTo('POST', paths.audience).at(-1)?.body).toMatchObject({
        offset: 0,
        search: 'ada',
      }),
    );
  });

  it.each([
    ['ACTIVE', PEOPLE_EXTRA_MESSAGES.activeGroupEmpty],
    ['STATIC', PEOPLE_EXTRA_MESSAGES.staticGroupEmpty],
  ] as const)('says what to do in an empty %s group', async (type, text) => {
    const api = groupApi({ group: customGroup({ groupUpdateType: type }) });
    renderCustomGroup({ fetch: api });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(api.callsTo('POST', paths.audience)).toHaveLength(0);
  });

  it("says 'No search results found' when a search matches nobody", async () => {
    renderCustomGroup({
      at: 'people/custom-audience/12?q=zzz',
      fetch: groupApi({ group: published(), rows: [] }),
    });
    expect(await screen.findByText(MESSAGES.noSearchResultsFound)).toBeInTheDocument();
  });

  it("removes a manual member after 'Remove this attendee from the group?'", async () => {
    const api = groupApi({ group: published(), rows: [ada] }).on(
      'DELETE',
      paths.manualMember(ada.registrationId),
      reply({ status: 204 }),
    );
    const { user } = renderCustomGroup({ fetch: api });
    await user.click(
      await screen.findByRole('button', { name: 'Remove Ada Lovelace from the group' }),
    );
    const dialog = screen.getByRole('alertdialog', {
      name: PEOPLE_MESSAGES.removeAttendeeFromGroup,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', paths.manualMember(ada.registrationId))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove Ada Lovelace from the group' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() =>
      expect(api.callsTo('DELETE', paths.manualMember(ada.registrationId))).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET', paths.members).length).toBeGreaterThan(1));
  });

  it('offers no remove before the group is saved', async () => {
    renderCustomGroup({
      fetch: groupApi({ group: customGroup({}, SPEAKERS_WHO_ATTENDED), rows: [ada] }),
    });
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    expect(
      screen.queryByRole('button', { name: 'Remove Ada Lovelace from the group' }),
    ).not.toBeInTheDocument();
  });

  describe('static groups', () => {
    it('cannot be saved until members are chosen, and sends the chosen ids', async () => {
      const api = groupApi({ group: staticDraft(), rows: [ada, bob], total: 45 });
      const { user } = renderCustomGroup({ fetch: api });
      const save = await screen.findByRole('button', { name: 'Create group' });
      await screen.findByRole('row', { name: /Ada Lovelace/ });
      expect(save).toBeDisabled();
      expect(screen.getByRole('region', { name: 'Chosen attendees' })).toHaveTextContent(
        '0 selected',
      );
      await user.click(
        screen.getByRole('checkbox', { name: 'Select Ada Lovelace (ada@example.com)' }),
      );
      expect(screen.getByRole('region', { name: 'Chosen attendees' })).toHaveTextContent(
        '1 selected',
      );
      await waitFor(() => expect(save).toBeEnabled());
      await user.click(save);
      await screen.findByText('Audiences page');
      expect(api.callsTo('PUT', paths.group)[0]?.body).toMatchObject({
        groupUpdateType: 'STATIC',
        selectedAudienceRegistrationIdList: [ada.registrationId],
        isStaticGroupWithAllSelected: false,
      });
    });

    it('selects all attendees across pages', async () => {
      const api = groupApi({ group: staticDraft(), rows: [ada, bob], total: 45 });
      const { user } = renderCustomGroup({ fetch: api });
      await screen.findByRole('row', { name: /Ada Lovelace/ });
      await waitFor(() => expect(screen.getByTestId('audience-count')).toHaveTextContent('45'));
      await user.click(screen.getByRole('button', { name: 'Select all attendees across pages' }));
      expect(screen.getByRole('region', { name: 'Chosen attendees' })).toHaveTextContent(
        'All 45 registrants selected',
      );
      expect(
        screen.getByRole('checkbox', { name: 'Select Bob Marley (bob@example.com)' }),
      ).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Create group' }));
      await screen.findByText('Audiences page');
      expect(api.callsTo('PUT', paths.group)[0]?.body).toMatchObject({
        selectedAudienceRegistrationIdList: [],
        isStaticGroupWithAllSelected: true,
      });
    });

    it('has no checkboxes in an active group', async () => {
      renderCustomGroup({ fetch: groupApi({ group: published(), rows: [ada] }) });
      await screen.findByRole('row', { name: /Ada Lovelace/ });
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Chosen attendees' })).not.toBeInTheDocument();
    });
  });

  describe('Download CSV', () => {
    const createObjectURL = jest.fn(() => 'blob:members');
    const click = jest.fn();
    beforeAll(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        click(this.download);
      });
    });

    it('downloads a saved group’s members as custom-group.csv', async () => {
      const api = groupApi({ group: published(), rows: [ada] }).on(
        'GET',
        paths.membersCsv,
        reply({ text: 'Name\n', headers: { 'content-type': 'text/csv' } }),
      );
      const { user } = renderCustomGroup({ fetch: api });
      await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(click).toHaveBeenCalledWith('custom-group.csv'));
    });

    it("says 'Failed to download CSV' when it fails", async () => {
      const api = groupApi({ group: published(), rows: [ada] }).on(
        'GET',
        paths.membersCsv,
        reply({ status: 500, body: { code: 'INTERNAL', message: 'boom' } }),
      );
      const { user, notify } = renderCustomGroup({ fetch: api });
      await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith(PEOPLE_MESSAGES.failedToDownloadCsv, {
          tone: 'error',
          durationMs: 5000,
        }),
      );
    });

    it('is not offered before the group is saved', async () => {
      renderCustomGroup({ fetch: groupApi({ group: customGroup({}, SPEAKERS_WHO_ATTENDED) }) });
      await screen.findByRole('button', { name: 'Create group' });
      expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    });
  });
});
