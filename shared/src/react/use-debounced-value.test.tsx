import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The debounce the previews and search boxes rely on, on jest's clock: the page tests toggle with
 * real time, where a slow machine may settle between two clicks.
 */
describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives a value once it has stayed unchanged for the delay, skipping the ones in between', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 400), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'b' });
    act(() => jest.advanceTimersByTime(399));
    rerender({ value: 'c' });
    act(() => jest.advanceTimersByTime(399));
    expect(result.current).toBe('a');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('c');
  });

  it('gives each value that stayed the delay', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ value }) => {
        const debounced = useDebouncedValue(value, 400);
        if (seen.at(-1) !== debounced) seen.push(debounced);
        return debounced;
      },
      { initialProps: { value: 'a' } },
    );
    rerender({ value: 'b' });
    act(() => jest.advanceTimersByTime(400));
    rerender({ value: 'c' });
    act(() => jest.advanceTimersByTime(400));
    expect(seen).toEqual(['a', 'b', 'c']);
  });
});
