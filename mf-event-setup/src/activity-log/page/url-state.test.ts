import { ACTIVITY_LOG_LIMITS, ACTIVITY_LOG_MESSAGES } from '@console/activity-log-contract';
import {
  filterProblems,
  filtersOf,
  hasFilters,
  isTooDeep,
  NO_FILTERS,
  offsetOf,
  readUrlState,
  writeUrlState,
} from './url-state';

const FROM = '2030-01-02T05:00:00.000Z';
const TO = '2030-01-03T05:00:00.000Z';

describe('the activity log URL state', () => {
  it('reads the filters and the page, dropping what names nothing the user may choose', () => {
    const params = new URLSearchParams(
      `area=SCHEDULE&person=12&from=${FROM}&to=${TO}&q=vip&page=3`,
    );
    expect(readUrlState(params, ['SCHEDULE', 'EMAILS'])).toEqual({
      area: 'SCHEDULE',
      actorUserId: 12,
      from: FROM,
      to: TO,
      search: 'vip',
      page: 3,
    });
    expect(
      readUrlState(new URLSearchParams('area=SCHEDULE&person=x&from=soon&page=-1'), ['EMAILS']),
    ).toEqual({ area: null, actorUserId: null, from: null, to: null, search: '', page: 1 });
  });

  it('writes a patch, leaving defaults out and other parameters alone', () => {
    const params = new URLSearchParams('other=1&q=vip&page=2');
    expect(writeUrlState(params, { area: 'EMAILS', actorUserId: 4, page: 1 }).toString()).toBe(
      'other=1&q=vip&area=EMAILS&person=4',
    );
    expect(
      writeUrlState(
        new URLSearchParams(`area=EMAILS&from=${FROM}&q=a&page=4`),
        NO_FILTERS,
      ).toString(),
    ).toBe('');
  });

  it('asks for the filters that are set, the search trimmed and cut to its longest', () => {
    const state = readUrlState(new URLSearchParams('q=%20vip%20&person=3'), []);
    expect(filtersOf(state)).toEqual({ actorUserId: 3, search: 'vip' });
    expect(hasFilters(state)).toBe(true);
    expect(hasFilters(readUrlState(new URLSearchParams('page=2&q=%20'), []))).toBe(false);
    const long = readUrlState(new URLSearchParams({ q: 'x'.repeat(500) }), []);
    expect(filtersOf(long).search).toHaveLength(ACTIVITY_LOG_LIMITS.searchLength);
  });

  it("names the contract's refusal of the filters by field", () => {
    expect(filterProblems({ from: FROM, to: TO })).toBeNull();
    expect(filterProblems({ from: TO, to: FROM })).toEqual({
      from: ACTIVITY_LOG_MESSAGES.fromAfterTo,
    });
    expect(filterProblems({ to: '2030-01-02' })).toEqual({ to: ACTIVITY_LOG_MESSAGES.dateTime });
    expect(filterProblems({ actorUserId: 2 ** 31 })?.other).toBeDefined();
  });

  it('pages 20 at a time, down to the deepest offset the API lists', () => {
    expect(offsetOf(1)).toBe(0);
    expect(offsetOf(3)).toBe(40);
    const last = ACTIVITY_LOG_LIMITS.maxOffset / ACTIVITY_LOG_LIMITS.pageSize + 1;
    expect(isTooDeep(last)).toBe(false);
    expect(isTooDeep(last + 1)).toBe(true);
  });
});
