/** Rename and delete of a group from its card (spec people §5, §8), against a fake API. */
import { screen, waitFor, within } from '@testing-library/react';
import { ERROR_CODES, MESSAGES } from '@console/shared/contract';
import { FetchRouter, type FakeRequest } from '@console/shared/testing';
import { AudiencesPage } from '../AudiencesPage';
import { GroupSection } from '../AudienceGroupsTab';
import { paths, renderPage, reply } from '../testing/render';
import { customGroup } from '../testing/custom-group';
import {
  PEOPLE_MESSAGES,
  type AudienceGroup,
  type AudienceGroupDeletionImpact,
  type AudienceGroupUsage,
  type AudienceListResponse,
} from '@console/people-contract';

const PATH = '/event/:eventId/people/audiences';

const custom = (audienceGroupId: number, name: string) => customGroup(audienceGroupId, name);

interface FakeGroupsOptions {
  usages?: Record<number, AudienceGroupUsage[]>;
  impacts?: Record<number, AudienceGroupDeletionImpact>;
  renameAnswer?: (request: FakeRequest) => unknown;
}

const NONE = { names: [], total: 0 };
const names = (...all: string[]) => ({ names: all, total: all.length });
const NO_IMPACT: AudienceGroupDeletionImpact = { members: 0, accessGroup: null, sessions: NONE };

/** The audiences API over a mutable list of custom groups: rename and delete change it. */
function groupsApi({ usages = {}, impacts = {}, renameAnswer }: FakeGroupsOptions = {}) {
  let groups = [custom(8, 'Berlin locals'), custom(9, 'VIP guests')];
  const list = (): AudienceListResponse => ({
    roleBasedGroupList: [],
    flowGroupList: [],
    ticketBasedGroupList: [],
    joinedBasedGroupList: [],
    customGroupList: groups,
    invitedGroupList: [],
  });
  const api = new FetchRouter().on('GET', paths.groups, () => list());
  for (const id of [8, 9]) {
    api
      .on('GET', paths.canDelete(id), {
        canDelete: (usages[id] ?? []).length === 0,
        usages: usages[id] ?? [],
        impact: (usages[id] ?? []).length === 0 ? (impacts[id] ?? NO_IMPACT) : null,
      })
      .on('DELETE', paths.group(id), () => {
        groups = groups.filter((g) => g.audienceGroupId !== id);
        return reply({ status: 204 });
      })
      .on('PATCH', paths.group(id), (request: FakeRequest) => {
        if (renameAnswer) return renameAnswer(request);
        const { name } = request.body as { name: string };
        groups = groups.map((g) => (g.audienceGroupId === id ? { ...g, name } : g));
        return {
          audienceGroupId: id,
          name,
          audienceGroupType: 'CUSTOM',
          parentGroupId: null,
          parentName: null,
        };
      });
  }
  return api;
}

const renderAudiences = (api: FetchRouter) =>
  renderPage(<AudiencesPage />, {
    path: PATH,
    initialUrl: '/event/42/people/audiences',
    fetch: api,
  });

