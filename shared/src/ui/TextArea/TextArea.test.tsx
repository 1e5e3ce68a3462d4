import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextArea } from './TextArea';

function Harness({ errorMessage }: { errorMessage?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextArea
      label="Description"
      name="description"
      value={value}
      onChange={setValue}
      description="Who is on this list"
      errorMessage={errorMessage}
    />
  );
}

describe('TextArea', () => {
  it('is a labelled multi-line text box that keeps every line typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('name', 'description');
    expect(box).toHaveAccessibleDescription('Who is on this list');
    await user.type(box, 'Partners{Enter}and press');
    expect(box).toHaveValue('Partners\nand press');
  });

  it('shows the error it is given and is invalid only while it has one', () => {
    const { rerender } = render(<Harness errorMessage="Too long" />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Too long')).toBeInTheDocument();
    rerender(<Harness />);
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Too long')).not.toBeInTheDocument();
  });
});
