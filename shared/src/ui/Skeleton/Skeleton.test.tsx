import { render, screen } from '@testing-library/react';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is a busy status named by what is loading, its lines hidden from assistive technology', () => {
    const { container } = render(<Skeleton label="Loading the tickets…" lines={4} />);
    const status = screen.getByRole('status', { name: 'Loading the tickets…' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  });

  it('draws three lines by default', () => {
    const { container } = render(<Skeleton label="Loading…" />);
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
  });
});
