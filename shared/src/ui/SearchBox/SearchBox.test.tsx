import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TIMINGS } from '@console/shared/contract';
import { SearchBox } from './SearchBox';

function Harness({ onChange, initial = '' }: { onChange: (q: string) => void; initial?: string }) {
  const [query, setQuery] = useState(initial);
  return (
    <>
      <SearchBox
        label="Search requests"
        value={query}
        placeholder="Name or email"
        onChange={(q) => {
          setQuery(q);
          onChange(q);
        }}
      />
      <button onClick={() => setQuery('from-url')}>Back</button>
    </>
  );
}

describe('SearchBox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('is a labelled searchbox that reports the text 500 ms after the last key', async () => {
    const user = setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search requests' });
    expect(box).toHaveAttribute('placeholder', 'Name or email');
    await user.type(box, 'ad');
    act(() => jest.advanceTimersByTime(TIMINGS.searchDebounceMs - 100));
    await user.type(box, 'a');
    act(() => jest.advanceTimersByTime(TIMINGS.searchDebounceMs - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onChange.mock.calls).toEqual([['ada']]);
  });

  it('clears at once with the clear button and with Escape', async () => {
    const user = setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} initial="ada" />);
    expect(screen.getByRole('searchbox')).toHaveValue('ada');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onChange.mock.calls).toEqual([['']]);
    expect(screen.getByRole('searchbox')).toHaveValue('');

    await user.type(screen.getByRole('searchbox'), 'bo');
    act(() => jest.advanceTimersByTime(TIMINGS.searchDebounceMs));
    await user.keyboard('{Escape}');
    expect(onChange.mock.calls).toEqual([[''], ['bo'], ['']]);
  });

  it('does not report a change of spaces only, and shows a new value from outside', async () => {
    const user = setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} initial="ada" />);
    await user.type(screen.getByRole('searchbox'), ' ');
    act(() => jest.advanceTimersByTime(TIMINGS.searchDebounceMs));
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('searchbox')).toHaveValue('from-url');
    act(() => jest.advanceTimersByTime(TIMINGS.searchDebounceMs));
    expect(onChange).not.toHaveBeenCalled();
  });
});
