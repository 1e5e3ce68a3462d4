import { render, screen } from '@testing-library/react';
import { CapacityText } from './CapacityText';

describe('CapacityText: the header capacity says what it counts', () => {
  it('reads "Capacity 7,379/7,390 places approved", never "Attendees"', () => {
    const { container } = render(<CapacityText active={7379} capacity={7390} />);
    expect(container).toHaveTextContent(/^Capacity 7,379\/7,390 places approved$/);
    expect(screen.getByText('7,379/7,390').tagName).toBe('STRONG');
    expect(container).not.toHaveTextContent(/attendee|registrant/i);
  });
});
