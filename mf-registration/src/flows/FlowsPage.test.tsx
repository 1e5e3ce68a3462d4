import { screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS } from '@console/shared/contract';
import { aField } from '../form/testing/fixtures';
import {
  formApi,
  formApiWithState,
  paths,
  renderRegistrationPage,
  reply,
} from '../form/testing/render';
import { FlowsPage } from './FlowsPage';

const company = aField({ fieldId: 1, label: 'Company', position: 0, flowIds: [10, 20] });
const bio = aField({
  fieldId: 2,
  label: 'Bio',
  fieldName: 'bio',
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
const FIELDS = [company, bio, diet];

const render = (fetch = formApiWithState(FIELDS), context = {}) =>
  renderRegistrationPage(<FlowsPage />, 'registration/flows', { fetch, context });
const table = (flow: string) => screen.getByRole('grid', { name: `Fields of ${flow}` });
const section = (flow: string) => screen.getByRole('region', { name: flow });
const rowsOf = (flow: string) =>
  within(table(flow))
    .queryAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')]
        .slice(0, 3)
        .map((cell) => cell.textContent),
    );

describe('the registration flows page', () => {
  it('shows each flow with the fields it asks for', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Attendees' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Speakers' })).toBeInTheDocument();
    expect(rowsOf('Attendees')).toEqual([['Company', 'Text', 'No']]);
    expect(rowsOf('Speakers')).toEqual([
      ['Company', 'Text', 'No'],
      ['Bio', 'Text', 'Yes'],
    ]);
  });

  it('adds a field to a flow with the whole list of its flows', async () => {
    const { user, api, notify } = render();
    await user.click(await screen.findByRole('button', { name: /Field to add to Attendees/ }));
    // Only the fields the flow does not ask for yet.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Bio', 'Diet']);
    await user.click(screen.getByRole('option', { name: 'Bio' }));
    await user.click(within(section('Attendees')).getByRole('button', { name: 'Add to flow' }));
    await waitFor(() => expect(api.callsTo('PATCH', paths.field(2))).toHaveLength(1));
    expect(api.callsTo('PATCH', paths.field(2))[0]?.body).toEqual({ flowIds: [10, 20] });
    await waitFor(() =>
      expect(rowsOf('Attendees')).toEqual([
        ['Company', 'Text', 'No'],
        ['Bio', 'Text', 'Yes'],
      ]),
    );
    expect(notify).toHaveBeenCalledWith(
      '‘Bio’ added to Attendees.',
      expect.objectContaining({ tone: 'success' }),
    );
  });

  it('takes a field out of a flow, keeping its other flows, and gives the focus to the flow', async () => {
    const { user, api } = render();
    await user.click(await screen.findByRole('button', { name: 'Remove Company from Speakers' }));
    await waitFor(() => expect(api.callsTo('PATCH', paths.field(1))).toHaveLength(1));
    expect(api.callsTo('PATCH', paths.field(1))[0]?.body).toEqual({ flowIds: [10] });
    await waitFor(() => expect(rowsOf('Speakers')).toEqual([['Bio', 'Text', 'Yes']]));
    expect(screen.getByRole('heading', { name: 'Speakers' })).toHaveFocus();
    // A field may be in no flow: the last one can go too.
    await user.click(screen.getByRole('button', { name: 'Remove Bio from Speakers' }));
    await waitFor(() => expect(api.callsTo('PATCH', paths.field(2))).toHaveLength(1));
    expect(api.callsTo('PATCH', paths.field(2))[0]?.body).toEqual({ flowIds: [] });
  });

  it('says what the API refused', async () => {
    const fetch = formApi(FIELDS).on(
      'PATCH',
      paths.field(1),
      reply({ status: 403, body: { code: 'FORBIDDEN', message: 'Not allowed' } }),
    );
    const { user, notify } = render(fetch);
    await user.click(await screen.findByRole('button', { name: 'Remove Company from Attendees' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Not allowed',
        expect.objectContaining({ tone: 'error' }),
      ),
    );
    expect(rowsOf('Attendees')).toEqual([['Company', 'Text', 'No']]);
  });

  it.each([
    ['a read-only event', { readOnly: true }],
    [
      'a user without flows write',
      { access: { permissions: PERMISSIONS.filter((p) => p !== 'REGISTRATION_FLOWS_WRITE') } },
    ],
  ])('shows %s the flows without controls', async (_case, context) => {
    render(formApi(FIELDS), context);
    await screen.findByRole('heading', { name: 'Attendees' });
    expect(rowsOf('Speakers')).toHaveLength(2);
    expect(
      screen.queryAllByRole('button', { name: /Remove|Add to flow|Field to add/ }),
    ).toHaveLength(0);
  });

  it('says when the event has no flows', async () => {
    render(formApi([]).on('GET', paths.flows, { flows: [] }));
    expect(await screen.findByText('No registration flows yet')).toBeInTheDocument();
  });

  it('shows a failed load with a retry that loads again', async () => {
    let calls = 0;
    const fetch = formApi(FIELDS).on('GET', paths.flows, () =>
      ++calls === 1
        ? reply({ status: 500, body: { code: 'INTERNAL', message: 'Something went wrong!' } })
        : { flows: [{ flowId: 10, name: 'Attendees', fields: [company] }] },
    );
    const { user } = render(fetch);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The flows could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Attendees' })).toBeInTheDocument();
  });
});
