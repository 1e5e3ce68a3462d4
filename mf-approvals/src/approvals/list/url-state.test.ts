import { filterKey, offsetOf, readUrlState, writeUrlState } from './url-state';

describe('approvals URL state', () => {
  it('reads defaults from an empty query', () => {
    expect(readUrlState(new URLSearchParams())).toEqual({
      status: 'PENDING',
      query: '',
      flowIds: [],
      ticketTypeIds: [],
      page: 1,
    });
  });

  it('reads tab, search, repeated ids and page; ignores junk', () => {
    const state = readUrlState(
      new URLSearchParams('tab=rejected&q=ada&flowIds=3&flowIds=4&ticketTypeIds=x&page=3'),
    );
    expect(state).toEqual({
      status: 'REJECTED',
      query: 'ada',
      flowIds: [3, 4],
      ticketTypeIds: [],
      page: 3,
    });
    expect(readUrlState(new URLSearchParams('tab=bogus&page=-2')).status).toBe('PENDING');
    expect(readUrlState(new URLSearchParams('page=0')).page).toBe(1);
  });

  it('writes a patch, leaving defaults out of the URL', () => {
    const next = writeUrlState(new URLSearchParams('tab=approved&page=4&q=x'), {
      status: 'PENDING',
      page: 1,
      query: '',
    });
    expect(next.toString()).toBe('');
    const withIds = writeUrlState(new URLSearchParams(), {
      flowIds: [1, 2],
      status: 'APPROVED',
      page: 2,
    });
    expect(withIds.getAll('flowIds')).toEqual(['1', '2']);
    expect(withIds.get('tab')).toBe('approved');
    expect(withIds.get('page')).toBe('2');
  });

  it('pages by 20 and keys a selection by its filter, not its page', () => {
    expect(offsetOf(1)).toBe(0);
    expect(offsetOf(3)).toBe(40);
    const f = { status: 'PENDING' as const, query: 'a', flowIds: [2, 1], ticketTypeIds: [] };
    expect(filterKey(f)).toBe(filterKey({ ...f, flowIds: [1, 2], query: 'a ' }));
    expect(filterKey(f)).not.toBe(filterKey({ ...f, status: 'APPROVED' }));
  });
});
