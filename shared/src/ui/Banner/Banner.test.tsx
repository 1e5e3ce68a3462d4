import { render, screen } from '@testing-library/react';
import { Banner } from './Banner';

describe('Banner', () => {
  it('is a status region with its message, informational by default', () => {
    render(<Banner>Emails are kept here.</Banner>);
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Emails are kept here.');
    expect(banner).toHaveAttribute('data-tone', 'info');
  });

  it('takes the warning tone', () => {
    render(<Banner tone="warning">Read-only</Banner>);
    expect(screen.getByRole('status')).toHaveAttribute('data-tone', 'warning');
  });
});
