import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PEOPLE_MESSAGES } from '@console/people-contract';
import { FilterPanel } from './FilterPanel';
import { APPLIED, FIELDS, INVITE_LISTS, MARKUP_LABEL_TEXT, TIME_ZONE } from './testing/fixtures';
import {
  applyButton,
  choose,
  filterRow,
  openOptions,
  renderPanel,
  selectIn,
} from './testing/render-panel';

const REQUIRED = PEOPLE_MESSAGES.fieldRequired;

describe('FilterPanel: operator rules (spec §5)', () => {
  it.each([
    ['Age', ['Equals', 'Does not equal', 'Greater than', 'Smaller than']],
    ['VIP', ['True', 'False']],
    ['Arrival', ['Earlier than', 'Later than']],
    ['City', ['Equals', 'Does not equal', 'Contains', 'Does not contain']],
    [
      'Email',
      [
        'Equals',
        'Does not equal',
        'Contains',
        'Does not contain',
        'In the guest list',
        'Not in the guest list',
      ],
    ],
  ])('%s offers %p', async (fieldLabel, operators) => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await choose(user, filterRow(1), 'Field', fieldLabel);
    expect(await openOptions(user, filterRow(1), 'Operator')).toEqual(operators);
  });

  it.each([
    [MARKUP_LABEL_TEXT, 'Equals'],
    ['Topics', 'Any of'],
  ])('%s forces %s', async (fieldLabel, operator) => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await choose(user, filterRow(1), 'Field', fieldLabel);
    expect(selectIn(filterRow(1), 'Operator')).toHaveAccessibleName(`${operator} Operator`);
    expect(await openOptions(user, filterRow(1), 'Operator')).toEqual([operator]);
  });

  it('offers the value input the field and operator call for', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const row = filterRow(1);
    await choose(user, row, 'Field', 'Age');
    expect(within(row).getByRole('textbox', { name: 'Value' })).toBeDisabled();
    await choose(user, row, 'Operator', 'Equals');
    expect(within(row).getByRole('spinbutton', { name: 'Value' })).toBeInTheDocument();
    await choose(user, row, 'Field', 'VIP');
    await choose(user, row, 'Operator', 'True');
    expect(within(row).queryByRole('textbox', { name: 'Value' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('spinbutton')).not.toBeInTheDocument();
    await choose(user, row, 'Field', MARKUP_LABEL_TEXT);
    expect(await openOptions(user, row, 'Value')).toEqual(['Small', 'Large']);
    await user.keyboard('{Escape}');
    await choose(user, row, 'Field', 'Topics');
    expect(await openOptions(user, row, 'Value')).toEqual(['AI', 'Web']);
  });

  it('offers the guest-list operators once: not on a second condition while one uses them', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await choose(user, filterRow(1), 'Field', 'Email');
    await choose(user, filterRow(1), 'Operator', 'In the guest list');
    await choose(user, filterRow(2), 'Field', 'Email');
    expect(await openOptions(user, filterRow(2), 'Operator')).toEqual([
      'Equals',
      'Does not equal',
      'Contains',
      'Does not contain',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Remove filter 1' }));
    expect(await openOptions(user, filterRow(1), 'Operator')).toContain('In the guest list');
  });

  it('a guest-list condition reads an invite list of the event', async () => {
    const { user, onApply } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await choose(user, filterRow(1), 'Field', 'Email');
    await choose(user, filterRow(1), 'Operator', 'Not in the guest list');
    expect(await openOptions(user, filterRow(1), 'Invite list')).toEqual(['VIP guests', 'Press']);
    await user.click(screen.getByRole('option', { name: 'Press' }));
    await user.click(applyButton());
    expect(onApply.mock.calls[0]?.[0].filterConditionsDTOList).toEqual([
      expect.objectContaining({
        operator: 'NOT_IN_GUEST_LIST',
        compareValue: null,
        customConditionData: { dataSourceType: 'INVITE_LIST', dataSource: 8 },
      }),
    ]);
  });
});

describe('FilterPanel: field labels', () => {
  it('shows a label with markup as its text in the field choices, never as HTML or tags', async () => {
    const { user, container } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(await openOptions(user, filterRow(1), 'Field')).toContain(MARKUP_LABEL_TEXT);
    await user.click(screen.getByRole('option', { name: MARKUP_LABEL_TEXT }));
    expect(selectIn(filterRow(1), 'Field')).toHaveAccessibleName(`${MARKUP_LABEL_TEXT} Field`);
    expect(document.body.querySelector('b, script, [onclick]')).toBeNull();
    expect(container).not.toHaveTextContent('<');
    expect(container).not.toHaveTextContent('alert');
  });
});

