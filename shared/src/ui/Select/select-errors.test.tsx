/** Select and MultiSelect in a form: the error message, aria-invalid and keyboard choice. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { MultiSelect } from '../MultiSelect';
import { Select } from './Select';

const SIZES = [
  { id: 'S', label: 'Small' },
  { id: 'L', label: 'Large' },
];

function Single({
  errorMessage,
  onChange,
}: {
  errorMessage?: string;
  onChange: (v: Key | null) => void;
}) {
  const [value, setValue] = useState<Key | null>(null);
  return (
    <Select
      label="Size"
      options={SIZES}
      value={value}
      placeholder="Choose a size"
      errorMessage={errorMessage}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function Multi({
  errorMessage,
  onChange,
}: {
  errorMessage?: string;
  onChange: (v: Key[]) => void;
}) {
  const [value, setValue] = useState<Key[]>([]);
  return (
    <MultiSelect
      label="Sizes"
      options={SIZES}
      value={value}
      errorMessage={errorMessage}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Select with an error message', () => {
  it('without an error it is a plain select, not marked invalid', () => {
    render(<Single onChange={jest.fn()} />);
    const trigger = screen.getByRole('button', { name: /Size/ });
    expect(trigger).not.toHaveAttribute('aria-invalid');
    expect(trigger).not.toHaveAccessibleDescription();
  });

  it('with an error marks its trigger invalid and describes it by the message', () => {
    const { rerender } = render(
      <Single onChange={jest.fn()} errorMessage="This field is required" />,
    );
    const trigger = screen.getByRole('button', { name: /Size/ });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('This field is required');
    rerender(<Single onChange={jest.fn()} />);
    expect(trigger).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  });

  it('chooses from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Single onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('L');
  });
});

describe('MultiSelect with an error message', () => {
  it('chooses several and shows an error tied to its trigger', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Multi onChange={onChange} errorMessage="This field is required" />);
    const trigger = screen.getByRole('button', { name: /Sizes/ });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('This field is required');
    await user.click(trigger);
    const listbox = screen.getByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: 'Small' }));
    await user.click(within(listbox).getByRole('option', { name: 'Large' }));
    expect(onChange).toHaveBeenLastCalledWith(['S', 'L']);
  });
});
