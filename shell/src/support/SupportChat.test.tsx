import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SupportChat } from './SupportChat';

describe('SupportChat', () => {
  it('sits in its own complementary landmark, so no page content is outside one', () => {
    render(
      <MemoryRouter initialEntries={['/event/7/settings']}>
        <SupportChat />
      </MemoryRouter>,
    );
    const landmark = screen.getByRole('complementary', { name: 'Support chat' });
    expect(within(landmark).getByRole('button', { name: 'Chat with support' })).toBeVisible();
  });
});
