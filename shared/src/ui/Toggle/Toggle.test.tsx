import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Toggle } from './Toggle';

function Harness({ onChange }: { onChange: (on: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <Toggle
      isSelected={on}
      onChange={(next) => {
        setOn(next);
        onChange(next);
      }}
    >
      Alternative labels
    </Toggle>
  );
}

describe('Toggle', () => {
  it('is a labelled switch that flips with a click and with Space', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Alternative labels' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('does not flip when disabled', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <Toggle isDisabled onChange={onChange}>
        Locked
      </Toggle>,
    );
    await user.click(screen.getByRole('switch', { name: 'Locked' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
