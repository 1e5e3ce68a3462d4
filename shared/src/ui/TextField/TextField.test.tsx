import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField } from './TextField';

function Harness({ errorMessage, onSubmit }: { errorMessage?: string; onSubmit?: () => void }) {
  const [value, setValue] = useState('VIP');
  return (
    <TextField
      label="Group name"
      value={value}
      onChange={setValue}
      maxLength={5}
      errorMessage={errorMessage}
      onSubmit={onSubmit}
    />
  );
}

describe('TextField', () => {
  it('is a labelled textbox that counts characters and stops at maxLength', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Group name' });
    expect(box).toHaveValue('VIP');
    expect(box).toHaveAccessibleDescription('3/5 characters');
    await user.type(box, 'guests');
    expect(box).toHaveValue('VIPgu');
    expect(box).toHaveAccessibleDescription('5/5 characters');
  });

  it('shows an error message and marks the field invalid', () => {
    render(<Harness errorMessage="Duplicate group name" />);
    const box = screen.getByRole('textbox', { name: 'Group name' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Duplicate group name')).toBeInTheDocument();
  });

  it('calls onSubmit on Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Group name' }), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('takes the input type and autofill hint it is given, and is a text input by default', () => {
    render(
      <>
        <TextField label="Group name" value="" onChange={() => undefined} />
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          value=""
          onChange={() => undefined}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value=""
          onChange={() => undefined}
        />
      </>,
    );
    const name = screen.getByRole('textbox', { name: 'Group name' });
    expect(name).toHaveAttribute('type', 'text');
    expect(name).not.toHaveAttribute('autocomplete');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    // A password input has no role; it is still found by its label.
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
  });
});
