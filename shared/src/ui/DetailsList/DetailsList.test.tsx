import { render, screen } from '@testing-library/react';
import { DetailsList } from './DetailsList';

describe('DetailsList', () => {
  it('is a description list of its terms and values, named when labelled', () => {
    render(
      <DetailsList aria-label="Form answers">
        <dt>Company</dt>
        <dd>Acme</dd>
      </DetailsList>,
    );
    const list = screen.getByLabelText('Form answers');
    expect(list.tagName).toBe('DL');
    expect(screen.getByRole('term')).toHaveTextContent('Company');
    expect(screen.getByRole('definition')).toHaveTextContent('Acme');
  });
});
