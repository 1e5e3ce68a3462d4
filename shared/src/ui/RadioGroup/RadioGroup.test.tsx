import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RadioGroup } from './RadioGroup';

const OPTIONS = [
  { value: 'all', label: 'All (AND)' },
  { value: 'any', label: 'Any (OR)', description: 'At least one rule matches' },
  { value: 'none', label: 'None', isDisabled: true },
];

function Harness() {
  const [value, setValue] = useState<string | null>('all');
  return <RadioGroup label="Combine rules" options={OPTIONS} value={value} onChange={setValue} />;
}

describe('RadioGroup', () => {
  it('is a labelled group whose choice moves with the arrow keys, skipping disabled options', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'Combine rules' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All (AND)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Any \(OR\)/ })).toHaveAccessibleDescription(
      'At least one rule matches',
    );
    expect(screen.getByRole('radio', { name: 'None' })).toBeDisabled();

    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Any \(OR\)/ })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'All (AND)' })).toBeChecked();
  });
});
