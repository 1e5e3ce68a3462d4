import { render, screen } from '@testing-library/react';
import { DateTime } from './DateTime';

describe('DateTime', () => {
  it('shows the instant in the event zone, names the zone and keeps the instant machine-readable', () => {
    render(<DateTime value="2026-11-22T15:30:00Z" timeZone="America/New_York" />);
    const time = screen.getByText('Nov 22, 2026, 10:30 AM EST');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-22T15:30:00Z');
  });
});
