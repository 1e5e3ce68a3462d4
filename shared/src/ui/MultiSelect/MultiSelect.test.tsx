import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { MultiSelect } from './MultiSelect';

const TICKETS = [
  { id: 100, label: 'VIP' },
  { id: 101, label: 'Early bird standard' },
  { id: 102, label: 'Student' },
];

function Harness({ onChange }: { onChange: (value: Key[]) => void }) {
  const [value, setValue] = useState<Key[]>([]);
  return (
    <MultiSelect
      label="Ticket type"
      placeholder="All ticket types"
      options={TICKETS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const trigger = () => screen.getByRole('button', { name: /Ticket type/ });

describe('MultiSelect', () => {
  it('shows the placeholder, then the chosen label, then a count naming every choice', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    expect(trigger()).toHaveAccessibleName('All ticket types Ticket type');

    await user.click(trigger());
    const listbox = screen.getByRole('listbox');
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(within(listbox).getByRole('option', { name: 'Early bird standard' }));
    expect(onChange).toHaveBeenLastCalledWith([101]);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(within(listbox).getByRole('option', { name: 'VIP' }));
    expect(onChange).toHaveBeenLastCalledWith([101, 100]);
    expect(within(listbox).getByRole('option', { name: 'VIP' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Escape}');

    // The name starts with the text shown, then lists every choice.
    expect(trigger()).toHaveAccessibleName('2 selected (VIP, Early bird standard) Ticket type');
    expect(within(trigger()).getByTitle('VIP, Early bird standard')).toHaveTextContent(
      /^2 selected/,
    );
  });

  it('cuts a long option label at 10 characters, keeping the full text as name and tooltip', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={jest.fn()} />);
    await user.click(trigger());
    const option = screen.getByRole('option', { name: 'Early bird standard' });
    expect(within(option).getByText('Early bird…')).toHaveAttribute('aria-hidden', 'true');
    expect(within(option).getByTitle('Early bird standard')).toBeInTheDocument();
    await user.click(option);
    await user.keyboard('{Escape}');
    const chosen = within(trigger()).getByTitle('Early bird standard');
    expect(chosen).toHaveTextContent(/^Early bird standard$/);
    expect(chosen).toHaveStyle({ maxWidth: '11ch' });
    expect(trigger()).toHaveAccessibleName('Early bird standard Ticket type');
  });

  it('toggles options from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([100]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([100, 101]);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([101]);
  });
});
