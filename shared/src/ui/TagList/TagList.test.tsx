import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TagList } from './TagList';

describe('TagList', () => {
  it('shows the first two chips and a +N chip naming the rest', async () => {
    const user = userEvent.setup();
    render(
      <TagList
        aria-label="Groups"
        tags={['Speakers', 'Berlin locals from the north', 'VIP', 'Press']}
        nameMaxLength={20}
      />,
    );
    const list = screen.getByRole('list', { name: 'Groups' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/^Speakers$/);
    expect(within(list).getByText('Berlin locals from t…')).toHaveAttribute('aria-hidden', 'true');
    expect(within(list).getByTitle('Berlin locals from the north')).toBeInTheDocument();

    const more = within(list).getByRole('img', { name: '2 more: VIP, Press' });
    expect(more).toHaveTextContent('+2');
    await user.tab();
    expect(more).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('VIP, Press');
  });

  it('has no +N chip when every tag fits', () => {
    render(<TagList aria-label="Tags" tags={['Keynote', 'AI']} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
