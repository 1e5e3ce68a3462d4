import { applyPageChoice, chosenOnPage, mappingUpdate } from './selection';

describe('Add to sessions selection', () => {
  const page = [4, 5, 6];

  it.each([
    ['ticks a row, keeping other pages', new Set([1]), new Set([1, 4]), [1, 4]],
    ['unticks a row of the page', new Set([1, 4, 5]), new Set([5]), [1, 5]],
    ['selects the whole page with the header box', new Set([2]), 'all' as const, [2, 4, 5, 6]],
    ['clears the whole page, keeping other pages', new Set([2, 4, 5, 6]), new Set<number>(), [2]],
  ])('%s', (_name, chosen, keys, expected) => {
    const next = applyPageChoice(chosen, page, keys);
    expect([...next].sort((a, b) => a - b)).toEqual(expected);
  });

  it('shows as chosen only the rows of the page', () => {
    expect([...chosenOnPage(new Set([1, 5, 9]), page)]).toEqual([5]);
  });

  it('saves the whole set in ascending order', () => {
    expect(mappingUpdate(new Set([9, 1, 5]))).toEqual({ segmentIds: [1, 5, 9] });
  });
});
