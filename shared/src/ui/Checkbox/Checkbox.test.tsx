import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from './Checkbox';

function Harness() {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox isSelected={checked} onChange={setChecked}>
      Send a confirmation email
    </Checkbox>
  );
}

describe('Checkbox', () => {
  it('is named by its label and toggles with a click and with Space', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('checkbox', { name: 'Send a confirmation email' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('shows the indeterminate state as mixed and honours isDisabled', () => {
    render(
      <>
        <Checkbox isIndeterminate aria-label="Some sessions" />
        <Checkbox isDisabled aria-label="Locked" />
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'Some sessions' })).toHaveProperty(
      'indeterminate',
      true,
    );
    expect(screen.getByRole('checkbox', { name: 'Locked' })).toBeDisabled();
  });
});
