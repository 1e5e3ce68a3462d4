import { render, screen } from '@testing-library/react';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title, an h2 by default', () => {
    render(
      <Card title="Registrant">
        <p>Ada Lovelace</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Registrant' });
    expect(region).toHaveTextContent('Ada Lovelace');
    expect(screen.getByRole('heading', { level: 2, name: 'Registrant' })).toBeInTheDocument();
  });

  it('takes an h3 inside a section with its own heading', () => {
    render(
      <Card title="Days" headingLevel={3}>
        <p>Monday</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Days' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Days' })).toBeInTheDocument();
  });
});
