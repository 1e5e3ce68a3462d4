import { screen, waitFor, within } from '@testing-library/react';
import { VIP, mapping } from '../testing/fixtures';
import { groupApi, paths, renderGroupPage, reply, EVENT_ID } from '../testing/render';
import { ACCESS_API, type AccessImpact } from '@console/access-control-contract';

/** A ticket group whose base grants Networking and Lobby (both revocable) and not Expo. */
const VIP_MAPPING = mapping(VIP, {
  LOBBY: { status: 'GRANT', revoke: true },
  NETWORKING: { status: 'GRANT', revoke: true },
  EXPO: { grant: true },
});
const preview = ACCESS_API.impactPreview(EVENT_ID, VIP.groupId);

const person = (registrationId: number, firstName: string) => ({
  registrationId,
  firstName,
  lastName: 'Doe',
});

const LOSE_NETWORKING: AccessImpact = {
  affected: 12,
  features: [
    {
      featureId: 'NETWORKING',
      title: 'Networking',
      gain: 0,
      lose: 12,
      sample: [person(1, 'Ada'), person(2, 'Bo')],
    },
  ],
  days: [],
  sessions: [],
};

const switchIn = (section: HTMLElement, name: string) =>
  within(section).getByRole('switch', { name });

describe('GroupPage: the impact preview of pending changes', () => {
  it('says who loses a feature before Save, with names opening the explainer and the full list', async () => {
    const api = groupApi(VIP_MAPPING).on('POST', preview, LOSE_NETWORKING);
    const { user } = renderGroupPage({ groupId: VIP.groupId, api });
    const revoke = await screen.findByRole('region', { name: 'Revoke access' });
    expect(within(revoke).queryByText(/registrants? lose/)).not.toBeInTheDocument();

    await user.click(switchIn(revoke, 'Networking'));

    expect(await within(revoke).findByText('12 registrants lose Networking')).toBeInTheDocument();
    expect(api.callsTo('POST', preview).map((c) => c.body)).toEqual([
      { section: 'revoked', changes: [{ id: 'NETWORKING', grantStatus: 'REVOKED' }] },
    ]);
    expect(within(revoke).getByRole('link', { name: 'Ada Doe' })).toHaveAttribute(
      'href',
      `/event/${EVENT_ID}/people/access-explainer?registrationId=1`,
    );
    expect(within(revoke).getByRole('link', { name: 'See the full list' })).toHaveAttribute(
      'href',
      `/event/${EVENT_ID}/people/audiences/${VIP.audienceGroupId}`,
    );
    // Save stays where it was: the preview only informs it.
    expect(within(revoke).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('asks again once the pending changes settle, and says when nobody’s access changes', async () => {
    const api = groupApi(VIP_MAPPING).on('POST', preview, (request: { body: unknown }) => {
      const body = request.body as { changes: unknown[] };
      return body.changes.length === 2
        ? {
            affected: 1,
            features: [
              {
                featureId: 'LOBBY',
                title: 'Lobby',
                gain: 0,
                lose: 1,
                sample: [person(3, 'Cy')],
              },
              ...LOSE_NETWORKING.features,
            ],
            days: [],
            sessions: [],
          }
        : { affected: 0, features: [], days: [], sessions: [] };
    });
    const { user } = renderGroupPage({ groupId: VIP.groupId, api });
    const revoke = await screen.findByRole('region', { name: 'Revoke access' });

    await user.click(switchIn(revoke, 'Networking'));
    await user.click(switchIn(revoke, 'Lobby'));

    expect(await within(revoke).findByText('1 registrant loses Lobby')).toBeInTheDocument();
    expect(within(revoke).getByText('12 registrants lose Networking')).toBeInTheDocument();
    // Two quick toggles: one request, for the list they settled on (the debounce:
    // use-debounced-value.test.tsx); a slow machine may also have asked for the first alone.
    const networking = { id: 'NETWORKING', grantStatus: 'REVOKED' };
    const settled = {
      section: 'revoked',
      changes: [networking, { id: 'LOBBY', grantStatus: 'REVOKED' }],
    };
    expect([[settled], [{ section: 'revoked', changes: [networking] }, settled]]).toContainEqual(
      api.callsTo('POST', preview).map((c) => c.body),
    );

    await user.click(switchIn(revoke, 'Lobby'));
    expect(await within(revoke).findByText("No registrant's access changes")).toBeInTheDocument();
    expect(within(revoke).queryByText('1 registrant loses Lobby')).not.toBeInTheDocument();
  });

  it('counts gains too, and hides once the section is saved', async () => {
    const api = groupApi(VIP_MAPPING)
      .on('POST', preview, {
        affected: 1234,
        features: [
          { featureId: 'EXPO', title: 'Expo', gain: 1234, lose: 0, sample: [person(4, 'Di')] },
        ],
        days: [],
        sessions: [],
      })
      .on('PUT', paths.mappings(VIP.groupId), reply({ status: 204 }));
    const { user } = renderGroupPage({ groupId: VIP.groupId, api });
    const grant = await screen.findByRole('region', { name: 'Grant access' });

    await user.click(switchIn(grant, 'Expo'));
    expect(await within(grant).findByText('1,234 registrants gain Expo')).toBeInTheDocument();
    await user.click(within(grant).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(within(grant).queryByText('1,234 registrants gain Expo')).not.toBeInTheDocument(),
    );
  });

  it('asks nothing for a read-only user, who cannot save', async () => {
    const api = groupApi(VIP_MAPPING).on('POST', preview, LOSE_NETWORKING);
    renderGroupPage({ groupId: VIP.groupId, api, readOnly: true });
    await screen.findByRole('region', { name: 'Revoke access' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(api.callsTo('POST', preview)).toHaveLength(0);
  });

  it('says so when the impact cannot be computed', async () => {
    const api = groupApi(VIP_MAPPING).on(
      'POST',
      preview,
      reply({ status: 500, body: { code: 'INTERNAL', message: 'Boom' } }),
    );
    const { user } = renderGroupPage({ groupId: VIP.groupId, api });
    const revoke = await screen.findByRole('region', { name: 'Revoke access' });
    await user.click(switchIn(revoke, 'Networking'));
    expect(
      await within(revoke).findByText('The impact of this change could not be computed.'),
    ).toBeInTheDocument();
  });
});