describe('rename a group', () => {
  it('disables Save while the name is empty or unchanged, saves the trimmed name and says so', async () => {
    const api = groupsApi();
    const { user, notify } = renderAudiences(api);
    const opener = await screen.findByRole('button', { name: 'Rename Berlin locals' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Rename group' });
    const field = within(dialog).getByRole('textbox', { name: 'Group name' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(field).toHaveValue('Berlin locals');
    expect(save).toBeDisabled();
    await user.clear(field);
    expect(save).toBeDisabled();
    await user.type(field, '   ');
    expect(save).toBeDisabled();
    await user.clear(field);
    await user.type(field, ' Berlin friends ');
    expect(save).toBeEnabled();
    await user.click(save);

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(PEOPLE_MESSAGES.groupRenamed, {
        tone: 'success',
        durationMs: 2000,
      }),
    );
    expect(api.callsTo('PATCH', paths.group(8))[0]?.body).toEqual({ name: 'Berlin friends' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Berlin friends/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Rename Berlin friends' })).toHaveFocus(),
    );
  });

  it('takes at most 50 characters', async () => {
    const { user } = renderAudiences(groupsApi());
    await user.click(await screen.findByRole('button', { name: 'Rename Berlin locals' }));
    const field = screen.getByRole('textbox', { name: 'Group name' });
    await user.clear(field);
    await user.type(field, 'x'.repeat(55));
    expect(field).toHaveValue('x'.repeat(50));
    expect(field).toHaveAccessibleDescription('50/50 characters');
  });

  it.each<[string, unknown, string]>([
    [
      'a duplicate name (DUPLICATE_NAME_REQUEST)',
      reply({
        status: 409,
        body: { code: ERROR_CODES.duplicateName, message: 'Duplicate group name' },
      }),
      PEOPLE_MESSAGES.duplicateGroupName,
    ],
    [
      'another failure',
      reply({ status: 500, body: { code: ERROR_CODES.internal, message: 'x' } }),
      MESSAGES.somethingWentWrong,
    ],
  ])('says so on %s and keeps the dialog open', async (_name, answer, message) => {
    const { user, notify } = renderAudiences(groupsApi({ renameAnswer: () => answer }));
    await user.click(await screen.findByRole('button', { name: 'Rename Berlin locals' }));
    const field = screen.getByRole('textbox', { name: 'Group name' });
    await user.clear(field);
    await user.type(field, 'VIP guests{Enter}');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(message, { tone: 'error', durationMs: 5000 }),
    );
    expect(screen.getByRole('dialog', { name: 'Rename group' })).toBeInTheDocument();
    expect(field).toHaveValue('VIP guests');
  });

  it('returns the focus to Rename after Cancel', async () => {
    const { user } = renderAudiences(groupsApi());
    const opener = await screen.findByRole('button', { name: 'Rename Berlin locals' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('calls an invite list an invite list', async () => {
    const invite: AudienceGroup = { ...custom(9, 'Partners'), audienceGroupType: 'INVITE_ONLY' };
    const { user } = renderPage(
      <GroupSection title="Invite lists" groups={[invite]} hrefOf={() => '/x'} />,
      { path: PATH, initialUrl: '/event/42/people/audiences' },
    );
    await user.click(screen.getByRole('button', { name: 'Rename Partners' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename invite list' });
    expect(within(dialog).getByRole('textbox', { name: 'Invite list name' })).toHaveValue(
      'Partners',
    );
  });
});

describe('delete a group', () => {
  it('checks first, confirms, deletes, says so and the list refreshes', async () => {
    const api = groupsApi();
    const { user, notify } = renderAudiences(api);
    await user.click(await screen.findByRole('button', { name: 'Delete Berlin locals' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Berlin locals?' });
    expect(confirm).toHaveTextContent('It has 0 members');
    expect(confirm).toHaveTextContent('This cannot be undone.');
    expect(api.callsTo('GET', paths.canDelete(8))).toHaveLength(1);
    expect(api.callsTo('DELETE', paths.group(8))).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(PEOPLE_MESSAGES.groupDeleted, {
        tone: 'success',
        durationMs: 2000,
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /^Berlin locals/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: /^VIP guests/ })).toBeInTheDocument();
    expect(api.callsTo('GET', paths.groups).length).toBeGreaterThan(1);
  });

  it('names what the delete changes: its members, its access group with its grants, revokes and session grants', async () => {
    const api = groupsApi({
      impacts: {
        8: {
          members: 38,
          accessGroup: {
            name: 'Berlin locals',
            grants: names('Networking'),
            revokes: names('Private chat'),
            sessionGrants: { names: ['Keynote', 'Workshop'], total: 3 },
            sessionRevokes: NONE,
          },
          sessions: names('Panel'),
        },
      },
    });
    const { user } = renderAudiences(api);
    const opener = await screen.findByRole('button', { name: 'Delete Berlin locals' });
    await user.click(opener);
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Berlin locals?' });
    expect(confirm).toHaveTextContent(
      'The group is removed from the event. It has 38 members: they stay registered, no longer in it.',
    );
    expect(confirm).toHaveTextContent('Its access group “Berlin locals” is deleted too');
    expect(
      within(within(confirm).getByRole('list', { name: 'Deleted with its access group' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Grants: Networking',
      'Revokes: Private chat',
      'Session access granted: Keynote, Workshop and 1 more',
    ]);
    expect(confirm).toHaveTextContent('It is taken off the sessions it was added to: Panel.');
    expect(confirm).toHaveTextContent(/Panel\.This cannot be undone\.CancelDelete$/);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(opener).toHaveFocus());
    expect(api.callsTo('DELETE', paths.group(8))).toHaveLength(0);
  });

  it('refuses a used group with where it is used, and deletes nothing', async () => {
    const api = groupsApi({
      usages: {
        9: [
          { usedIn: 'FLOW', usedBy: 'VIP registration' },
          { usedIn: 'COUPON', usedBy: 'VIPFRIENDS' },
        ],
      },
    });
    const { user } = renderAudiences(api);
    const opener = await screen.findByRole('button', { name: 'Delete VIP guests' });
    await user.click(opener);
    const refusal = await screen.findByRole('alertdialog', {
      name: PEOPLE_MESSAGES.cannotDeleteGroup,
    });
    expect(
      within(within(refusal).getByRole('list', { name: 'Where VIP guests is used' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Used in the registration flow: VIP registration',
      'Used in the coupon: VIPFRIENDS',
    ]);
    await user.click(within(refusal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
    expect(api.callsTo('DELETE', paths.group(9))).toHaveLength(0);
  });

  it("refuses a used invite list as 'This invite list can't be deleted'", async () => {
    const invite: AudienceGroup = { ...custom(9, 'Press'), audienceGroupType: 'INVITE_ONLY' };
    const { user } = renderPage(
      <GroupSection title="Invite lists" groups={[invite]} hrefOf={() => '/x'} />,
      {
        path: PATH,
        initialUrl: '/event/42/people/audiences',
        fetch: groupsApi({
          usages: { 9: [{ usedIn: 'COMMUNICATION_SENT', usedBy: 'Invitation' }] },
        }),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Delete Press' }));
    const refusal = await screen.findByRole('alertdialog', {
      name: PEOPLE_MESSAGES.cannotDeleteInviteList,
    });
    expect(refusal).toHaveTextContent('Communication already sent: Invitation');
  });

  it('returns the focus to Delete after Cancel and says when the server refuses after all', async () => {
    const api = groupsApi().on('DELETE', paths.group(8), () =>
      reply({
        status: 409,
        body: { code: ERROR_CODES.conflict, message: 'Cannot delete this group' },
      }),
    );
    const { user, notify } = renderAudiences(api);
    const opener = await screen.findByRole('button', { name: 'Delete Berlin locals' });
    await user.click(opener);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(PEOPLE_MESSAGES.cannotDeleteGroup, {
        tone: 'error',
        durationMs: 5000,
      }),
    );
    expect(screen.getByRole('link', { name: /^Berlin locals/ })).toBeInTheDocument();
  });
});
