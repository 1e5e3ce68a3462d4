import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@console/shared/contract';
import { FetchRouter } from '@console/shared/testing';
import { AudiencesPage } from './AudiencesPage';
import { EVENT_ID, paths, renderPage, reply } from './testing/render';
import {
  type AudienceGroup,
  type AudienceListResponse,
  INVITE_LIST_API,
  PEOPLE_MESSAGES,
} from '@console/people-contract';
import { ACCESS_API } from '@console/access-control-contract';

const PATH = '/event/:eventId/people/audiences';

function group(
  audienceGroupId: number,
  name: string,
  noOfAudiences: number,
  extra: Partial<AudienceGroup> = {},
): AudienceGroup {
  return {
    audienceGroupId,
    name,
    description: null,
    audienceGroupType: 'ROLE',
    isActive: true,
    noOfAudiences,
    noOfSubGroups: 0,
    subGroups: [],
    ...extra,
  };
}

const LIST: AudienceListResponse = {
  roleBasedGroupList: [
    group(1, 'Attendees', 1234, { role: 'ATTENDEE' }),
    group(2, 'Speakers', 1, { role: 'SPEAKER' }),
  ],
  flowGroupList: [
    group(3, 'Main registration', 300, {
      audienceGroupType: 'FLOW',
      noOfSubGroups: 2,
      subGroups: [
        { id: 31, name: 'Early birds', isActive: true, isCustomGroup: false, noOfAudiences: 120 },
        { id: 32, name: 'Students', isActive: true, isCustomGroup: false, noOfAudiences: 2500 },
      ],
    }),
  ],
  ticketBasedGroupList: [group(4, 'VIP', 12, { audienceGroupType: 'TICKET' })],
  joinedBasedGroupList: [group(5, 'Attended', 700, { audienceGroupType: 'JOINED' })],
  customGroupList: [group(6, 'Berlin locals', 88, { audienceGroupType: 'CUSTOM' })],
  invitedGroupList: [group(7, 'Partners', 40, { audienceGroupType: 'INVITE_ONLY' })],
};

/** A fake API answering the audience groups with `list`, and the invite lists tab with its invite lists. */
const groupsApi = (list: AudienceListResponse = LIST) =>
  new FetchRouter()
    .on('GET', paths.groups, list)
    .on('GET', INVITE_LIST_API.lists(EVENT_ID), { inviteLists: list.invitedGroupList })
    .on('GET', ACCESS_API.groups(EVENT_ID), {
      groups: [
        {
          groupId: 1,
          groupName: 'Attendees base',
          groupType: 'DEFAULT',
          isBaseGroup: true,
          baseAccessGroupId: null,
          audienceGroupId: null,
        },
      ],
    });

