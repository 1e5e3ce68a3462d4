import { screen, waitFor, within } from '@testing-library/react';
import { currentSearch } from '@console/shared/testing';
import { MAPPED_ID, LONG_TITLE, paths, sessionAccessApi, sessionsOf } from '../testing/fixtures';
import { renderSessionAccess } from '../testing/render';
import {
  ACCESS_EXTRA_MESSAGES,
  ACCESS_IMPACT_MESSAGES,
  ACCESS_MESSAGES,
  SESSION_ACCESS_LIMITS,
  type AccessImpact,
} from '@console/access-control-contract';

type User = ReturnType<typeof renderSessionAccess>['user'];

const table = () => screen.getByRole('grid', { name: 'Sessions' });
const toggle = (title: string) =>
  within(table()).getByRole('switch', { name: `Access to ${title}` });
const tab = (name: RegExp) => screen.getByRole('tab', { name });
const loaded = () => screen.findByRole('switch', { name: 'Access to Session 2' });
const footer = () => screen.queryByRole('group', { name: 'Pending changes' });
const updateButton = () => screen.queryByRole('button', { name: 'Update Access' });

async function toggleRow(user: User, title: string) {
  await user.click(toggle(title));
}

describe('Session access screen', () => {
  it('is titled with the group, counts the tabs and shows each column', async () => {
    renderSessionAccess({ fetch: sessionAccessApi() });
    await loaded();
    expect(
      screen.getByRole('heading', { level: 1, name: ACCESS_MESSAGES.configureSessionAccess }),
    ).toBeInTheDocument();
    expect(screen.getByText('VIP ticket · Base access')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the access group' })).toHaveAttribute(
      'href',
      '/event/42/people/audiences/experience-management/5',
    );
    // 12 even sessions and the mapped one are accessible.
    expect(tab(/^All/)).toHaveTextContent('All (25)');
    expect(tab(/^Accessible/)).toHaveTextContent('Accessible (13)');
    expect(tab(/^Restricted/)).toHaveTextContent('Restricted (12)');

    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Session Name', 'Status', 'Date & Time', 'Venue', 'Tags']);
    const first = within(table()).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByTitle(LONG_TITLE)).toBeInTheDocument();
    expect(
      within(first).getByText(`${LONG_TITLE.slice(0, SESSION_ACCESS_LIMITS.titleMax)}…`),
    ).toHaveAttribute('aria-hidden', 'true');
    expect(first).toHaveTextContent('Restricted');
    expect(first).toHaveTextContent('Jan 1, 2030, 10:00 AM EST');
    expect(first).toHaveTextContent('Hall A');
    expect(within(first).getByRole('img', { name: '1 more: Advanced' })).toBeInTheDocument();
    expect(toggle('Session 2')).toBeChecked();
    expect(toggle(LONG_TITLE)).not.toBeChecked();
  });

  it('flips a row, counts it, shows Cancel and Update Access, and drops the change when flipped back', async () => {
    const { user } = renderSessionAccess({ fetch: sessionAccessApi() });
    await loaded();
    expect(footer()).toBeNull();

    await toggleRow(user, 'Session 5');
    expect(toggle('Session 5')).toBeChecked();
    expect(tab(/^Accessible/)).toHaveTextContent('Accessible (14)');
    expect(tab(/^Restricted/)).toHaveTextContent('Restricted (11)');
    expect(footer()).toHaveTextContent('1 unsaved change');
    expect(within(footer() as HTMLElement).getByRole('button', { name: 'Cancel' })).toBeEnabled();

    await toggleRow(user, 'Session 5');
    expect(toggle('Session 5')).not.toBeChecked();
    expect(tab(/^Accessible/)).toHaveTextContent('Accessible (13)');
    expect(footer()).toBeNull();
  });

  it('Cancel puts every row back to its saved state', async () => {
    const { user, api } = renderSessionAccess({ fetch: sessionAccessApi() });
    await loaded();
    await toggleRow(user, 'Session 5');
    await toggleRow(user, 'Session 2');
    expect(footer()).toHaveTextContent('2 unsaved changes');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(toggle('Session 5')).not.toBeChecked();
    expect(toggle('Session 2')).toBeChecked();
    expect(footer()).toBeNull();
    expect(api.callsTo('PUT', paths.sessions)).toHaveLength(0);
  });

  it('shows Cancel and Update Access on the All tab only; the other tabs list rows with the pending changes', async () => {
    const { user } = renderSessionAccess({ fetch: sessionAccessApi() });
    await loaded();
    await toggleRow(user, 'Session 5');
    expect(updateButton()).toBeInTheDocument();

    await user.click(tab(/^Accessible/));
    await waitFor(() => expect(currentSearch().get('tab')).toBe('accessible'));
    expect(updateButton()).toBeNull();
    expect(screen.getByText('1 unsaved change: update access on the All tab.')).toBeInTheDocument();
    expect(toggle('Session 5')).toBeChecked();
    expect(within(table()).queryByRole('switch', { name: 'Access to Session 7' })).toBeNull();

    await user.click(tab(/^Restricted/));
    expect(within(table()).queryByRole('switch', { name: 'Access to Session 5' })).toBeNull();
    expect(toggle('Session 7')).not.toBeChecked();
    expect(updateButton()).toBeNull();

    await user.click(tab(/^All/));
    await waitFor(() => expect(currentSearch().get('tab')).toBeNull());
    expect(updateButton()).toBeInTheDocument();
  });

  it('select-all grants every row shown while any is restricted, then restricts them all but the mapped one', async () => {
    const { user } = renderSessionAccess({ fetch: sessionAccessApi() });
    await loaded();
    const selectAll = screen.getByRole('switch', { name: 'Select all sessions shown' });
    expect(selectAll).not.toBeChecked();

    await user.click(selectAll);
    expect(tab(/^Accessible/)).toHaveTextContent('Accessible (25)');
    expect(selectAll).toBeChecked();
    expect(footer()).toHaveTextContent('12 unsaved changes');

    await user.click(selectAll);
    expect(tab(/^Accessible/)).toHaveTextContent('Accessible (1)');
    expect(toggle('Session 3')).toBeChecked();
    expect(footer()).toHaveTextContent('12 unsaved changes');
  });

  it('disables the toggle of a session mapped through Add to sessions and says why', async () => {
    const { user } = renderSessionAccess({ fetch: sessionAccessApi() });
    await loaded();
    expect(toggle(`Session ${MAPPED_ID}`)).toBeDisabled();
    const why = screen.getByRole('button', { name: 'Why access to Session 3 cannot be changed' });
    await user.hover(why);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      ACCESS_MESSAGES.sessionAlreadyMapped,
    );
  });

  it('sends the changes with Update Access, then offers the days without access, all chosen; Skip grants none', async () => {
    const { user, api, notify } = renderSessionAccess({ fetch: sessionAccessApi() });
    await loaded();
    // Session 1 is on Jan 1 (granted day), 13 and 15 on Jan 2 (no access); 7 is unchanged.
    await toggleRow(user, LONG_TITLE);
    await toggleRow(user, 'Session 13');
    await toggleRow(user, 'Session 15');
    await toggleRow(user, 'Session 2');
    await user.click(screen.getByRole('button', { name: 'Update Access' }));

    const dialog = await screen.findByRole('dialog', {
      name: ACCESS_MESSAGES.grantDayAccessTitle,
    });
    expect(api.callsTo('PUT', paths.sessions).map((c) => c.body)).toEqual([
      {
        section: 'base',
        changes: [
          { id: 1, grantStatus: 'GRANT' },
          { id: 13, grantStatus: 'GRANT' },
          { id: 15, grantStatus: 'GRANT' },
          { id: 2, grantStatus: 'NO_GRANT' },
        ],
      },
    ]);
    expect(notify).toHaveBeenCalledWith(ACCESS_EXTRA_MESSAGES.accessUpdated, expect.anything());
    const days = within(dialog).getAllByRole('checkbox');
    expect(days).toHaveLength(1);
    expect(within(dialog).getByRole('checkbox', { name: 'Wed, Jan 2, 2030' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: ACCESS_MESSAGES.skip }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', paths.dayAccess)).toHaveLength(0);
    expect(footer()).toBeNull();
    expect(toggle('Session 13')).toBeChecked();
    expect(tab(/^Accessible/)).toHaveTextContent('Accessible (15)');
  });

  it('grants the chosen days with the group current ones', async () => {
    const { user, api, notify } = renderSessionAccess({ fetch: sessionAccessApi() });
    await loaded();
    // Session 12 starts at 23:00 on Jan 1 in New York (04:00 UTC on Jan 2): Jan 1 has access.
    await toggleRow(user, 'Session 13');
    await user.click(screen.getByRole('button', { name: 'Update Access' }));
    const dialog = await screen.findByRole('dialog', {
      name: ACCESS_MESSAGES.grantDayAccessTitle,
    });
    await user.click(within(dialog).getByRole('button', { name: ACCESS_MESSAGES.grantDayAccess }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', paths.dayAccess).map((c) => c.body)).toEqual([
      {
        days: [
          { dayAccessDate: '2030-01-01', grantStatus: 'GRANT' },
          { dayAccessDate: '2030-01-02', grantStatus: 'GRANT' },
          { dayAccessDate: '2030-01-03', grantStatus: 'NO_GRANT' },
        ],
      },
    ]);
    expect(notify).toHaveBeenCalledWith(ACCESS_MESSAGES.dayAccessUpdated, expect.anything());
  });

  it('asks nothing when the granted sessions fall on days with access', async () => {
    const { user, api } = renderSessionAccess({ fetch: sessionAccessApi() });
    await loaded();
    await toggleRow(user, 'Session 11');
    await user.click(screen.getByRole('button', { name: 'Update Access' }));
    await waitFor(() => expect(api.callsTo('PUT', paths.sessions)).toHaveLength(1));
    await waitFor(() => expect(footer()).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the changes when Update Access fails', async () => {
    const { user, notify } = renderSessionAccess({
      fetch: sessionAccessApi({ saveStatus: 500 }),
    });
    await loaded();
    await toggleRow(user, 'Session 13');
    await user.click(screen.getByRole('button', { name: 'Update Access' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(ACCESS_MESSAGES.somethingWentWrong, expect.anything()),
    );
    expect(footer()).toHaveTextContent('1 unsaved change');
    expect(toggle('Session 13')).toBeChecked();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('restricts with REVOKED in the grant section', async () => {
    const { user, api } = renderSessionAccess({ fetch: sessionAccessApi(), at: 'grant' });
    await loaded();
    expect(screen.getByText('VIP ticket · Grant access')).toBeInTheDocument();
    await toggleRow(user, 'Session 2');
    await user.click(screen.getByRole('button', { name: 'Update Access' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', paths.sessions).map((c) => c.body)).toEqual([
        { section: 'grant', changes: [{ id: 2, grantStatus: 'REVOKED' }] },
      ]),
    );
    expect(api.callsTo('GET', paths.sessions)[0]?.url.searchParams.get('section')).toBe('grant');
  });

  it('asks before leaving with pending changes', async () => {
    const { user } = renderSessionAccess({ fetch: sessionAccessApi() });
    await loaded();
    await toggleRow(user, 'Session 5');
    await user.click(screen.getByRole('link', { name: 'Back to the access group' }));
    const ask = await screen.findByRole('alertdialog', {
      name: 'Leave without updating access?',
    });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(toggle('Session 5')).toBeChecked();
    await user.click(screen.getByRole('link', { name: 'Back to the access group' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByText('Group page')).toBeInTheDocument();
  });

  // Issue #46: the impact of the pending changes, from the API's preview, before Update Access.
  it('says who loses and gains each changed session before Update Access', async () => {
    const person = (registrationId: number, firstName: string) => ({
      registrationId,
      firstName,
      lastName: 'Doe',
    });
    const impact: AccessImpact = {
      affected: 13,
      features: [],
      days: [],
      sessions: [
        { sessionId: 2, title: 'Session 2', gain: 0, lose: 12, sample: [person(1, 'Ada')] },
        { sessionId: 5, title: 'Session 5', gain: 1, lose: 0, sample: [person(2, 'Bo')] },
      ],
    };
    const fetch = sessionAccessApi({ impact });
    const { user } = renderSessionAccess({ fetch });
    await loaded();
    expect(screen.queryByText(ACCESS_IMPACT_MESSAGES.title)).not.toBeInTheDocument();

    await toggleRow(user, 'Session 2');
    await toggleRow(user, 'Session 5');
    const lose = await screen.findByText('12 registrants lose Session 2');
    expect(screen.getByText('1 registrant gains Session 5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ada Doe' })).toHaveAttribute(
      'href',
      '/event/42/people/access-explainer?registrationId=1',
    );
    expect(screen.getByRole('link', { name: 'See the full list' })).toHaveAttribute(
      'href',
      '/event/42/people/audiences/30',
    );
    // Above Update Access, asked for the changes it would send. Quick toggles make one request
    // (the debounce: use-debounced-value.test.tsx); a slow machine may also have asked for the
    // first toggle alone in between, and for nothing else.
    const update = updateButton();
    expect(update).not.toBeNull();
    expect(
      lose.compareDocumentPosition(update as HTMLElement) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const first = { section: 'base', changes: [{ id: 2, grantStatus: 'NO_GRANT' }] };
    const both = {
      section: 'base',
      changes: [
        { id: 2, grantStatus: 'NO_GRANT' },
        { id: 5, grantStatus: 'GRANT' },
      ],
    };
    expect([[both], [first, both]]).toContainEqual(
      fetch.callsTo('POST', paths.impactPreview).map((c) => c.body),
    );

    // Cancel: nothing pending, no panel.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(ACCESS_IMPACT_MESSAGES.title)).not.toBeInTheDocument();
  });

  it('lets a read-only user look but not change anything', async () => {
    renderSessionAccess({ fetch: sessionAccessApi(), readOnly: true });
    await loaded();
    expect(toggle('Session 2')).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Select all sessions shown' })).toBeDisabled();
  });

  it('searches and filters in memory, from the URL', async () => {
    const { api } = renderSessionAccess({
      fetch: sessionAccessApi(),
      at: 'base?q=session%201&days=2030-01-02',
    });
    await screen.findByRole('switch', { name: 'Access to Session 13' });
    const titles = within(table())
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(titles).toEqual([
      'Session 13',
      'Session 14',
      'Session 15',
      'Session 16',
      'Session 17',
      'Session 18',
      'Session 19',
    ]);
    expect(tab(/^All/)).toHaveTextContent('All (7)');
    expect(api.callsTo('GET', paths.sessions)).toHaveLength(1);
  });
});

describe('Session access empty states', () => {
  it.each([
    ['base', sessionsOf('base', 0), ACCESS_MESSAGES.noSessionFound],
    ['base?q=nothing', undefined, ACCESS_MESSAGES.noSearchResultsFound],
    ['base?tags=Nothing', undefined, ACCESS_MESSAGES.noSessionsFound],
    ['base?tab=accessible&tags=Workshop', undefined, ACCESS_MESSAGES.noSessionsAccessible],
    ['base?tab=restricted&tags=AI', undefined, ACCESS_MESSAGES.noSessionsRestricted],
  ])('at %s says the right thing', async (at, sessions, text) => {
    renderSessionAccess({ fetch: sessionAccessApi({ sessions }), at });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
