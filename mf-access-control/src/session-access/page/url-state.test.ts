import { readUrlState, writeUrlState } from './url-state';

describe('session access URL state', () => {
  it('reads the tab, search and filters, defaulting to the All tab', () => {
    expect(
      readUrlState(new URLSearchParams('tab=restricted&q=ai&tags=A&tags=B&days=2030-01-01')),
    ).toEqual({
      tab: 'RESTRICTED',
      query: 'ai',
      tags: ['A', 'B'],
      formats: [],
      days: ['2030-01-01'],
    });
    expect(readUrlState(new URLSearchParams('tab=nonsense')).tab).toBe('ALL');
  });

  it('leaves the All tab and empty values out, and keeps what the patch does not name', () => {
    const start = new URLSearchParams('tab=accessible&q=ai&tags=A&other=1');
    const next = writeUrlState(start, { tab: 'ALL', query: ' ', formats: ['VIRTUAL'] });
    expect(next.toString()).toBe('tags=A&other=1&formats=VIRTUAL');
    expect(writeUrlState(next, { tags: [] }).toString()).toBe('other=1&formats=VIRTUAL');
  });
});
