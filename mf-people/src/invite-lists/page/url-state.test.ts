import { inviteesQueryOf, isFiltered, readUrlState, writeUrlState } from './url-state';

const params = (query: string) => new URLSearchParams(query);

describe('invite list URL state', () => {
  it.each([
    ['', { search: '', statuses: [], page: 1 }],
    ['q=ada&status=DECLINED&page=3', { search: 'ada', statuses: ['DECLINED'], page: 3 }],
    [
      'status=registered&status=AWAITING_RESPONSE&status=NOPE',
      { search: '', statuses: ['REGISTERED', 'AWAITING_RESPONSE'], page: 1 },
    ],
    ['page=0', { search: '', statuses: [], page: 1 }],
    ['page=-2', { search: '', statuses: [], page: 1 }],
    ['page=2.5', { search: '', statuses: [], page: 1 }],
  ])('reads ?%s', (query, expected) => {
    expect(readUrlState(params(query))).toEqual(expected);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const start = params('keep=1&q=old&page=4&status=DECLINED');
    expect(writeUrlState(start, { search: '', page: 1, statuses: [] }).toString()).toBe('keep=1');
    expect(
      writeUrlState(start, { search: 'ada', statuses: ['REGISTERED', 'DECLINED'] }).toString(),
    ).toBe('keep=1&q=ada&page=4&status=REGISTERED&status=DECLINED');
  });

  it('round-trips a state', () => {
    const state = { search: 'ada', statuses: ['AWAITING_RESPONSE' as const], page: 2 };
    expect(readUrlState(writeUrlState(params(''), state))).toEqual(state);
  });

  it('turns the page number into an offset of 20 a page and drops empty filters', () => {
    expect(inviteesQueryOf({ search: '  ', statuses: [], page: 1 })).toEqual({ offset: 0 });
    expect(inviteesQueryOf({ search: ' ada ', statuses: ['DECLINED'], page: 3 })).toEqual({
      offset: 40,
      search: 'ada',
      statuses: ['DECLINED'],
    });
  });

  it('knows when the list is filtered (for the no-results state)', () => {
    expect(isFiltered({ search: '', statuses: [], page: 2 })).toBe(false);
    expect(isFiltered({ search: 'a', statuses: [], page: 1 })).toBe(true);
    expect(isFiltered({ search: '', statuses: ['REGISTERED'], page: 1 })).toBe(true);
  });
});
