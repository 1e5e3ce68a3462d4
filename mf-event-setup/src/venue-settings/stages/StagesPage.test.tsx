import { screen, waitFor, within } from '@testing-library/react';
import { VENUE_MESSAGES } from '@console/event-setup-contract';
import { aVenue } from '../testing/fixtures';
import { api, renderVenuePage, reply, venueApi } from '../testing/render';

const table = () => screen.getByRole('grid', { name: 'Stages of the sessions' });

async function openRename(name: string) {
  const view = renderVenuePage('stages');
  await view.user.click(await screen.findByRole('button', { name: `Rename ${name}` }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Rename stage' }) };
}

describe('StagesPage', () => {
  it('lists the stages of the sessions with how many sessions each, beside the stage zone', async () => {
    renderVenuePage('stages');
    expect(await screen.findByRole('switch', { name: 'Stages zone' })).toBeChecked();
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Main Stage12'),
      expect.stringContaining('Side Stage1'),
    ]);
  });

  it('renames a stage on all its sessions', async () => {
    const { user, dialog, api: fake, notify } = await openRename('Main Stage');
    const name = within(dialog).getByRole('textbox', { name: 'Stage name' });
    await user.clear(name);
    await user.type(name, ' Keynote Hall ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo('POST', api.stageRename).map((call) => call.body)).toEqual([
      { name: 'Main Stage', newName: 'Keynote Hall' },
    ]);
    expect(notify).toHaveBeenCalledWith(
      'Stage renamed to “Keynote Hall”',
      expect.objectContaining({ tone: 'success' }),
    );
    expect(await within(table()).findByText('Keynote Hall')).toBeVisible();
  });

  it('refuses another stage’s name before sending it', async () => {
    const { user, dialog, api: fake } = await openRename('Main Stage');
    const name = within(dialog).getByRole('textbox', { name: 'Stage name' });
    await user.clear(name);
    await user.type(name, 'Side Stage');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(VENUE_MESSAGES.stageNameTaken('Side Stage')),
    ).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(fake.callsTo('POST', api.stageRename)).toHaveLength(0);
  });

  it('shows what the API refuses on the new name under the field', async () => {
    const fake = venueApi().on('POST', api.stageRename, () =>
      reply({
        status: 409,
        body: {
          code: 'STAGE_NAME_TAKEN',
          message: VENUE_MESSAGES.stageNameTaken('Hall B'),
          field: 'newName',
        },
      }),
    );
    const { user } = renderVenuePage('stages', { fetch: fake });
    await user.click(await screen.findByRole('button', { name: 'Rename Side Stage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename stage' });
    const name = within(dialog).getByRole('textbox', { name: 'Stage name' });
    await user.clear(name);
    await user.type(name, 'Hall B');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(VENUE_MESSAGES.stageNameTaken('Hall B'))).toBeVisible();
  });

  it('offers no rename and no switch to a read-only user, and says when there are no stages', async () => {
    renderVenuePage('stages', {
      fetch: venueApi(aVenue({ stages: [] })),
      context: { readOnly: true },
    });
    expect(await screen.findByText('No stages yet')).toBeVisible();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rename/ })).not.toBeInTheDocument();
  });
});
