import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeaveConfirmation } from '@console/shared/react';
import { LeaveDialog } from './LeaveDialog';

const confirmation = (isAsking: boolean): LeaveConfirmation => ({
  isAsking,
  leave: jest.fn(),
  stay: jest.fn(),
  allowNextNavigation: jest.fn(),
});

describe('LeaveDialog', () => {
  it('asks while a navigation waits: Leave goes on, Stay stays', async () => {
    const user = userEvent.setup();
    const asking = confirmation(true);
    render(<LeaveDialog confirmation={asking} title="Leave this page?" message="Not saved." />);
    const dialog = screen.getByRole('alertdialog', { name: 'Leave this page?' });
    expect(dialog).toHaveTextContent('Not saved.');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(asking.stay).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(asking.leave).toHaveBeenCalledTimes(1);
  });

  it('is closed while no navigation waits', () => {
    render(<LeaveDialog confirmation={confirmation(false)} title="Leave?" message="Not saved." />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
