import { render, screen } from '@testing-library/react';
import { ActionBar } from './ActionBar';

describe('ActionBar', () => {
  it('is a region named by its label, the selection first and the actions after', () => {
    render(
      <ActionBar label="Selected requests" actions={<button type="button">Approve</button>}>
        <strong>2 selected</strong>
      </ActionBar>,
    );
    const bar = screen.getByRole('region', { name: 'Selected requests' });
    expect(bar).toHaveTextContent(/^2 selected.*Approve$/);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });
});
