import { offsetOf, readUrlState, writeUrlState } from './url-state';

describe('custom group URL state', () => {
  it('reads the search, page and whether the filter panel is open', () => {
    expect(readUrlState(new URLSearchParams('q=ada&page=3&isFilterPopUpOpened=true'))).toEqual({
      query: 'ada',
      page: 3,
      isFilterPanelOpen: true,
    });
    expect(readUrlState(new URLSearchParams('page=x&isFilterPopUpOpened=1'))).toEqual({
      query: '',
      page: 1,
      isFilterPanelOpen: false,
    });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const params = new URLSearchParams('hubId=9&q=old&page=2&isFilterPopUpOpened=true');
    expect(
      writeUrlState(params, { query: ' ', page: 1, isFilterPanelOpen: false }).toString(),
    ).toBe('hubId=9');
    expect(writeUrlState(new URLSearchParams(), { isFilterPanelOpen: true }).toString()).toBe(
      'isFilterPopUpOpened=true',
    );
  });

  it('pages by 20', () => {
    expect([offsetOf(1), offsetOf(3)]).toEqual([0, 40]);
  });
});
