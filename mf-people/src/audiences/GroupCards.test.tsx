/** Every card and sub-group of the Audience groups tab opens its own list (spec people §2). */
import { screen, waitFor, within } from '@testing-library/react';
import { FetchRouter } from '@console/shared/testing';
import { AudiencesPage } from './AudiencesPage';
import { GroupSection } from './AudienceGroupsTab';
import { paths, renderPage } from './testing/render';
import type { AudienceGroup, AudienceListResponse } from '@console/people-contract';

const PATH = '/event/:eventId/people/audiences';

const group = (
  audienceGroupId: number,
  name: string,
  audienceGroupType: AudienceGroup['audienceGroupType'],
  extra: Partial<AudienceGroup> = {},
): AudienceGroup => ({
  audienceGroupId,
  name,
  description: null,
  audienceGroupType,
  isActive: true,
  noOfAudiences: 10,
  noOfSubGroups: 0,
  subGroups: [],
  ...extra,
});

const LIST: AudienceListResponse = {
  roleBasedGroupList: [group(1, 'Attendees', 'ROLE'), group(2, 'Speakers', 'ROLE')],
  flowGroupList: [
    group(3, 'Main registration', 'FLOW', {
      noOfSubGroups: 2,
      subGroups: [
        { id: 31, name: 'Early birds', isActive: true, isCustomGroup: false, noOfAudiences: 4 },
        { id: 32, name: 'Students', isActive: true, isCustomGroup: false, noOfAudiences: 6 },
      ],
    }),
  ],
  ticketBasedGroupList: [group(4, 'VIP', 'TICKET')],
  joinedBasedGroupList: [group(5, 'Attended', 'JOINED'), group(6, 'Not attended', 'JOINED')],
  customGroupList: [group(8, 'Berlin locals', 'CUSTOM')],
  invitedGroupList: [group(9, 'Partners', 'INVITE_ONLY')],
};

