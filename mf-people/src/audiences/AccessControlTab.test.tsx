import { screen, within } from '@testing-library/react';
import { FetchRouter } from '@console/shared/testing';
import { AccessControlTab } from './AccessControlTab';
import { EVENT_ID, renderPage, reply } from './testing/render';
import { ACCESS_API, ACCESS_MESSAGES, type AccessGroup } from '@console/access-control-contract';

const PATH = '/event/:eventId/people/audiences';
const URL = '/event/42/people/audiences?selectedTab=EXPERIENCE_MANAGEMENT';

const group = (
  groupId: number,
  groupName: string,
  extra: Partial<AccessGroup> = {},
): AccessGroup => ({
  groupId,
  groupName,
  groupType: 'DEFAULT',
  isBaseGroup: true,
  baseAccessGroupId: null,
  audienceGroupId: null,
  ...extra,
});

const GROUPS: AccessGroup[] = [
  group(1, 'Attendees'),
  group(2, 'Speakers'),
  group(3, 'VIP', { groupType: 'TICKET', isBaseGroup: false, baseAccessGroupId: 1 }),
  group(4, 'Berlin locals', { groupType: 'CUSTOM', isBaseGroup: false, baseAccessGroupId: 2 }),
];

describe('AccessControlTab', () => {
  it("lists base groups under 'Base access' and derived groups under 'Group access', each linking to its page", async () => {
    renderPage(<AccessControlTab />, {
      path: PATH,
      initialUrl: URL,
      fetch: new FetchRouter().on('GET', ACCESS_API.groups(EVENT_ID), { groups: GROUPS }),
    });
    expect(screen.getByText('Loading access groups…')).toBeInTheDocument();

    const base = await screen.findByRole('region', { name: ACCESS_MESSAGES.baseAccess });
    const derived = screen.getByRole('region', { name: ACCESS_MESSAGES.groupAccess });
    expect(
      within(base)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([
      '/event/42/people/audiences/experience-management/1',
      '/event/42/people/audiences/experience-management/2',
    ]);
    expect(
      within(derived)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([
      '/event/42/people/audiences/experience-management/3',
      '/event/42/people/audiences/experience-management/4',
    ]);
    expect(within(derived).getByRole('link', { name: /VIP/ })).toHaveTextContent(
      'Ticket · based on Attendees',
    );
    expect(within(base).queryByRole('link', { name: /VIP/ })).not.toBeInTheDocument();
  });

  it("leaves out 'Group access' when the event has only base groups", async () => {
    renderPage(<AccessControlTab />, {
      path: PATH,
      initialUrl: URL,
      fetch: new FetchRouter().on('GET', ACCESS_API.groups(EVENT_ID), {
        groups: GROUPS.slice(0, 2),
      }),
    });
    await screen.findByRole('region', { name: ACCESS_MESSAGES.baseAccess });
    expect(
      screen.queryByRole('region', { name: ACCESS_MESSAGES.groupAccess }),
    ).not.toBeInTheDocument();
  });

  it("announces 'Error fetching Access Groups' when the groups cannot load, and retries", async () => {
    let fail = true;
    const { user, notify } = renderPage(<AccessControlTab />, {
      path: PATH,
      initialUrl: URL,
      fetch: new FetchRouter().on('GET', ACCESS_API.groups(EVENT_ID), () =>
        fail
          ? reply({ status: 500, body: { code: 'INTERNAL', message: 'Boom' } })
          : { groups: GROUPS },
      ),
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ACCESS_MESSAGES.errorFetchingGroups);
    expect(notify).toHaveBeenCalledWith(ACCESS_MESSAGES.errorFetchingGroups, {
      tone: 'error',
      durationMs: 5000,
    });

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('region', { name: ACCESS_MESSAGES.baseAccess }),
    ).toBeInTheDocument();
  });
});