describe('FilterPanel: values', () => {
  it('a number field refuses what is not a number, and sends a number', async () => {
    const { user, onApply } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await choose(user, filterRow(1), 'Field', 'Age');
    await choose(user, filterRow(1), 'Operator', 'Greater than');
    const input = within(filterRow(1)).getByRole('spinbutton', { name: 'Value' });
    await user.type(input, 'abc');
    expect(input).toHaveValue(null);
    await user.click(applyButton());
    expect(onApply).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleDescription(REQUIRED);
    await user.type(input, '42');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(applyButton());
    expect(onApply.mock.calls[0]?.[0].filterConditionsDTOList[0]).toMatchObject({
      operator: 'GREATER',
      compareValue: 42,
      type: 'NUMBER',
    });
  });

  it('a date is typed in the event time zone and sent as that instant', async () => {
    const { user, onApply } = renderPanel({ timeZone: 'Asia/Kolkata' });
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await choose(user, filterRow(1), 'Field', 'Arrival');
    await choose(user, filterRow(1), 'Operator', 'Earlier than');
    const input = within(filterRow(1)).getByLabelText('Value');
    expect(input).toHaveAttribute('type', 'datetime-local');
    expect(input).toHaveAccessibleDescription('Event time (Asia/Kolkata)');
    fireEvent.change(input, { target: { value: '2026-11-22T14:05' } });
    await user.click(applyButton());
    expect(onApply.mock.calls[0]?.[0].filterConditionsDTOList[0]).toMatchObject({
      operator: 'SMALLER_OR_EQUAL',
      compareValue: '2026-11-22T08:35:00.000Z',
    });
  });

  it('shows an applied date as the event wall time', () => {
    renderPanel({ applied: APPLIED });
    expect(within(filterRow(3)).getByLabelText('Value')).toHaveValue('2026-11-22T14:05');
  });

  it('a list field takes several values', async () => {
    const { user, onApply } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await choose(user, filterRow(1), 'Field', 'Topics');
    await user.click(selectIn(filterRow(1), 'Value'));
    await user.click(screen.getByRole('option', { name: 'AI' }));
    await user.click(screen.getByRole('option', { name: 'Web' }));
    await user.keyboard('{Escape}');
    await user.click(applyButton());
    expect(onApply.mock.calls[0]?.[0].filterConditionsDTOList[0]).toMatchObject({
      operator: 'ANY_OF',
      compareValue: ['ai', 'web'],
    });
  });
});

