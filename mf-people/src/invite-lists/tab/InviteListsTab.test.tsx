import { screen, waitFor, within } from '@testing-library/react';
import { FetchRouter } from '@console/shared/testing';
import { inviteListGroup } from '../testing/fixtures';
import { paths, renderInviteLists, reply } from '../testing/render';
import { InviteListsTab } from './InviteListsTab';
import { PEOPLE_MESSAGES } from '@console/people-contract';

jest.mock('../csv/create-csv-worker', () => jest.requireActual('../testing/fake-csv-worker'));

const render = (api: FetchRouter, readOnly = false) =>
  renderInviteLists(<InviteListsTab />, {
    path: 'people/audiences',
    at: 'people/audiences?selectedTab=INVITE_LISTS',
    fetch: api,
    context: { readOnly },
  });

describe('Invite lists tab', () => {
  it('lists the invite lists with their invitee counts, each opening its page', async () => {
    const api = new FetchRouter().on('GET', paths.lists, {
      inviteLists: [inviteListGroup(7, 'Partners', 1234), inviteListGroup(8, 'Press', 1)],
    });
    render(api);
    expect(screen.getByText('Loading invite lists…')).toBeInTheDocument();
    const partners = await screen.findByRole('link', { name: /Partners/ });
    expect(partners).toHaveTextContent('1,234 invitees');
    expect(partners).toHaveAttribute('href', '/event/42/people/audiences/invite-list/7');
    expect(screen.getByRole('link', { name: /Press/ })).toHaveAttribute(
      'href',
      '/event/42/people/audiences/invite-list/8',
    );
    expect(screen.getByRole('button', { name: 'Create invite list' })).toBeEnabled();
  });

  it("says 'No invite list found' when the event has none", async () => {
    render(new FetchRouter().on('GET', paths.lists, { inviteLists: [] }));
    expect(await screen.findByText(PEOPLE_MESSAGES.noInviteListFound)).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    let fail = true;
    const api = new FetchRouter().on('GET', paths.lists, () =>
      fail
        ? reply({ status: 500, body: { code: 'INTERNAL', message: 'Database unavailable' } })
        : { inviteLists: [inviteListGroup(7, 'Partners', 3)] },
    );
    const { user } = render(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invite lists could not be loaded');
    expect(alert).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Partners/ })).toBeInTheDocument();
  });

  it('disables Create for a read-only user', async () => {
    render(new FetchRouter().on('GET', paths.lists, { inviteLists: [] }), true);
    await screen.findByText(PEOPLE_MESSAGES.noInviteListFound);
    expect(screen.getByRole('button', { name: 'Create invite list' })).toBeDisabled();
  });

  it('opens the create form from Create and closes it with Cancel', async () => {
    const { user } = render(new FetchRouter().on('GET', paths.lists, { inviteLists: [] }));
    await user.click(screen.getByRole('button', { name: 'Create invite list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create invite list' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
