import { screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS } from '@console/shared/contract';
import { paths, registrantsApi, renderAttendees, reply } from './testing/render';
import { accessKeys } from '@console/access-control-contract';
import { approvalKeys } from '@console/approvals-contract';
import {
  audienceKeys,
  audienceListKeys,
  customGroupKeys,
  inviteListKeys,
  PEOPLE_MESSAGES,
  registrationKeys,
  REGISTRATION_MESSAGES,
} from '@console/people-contract';
import { eventDashboardKeys, ticketingKeys } from '@console/registration-contract';

type User = ReturnType<typeof renderAttendees>['user'];

const panel = () => screen.getByRole('dialog', { name: 'Add registrant' });

async function openForm(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add registrant' }));
  return within(panel()).findByRole('textbox', { name: /First name/ });
}

async function choose(user: User, select: RegExp, option: string) {
  await user.click(within(panel()).getByRole('button', { name: select }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

/** Enters `text` into `field` in one input, as a paste does: each typed key re-renders the form. */
async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillPerson(user: User) {
  const form = within(panel());
  await enter(user, form.getByRole('textbox', { name: /First name/ }), 'Grace');
  await enter(user, form.getByRole('textbox', { name: /Last name/ }), 'Hopper');
  await enter(user, form.getByRole('textbox', { name: /Email/ }), 'grace@example.com');
}

const submit = (user: User) =>
  user.click(within(panel()).getByRole('button', { name: 'Add registrant' }));

describe('Add registrant', () => {
  it('is offered only to a user who writes attendees on a writable event', async () => {
    const { unmount } = renderAttendees({
      permissions: PERMISSIONS.filter((p) => p !== 'PEOPLE_ATTENDEES_WRITE'),
    });
    expect(await screen.findByRole('row', { name: /Ada Lovelace/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add registrant' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Ada Lovelace' })).toBeNull();
    unmount();

    const readOnly = renderAttendees({ readOnly: true });
    expect(await screen.findByRole('row', { name: /Ada Lovelace/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add registrant' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Ada Lovelace' })).toBeNull();
    readOnly.unmount();

    renderAttendees();
    expect(await screen.findByRole('button', { name: 'Edit Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add registrant' })).toBeInTheDocument();
  });

  it('checks the required fields and the flow’s required answers before sending anything', async () => {
    const { user, api } = renderAttendees();
    await openForm(user);
    await submit(user);
    const form = within(panel());
    expect(form.getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription(
      PEOPLE_MESSAGES.required,
    );
    expect(form.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      PEOPLE_MESSAGES.required,
    );
    expect(form.getByRole('textbox', { name: 'Company (required)' })).toHaveAccessibleDescription(
      REGISTRATION_MESSAGES.answerRequired('Company'),
    );
    expect(api.callsTo('POST', paths.create)).toHaveLength(0);
  });

  it('asks the chosen flow’s fields, by type, the first flow by default', async () => {
    const { user } = renderAttendees();
    await openForm(user);
    const form = within(panel());
    expect(form.getByRole('button', { name: /General.*Registration flow/ })).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Company (required)' })).toBeRequired();
    expect(form.getByRole('spinbutton', { name: 'Company size' })).toBeInTheDocument();
    expect(form.getByRole('checkbox', { name: 'Newsletter' })).not.toBeChecked();

    await choose(user, /Registration flow/, 'Speakers');
    expect(form.queryByRole('textbox', { name: /Company/ })).toBeNull();
    expect(form.queryByRole('checkbox', { name: 'Newsletter' })).toBeNull();
    expect(form.getByRole('textbox', { name: 'Talk title (required)' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: /Track/ })).toBeInTheDocument();
  });

  it('sends the person, the flow, the ticket lines and the answers keyed by field name', async () => {
    const api = registrantsApi().on(
      'POST',
      paths.create,
      reply({ status: 201, body: { registrationId: 9 } }),
    );
    const { user } = renderAttendees({ fetch: api });
    await openForm(user);
    await fillPerson(user);
    await choose(user, /Role/, 'Speaker');
    await choose(user, /Registration flow/, 'Speakers');
    const form = within(panel());
    await enter(user, form.getByRole('textbox', { name: 'Talk title (required)' }), 'Compilers');
    await choose(user, /Track/, 'Data');
    await user.click(form.getByRole('button', { name: 'Add ticket' }));
    await choose(user, /Ticket type 1/, 'VIP');
    await user.clear(form.getByRole('spinbutton', { name: 'Count 1' }));
    await user.type(form.getByRole('spinbutton', { name: 'Count 1' }), '2');
    await user.click(form.getByRole('button', { name: 'Add ticket' }));
    await choose(user, /Ticket type 2/, 'General admission');
    await submit(user);

    await waitFor(() => expect(api.callsTo('POST', paths.create)).toHaveLength(1));
    expect(api.callsTo('POST', paths.create)[0]?.body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      role: 'SPEAKER',
      flowId: 2,
      tickets: [
        { ticketTypeId: 100, count: 2 },
        { ticketTypeId: 101, count: 1 },
      ],
      customField: { talkTitle: 'Compilers', track: 'data' },
    });
  });

  it('shows the API’s refusal under the field it names and keeps what was typed', async () => {
    const taken = REGISTRATION_MESSAGES.emailTaken('grace@example.com');
    const api = registrantsApi().on(
      'POST',
      paths.create,
      reply({ status: 409, body: { code: 'CONFLICT', message: taken, field: 'email' } }),
    );
    const { user } = renderAttendees({ fetch: api });
    await openForm(user);
    await fillPerson(user);
    await user.type(within(panel()).getByRole('textbox', { name: 'Company (required)' }), 'Navy');
    await submit(user);

    const form = within(panel());
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(taken),
    );
    expect(form.getByRole('textbox', { name: /First name/ })).toHaveValue('Grace');
    expect(form.getByRole('textbox', { name: /Email/ })).toHaveValue('grace@example.com');
    expect(form.getByRole('textbox', { name: 'Company (required)' })).toHaveValue('Navy');
  });

  it('shows a refusal naming no field (sold out) above the buttons', async () => {
    const soldOut = 'Not enough tickets available: VIP (0 left, 1 requested).';
    const api = registrantsApi().on(
      'POST',
      paths.create,
      reply({ status: 409, body: { code: 'SOLD_OUT', message: soldOut } }),
    );
    const { user } = renderAttendees({ fetch: api });
    await openForm(user);
    await fillPerson(user);
    await user.type(within(panel()).getByRole('textbox', { name: 'Company (required)' }), 'Navy');
    await submit(user);
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(soldOut);
  });

  it('on success says so, closes, returns focus to the button and refreshes every list', async () => {
    const api = registrantsApi().on(
      'POST',
      paths.create,
      reply({ status: 201, body: { registrationId: 9 } }),
    );
    const { user, notify, queryClient } = renderAttendees({ fetch: api });
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await openForm(user);
    await fillPerson(user);
    await user.type(within(panel()).getByRole('textbox', { name: 'Company (required)' }), 'Navy');
    const listCalls = api.callsTo('GET', paths.attendees).length;
    await submit(user);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify).toHaveBeenCalledWith(REGISTRATION_MESSAGES.registrantAdded, expect.anything());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add registrant' })).toHaveFocus(),
    );
    const invalidated = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    const id = 42;
    expect(invalidated).toEqual(
      expect.arrayContaining([
        audienceListKeys.all(id),
        audienceKeys.all(id),
        customGroupKeys.all(id),
        inviteListKeys.all(id),
        registrationKeys.all(id),
        accessKeys.all(id),
        approvalKeys.all(id),
        approvalKeys.ticketTypes(id),
        eventDashboardKeys.all(id),
        ticketingKeys.all(id),
      ]),
    );
    expect(api.callsTo('GET', paths.attendees).length).toBeGreaterThan(listCalls);
    expect(api.callsTo('POST', paths.create)[0]?.body).toMatchObject({
      flowId: 1,
      role: 'ATTENDEE',
      tickets: [],
      customField: { company: 'Navy', newsletter: false },
    });
  });
});
