import { screen, waitFor, within } from '@testing-library/react';
import { customGroup, member, SPEAKERS_WHO_ATTENDED } from '../testing/fixtures';
import { currentSearch, groupApi, paths, renderCustomGroup, reply } from '../testing/render';
import { PEOPLE_MESSAGES } from '@console/people-contract';

const published = (overrides: Parameters<typeof customGroup>[0] = {}) =>
  customGroup({ status: 'PUBLISHED', isActive: true, ...overrides }, SPEAKERS_WHO_ATTENDED);

/** Adds "Attended is True" through the filter panel and applies it. */
async function applyAttendedFilter(user: ReturnType<typeof renderCustomGroup>['user']) {
  const panel = await screen.findByRole('dialog', { name: 'Filters' });
  await user.click(await within(panel).findByRole('button', { name: 'Add filter' }));
  await user.click(within(panel).getByRole('button', { name: /Field$/ }));
  await user.click(screen.getByRole('option', { name: 'Attended' }));
  await user.click(within(panel).getByRole('button', { name: /Operator$/ }));
  await user.click(screen.getByRole('option', { name: 'True' }));
  await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
}

describe('Custom audience group screen', () => {
  it.each([
    ['ACTIVE', 'Active group'],
    ['STATIC', 'Static group'],
  ] as const)('shows %s groups as %j with the name, back to audiences', async (type, label) => {
    renderCustomGroup({ fetch: groupApi({ group: customGroup({ groupUpdateType: type }) }) });
    const heading = await screen.findByRole('heading', { level: 1, name: /Berlin locals/ });
    expect(heading).toHaveTextContent(label);
    expect(screen.getByRole('link', { name: 'Back to audiences' })).toHaveAttribute(
      'href',
      '/event/42/people/audiences?selectedTab=SYSTEM_GROUPS',
    );
  });

  it('offers Create group for a draft and Update for a published group', async () => {
    const { unmount } = renderCustomGroup();
    expect(await screen.findByRole('button', { name: 'Create group' })).toBeInTheDocument();
    unmount();
    renderCustomGroup({ fetch: groupApi({ group: published() }) });
    expect(await screen.findByRole('button', { name: 'Update' })).toBeInTheDocument();
  });

  describe('Enable access controls', () => {
    it('asks the enable confirmation before turning it on, and the disable one before off', async () => {
      const { user } = renderCustomGroup();
      const toggle = await screen.findByRole('switch', { name: 'Enable access controls' });
      await user.click(toggle);
      let dialog = screen.getByRole('alertdialog');
      expect(dialog).toHaveTextContent(PEOPLE_MESSAGES.enableAccessControlConfirm);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(toggle).not.toBeChecked();
      await user.click(toggle);
      await user.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Enable' }),
      );
      expect(toggle).toBeChecked();
      await user.click(toggle);
      dialog = screen.getByRole('alertdialog');
      expect(dialog).toHaveTextContent(PEOPLE_MESSAGES.disableAccessControlConfirm);
      await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
      expect(toggle).not.toBeChecked();
    });

    it('is disabled, saying why, when the group is used for session access', async () => {
      const { user } = renderCustomGroup({
        fetch: groupApi({
          group: customGroup({
            isAccessControlEnabled: true,
            isGroupAlreadyUsedInSessionManagement: true,
          }),
        }),
      });
      expect(await screen.findByRole('switch', { name: 'Enable access controls' })).toBeDisabled();
      await user.hover(
        screen.getByRole('button', { name: 'Why access controls cannot be changed' }),
      );
      expect(await screen.findByRole('tooltip')).toHaveTextContent(
        PEOPLE_MESSAGES.groupUsedForSessionAccess,
      );
    });

    it('is not offered for webinars', async () => {
      renderCustomGroup({ eventType: 'WEBINAR' });
      await screen.findByRole('button', { name: 'Create group' });
      expect(
        screen.queryByRole('switch', { name: 'Enable access controls' }),
      ).not.toBeInTheDocument();
    });
  });

  describe('the filter panel', () => {
    it('opens from ?isFilterPopUpOpened=true, and closing it updates the URL', async () => {
      const { user } = renderCustomGroup({
        at: 'people/custom-audience/12?isFilterPopUpOpened=true',
      });
      const panel = await screen.findByRole('dialog', { name: 'Filters' });
      await user.click(within(panel).getByRole('button', { name: 'Close filters' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(currentSearch().has('isFilterPopUpOpened')).toBe(false);
      await user.click(screen.getByRole('button', { name: 'Filters' }));
      expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
      expect(currentSearch().get('isFilterPopUpOpened')).toBe('true');
    });

    it('applies the filters: shown above the table, sent to the audience query 1 s later', async () => {
      const api = groupApi({ rows: [member({ firstName: 'Ada' })] });
      const { user } = renderCustomGroup({
        at: 'people/custom-audience/12?isFilterPopUpOpened=true',
        fetch: api,
      });
      await applyAttendedFilter(user);
      expect(await screen.findByRole('list', { name: 'Applied filters' })).toHaveTextContent(
        'Attended',
      );
      expect(api.callsTo('POST', paths.audience)).toHaveLength(0);
      await waitFor(() => expect(api.callsTo('POST', paths.audience)).toHaveLength(1), {
        timeout: 2000,
      });
      const sent = api.callsTo('POST', paths.audience)[0]?.body;
      expect(sent).toMatchObject({
        offset: 0,
        search: '',
        audienceGroupId: null,
        filterSet: {
          operationType: 'AND',
          isPassAudienceGroupId: false,
          filterConditionsDTOList: [{ filterFieldId: 'attended', operator: 'IS_TRUE' }],
        },
      });
      expect(await screen.findByRole('row', { name: /Ada/ })).toBeInTheDocument();
    });

    it("asks 'Refresh filter?' before changing an existing active group's filters", async () => {
      const api = groupApi({ group: published(), rows: [member()] });
      const { user } = renderCustomGroup({ fetch: api });
      const applied = await screen.findByRole('list', { name: 'Applied filters' });
      await user.click(within(applied).getByRole('button', { name: /^Remove filter Role/ }));
      const dialog = screen.getByRole('alertdialog', { name: PEOPLE_MESSAGES.refreshFilterTitle });
      expect(dialog).toHaveTextContent(PEOPLE_MESSAGES.refreshFilterMessage);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(within(applied).getAllByRole('button', { name: /^Remove filter/ })).toHaveLength(2);
      await user.click(within(applied).getByRole('button', { name: /^Remove filter Role/ }));
      await user.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Refresh' }),
      );
      expect(within(applied).getAllByRole('button', { name: /^Remove filter/ })).toHaveLength(1);
      await waitFor(() => expect(api.callsTo('POST', paths.audience)).toHaveLength(1), {
        timeout: 2000,
      });
      expect(api.callsTo('POST', paths.audience)[0]?.body).toMatchObject({
        audienceGroupId: 12,
        filterSet: { isPassAudienceGroupId: true },
      });
    });

    it('applies a static group’s changed filters without asking', async () => {
      const { user } = renderCustomGroup({
        fetch: groupApi({ group: published({ groupUpdateType: 'STATIC' }) }),
      });
      const applied = await screen.findByRole('list', { name: 'Applied filters' });
      await user.click(within(applied).getByRole('button', { name: /^Remove filter Role/ }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(within(applied).getAllByRole('button', { name: /^Remove filter/ })).toHaveLength(1);
    });
  });

  describe('leaving with unsaved filters', () => {
    it('asks before Back and Cancel, and leaves on confirm', async () => {
      const { user } = renderCustomGroup({
        fetch: groupApi({ group: published({ groupUpdateType: 'STATIC' }) }),
      });
      const applied = await screen.findByRole('list', { name: 'Applied filters' });
      await user.click(within(applied).getByRole('button', { name: /^Remove filter Role/ }));
      await user.click(screen.getByRole('link', { name: 'Back to audiences' }));
      let dialog = screen.getByRole('alertdialog');
      expect(dialog).toHaveTextContent(PEOPLE_MESSAGES.leaveWithUnsavedFilters);
      await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Berlin locals');
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      dialog = screen.getByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
      expect(await screen.findByText('Audiences page')).toBeInTheDocument();
    });

    it('prompts on beforeunload only while filters are unsaved', async () => {
      const { user } = renderCustomGroup({
        fetch: groupApi({ group: published({ groupUpdateType: 'STATIC' }) }),
      });
      const applied = await screen.findByRole('list', { name: 'Applied filters' });
      const unload = () => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      };
      expect(unload()).toBe(false);
      await user.click(within(applied).getByRole('button', { name: /^Remove filter Role/ }));
      expect(unload()).toBe(true);
    });

    it('leaves at once without unsaved filters', async () => {
      const { user } = renderCustomGroup({ fetch: groupApi({ group: published() }) });
      await user.click(await screen.findByRole('button', { name: 'Cancel' }));
      expect(await screen.findByText('Audiences page')).toBeInTheDocument();
    });
  });

  describe('saving', () => {
    it('is disabled for an active draft without filters', async () => {
      renderCustomGroup();
      expect(await screen.findByRole('button', { name: 'Create group' })).toBeDisabled();
    });

    it('publishes a draft and lands on audiences with cag_created and the id', async () => {
      const api = groupApi({
        group: customGroup({ isAccessControlEnabled: true }, SPEAKERS_WHO_ATTENDED),
      });
      const { user } = renderCustomGroup({ fetch: api });
      const save = await screen.findByRole('button', { name: 'Create group' });
      await waitFor(() => expect(save).toBeEnabled());
      await user.click(save);
      expect(await screen.findByText('Audiences page')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/event/42/people/audiences?cag_created=true&createdAudienceGroupId=12',
      );
      expect(api.callsTo('PUT', paths.group)[0]?.body).toMatchObject({
        groupName: 'Berlin locals',
        isAccessControlEnabled: true,
        groupUpdateType: 'ACTIVE',
        isActive: true,
        status: 'PUBLISHED',
        filterMapping: { operationType: 'AND' },
        selectedAudienceRegistrationIdList: [],
        isStaticGroupWithAllSelected: false,
      });
    });

    it('updates a published group and lands on audiences with cag_updated', async () => {
      const { user } = renderCustomGroup({ fetch: groupApi({ group: published() }) });
      const save = await screen.findByRole('button', { name: 'Update' });
      await waitFor(() => expect(save).toBeEnabled());
      await user.click(save);
      expect(await screen.findByText('Audiences page')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/event/42/people/audiences?cag_updated=true',
      );
    });

    it('asks first when the calendar invites are blocked day-wise', async () => {
      const api = groupApi({ group: published(), isDayWiseBlock: true });
      const { user } = renderCustomGroup({ fetch: api });
      const save = await screen.findByRole('button', { name: 'Update' });
      await waitFor(() => expect(save).toBeEnabled());
      await user.click(save);
      const dialog = screen.getByRole('alertdialog');
      expect(dialog).toHaveTextContent(PEOPLE_MESSAGES.dayWiseBlockConfirm);
      expect(api.callsTo('PUT', paths.group)).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Update' }));
      expect(await screen.findByText('Audiences page')).toBeInTheDocument();
      expect(api.callsTo('PUT', paths.group)).toHaveLength(1);
    });

    it.each([
      ['DUPLICATE_NAME_REQUEST', 'Name taken', PEOPLE_MESSAGES.duplicateGroupName],
      ['BAD_REQUEST', 'A static group needs members', 'A static group needs members'],
    ])('says why a save failed (%s)', async (code, message, shown) => {
      const api = groupApi({ group: published() }).on(
        'PUT',
        paths.group,
        reply({ status: 400, body: { code, message } }),
      );
      const { user, notify } = renderCustomGroup({ fetch: api });
      const save = await screen.findByRole('button', { name: 'Update' });
      await waitFor(() => expect(save).toBeEnabled());
      await user.click(save);
      await waitFor(() =>
        expect(notify).toHaveBeenCalledWith(shown, { tone: 'error', durationMs: 5000 }),
      );
      expect(screen.queryByText('Audiences page')).not.toBeInTheDocument();
    });
  });
});
