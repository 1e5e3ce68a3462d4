import { screen, waitFor, within } from '@testing-library/react';
import { ATTENDEES, VIP, day, mapping, session } from '../testing/fixtures';
import { EVENT_ID, groupApi, paths, renderGroupPage, reply } from '../testing/render';
import {
  ACCESS_EXTRA_MESSAGES,
  ACCESS_IMPACT_MESSAGES,
  ACCESS_MESSAGES,
  type AccessImpact,
} from '@console/access-control-contract';

const DAYS = [day('2026-11-23'), day('2026-11-24'), day('2026-11-25', 'NO_GRANT')];

/** Sessions of the Attendees base section: granted on the 23rd (in New York) and the 24th. */
const BASE_SESSIONS = [
  session(1, '2026-11-24T02:00:00Z'),
  session(2, '2026-11-24T15:00:00Z'),
  session(3, '2026-11-25T15:00:00Z', 'NO_GRANT'),
];

function api(group = ATTENDEES) {
  return groupApi(mapping(group, {}, DAYS))
    .on('GET', paths.sessions(group.groupId), { group, sessions: BASE_SESSIONS })
    .on('PUT', paths.dayAccess(group.groupId), reply({ status: 204 }));
}

async function openDayAccess(group = ATTENDEES) {
  const view = renderGroupPage({
    groupId: group.groupId,
    api: api(group),
    event: { tz: 'America/New_York' },
  });
  await view.user.click(await screen.findByRole('button', { name: 'Day access' }));
  return { ...view, panel: await screen.findByRole('dialog', { name: 'Day access' }) };
}

