import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pagination } from './Pagination';

function Harness({ total, start = 1 }: { total: number; start?: number }) {
  const [page, setPage] = useState(start);
  return <Pagination page={page} pageSize={20} total={total} onPageChange={setPage} />;
}

const pageButtons = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('Pagination', () => {
  it('shows the range with separators, the page numbers with ellipses and the current page', () => {
    render(<Harness total={1234} start={2} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('21–40 of 1,234')).toBeInTheDocument();
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5', '62']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
  });

  it('moves with Previous, Next and a page number, and disables Previous on the first page', async () => {
    const user = userEvent.setup();
    render(<Harness total={1234} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('21–40 of 1,234')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 62' }));
    expect(screen.getByText('1,221–1,234 of 1,234')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(pageButtons()).toEqual(['1', '58', '59', '60', '61', '62']);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('1,201–1,220 of 1,234')).toBeInTheDocument();
  });

  it('is operable from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness total={45} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByText('21–40 of 45')).toBeInTheDocument();
  });
});
