import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { PERMISSIONS } from '@console/shared/contract';
import type { FakeRequest } from '@console/shared/testing';
import { customGroupKeys } from '@console/people-contract';
import {
  REGISTRATION_FORM_MESSAGES as M,
  registrationFormKeys,
} from '@console/registration-contract';
import { aField } from '../testing/fixtures';
import {
  EVENT_ID,
  formApi,
  formApiWithState,
  paths,
  renderRegistrationPage,
  reply,
} from '../testing/render';
import { FormPage } from './FormPage';

const company = aField({ fieldId: 1, label: 'Company', position: 0, flowIds: [10, 20] });
const shirt = aField({
  fieldId: 2,
  label: '<b>Shirt</b> size',
  fieldName: 'shirtSize',
  type: 'STRING',
  subType: 'SINGLE_SELECT',
  predefinedValues: [
    { label: 'Small', value: 's' },
    { label: 'Large', value: 'l' },
  ],
  required: true,
  position: 1,
  flowIds: [20],
});
const diet = aField({
  fieldId: 3,
  label: 'Diet',
  fieldName: 'diet',
  type: 'LIST',
  predefinedValues: [{ label: 'Vegan', value: 'vegan' }],
  position: 2,
  flowIds: [],
});
const FIELDS = [company, shirt, diet];

const render = (fetch = formApi(FIELDS), context = {}) =>
  renderRegistrationPage(<FormPage />, 'registration/form', { fetch, context });
const cells = (label: string) =>
  [
    ...screen
      .getByRole('row', { name: new RegExp(`^${label}`) })
      .querySelectorAll('[role="rowheader"], [role="gridcell"]'),
  ].map((cell) => cell.textContent);
const labels = () => screen.getAllByRole('rowheader').map((header) => header.textContent);
const field = (name: string) => screen.getByRole('textbox', { name });

async function chooseType(user: UserEvent, type: string) {
  await user.click(screen.getByRole('button', { name: /Type/ }));
  await user.click(screen.getByRole('option', { name: type }));
}

const invalidated = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated;

/** The other pages' cached queries a field write must refresh. */
function seedOtherPages(queryClient: QueryClient) {
  queryClient.setQueryData(customGroupKeys.filterFields(EVENT_ID), { filterFields: [] });
}

describe('the form page', () => {
  it('lists the fields in order with their type, required, values and flows', async () => {
    render();
    await screen.findByRole('row', { name: /^Company/ });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Label',
      'Type',
      'Required',
      'Values',
      'Flows',
      'Actions',
    ]);
    // Markup in a label is shown as the characters written, never as HTML.
    expect(labels()).toEqual(['Company', '<b>Shirt</b> size', 'Diet']);
    expect(cells('Company').slice(0, 5)).toEqual([
      'Company',
      'Text',
      'No',
      '—',
      'Attendees, Speakers',
    ]);
    expect(cells('<b>Shirt</b> size').slice(0, 5)).toEqual([
      '<b>Shirt</b> size',
      'Single select',
      'Yes',
      '2',
      'Speakers',
    ]);
    expect(cells('Diet').slice(0, 5)).toEqual(['Diet', 'List', 'No', '1', 'No flow']);
  });

  it('says when the form has no fields yet', async () => {
    render(formApi([]));
    expect(await screen.findByText('No fields yet')).toBeInTheDocument();
    expect(screen.getByText(/Add a field to ask registrants/)).toBeInTheDocument();
  });

  it('shows a failed load with a retry that loads again', async () => {
    let calls = 0;
    const fetch = formApi(FIELDS).on('GET', paths.fields, () =>
      ++calls === 1
        ? reply({ status: 500, body: { code: 'INTERNAL', message: 'Something went wrong!' } })
        : { fields: FIELDS },
    );
    const { user } = render(fetch);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The form could not be loaded');
    expect(alert).toHaveTextContent('Something went wrong!');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /^Company/ })).toBeInTheDocument();
  });
});

