import { filterKey, filtersOf, isFiltered, readUrlState, writeUrlState } from './url-state';

const read = (qs: string) => readUrlState(new URLSearchParams(qs));

describe('abandoned list URL state', () => {
  it('starts at page 1 with no filters', () => {
    expect(read('')).toEqual({ emailId: '', flowIds: [], ticketTypeIds: [], page: 1 });
  });

  it.each([
    ['page=0', 1],
    ['page=-2', 1],
    ['page=abc', 1],
    ['page=1', 1],
    ['page=3', 3],
  ])('reads %s as page %s (pages count from 1)', (qs, page) => {
    expect(read(qs).page).toBe(page);
  });

  it('reads the email search and the repeated flow and ticket ids', () => {
    expect(read('q=ada&flowIds=1&flowIds=2&ticketTypeIds=7,8&flowIds=x')).toEqual({
      emailId: 'ada',
      flowIds: [1, 2],
      ticketTypeIds: [7, 8],
      page: 1,
    });
  });

  it('writes changes and leaves defaults out', () => {
    const params = writeUrlState(new URLSearchParams('page=4&other=1'), {
      emailId: 'ada',
      flowIds: [3, 4],
      page: 1,
    });
    expect(params.toString()).toBe('other=1&q=ada&flowIds=3&flowIds=4');
    expect(writeUrlState(params, { emailId: ' ', flowIds: [], page: 2 }).toString()).toBe(
      'other=1&page=2',
    );
  });

  it('knows a filtered view and keys a selection by its filter', () => {
    const none = filtersOf(read(''));
    expect(isFiltered(none)).toBe(false);
    expect(isFiltered(filtersOf(read('q=%20a')))).toBe(true);
    expect(isFiltered(filtersOf(read('ticketTypeIds=1')))).toBe(true);
    expect(filterKey(filtersOf(read('flowIds=2&flowIds=1')))).toBe(
      filterKey(filtersOf(read('flowIds=1&flowIds=2&page=3'))),
    );
    expect(filterKey(none)).not.toBe(filterKey(filtersOf(read('q=a'))));
  });
});
