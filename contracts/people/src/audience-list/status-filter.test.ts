import { attendedFilter } from './status-filter';
import type { AudienceStatusOption } from './schemas';

describe('attendedFilter (spec people §5: null when both or neither are chosen)', () => {
  it.each<[AudienceStatusOption[], boolean | null]>([
    [[], null],
    [['ATTENDED'], true],
    [['NOT_ATTENDED'], false],
    [['ATTENDED', 'NOT_ATTENDED'], null],
    [['NOT_ATTENDED', 'ATTENDED'], null],
    [['ATTENDED', 'ATTENDED'], true],
  ])('%j → %s', (selected, expected) => {
    expect(attendedFilter(selected)).toBe(expected);
  });
});