describe('adding a field', () => {
  it("says what the contract's schema refuses before any request", async () => {
    const { user, api } = render();
    await user.click(await screen.findByRole('button', { name: 'Add field' }));
    const panel = screen.getByRole('dialog', { name: 'Add field' });
    await chooseType(user, 'List');
    await user.click(within(panel).getByRole('button', { name: 'Add field' }));
    expect(await within(panel).findByText(M.labelRequired)).toBeInTheDocument();
    expect(field('Label')).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel).getByRole('alert')).toHaveTextContent(M.valuesNeeded);

    // Two values with the same stored value: the second is refused.
    await user.type(field('Label'), 'D');
    await user.click(within(panel).getByRole('button', { name: 'Add value' }));
    expect(field('Label of value 1')).toHaveFocus();
    await user.paste('Vegan');
    await user.click(field('Value 1'));
    await user.paste('veg');
    await user.click(within(panel).getByRole('button', { name: 'Add value' }));
    await user.paste('Vegetarian');
    await user.click(field('Value 2'));
    await user.paste(' veg ');
    await user.click(within(panel).getByRole('button', { name: 'Add field' }));
    expect(await within(panel).findByText(M.valueNotUnique)).toBeInTheDocument();
    expect(field('Value 2')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Value 1')).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', paths.fields)).toHaveLength(0);
  });

  it('sends the field, in every flow unless told, and refreshes the custom groups’ fields', async () => {
    const created = aField({ fieldId: 9, label: 'Diet', type: 'LIST', flowIds: [10, 20] });
    const fetch = formApi(FIELDS).on('POST', paths.fields, reply({ status: 201, body: created }));
    const { user, api, notify, queryClient } = render(fetch);
    seedOtherPages(queryClient);
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: 'Add field' }));
    const panel = screen.getByRole('dialog', { name: 'Add field' });
    expect(within(panel).getByRole('button', { name: /Flows/ })).toHaveTextContent(
      'Attendees, Speakers',
    );
    await user.click(field('Label'));
    await user.paste('  Diet ');
    await chooseType(user, 'List');
    await user.click(within(panel).getByRole('checkbox', { name: 'Required' }));
    await user.click(within(panel).getByRole('button', { name: 'Add value' }));
    await user.paste('Vegan');
    await user.click(field('Value 1'));
    await user.paste('vegan');
    await user.click(within(panel).getByRole('button', { name: 'Add field' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', paths.fields)[0]?.body).toEqual({
      label: 'Diet',
      type: 'LIST',
      subType: null,
      predefinedValues: [{ label: 'Vegan', value: 'vegan' }],
      required: true,
      flowIds: [10, 20],
    });
    expect(notify).toHaveBeenCalledWith(
      'Field added.',
      expect.objectContaining({ tone: 'success' }),
    );
    // The form's fields and flows (one prefix), and the custom groups' filter fields.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: registrationFormKeys.all(EVENT_ID) });
    expect(invalidated(queryClient, customGroupKeys.filterFields(EVENT_ID))).toBe(true);
  });
});

describe('editing a field', () => {
  it('shows the field name read-only and the API’s refusal above the form, keeping the input', async () => {
    const message = M.typeLocked(12);
    const fetch = formApi(FIELDS).on(
      'PATCH',
      paths.field(1),
      reply({ status: 409, body: { code: 'CONFLICT', message } }),
    );
    const { user, api } = render(fetch);
    await user.click(await screen.findByRole('button', { name: 'Edit Company' }));
    const panel = screen.getByRole('dialog', { name: 'Edit field' });
    expect(within(panel).getByText('company')).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox', { name: 'Field name' })).not.toBeInTheDocument();
    // Nothing changed yet: nothing to save.
    expect(within(panel).getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.clear(field('Label'));
    await user.paste('Employer');
    await chooseType(user, 'Number');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));

    expect(await within(panel).findByText(message)).toBeInTheDocument();
    expect(api.callsTo('PATCH', paths.field(1))[0]?.body).toEqual({
      label: 'Employer',
      type: 'NUMBER',
    });
    expect(screen.getByRole('dialog', { name: 'Edit field' })).toBeInTheDocument();
    expect(field('Label')).toHaveValue('Employer');
    expect(within(panel).getByRole('button', { name: /Type/ })).toHaveTextContent('Number');
  });

  it('shows a refusal the API puts on a value under that value', async () => {
    const fetch = formApi(FIELDS).on(
      'PATCH',
      paths.field(2),
      reply({
        status: 400,
        body: {
          code: 'INVALID_INPUT',
          message: `predefinedValues.1.label: ${M.optionLabelRequired}`,
          field: 'predefinedValues.1.label',
        },
      }),
    );
    const { user } = render(fetch);
    await user.click(await screen.findByRole('button', { name: 'Edit <b>Shirt</b> size' }));
    await user.click(field('Label of value 2'));
    await user.paste(' XL');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field('Label of value 2')).toHaveAccessibleDescription(
        expect.stringContaining(M.optionLabelRequired),
      ),
    );
    expect(screen.queryByText(`predefinedValues.1.label: ${M.optionLabelRequired}`)).toBeNull();
  });
});

