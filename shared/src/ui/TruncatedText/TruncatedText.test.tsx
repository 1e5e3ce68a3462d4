import { render, screen } from '@testing-library/react';
import { TruncatedText } from './TruncatedText';

describe('TruncatedText', () => {
  it('cuts a long text at maxLength and keeps the full text as tooltip and accessible text', () => {
    const { container } = render(<TruncatedText text="General admission" maxLength={10} />);
    expect(screen.getByText('General ad…')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('General admission')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('title', 'General admission');
  });

  it('shows a text that fits as is, without a tooltip', () => {
    const { container } = render(<TruncatedText text="Press" maxLength={10} />);
    expect(container.firstElementChild).toHaveTextContent(/^Press$/);
    expect(container.firstElementChild).not.toHaveAttribute('title');
  });

  it('without maxLength keeps the whole text on one line with the full text as tooltip', () => {
    render(<TruncatedText text="a.very.long.address@example.com" />);
    expect(screen.getByText('a.very.long.address@example.com')).toHaveAttribute(
      'title',
      'a.very.long.address@example.com',
    );
  });
});
