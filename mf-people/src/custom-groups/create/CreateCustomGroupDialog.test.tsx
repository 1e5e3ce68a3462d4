import { screen, waitFor, within } from '@testing-library/react';
import { groupApi, paths, renderCreateButton, reply } from '../testing/render';
import { PEOPLE_MESSAGES } from '@console/people-contract';

async function openDialog(options: Parameters<typeof renderCreateButton>[0] = {}) {
  const rendered = renderCreateButton(options);
  await rendered.user.click(screen.getByRole('button', { name: 'Create custom group' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create custom group' });
  return { ...rendered, dialog };
}

describe('Create custom group dialog', () => {
  it('keeps Next disabled while the name is shorter than 3 characters', async () => {
    const { user, dialog } = await openDialog();
    const next = within(dialog).getByRole('button', { name: 'Next' });
    const name = within(dialog).getByRole('textbox', { name: /Group name/ });
    expect(next).toBeDisabled();
    await user.type(name, 'ab');
    expect(next).toBeDisabled();
    await user.type(name, '  ');
    expect(next).toBeDisabled();
    await user.type(name, 'c');
    expect(next).toBeEnabled();
  });

  it('takes at most 50 characters', async () => {
    const { user, dialog } = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: /Group name/ });
    await user.type(name, 'x'.repeat(60));
    expect(name).toHaveValue('x'.repeat(50));
  });

  it('offers the access-controls toggle and both types, the toggle not for webinars', async () => {
    const { dialog, unmount } = await openDialog();
    expect(
      within(dialog).getByRole('switch', { name: 'Enable access controls' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Active group/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Static group/ })).not.toBeChecked();
    unmount();
    const webinar = await openDialog({ eventType: 'WEBINAR' });
    expect(
      within(webinar.dialog).queryByRole('switch', { name: 'Enable access controls' }),
    ).not.toBeInTheDocument();
    expect(within(webinar.dialog).getByRole('radio', { name: /Static group/ })).toBeInTheDocument();
  });

  it('creates the DRAFT group and opens its page with the filter panel open', async () => {
    const api = groupApi().on('POST', paths.groups, { audienceGroupId: 77 });
    const { user, dialog } = await openDialog({ fetch: api });
    await user.type(within(dialog).getByRole('textbox', { name: /Group name/ }), ' Berlin locals ');
    await user.click(within(dialog).getByRole('switch', { name: 'Enable access controls' }));
    await user.click(within(dialog).getByRole('radio', { name: /Static group/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Custom group page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/event/42/people/custom-audience/77?isFilterPopUpOpened=true',
    );
    expect(api.callsTo('POST', paths.groups)[0]?.body).toEqual({
      groupName: 'Berlin locals',
      isAccessControlEnabled: true,
      groupUpdateType: 'STATIC',
    });
  });

  it.each([
    ['DUPLICATE_NAME_REQUEST', 409, 'Duplicate group name'],
    ['INTERNAL', 500, 'Database unavailable'],
  ])("says 'Duplicate group name' when creation fails (%s)", async (code, status, message) => {
    const api = groupApi().on('POST', paths.groups, reply({ status, body: { code, message } }));
    const { user, dialog, notify } = await openDialog({ fetch: api });
    await user.type(within(dialog).getByRole('textbox', { name: /Group name/ }), 'Speakers');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(PEOPLE_MESSAGES.duplicateGroupName, {
        tone: 'error',
        durationMs: 5000,
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Create custom group' })).toBeInTheDocument();
  });
});
