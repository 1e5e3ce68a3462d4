import { render, screen } from '@testing-library/react';
import { EmailText, emailBreakPieces } from './EmailText';

describe('EmailText', () => {
  it.each<[string, string[]]>([
    ['jane@example.com', ['jane', '@example.', 'com']],
    ['jane.doe@mail.example.co.uk', ['jane.', 'doe', '@mail.', 'example.', 'co.', 'uk']],
    ['registrant40@event1.example.com', ['registrant40', '@event1.', 'example.', 'com']],
    ['no-at-sign', ['no-at-sign']],
  ])('breaks %s before the @ and after each dot', (email, pieces) => {
    expect(emailBreakPieces(email)).toEqual(pieces);
    expect(emailBreakPieces(email).join('')).toBe(email);
  });

  it('renders the whole address, with a <wbr> at each break and none inside a word', () => {
    const { container } = render(<EmailText email="jane.doe@example.com" />);
    const email = container.firstElementChild as HTMLElement;
    expect(email).toHaveTextContent(/^jane\.doe@example\.com$/);
    expect(email.innerHTML).toBe('jane.<wbr>doe<wbr>@example.<wbr>com');
  });

  it('names what holds it by the whole address, without spaces at the breaks', () => {
    render(
      <button type="button">
        <EmailText email="jane.doe@example.com" />
      </button>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('jane.doe@example.com');
  });
});