describe('group cards', () => {
  it('link every group and every sub-group to its audience list, custom groups to their screen', async () => {
    const { user } = renderPage(<AudiencesPage />, {
      path: PATH,
      initialUrl: '/event/42/people/audiences',
      fetch: new FetchRouter().on('GET', paths.groups, LIST),
    });
    await screen.findByRole('region', { name: 'Role' });
    const hrefs: [string, string, number][] = [
      ['Role', 'Attendees', 1],
      ['Role', 'Speakers', 2],
      ['Tickets', 'VIP', 4],
      ['Status', 'Attended', 5],
      ['Status', 'Not attended', 6],
    ];
    for (const [section, name, id] of hrefs)
      expect(
        within(screen.getByRole('region', { name: section })).getByRole('link', {
          name: new RegExp(`^${name}`),
        }),
      ).toHaveAttribute('href', `/event/42/people/audiences/${id}`);
    expect(
      within(screen.getByRole('region', { name: 'Custom groups' })).getByRole('link', {
        name: /^Berlin locals/,
      }),
    ).toHaveAttribute('href', '/event/42/people/custom-audience/8');

    const flows = screen.getByRole('region', { name: 'Registration flows' });
    await user.click(within(flows).getByRole('button', { name: /Main registration/ }));
    const subGroups = within(flows).getByRole('list', { name: 'Sub-groups of Main registration' });
    expect(
      within(subGroups)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['All in Main registration10 registrants', '/event/42/people/audiences/3'],
      ['Early birds4 registrants', '/event/42/people/audiences/31'],
      ['Students6 registrants', '/event/42/people/audiences/32'],
    ]);
  });

  it('opens a sub-group’s list client-side', async () => {
    const { user } = renderPage(<AudiencesPage />, {
      path: PATH,
      initialUrl: '/event/42/people/audiences',
      fetch: new FetchRouter().on('GET', paths.groups, LIST),
      routes: [{ path: `${PATH}/:audienceGroupId`, element: <p>Group page</p> }],
    });
    const flows = await screen.findByRole('region', { name: 'Registration flows' });
    await user.click(within(flows).getByRole('button', { name: /Main registration/ }));
    await user.click(within(flows).getByRole('link', { name: /Students/ }));
    expect(await screen.findByText('Group page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/event\/42\/people\/audiences\/32$/,
    );
  });

  it('offer Rename and Delete on custom groups only, never on system groups', async () => {
    renderPage(<AudiencesPage />, {
      path: PATH,
      initialUrl: '/event/42/people/audiences',
      fetch: new FetchRouter().on('GET', paths.groups, LIST),
    });
    await screen.findByRole('region', { name: 'Role' });
    expect(
      screen.getAllByRole('button', { name: /^Rename / }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Rename Berlin locals']);
    expect(
      screen.getAllByRole('button', { name: /^Delete / }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Delete Berlin locals']);
  });

  it('offer them on invite lists with the invite list permission, and on custom groups with the audience groups one', () => {
    const section = (
      <GroupSection
        title="Groups"
        groups={[group(8, 'Berlin locals', 'CUSTOM'), group(9, 'Partners', 'INVITE_ONLY')]}
        hrefOf={(g) => `/g/${g.audienceGroupId}`}
      />
    );
    const labels = () =>
      screen
        .queryAllByRole('button', { name: /^Rename / })
        .map((b) => b.getAttribute('aria-label'));
    const { unmount } = renderPage(section, {
      path: PATH,
      initialUrl: '/event/42/people/audiences',
      permissions: ['PEOPLE_INVITE_LIST_WRITE'],
    });
    expect(labels()).toEqual(['Rename Partners']);
    unmount();
    const second = renderPage(section, {
      path: PATH,
      initialUrl: '/event/42/people/audiences',
      permissions: ['PEOPLE_AUDIENCE_GROUPS_WRITE'],
    });
    expect(labels()).toEqual(['Rename Berlin locals']);
    second.unmount();
    renderPage(section, { path: PATH, initialUrl: '/event/42/people/audiences', readOnly: true });
    expect(screen.getByRole('button', { name: 'Rename Partners' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Berlin locals' })).toBeDisabled();
  });

  it("offer 'Create custom group', which opens the create dialog; disabled when read-only", async () => {
    const { user, unmount } = renderPage(<AudiencesPage />, {
      path: PATH,
      initialUrl: '/event/42/people/audiences',
      fetch: new FetchRouter().on('GET', paths.groups, LIST),
    });
    await user.click(await screen.findByRole('button', { name: 'Create custom group' }));
    expect(await screen.findByRole('dialog', { name: 'Create custom group' })).toBeInTheDocument();
    unmount();
    renderPage(<AudiencesPage />, {
      path: PATH,
      initialUrl: '/event/42/people/audiences',
      fetch: new FetchRouter().on('GET', paths.groups, LIST),
      readOnly: true,
    });
    expect(await screen.findByRole('button', { name: 'Create custom group' })).toBeDisabled();
  });
});

describe('custom group counts being recounted', () => {
  const updating = {
    ...LIST,
    customGroupList: [
      group(8, 'Berlin locals', 'CUSTOM', { noOfAudiences: 1234, isCountUpdating: true }),
      group(10, 'Newcomers', 'CUSTOM', {
        noOfAudiences: 0,
        isCountUpdating: true,
        isCountMissing: true,
      }),
    ],
  };
  const fresh = {
    ...LIST,
    customGroupList: [
      group(8, 'Berlin locals', 'CUSTOM', { noOfAudiences: 1240 }),
      group(10, 'Newcomers', 'CUSTOM', { noOfAudiences: 7 }),
    ],
  };

  it('keep the last count with "Updating count…", say "Counting…" when none, and refresh until current', async () => {
    let calls = 0;
    const api = new FetchRouter().on('GET', paths.groups, () => (++calls === 1 ? updating : fresh));
    renderPage(<AudiencesPage />, {
      path: PATH,
      initialUrl: '/event/42/people/audiences',
      fetch: api,
    });
    const custom = await screen.findByRole('region', { name: 'Custom groups' });
    const card = (name: RegExp) => within(custom).getByRole('link', { name });
    expect(card(/^Berlin locals/)).toHaveTextContent(
      /^Berlin locals1,234 membersUpdating count…›$/,
    );
    expect(card(/^Newcomers/)).toHaveTextContent(/^NewcomersCounting…›$/);

    await waitFor(
      () => expect(card(/^Berlin locals/)).toHaveTextContent(/^Berlin locals1,240 members›$/),
      {
        timeout: 5_000,
      },
    );
    expect(card(/^Newcomers/)).toHaveTextContent(/^Newcomers7 members›$/);
    expect(api.callsTo('GET', paths.groups)).toHaveLength(2);
  });
});
