import { screen, waitFor, within } from '@testing-library/react';
import { ATTENDEES, SPEAKERS, VIP, mapping } from '../testing/fixtures';
import { groupApi, paths, renderGroupPage, reply } from '../testing/render';
import {
  ACCESS_EXTRA_MESSAGES,
  ACCESS_MESSAGES,
  FEATURE_CATALOGUE,
} from '@console/access-control-contract';

/** A ticket group: its base grants Lobby and Networking; it may get Expo and Rooms on top. */
const VIP_MAPPING = mapping(VIP, {
  LOBBY: { status: 'GRANT', revoke: true },
  NETWORKING: { status: 'GRANT', revoke: true },
  EXPO: { grant: true },
  ROOM: { grant: true },
  'ROOM.ACCESS_PVT_ROOMS': { grant: true },
  'ROOM.SHOW_RESERVED_ROOMS_ONLY': { grant: true },
  SEGMENT: { grant: true },
});

const region = (name: string) => screen.getByRole('region', { name });
const switchIn = (section: HTMLElement, name: string) =>
  within(section).getByRole('switch', { name });

describe('GroupPage: a link that names no group', () => {
  it('says so and asks the API nothing', async () => {
    const { api } = renderGroupPage({ groupId: 'not-a-group', api: groupApi(VIP_MAPPING) });
    expect(await screen.findByText('This access group does not exist.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});

describe('GroupPage: sections by group kind', () => {
  it('shows a base group its base section with every feature, and no base choice', async () => {
    renderGroupPage({
      groupId: 1,
      api: groupApi(mapping(ATTENDEES, { LOBBY: { status: 'GRANT' } })),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Attendees' })).toBeInTheDocument();
    const base = region(ACCESS_MESSAGES.baseAccess);
    expect(within(base).getAllByRole('switch')).toHaveLength(FEATURE_CATALOGUE.length);
    expect(switchIn(base, 'Lobby')).toBeChecked();
    expect(switchIn(base, 'Expo')).not.toBeChecked();
    expect(
      within(base).getByText(
        'On: members of this group can enter the lobby. Turning it off takes that away.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Grant access' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Base access group/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to access control' })).toHaveAttribute(
      'href',
      '/event/42/people/audiences?selectedTab=EXPERIENCE_MANAGEMENT',
    );
  });

  it('shows a derived group its base, the grant section and the revoke section, each with its descriptions', async () => {
    renderGroupPage({ groupId: 3, api: groupApi(VIP_MAPPING) });

    await screen.findByRole('heading', { level: 1, name: 'VIP' });
    expect(screen.getByRole('button', { name: /Base access group/ })).toHaveTextContent(
      'Attendees',
    );
    const grant = region('Grant access');
    expect(
      within(grant)
        .getAllByRole('switch')
        .map((s) => s.closest('label')?.textContent),
    ).toEqual(['Sessions', 'Rooms', 'Expo']);
    expect(
      within(grant).getByText(
        'Off: its base access leaves it out, so its members cannot visit the expo. Turning it on grants it to this group.',
      ),
    ).toBeInTheDocument();
    const revoke = region('Revoke access');
    expect(
      within(revoke)
        .getAllByRole('switch')
        .map((s) => s.closest('label')?.textContent),
    ).toEqual(['Lobby', 'Networking']);
    expect(switchIn(revoke, 'Networking')).toBeChecked();
    expect(
      within(revoke).getByText(
        'On: keeps the access its base gives, so its members can use networking. Turning it off revokes it for this group.',
      ),
    ).toBeInTheDocument();
  });

  it('says what a switch does in its current position, and changes the text with it', async () => {
    const { user } = renderGroupPage({ groupId: 3, api: groupApi(VIP_MAPPING) });
    const revoke = await screen.findByRole('region', { name: 'Revoke access' });
    await user.click(switchIn(revoke, 'Networking'));
    expect(
      within(revoke).getByText(
        'Off: revoked for this group, so its members cannot use networking. Turning it on gives back the access its base gives.',
      ),
    ).toBeInTheDocument();
    expect(
      within(revoke).queryByText(
        /^On: keeps the access its base gives, so its members can use networking/,
      ),
    ).toBeNull();
    const grant = region('Grant access');
    await user.click(switchIn(grant, 'Expo'));
    expect(
      within(grant).getByText(
        'On: granted to this group on top of its base access, so its members can visit the expo. Turning it off takes the grant back.',
      ),
    ).toBeInTheDocument();
  });

  it('says the base already gives Rooms where the grant section offers only private rooms', async () => {
    // A ticket group over Attendees: rooms (reserved only) come from the base.
    renderGroupPage({
      groupId: 3,
      api: groupApi(
        mapping(VIP, {
          ROOM: { status: 'GRANT', revoke: true },
          'ROOM.SHOW_RESERVED_ROOMS_ONLY': { status: 'GRANT', revoke: true },
          'ROOM.ACCESS_PVT_ROOMS': { grant: true },
        }),
      ),
    });
    const grant = await screen.findByRole('region', { name: 'Grant access' });
    expect(switchIn(grant, 'Rooms')).toBeChecked();
    expect(switchIn(grant, 'Rooms')).toBeDisabled();
    expect(
      within(grant).getByText(
        'On: its base access already gives it, so its members can join rooms. The options below add to it.',
      ),
    ).toBeInTheDocument();
    expect(within(grant).queryByText(/though its base access does not/)).toBeNull();
    const options = within(grant).getByRole('radiogroup', { name: 'Rooms: choose one' });
    expect(within(options).getByRole('radio', { name: /private ones included/ })).not.toBeChecked();
    const revoke = region('Revoke access');
    expect(
      within(revoke).getByText(
        'Chosen: members of this group can join only the rooms reserved for it. It is kept from its base access.',
      ),
    ).toBeInTheDocument();
  });

  it("links the sessions feature to the section's session access screen", async () => {
    renderGroupPage({ groupId: 3, api: groupApi(VIP_MAPPING) });
    const grant = await screen.findByRole('region', { name: 'Grant access' });
    expect(
      within(grant).getByRole('link', { name: ACCESS_MESSAGES.configureSessionAccess }),
    ).toHaveAttribute('href', '/event/42/people/audiences/experience-management/session/3/grant');
  });

  it('links the other section to its session access screen too, without the sessions feature', async () => {
    renderGroupPage({ groupId: 3, api: groupApi(VIP_MAPPING) });
    const revoke = await screen.findByRole('region', { name: 'Revoke access' });
    expect(within(revoke).queryByRole('switch', { name: 'Sessions' })).not.toBeInTheDocument();
    expect(
      within(revoke).getByRole('link', { name: ACCESS_MESSAGES.configureSessionAccess }),
    ).toHaveAttribute('href', '/event/42/people/audiences/experience-management/session/3/revoked');
  });
});

describe('GroupPage: changes and saving', () => {
  it('revokes a feature, saves the section and clears its pending changes', async () => {
    const api = groupApi(VIP_MAPPING).on('PUT', paths.mappings(3), reply({ status: 204 }));
    const { user, notify } = renderGroupPage({ groupId: 3, api });
    const revoke = await screen.findByRole('region', { name: 'Revoke access' });
    const save = within(revoke).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.click(switchIn(revoke, 'Networking'));
    expect(switchIn(revoke, 'Networking')).not.toBeChecked();
    await user.click(save);

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(ACCESS_EXTRA_MESSAGES.accessUpdated, {
        tone: 'success',
        durationMs: 2000,
      }),
    );
    expect(api.callsTo('PUT', paths.mappings(3)).map((c) => c.body)).toEqual([
      { section: 'revoked', changes: [{ id: 'NETWORKING', grantStatus: 'REVOKED' }] },
    ]);
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('drops a change turned back to the saved state', async () => {
    const { user } = renderGroupPage({ groupId: 3, api: groupApi(VIP_MAPPING) });
    const grant = await screen.findByRole('region', { name: 'Grant access' });
    await user.click(switchIn(grant, 'Expo'));
    expect(within(grant).getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(switchIn(grant, 'Expo'));
    expect(within(grant).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('grants Rooms with private rooms, then the reserved-rooms radio turns private rooms off', async () => {
    const api = groupApi(VIP_MAPPING).on('PUT', paths.mappings(3), reply({ status: 204 }));
    const { user } = renderGroupPage({ groupId: 3, api });
    const grant = await screen.findByRole('region', { name: 'Grant access' });

    await user.click(switchIn(grant, 'Rooms'));
    const options = within(grant).getByRole('radiogroup', { name: 'Rooms: choose one' });
    expect(within(options).getByRole('radio', { name: /private ones included/ })).toBeChecked();
    await user.click(within(options).getByRole('radio', { name: /Reserved rooms only/ }));
    await user.click(within(grant).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('PUT', paths.mappings(3))).toHaveLength(1));
    expect(api.callsTo('PUT', paths.mappings(3))[0]?.body).toEqual({
      section: 'grant',
      changes: [
        { id: 'ROOM', grantStatus: 'GRANT' },
        { id: 'ROOM.SHOW_RESERVED_ROOMS_ONLY', grantStatus: 'GRANT' },
      ],
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user } = renderGroupPage({ groupId: 3, api: groupApi(VIP_MAPPING) });
    const grant = await screen.findByRole('region', { name: 'Grant access' });
    await user.click(switchIn(grant, 'Expo'));

    await user.click(screen.getByRole('link', { name: 'Back to access control' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/event/42/people/audiences/experience-management/3',
    );

    await user.click(screen.getByRole('link', { name: 'Back to access control' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByText('Audiences page')).toBeInTheDocument();
  });
});

describe('GroupPage: forced-inactive features and read-only users', () => {
  it('disables a forced-inactive feature, says why and links to the setting that decides it', async () => {
    const { user } = renderGroupPage({
      groupId: 1,
      api: groupApi(
        mapping(ATTENDEES, {
          NETWORKING: { status: 'GRANT', inactive: 'ZONE_NOT_ACTIVE' },
          PVT_CHAT: { inactive: 'NO_PEOPLE_CHANNEL' },
          EXPO: { inactive: 'ZONE_NOT_ACTIVE' },
          LEADERBOARD: { inactive: 'LEADERBOARD_DISABLED' },
        }),
      ),
    });
    const base = await screen.findByRole('region', { name: ACCESS_MESSAGES.baseAccess });
    expect(switchIn(base, 'Networking')).toBeDisabled();
    expect(within(base).getByRole('checkbox', { name: 'Private chat' })).toBeDisabled();
    expect(within(base).getByRole('checkbox', { name: 'Private meetings' })).toBeEnabled();
    expect(
      within(base).getAllByText(`Inactive: ${ACCESS_EXTRA_MESSAGES.inactive.ZONE_NOT_ACTIVE}`),
    ).toHaveLength(2);
    expect(
      within(base).getByText(`Inactive: ${ACCESS_EXTRA_MESSAGES.inactive.NO_PEOPLE_CHANNEL}`),
    ).toBeInTheDocument();
    // The (i) that repeated the text is gone.
    expect(within(base).queryByRole('button', { name: /inactive/ })).not.toBeInTheDocument();

    const hrefs = within(base)
      .getAllByRole('link', { name: /^Change it on the / })
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Change it on the Networking page', '/event/42/venue-setup/networking'],
      ['Change it on the Expo page', '/event/42/venue-setup/expo'],
      ['Change it on the Networking page', '/event/42/venue-setup/networking'],
      ['Change it on the Engagement page', '/event/42/venue-setup/engagement'],
    ]);
    await user.click(within(base).getByRole('link', { name: 'Change it on the Expo page' }));
    expect(await screen.findByText('Expo settings page')).toBeInTheDocument();
  });

  it('says why without a link to a user who may not open the settings page', async () => {
    renderGroupPage({
      groupId: 1,
      api: groupApi(
        mapping(ATTENDEES, {
          EXPO: { inactive: 'ZONE_NOT_ACTIVE' },
          LEADERBOARD: { inactive: 'LEADERBOARD_DISABLED' },
        }),
      ),
      permissions: ['PEOPLE_ACCESS_CONTROL_WRITE', 'ENGAGEMENT_WRITE'],
    });
    const base = await screen.findByRole('region', { name: ACCESS_MESSAGES.baseAccess });
    expect(
      within(base).getByText(`Inactive: ${ACCESS_EXTRA_MESSAGES.inactive.ZONE_NOT_ACTIVE}`),
    ).toBeInTheDocument();
    expect(within(base).getAllByRole('link', { name: /^Change it on the / })).toEqual([
      within(base).getByRole('link', { name: 'Change it on the Engagement page' }),
    ]);
  });

  it('shows a read-only user everything disabled', async () => {
    renderGroupPage({ groupId: 3, api: groupApi(VIP_MAPPING), readOnly: true });
    await screen.findByRole('heading', { level: 1, name: 'VIP' });
    for (const toggle of screen.getAllByRole('switch')) expect(toggle).toBeDisabled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    for (const save of screen.getAllByRole('button', { name: 'Save' })) expect(save).toBeDisabled();
    expect(screen.getByRole('button', { name: /Base access group/ })).toBeDisabled();
  });
});

describe('GroupPage: changing the base access', () => {
  async function chooseSpeakers() {
    const view = renderGroupPage({ groupId: 3, api: api() });
    await view.user.click(await screen.findByRole('button', { name: /Base access group/ }));
    await view.user.click(screen.getByRole('option', { name: 'Speakers' }));
    return view;
  }
  let current = VIP_MAPPING;
  let failBase = false;
  const api = () =>
    groupApi(VIP_MAPPING)
      .on('GET', paths.mapping(3), () => current)
      .on('PUT', paths.baseGroup(3), () => {
        if (failBase) return reply({ status: 500, body: { code: 'INTERNAL', message: 'Boom' } });
        current = mapping(
          { ...VIP, baseAccessGroupId: SPEAKERS.groupId },
          { STAGE: { status: 'GRANT', revoke: true } },
        );
        return reply({ status: 204 });
      });
  beforeEach(() => {
    current = VIP_MAPPING;
    failBase = false;
  });

  it("asks 'Change base access?', then reloads the page with the new base's settings", async () => {
    const { user, api: fake } = await chooseSpeakers();
    const dialog = screen.getByRole('alertdialog', { name: ACCESS_EXTRA_MESSAGES.changeBaseTitle });
    expect(dialog).toHaveTextContent(ACCESS_EXTRA_MESSAGES.changeBaseBody);
    await user.click(within(dialog).getByRole('button', { name: 'Change base access' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Base access group/ })).toHaveTextContent(
        'Speakers',
      ),
    );
    expect(fake.callsTo('PUT', paths.baseGroup(3)).map((c) => c.body)).toEqual([
      { baseAccessGroupId: 2 },
    ]);
    expect(switchIn(region('Revoke access'), 'Stages')).toBeChecked();
    expect(within(region('Revoke access')).queryByRole('switch', { name: 'Lobby' })).toBeNull();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  // Issue #46: what the reset does to the registrants, in the dialog, before it is confirmed.
  it('says in the dialog who gains and loses features and days with the new base', async () => {
    const fake = api().on('POST', paths.baseImpactPreview(3), {
      affected: 7,
      features: [
        {
          featureId: 'STAGE',
          title: 'Stages',
          gain: 7,
          lose: 0,
          sample: [{ registrationId: 5, firstName: 'Ada', lastName: 'Doe' }],
        },
      ],
      days: [{ day: '2026-11-23', gain: 0, lose: 2, sample: [] }],
      sessions: [],
    });
    const { user } = renderGroupPage({ groupId: 3, api: fake });
    await user.click(await screen.findByRole('button', { name: /Base access group/ }));
    expect(fake.callsTo('POST', paths.baseImpactPreview(3))).toHaveLength(0);
    await user.click(screen.getByRole('option', { name: 'Speakers' }));

    const dialog = screen.getByRole('alertdialog', { name: ACCESS_EXTRA_MESSAGES.changeBaseTitle });
    expect(await within(dialog).findByText('7 registrants gain Stages')).toBeInTheDocument();
    expect(within(dialog).getByText('2 registrants lose Mon, Nov 23')).toBeInTheDocument();
    expect(fake.callsTo('POST', paths.baseImpactPreview(3)).map((c) => c.body)).toEqual([
      { baseAccessGroupId: SPEAKERS.groupId },
    ]);
    // Asking is not changing: nothing saved until confirmed.
    expect(fake.callsTo('PUT', paths.baseGroup(3))).toHaveLength(0);
  });

  it('keeps the base when the user cancels', async () => {
    const { user, api: fake } = await chooseSpeakers();
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(fake.callsTo('PUT', paths.baseGroup(3))).toHaveLength(0);
    expect(screen.getByRole('button', { name: /Base access group/ })).toHaveTextContent(
      'Attendees',
    );
  });

  it("says 'Something went wrong. Please try again.' when the change fails", async () => {
    failBase = true;
    const { user, notify } = await chooseSpeakers();
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Change base access' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(ACCESS_MESSAGES.somethingWentWrong, {
        tone: 'error',
        durationMs: 5000,
      }),
    );
    expect(screen.getByRole('button', { name: /Base access group/ })).toHaveTextContent(
      'Attendees',
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('GroupPage: loading', () => {
  it("shows 'Error fetching Access Groups' with Retry when the group cannot load", async () => {
    let fail = true;
    const api = groupApi(VIP_MAPPING).on('GET', paths.mapping(3), () =>
      fail ? reply({ status: 500, body: { code: 'INTERNAL', message: 'Boom' } }) : VIP_MAPPING,
    );
    const { user } = renderGroupPage({ groupId: 3, api });
    expect(screen.getByText('Loading the access group…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ACCESS_MESSAGES.errorFetchingGroups);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP' })).toBeInTheDocument();
  });
});
