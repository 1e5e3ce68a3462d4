import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { Select } from './Select';

const FLOWS = [
  { id: 'all', label: 'All registration flows' },
  { id: 10, label: 'General admission' },
  { id: 11, label: 'Press' },
];

function Harness({ onChange }: { onChange: (value: Key | null) => void }) {
  const [value, setValue] = useState<Key | null>('all');
  return (
    <Select
      label="Registration flow"
      options={FLOWS}
      value={value}
      name="flowIds"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Select', () => {
  it('names its trigger by value and label, the value whole in its text and cut on screen at about 10 characters', () => {
    render(<Harness onChange={jest.fn()} />);
    const trigger = screen.getByRole('button', { name: /Registration flow/ });
    expect(trigger).toHaveAccessibleName('All registration flows Registration flow');
    // The name contains the text the trigger shows (label in name, axe label-content-name-mismatch).
    expect(trigger).toHaveTextContent(/^All registration flows▾$/);
    const value = within(trigger).getByTitle('All registration flows');
    expect(value).toHaveTextContent(/^All registration flows$/);
    expect(value).not.toHaveAttribute('aria-hidden');
    expect(value).toHaveStyle({ maxWidth: '11ch' });
  });

  it('opens a listbox of options named by their full text and chooses one with a click', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Registration flow/ }));
    const listbox = screen.getByRole('listbox');
    const general = within(listbox).getByRole('option', { name: 'General admission' });
    expect(within(general).getByTitle('General admission')).toBeInTheDocument();
    expect(within(general).getByText('General ad…')).toBeInTheDocument();
    const press = within(listbox).getByRole('option', { name: 'Press' });
    expect(within(press).queryByTitle('Press')).not.toBeInTheDocument();
    await user.click(within(listbox).getByRole('option', { name: 'Press' }));
    expect(onChange).toHaveBeenLastCalledWith(11);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Registration flow/ })).toHaveAccessibleName(
      'Press Registration flow',
    );
  });

  it('is operable from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(10);
  });
});