describe('Day access', () => {
  it('shows a checkbox per event day, checked for the granted days', async () => {
    const { panel } = await openDayAccess();
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(panel).getByRole('checkbox', { name: 'Mon, Nov 23' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Tue, Nov 24' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Wed, Nov 25' })).not.toBeChecked();
    expect(within(panel).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('adds a day without asking: PUT day-access and the success message', async () => {
    const { user, panel, api: fake, notify } = await openDayAccess();
    await user.click(within(panel).getByRole('checkbox', { name: 'Wed, Nov 25' }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(ACCESS_MESSAGES.dayAccessUpdated, {
        tone: 'success',
        durationMs: 2000,
      }),
    );
    expect(fake.callsTo('PUT', paths.dayAccess(1)).map((c) => c.body)).toEqual([
      { days: [{ dayAccessDate: '2026-11-25', grantStatus: 'GRANT' }] },
    ]);
    expect(fake.callsTo('GET', paths.sessions(1))).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before removing days with granted sessions, listing exactly those days', async () => {
    const { user, panel, api: fake, notify } = await openDayAccess();
    await user.click(within(panel).getByRole('checkbox', { name: 'Mon, Nov 23' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Tue, Nov 24' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Wed, Nov 25' }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));

    const confirm = await screen.findByRole('alertdialog', {
      name: ACCESS_EXTRA_MESSAGES.removeDaysTitle,
    });
    expect(confirm).toHaveTextContent(ACCESS_EXTRA_MESSAGES.removeDaysBody);
    expect(
      within(confirm)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mon, Nov 23', 'Tue, Nov 24']);
    expect(fake.callsTo('GET', paths.sessions(1)).map((c) => c.url.search)).toEqual([
      '?section=base',
    ]);

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(fake.callsTo('PUT', paths.dayAccess(1))).toHaveLength(0);
    expect(within(panel).getByRole('checkbox', { name: 'Mon, Nov 23' })).not.toBeChecked();

    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Accept' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(ACCESS_MESSAGES.dayAccessUpdated, {
        tone: 'success',
        durationMs: 2000,
      }),
    );
    expect(fake.callsTo('PUT', paths.dayAccess(1)).map((c) => c.body)).toEqual([
      {
        days: [
          { dayAccessDate: '2026-11-23', grantStatus: 'NO_GRANT' },
          { dayAccessDate: '2026-11-24', grantStatus: 'NO_GRANT' },
          { dayAccessDate: '2026-11-25', grantStatus: 'GRANT' },
        ],
      },
    ]);
  });

  it("reads a derived group's granted sessions from its grant section", async () => {
    const { user, panel, api: fake } = await openDayAccess(VIP);
    await user.click(within(panel).getByRole('checkbox', { name: 'Tue, Nov 24' }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));

    const confirm = await screen.findByRole('alertdialog');
    expect(
      within(confirm)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tue, Nov 24']);
    expect(fake.callsTo('GET', paths.sessions(3)).map((c) => c.url.search)).toEqual([
      '?section=grant',
    ]);
  });

  it('removes a day without sessions without asking', async () => {
    const view = renderGroupPage({
      groupId: 1,
      api: api().on('GET', paths.sessions(1), { group: ATTENDEES, sessions: [] }),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Day access' }));
    const panel = await screen.findByRole('dialog', { name: 'Day access' });
    await view.user.click(within(panel).getByRole('checkbox', { name: 'Mon, Nov 23' }));
    await view.user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.api.callsTo('PUT', paths.dayAccess(1))).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('lets a read-only user see the days but change nothing', async () => {
    const view = renderGroupPage({ groupId: 1, api: api(), readOnly: true });
    await view.user.click(await screen.findByRole('button', { name: 'Day access' }));
    const panel = await screen.findByRole('dialog', { name: 'Day access' });
    for (const box of within(panel).getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(view.api.callsTo('POST', paths.dayImpactPreview(1))).toHaveLength(0);
  });

  // Issue #46: the impact of the changed days, from the API's preview, before Save.
  it('says who loses and gains each changed day before Save, asking once the boxes settle', async () => {
    const person = (registrationId: number, firstName: string) => ({
      registrationId,
      firstName,
      lastName: 'Doe',
    });
    const impact: AccessImpact = {
      affected: 1235,
      features: [],
      days: [
        { day: '2026-11-23', gain: 0, lose: 1234, sample: [person(1, 'Ada')] },
        { day: '2026-11-25', gain: 1, lose: 0, sample: [person(2, 'Bo')] },
      ],
      sessions: [],
    };
    const view = renderGroupPage({
      groupId: 1,
      api: api().on('POST', paths.dayImpactPreview(1), impact),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Day access' }));
    const panel = await screen.findByRole('dialog', { name: 'Day access' });
    expect(within(panel).queryByText(ACCESS_IMPACT_MESSAGES.title)).not.toBeInTheDocument();

    await view.user.click(within(panel).getByRole('checkbox', { name: 'Mon, Nov 23' }));
    await view.user.click(within(panel).getByRole('checkbox', { name: 'Wed, Nov 25' }));

    expect(
      await within(panel).findByText('1,234 registrants lose Mon, Nov 23'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('1 registrant gains Wed, Nov 25')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Ada Doe' })).toHaveAttribute(
      'href',
      `/event/${EVENT_ID}/people/access-explainer?registrationId=1`,
    );
    expect(within(panel).getByRole('link', { name: 'See the full list' })).toHaveAttribute(
      'href',
      `/event/${EVENT_ID}/people/audiences/${ATTENDEES.audienceGroupId}`,
    );
    // Two quick clicks: one request, for the days they settled on, as Save would send them (the
    // debounce: use-debounced-value.test.tsx); a slow machine may also have asked for the first.
    const monday = { dayAccessDate: '2026-11-23', grantStatus: 'NO_GRANT' };
    const settled = { days: [monday, { dayAccessDate: '2026-11-25', grantStatus: 'GRANT' }] };
    expect([[settled], [{ days: [monday] }, settled]]).toContainEqual(
      view.api.callsTo('POST', paths.dayImpactPreview(1)).map((c) => c.body),
    );
    expect(within(panel).getByRole('button', { name: 'Save' })).toBeEnabled();

    // Back to the saved days: nothing pending, no panel.
    await view.user.click(within(panel).getByRole('checkbox', { name: 'Mon, Nov 23' }));
    await view.user.click(within(panel).getByRole('checkbox', { name: 'Wed, Nov 25' }));
    expect(within(panel).queryByText(ACCESS_IMPACT_MESSAGES.title)).not.toBeInTheDocument();
  });
});