describe('AudiencesPage', () => {
  it('shows the groups in the spec sections with counts, expandable sub-groups and detail links', async () => {
    const { user, api } = renderPage(<AudiencesPage />, {
      path: PATH,
      initialUrl: '/event/42/people/audiences',
      fetch: groupsApi(),
    });

    expect(screen.getByText('Loading audience groups…')).toBeInTheDocument();
    const role = await screen.findByRole('region', { name: 'Role' });
    expect(api.calls.map((c) => `${c.method} ${c.url.pathname}${c.url.search}`)).toEqual([
      'GET /api/events/42/audience-groups',
    ]);

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Role', 'Registration flows', 'Tickets', 'Status', 'Custom groups']);

    const attendees = within(role).getByRole('link', { name: /Attendees/ });
    expect(attendees).toHaveTextContent('1,234 registrants with the Attendee role');
    expect(attendees).toHaveAttribute('href', '/event/42/people/audiences/1');
    expect(within(role).getByRole('link', { name: /Speakers/ })).toHaveTextContent(
      '1 registrant with the Speaker role',
    );

    const flows = screen.getByRole('region', { name: 'Registration flows' });
    const toggle = within(flows).getByRole('button', { name: /Main registration/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(flows).queryByText('Early birds')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const subGroups = within(flows).getByRole('list', { name: 'Sub-groups of Main registration' });
    expect(within(subGroups).getByText('Early birds')).toBeVisible();
    expect(within(subGroups).getByText('2,500 registrants')).toBeVisible();
  });

  it('opens a group without sub-groups client-side from its card', async () => {
    const { user } = renderPage(<AudiencesPage />, {
      path: PATH,
      initialUrl: '/event/42/people/audiences',
      fetch: groupsApi(),
      routes: [{ path: `${PATH}/:audienceGroupId`, element: <p>Group page</p> }],
    });
    const role = await screen.findByRole('region', { name: 'Role' });
    await user.click(within(role).getByRole('link', { name: /Speakers/ }));
    expect(await screen.findByText('Group page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/event\/42\/people\/audiences\/2$/);
  });

  it('shows an error with Retry that loads again', async () => {
    let fail = true;
    const failingOnce = new FetchRouter().on('GET', paths.groups, () =>
      fail
        ? reply({ status: 500, body: { code: 'INTERNAL', message: 'Database unavailable' } })
        : LIST,
    );
    const { user, api } = renderPage(<AudiencesPage />, {
      path: PATH,
      initialUrl: '/event/42/people/audiences',
      fetch: failingOnce,
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Audience groups could not be loaded');
    expect(alert).toHaveTextContent('Database unavailable');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Role' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });

  it('shows the empty state when the event has no groups', async () => {
    renderPage(<AudiencesPage />, {
      path: PATH,
      initialUrl: '/event/42/people/audiences',
      fetch: groupsApi({
        ...LIST,
        roleBasedGroupList: [],
        flowGroupList: [],
        ticketBasedGroupList: [],
        joinedBasedGroupList: [],
        customGroupList: [],
      }),
    });
    expect(await screen.findByText(PEOPLE_MESSAGES.noAudienceFound)).toBeInTheDocument();
  });

  it('opens the tab of the URL, lists invite lists and writes the chosen tab to the URL', async () => {
    const { user } = renderPage(<AudiencesPage />, {
      path: PATH,
      initialUrl: '/event/42/people/audiences?selectedTab=INVITE_LISTS',
      fetch: groupsApi(),
    });

    expect(screen.getByRole('tab', { name: 'Invite list' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const partners = await screen.findByRole('link', { name: /Partners/ });
    expect(partners).toHaveAttribute('href', '/event/42/people/audiences/invite-list/7');

    await user.click(screen.getByRole('tab', { name: 'Access control' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/event/42/people/audiences?selectedTab=EXPERIENCE_MANAGEMENT',
    );
    expect(await screen.findByRole('link', { name: /Attendees base/ })).toHaveAttribute(
      'href',
      '/event/42/people/audiences/experience-management/1',
    );
  });

  it('hides Access control on a webinar and falls back to the first visible tab', () => {
    renderPage(<AudiencesPage />, {
      path: PATH,
      initialUrl: '/event/42/people/audiences?selectedTab=EXPERIENCE_MANAGEMENT',
      eventType: 'WEBINAR',
      fetch: groupsApi(),
    });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Audience groups',
      'Invite list',
    ]);
    expect(screen.getByRole('tab', { name: 'Audience groups' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows the permission-denied page when no tab is visible to the user', () => {
    const { api } = renderPage(<AudiencesPage />, {
      path: PATH,
      initialUrl: '/event/42/people/audiences',
      eventType: 'WEBINAR',
      permissions: ['PEOPLE_ACCESS_CONTROL_WRITE'],
      fetch: groupsApi(),
    });
    expect(
      screen.getByRole('heading', { name: MESSAGES.permissionDeniedTitle }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the invite list empty state', async () => {
    renderPage(<AudiencesPage />, {
      path: PATH,
      initialUrl: '/event/42/people/audiences?selectedTab=INVITE_LISTS',
      fetch: groupsApi({ ...LIST, invitedGroupList: [] }),
    });
    expect(await screen.findByText(PEOPLE_MESSAGES.noInviteListFound)).toBeInTheDocument();
  });

  it('toasts once after a custom group was created and removes the params', async () => {
    const { notify } = renderPage(<AudiencesPage />, {
      path: PATH,
      initialUrl:
        '/event/42/people/audiences?selectedTab=SYSTEM_GROUPS&cag_created=true&createdAudienceGroupId=9',
      fetch: groupsApi(),
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/event/42/people/audiences?selectedTab=SYSTEM_GROUPS',
      ),
    );
    expect(screen.getByTestId('location')).not.toHaveTextContent('cag_created');
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(PEOPLE_MESSAGES.customGroupCreated, {
      tone: 'success',
      durationMs: 5000,
    });
  });

  it('toasts after a custom group was updated', async () => {
    const { notify } = renderPage(<AudiencesPage />, {
      path: PATH,
      initialUrl: '/event/42/people/audiences?cag_updated=true',
      fetch: groupsApi(),
    });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(PEOPLE_MESSAGES.customGroupUpdated, {
        tone: 'success',
        durationMs: 5000,
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/event\/42\/people\/audiences$/),
    );
  });
});
