import { offsetOf, readUrlState, writeUrlState } from './url-state';

describe('the coupon list URL state', () => {
  it.each<[string, string, number]>([
    ['', '', 1],
    ['q=SPRING&page=3', 'SPRING', 3],
    ['page=0', '', 1],
    ['page=-2', '', 1],
    ['page=1.5', '', 1],
    ['page=abc', '', 1],
  ])('reads %p', (query, search, page) => {
    expect(readUrlState(new URLSearchParams(query))).toEqual({ search, page });
  });

  it('writes only what is not a default, and keeps other parameters', () => {
    const params = new URLSearchParams('from=approvals&q=OLD&page=4');
    expect(writeUrlState(params, { search: 'NEW', page: 1 }).toString()).toBe(
      'from=approvals&q=NEW',
    );
    expect(writeUrlState(params, { search: '  ' }).toString()).toBe('from=approvals&page=4');
    expect(writeUrlState(params, { page: 2 }).toString()).toBe('from=approvals&q=OLD&page=2');
  });

  it('pages by 50 coupons', () => {
    expect(offsetOf(1)).toBe(0);
    expect(offsetOf(3)).toBe(100);
  });
});
