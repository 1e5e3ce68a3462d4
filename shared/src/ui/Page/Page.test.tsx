import { render, screen } from '@testing-library/react';
import { Page } from './Page';

describe('Page', () => {
  it('lays out its header and sections in one column, in order', () => {
    render(
      <Page>
        <h1>Audiences</h1>
        <section aria-label="Groups" />
      </Page>,
    );
    const column = screen.getByRole('heading', { name: 'Audiences' }).parentElement;
    expect(column).toBe(screen.getByRole('region', { name: 'Groups' }).parentElement);
    expect(column?.className).toBe('page');
  });
});
