import { screen, waitFor, within } from '@testing-library/react';
import { COMMUNICATION_MESSAGES as M } from '@console/event-setup-contract';
import { aTemplate } from '../testing/fixtures';
import { api, communicationApi, renderCommunicationPage } from '../testing/render';

const table = () => screen.getByRole('grid', { name: 'Saved templates' });

describe('SavedTemplatesPage', () => {
  it('lists the templates with their subject and when they changed', async () => {
    renderCommunicationPage('templates', {
      fetch: communicationApi({ templates: [aTemplate()] }),
    });
    const row = (await within(await screen.findByRole('grid')).findByText('Last call')).closest(
      '[role="row"]',
    );
    expect(row).toHaveTextContent('Last call: {event}');
    expect(row).toHaveTextContent('2030');
  });

  it('creates a template, checking its placeholders first', async () => {
    const { user, api: fake, notify } = renderCommunicationPage('templates');
    expect(await screen.findByText('No saved templates yet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New template' }));
    const panel = await screen.findByRole('dialog', { name: 'New saved template' });
    await user.type(within(panel).getByRole('textbox', { name: /^Name/ }), 'Agenda');
    await user.type(within(panel).getByRole('textbox', { name: /^Subject/ }), 'Agenda');
    await user.click(within(panel).getByRole('textbox', { name: 'Text' }));
    await user.paste('Dear {name}');
    // A template fills no draft by itself: no preview or test here.
    expect(within(panel).queryByRole('button', { name: 'Preview' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(
      await within(panel).findByText(
        M.placeholdersNotAllowed(['{name}'], ['firstName', 'event', 'continueLink']),
      ),
    ).toBeVisible();
    expect(fake.callsTo('POST', api.templates)).toEqual([]);

    const body = within(panel).getByRole('textbox', { name: 'Text' });
    await user.clear(body);
    await user.click(body);
    await user.paste('Dear ');
    await user.click(within(panel).getByRole('button', { name: 'Insert {continueLink}' }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo('POST', api.templates).map((call) => call.body)).toEqual([
      { name: 'Agenda', subject: 'Agenda', body: 'Dear {continueLink}' },
    ]);
    expect(notify).toHaveBeenCalledWith('Template “Agenda” saved', expect.anything());
    expect(await within(table()).findByRole('rowheader', { name: 'Agenda' })).toBeVisible();
  });

  it('deletes a template only once confirmed', async () => {
    const fetch = communicationApi({ templates: [aTemplate()] });
    const { user } = renderCommunicationPage('templates', { fetch });
    await user.click(await screen.findByRole('button', { name: 'Delete Last call' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete “Last call”?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(fetch.callsTo('DELETE', api.template(1))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Last call' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('No saved templates yet')).toBeVisible();
  });
});