describe('FilterPanel: Apply (spec §5)', () => {
  it("shows 'This field is required' on each missing piece and focuses the first", async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { user, onApply } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await choose(user, filterRow(2), 'Field', 'City');
    await choose(user, filterRow(2), 'Operator', 'Contains');
    await user.click(applyButton());

    expect(onApply).not.toHaveBeenCalled();
    const field = selectIn(filterRow(1), 'Field');
    const operator = selectIn(filterRow(1), 'Operator');
    const value = within(filterRow(2)).getByRole('textbox', { name: 'Value' });
    for (const element of [field, operator, value]) {
      expect(element).toHaveAttribute('aria-invalid', 'true');
      expect(element).toHaveAccessibleDescription(expect.stringContaining(REQUIRED));
    }
    expect(selectIn(filterRow(2), 'Field')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText(REQUIRED)).toHaveLength(3);
    expect(field).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(field);

    await choose(user, filterRow(1), 'Field', 'VIP');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(applyButton());
    expect(operator).toHaveFocus();
  });

  it('is disabled until the draft differs from the applied set, and says so', async () => {
    const { user, onDirtyChange } = renderPanel({ applied: APPLIED });
    expect(applyButton()).toBeDisabled();
    const age = within(filterRow(1)).getByRole('spinbutton', { name: 'Value' });
    await user.type(age, '1');
    expect(applyButton()).toBeEnabled();
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await user.type(age, '{Backspace}');
    expect(applyButton()).toBeDisabled();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });

  it('is disabled for a new group until a filter is added', async () => {
    const { user } = renderPanel();
    expect(applyButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(applyButton()).toBeEnabled();
  });

  it('sends the applied set with its own flags and the edit', async () => {
    const { user, onApply } = renderPanel({ applied: APPLIED });
    await user.click(
      within(screen.getByRole('group', { name: 'Filter group 1' })).getByRole('radio', {
        name: 'OR',
      }),
    );
    await user.click(applyButton());
    const set = onApply.mock.calls[0]?.[0];
    expect(set).toEqual({
      ...APPLIED,
      filterConditionsDTOList: [
        APPLIED.filterConditionsDTOList[0],
        { ...APPLIED.filterConditionsDTOList[1], conditionOperator: 'OR' },
      ],
    });
  });

  it('keeps the edits when the same set comes again, and shows another set when it comes', async () => {
    const { user, rerender, onApply, onCancel } = renderPanel({ applied: APPLIED });
    await user.click(screen.getByRole('button', { name: 'Remove filter 1' }));
    const again = JSON.parse(JSON.stringify(APPLIED)) as typeof APPLIED;
    const props = {
      fields: FIELDS,
      inviteLists: INVITE_LISTS,
      timeZone: TIME_ZONE,
      onApply,
      onCancel,
    };
    rerender(<FilterPanel {...props} applied={again} />);
    expect(screen.queryByRole('group', { name: 'Filter 3' })).not.toBeInTheDocument();
    expect(applyButton()).toBeEnabled();
    rerender(<FilterPanel {...props} applied={null} />);
    expect(screen.queryByRole('group', { name: 'Filter 1' })).not.toBeInTheDocument();
    expect(applyButton()).toBeDisabled();
  });

  it('Cancel drops the edits and calls onCancel', async () => {
    const { user, onCancel } = renderPanel({ applied: APPLIED });
    await user.click(screen.getByRole('button', { name: 'Remove filter 1' }));
    expect(screen.queryByRole('group', { name: 'Filter 3' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(filterRow(3)).toBeInTheDocument();
    expect(applyButton()).toBeDisabled();
  });
});

describe('FilterPanel: advanced mode (spec §4)', () => {
  it('offers Add filter group only with Advanced filters on', async () => {
    const { user } = renderPanel();
    expect(screen.queryByRole('button', { name: 'Add filter group' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Advanced filters' }));
    await user.click(screen.getByRole('button', { name: 'Add filter group' }));
    const group = screen.getByRole('group', { name: 'Filter group 1' });
    expect(within(group).getByRole('group', { name: 'Filter 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add filter to group 1' }));
    expect(within(group).getByRole('group', { name: 'Filter 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove group 1' }));
    expect(screen.queryByRole('group', { name: 'Filter group 1' })).not.toBeInTheDocument();
  });

  it('turning it off removes every group and resets the operator to AND', async () => {
    const { user } = renderPanel({ applied: APPLIED });
    const top = screen.getByRole('radiogroup', { name: 'Combine filters with' });
    expect(within(top).getByRole('radio', { name: 'OR' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Advanced filters' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Advanced filters' }));
    expect(screen.queryByRole('group', { name: /Filter group/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Filter 2' })).not.toBeInTheDocument();
    expect(filterRow(1)).toBeInTheDocument();
    expect(within(top).getByRole('radio', { name: 'AND' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Add filter group' })).not.toBeInTheDocument();
  });
});

describe('FilterPanel: keyboard', () => {
  it('adds a filter and chooses its field and operator without a mouse', async () => {
    const { user } = renderPanel();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'AND' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('switch', { name: 'Advanced filters' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add filter' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Remove filter 1' })).toHaveFocus();
    // The operator and value wait, disabled, until a field is chosen.
    await user.tab({ shift: true });
    expect(selectIn(filterRow(1), 'Field')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(selectIn(filterRow(1), 'Field')).toHaveAccessibleName('Email Field');
    // The closed listbox hands focus back to its trigger.
    await waitFor(() => expect(selectIn(filterRow(1), 'Field')).toHaveFocus());
    await user.tab();
    expect(selectIn(filterRow(1), 'Operator')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(selectIn(filterRow(1), 'Operator')).toHaveAccessibleName('Equals Operator');
    await waitFor(() => expect(selectIn(filterRow(1), 'Operator')).toHaveFocus());
    await user.tab();
    expect(within(filterRow(1)).getByRole('textbox', { name: 'Value' })).toHaveFocus();
  });
});
