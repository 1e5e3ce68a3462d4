import { screen, waitFor, within } from '@testing-library/react';
import { currentSearch } from '@console/shared/testing';
import { paths, registrantsApi, renderAttendees, reply } from './testing/render';
import { registrant } from './testing/fixtures';
import { REGISTRATION_MESSAGES } from '@console/people-contract';

type User = ReturnType<typeof renderAttendees>['user'];

const panel = () => screen.getByRole('dialog', { name: 'Edit registrant' });

async function openEdit(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Edit Ada Lovelace' }));
  return within(panel()).findByRole('textbox', { name: /First name/ });
}

const save = (user: User) => user.click(within(panel()).getByRole('button', { name: 'Save' }));

describe('Edit registrant', () => {
  it('opens for the registrant the URL names (a link of the activity log), and closing drops it', async () => {
    const { user } = renderAttendees({ search: '?edit=5' });
    expect(await within(panel()).findByRole('textbox', { name: /First name/ })).toHaveValue('Ada');
    expect(currentSearch().get('edit')).toBe('5');
    await user.click(within(panel()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentSearch().has('edit')).toBe(false);
    await openEdit(user);
    expect(currentSearch().get('edit')).toBe('5');
  });

  it('opens no panel from the URL for a user who may not edit registrants', async () => {
    renderAttendees({ search: '?edit=5', readOnly: true });
    await screen.findByText('Lovelace', { exact: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts from the registrant as the API reads them', async () => {
    const { user } = renderAttendees();
    await openEdit(user);
    const form = within(panel());
    expect(form.getByRole('textbox', { name: /First name/ })).toHaveValue('Ada');
    expect(form.getByRole('textbox', { name: /Last name/ })).toHaveValue('Lovelace');
    expect(form.getByRole('textbox', { name: /Email/ })).toHaveValue('ada@example.com');
    expect(form.getByRole('button', { name: /Attendee.*Role/ })).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Company (required)' })).toHaveValue(
      'Analytical Engines',
    );
    expect(form.getByRole('spinbutton', { name: 'Company size' })).toHaveValue(12);
    expect(form.getByText('Registration flow: General')).toBeInTheDocument();
    expect(form.getByText('Tickets: VIP × 1')).toBeInTheDocument();
  });

  it('sends only what changed, a cleared answer as null, and closes', async () => {
    const api = registrantsApi().on('PATCH', paths.registration, registrant());
    const { user, notify } = renderAttendees({ fetch: api });
    await openEdit(user);
    const form = within(panel());
    await user.clear(form.getByRole('textbox', { name: /Last name/ }));
    await user.type(form.getByRole('textbox', { name: /Last name/ }), 'King');
    await user.clear(form.getByRole('spinbutton', { name: 'Company size' }));
    await user.click(form.getByRole('checkbox', { name: 'Newsletter' }));
    await save(user);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PATCH', paths.registration).map((c) => c.body)).toEqual([
      { lastName: 'King', customField: { companySize: null, newsletter: true } },
    ]);
    expect(notify).toHaveBeenCalledWith(REGISTRATION_MESSAGES.registrantSaved, expect.anything());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit Ada Lovelace' })).toHaveFocus(),
    );
  });

  it('sends nothing when nothing changed, and keeps a required answer', async () => {
    const { user, api } = renderAttendees();
    await openEdit(user);
    await save(user);
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      REGISTRATION_MESSAGES.registrantUnchanged,
    );
    await user.clear(within(panel()).getByRole('textbox', { name: 'Company (required)' }));
    await save(user);
    expect(
      within(panel()).getByRole('textbox', { name: 'Company (required)' }),
    ).toHaveAccessibleDescription(REGISTRATION_MESSAGES.answerRequired('Company'));
    expect(api.callsTo('PATCH', paths.registration)).toHaveLength(0);
  });

  it('shows the API’s 409 for an email another registration has, keeping the input', async () => {
    const taken = REGISTRATION_MESSAGES.emailTaken('grace@example.com');
    const api = registrantsApi().on(
      'PATCH',
      paths.registration,
      reply({ status: 409, body: { code: 'CONFLICT', message: taken, field: 'email' } }),
    );
    const { user } = renderAttendees({ fetch: api });
    await openEdit(user);
    const email = within(panel()).getByRole('textbox', { name: /Email/ });
    await user.clear(email);
    await user.type(email, 'grace@example.com');
    await save(user);

    await waitFor(() => expect(email).toHaveAccessibleDescription(taken));
    expect(email).toHaveValue('grace@example.com');
    expect(api.callsTo('PATCH', paths.registration)[0]?.body).toEqual({
      email: 'grace@example.com',
    });
  });
});