describe('deleting a field', () => {
  /** The writes to one field, in the order they were sent. */
  const writesTo = (api: { calls: FakeRequest[] }, fieldId: number) =>
    api.calls
      .filter((c) => c.path === `/api${paths.field(fieldId)}` && c.method !== 'GET')
      .map((c) => (c.method === 'PATCH' ? { PATCH: c.body } : c.method));

  it('a field in flows: the dialog names them; confirming takes it out of them, then deletes it', async () => {
    const fetch = formApi(FIELDS)
      .on('DELETE', paths.field(1), reply({ status: 204 }))
      .on('PATCH', paths.field(1), ({ body }: FakeRequest) => ({
        ...company,
        ...(body as object),
      }));
    const { user, api, notify } = render(fetch);
    await user.click(await screen.findByRole('button', { name: 'Delete Company' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the field ‘Company’?' });
    expect(dialog).toHaveTextContent(
      'It is asked in the flows ‘Attendees’ and ‘Speakers’: deleting it takes it out of them.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // No refused DELETE first: out of its flows, then deleted.
    expect(writesTo(api, 1)).toEqual([{ PATCH: { flowIds: [] } }, 'DELETE']);
    expect(notify).toHaveBeenCalledWith(
      'Field deleted.',
      expect.objectContaining({ tone: 'success' }),
    );
  });

  it('a field in no flow: the dialog names no flow, and it is deleted at once', async () => {
    const fetch = formApi(FIELDS).on('DELETE', paths.field(3), reply({ status: 204 }));
    const { user, api, notify } = render(fetch);
    await user.click(await screen.findByRole('button', { name: 'Delete Diet' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the field ‘Diet’?' });
    expect(dialog).not.toHaveTextContent(/flow/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(writesTo(api, 3)).toEqual(['DELETE']);
    expect(notify).toHaveBeenCalledWith(
      'Field deleted.',
      expect.objectContaining({ tone: 'success' }),
    );
  });

  it('a refused delete puts the field back in its flows and shows the API’s 409 in the dialog', async () => {
    const message = M.usedByGroups(['VIP guests']);
    const fetch = formApiWithState(FIELDS).on(
      'DELETE',
      paths.field(1),
      reply({ status: 409, body: { code: 'CONFLICT', message } }),
    );
    const { user, api, notify } = render(fetch);
    await user.click(await screen.findByRole('button', { name: 'Delete Company' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the field ‘Company’?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    // Taken out of its flows, refused, and put back in the same flows.
    expect(writesTo(api, 1)).toEqual([
      { PATCH: { flowIds: [] } },
      'DELETE',
      { PATCH: { flowIds: [10, 20] } },
    ]);
    expect(notify).not.toHaveBeenCalledWith('Field deleted.', expect.anything());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Loaded again after the refusal: still there, in both flows.
    await waitFor(() => expect(api.callsTo('GET', paths.fields)).toHaveLength(2));
    expect(cells('Company').slice(0, 5)).toEqual([
      'Company',
      'Text',
      'No',
      '—',
      'Attendees, Speakers',
    ]);
  });
});

describe('a refused delete whose put-back fails', () => {
  it('says the field is out of its flows and where to add it back, beside the refusal', async () => {
    const message = M.usedByGroups(['VIP guests']);
    let patches = 0;
    const fetch = formApiWithState(FIELDS)
      .on('DELETE', paths.field(1), reply({ status: 409, body: { code: 'CONFLICT', message } }))
      .on('PATCH', paths.field(1), () =>
        patches++ === 0
          ? { ...FIELDS[0], flowIds: [] }
          : reply({ status: 503, body: { code: 'UNAVAILABLE', message: 'Try again later' } }),
      );
    const { user } = render(fetch);
    await user.click(await screen.findByRole('button', { name: 'Delete Company' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the field ‘Company’?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent(
      'It could not be put back in ‘Attendees’ and ‘Speakers’: add it to them again on the Registration flows page.',
    );
    expect(patches).toBe(2);
  });
});

describe('ordering the fields', () => {
  it('moves a field down at once, saves the positions, and keeps the focus on the button', async () => {
    const { user, api } = render(formApiWithState(FIELDS));
    const down = await screen.findByRole('button', { name: 'Move Company down' });
    expect(screen.getByRole('button', { name: 'Move Company up' })).toBeDisabled();
    await user.click(down);
    await waitFor(() => expect(labels()).toEqual(['<b>Shirt</b> size', 'Company', 'Diet']));
    await waitFor(() => expect(api.callsTo('PATCH', paths.field(2))).toHaveLength(1));
    // Loaded again once saved: the order holds.
    await waitFor(() => expect(api.callsTo('GET', paths.fields)).toHaveLength(2));
    expect(labels()).toEqual(['<b>Shirt</b> size', 'Company', 'Diet']);
    expect(api.callsTo('PATCH', paths.field(1)).map((c) => c.body)).toEqual([{ position: 1 }]);
    expect(api.callsTo('PATCH', paths.field(2)).map((c) => c.body)).toEqual([{ position: 0 }]);
    expect(screen.getByRole('button', { name: 'Move Company down' })).toHaveFocus();
  });

  it('puts the saved order back when a position is refused', async () => {
    const fetch = formApi(FIELDS).on(
      'PATCH',
      paths.field(3),
      reply({ status: 403, body: { code: 'FORBIDDEN', message: 'Not allowed' } }),
    );
    const { user, notify } = render(fetch);
    await user.click(await screen.findByRole('button', { name: 'Move Diet up' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.stringContaining('Not allowed'),
        expect.objectContaining({ tone: 'error' }),
      ),
    );
    expect(labels()).toEqual(['Company', '<b>Shirt</b> size', 'Diet']);
  });
});

describe('who may change the form', () => {
  it.each([
    ['a read-only event', { readOnly: true }],
    [
      'a user without form write',
      { access: { permissions: PERMISSIONS.filter((p) => p !== 'REGISTRATION_FORM_WRITE') } },
    ],
  ])('shows %s the fields without controls', async (_case, context) => {
    render(formApi(FIELDS), context);
    await screen.findByRole('row', { name: /^Company/ });
    expect(screen.queryByRole('button', { name: 'Add field' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /Edit|Delete|Move/ })).toHaveLength(0);
  });
});
