import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

describe('Button', () => {
  it('presses with a click and from the keyboard, and not when disabled', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    const { rerender } = render(
      <Button variant="primary" size="small" onPress={onPress}>
        Approve
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
    rerender(
      <Button variant="primary" isDisabled onPress={onPress}>
        Approve
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onPress).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
  });
});
