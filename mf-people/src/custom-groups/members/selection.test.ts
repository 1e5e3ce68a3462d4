import {
  applyPageSelection,
  chosenCount,
  NO_MEMBERS,
  selectAll,
  selectedKeysOnPage,
} from './selection';

describe('static group selection', () => {
  it('keeps rows of other pages when a page changes', () => {
    const first = applyPageSelection(NO_MEMBERS, [1, 2, 3], new Set([1, 2]));
    const second = applyPageSelection(first, [4, 5], 'all');
    expect([...second.ids].sort()).toEqual([1, 2, 4, 5]);
    expect(chosenCount(second)).toBe(4);
    expect([...selectedKeysOnPage(second, [1, 2, 3])]).toEqual([1, 2]);
    const unticked = applyPageSelection(second, [4, 5], new Set([5]));
    expect([...unticked.ids].sort()).toEqual([1, 2, 5]);
  });

  it('selects all across pages with the count at that moment, every row shown ticked', () => {
    const all = selectAll(45);
    expect(chosenCount(all)).toBe(45);
    expect([...selectedKeysOnPage(all, [7, 8])]).toEqual([7, 8]);
    expect(applyPageSelection(all, [7, 8], 'all')).toBe(all);
  });

  it('falls back to the rows ticked on the page when one is unticked under select all', () => {
    const next = applyPageSelection(selectAll(45), [7, 8, 9], new Set([7, 9]));
    expect(next.allOf).toBeNull();
    expect([...next.ids]).toEqual([7, 9]);
  });
});
