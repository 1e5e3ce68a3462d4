import { render, screen } from '@testing-library/react';
import { FilterBar } from './FilterBar';

describe('FilterBar', () => {
  it('is a search landmark holding its filters', () => {
    render(
      <FilterBar>
        <label>
          Search <input />
        </label>
      </FilterBar>,
    );
    expect(screen.getByRole('search')).toContainElement(screen.getByRole('textbox'));
  });
});
