import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its trigger and hides on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Next sync will be available at 10:00 AM">
        <Button>Sync now</Button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Next sync will be available at 10:00 AM');
    expect(screen.getByRole('button', { name: 'Sync now' })).toHaveAccessibleDescription(
      'Next sync will be available at 10:00 AM',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
