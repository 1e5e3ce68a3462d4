import { screen, waitFor, within } from '@testing-library/react';
import { COMMUNICATION_MESSAGES as M } from '@console/event-setup-contract';
import { anInvitationEmail } from '../testing/fixtures';
import {
  api,
  communicationApi,
  renderCommunicationPage,
  reply,
  TEST_USER_EMAIL,
} from '../testing/render';

const table = () => screen.getByRole('grid', { name: 'Invitation emails' });

describe('CustomEmailsPage', () => {
  it('says there is none yet, and creates one that is previewed and sent as a test first', async () => {
    const { user, api: fake, notify } = renderCommunicationPage('custom');
    expect(await screen.findByText('No invitation emails yet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New invitation email' }));
    const panel = await screen.findByRole('dialog', { name: 'New invitation email' });
    await user.type(within(panel).getByRole('textbox', { name: /^Name/ }), 'VIP');
    await user.type(within(panel).getByRole('textbox', { name: /^Subject/ }), 'Join ');
    await user.click(within(panel).getByRole('button', { name: 'Insert {event}' }));
    await user.click(within(panel).getByRole('textbox', { name: 'Text' }));
    await user.paste('Hi ');
    await user.click(within(panel).getByRole('button', { name: 'Insert {firstName}' }));
    // An invitation has no continue link to offer.
    expect(within(panel).queryByRole('button', { name: 'Insert {continueLink}' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Preview' }));
    expect(await within(panel).findByText('Join Mail Summit')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Send me a test' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        `Test email sent to ${TEST_USER_EMAIL}`,
        expect.anything(),
      ),
    );
    expect(fake.callsTo('POST', api.invitationTest)[0]?.body).toEqual({
      subject: 'Join {event}',
      body: 'Hi {firstName}',
    });
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo('POST', api.invitations).map((call) => call.body)).toEqual([
      { name: 'VIP', subject: 'Join {event}', body: 'Hi {firstName}' },
    ]);
    expect(await within(table()).findByText('VIP')).toBeVisible();
  });

  it('shows what the API refuses on the name under the field', async () => {
    const fetch = communicationApi().on('POST', api.invitations, () =>
      reply({
        status: 409,
        body: { code: 'NAME_TAKEN', message: M.invitationNameTaken('VIP'), field: 'name' },
      }),
    );
    const { user } = renderCommunicationPage('custom', { fetch });
    await user.click(await screen.findByRole('button', { name: 'New invitation email' }));
    const panel = await screen.findByRole('dialog', { name: 'New invitation email' });
    await user.type(within(panel).getByRole('textbox', { name: /^Name/ }), 'VIP');
    await user.type(within(panel).getByRole('textbox', { name: /^Subject/ }), 'Hi');
    await user.type(within(panel).getByRole('textbox', { name: 'Text' }), 'Hello');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText(M.invitationNameTaken('VIP'))).toBeVisible();
  });

  it('edits and deletes one after a confirmation', async () => {
    const fetch = communicationApi({ invitations: [anInvitationEmail()] });
    const { user, notify } = renderCommunicationPage('custom', { fetch });
    await user.click(await screen.findByRole('button', { name: 'Edit Early access' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit Early access' });
    const subject = within(panel).getByRole('textbox', { name: /^Subject/ });
    await user.clear(subject);
    await user.type(subject, 'Now open');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch.callsTo('PATCH', api.invitation(1)).map((call) => call.body)).toEqual([
      { name: 'Early access', subject: 'Now open', body: 'Hi {firstName}, your seat is waiting.' },
    ]);
    expect(await within(table()).findByText('Now open')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete Early access' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete “Early access”?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fetch.callsTo('DELETE', api.invitation(1))).toHaveLength(1));
    expect(await screen.findByText('No invitation emails yet')).toBeVisible();
    expect(notify).toHaveBeenCalledWith(
      'Invitation email “Early access” deleted',
      expect.objectContaining({ tone: 'success' }),
    );
  });

  it('lists them without any control for a read-only user', async () => {
    renderCommunicationPage('custom', {
      fetch: communicationApi({ invitations: [anInvitationEmail()] }),
      context: { readOnly: true },
    });
    expect(await within(await screen.findByRole('grid')).findByText('Early access')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New invitation email' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});
