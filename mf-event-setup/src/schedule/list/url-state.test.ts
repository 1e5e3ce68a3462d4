import type { ScheduleDay } from '@console/event-setup-contract';
import { offsetOf, readUrlState, shownDay, writeUrlState } from './url-state';

const day = (date: string, sessionCount: number): ScheduleDay => ({
  day: date,
  sessionCount,
  inEvent: true,
});

describe('the schedule URL state', () => {
  it('reads the day, the search and the page, with defaults', () => {
    expect(readUrlState(new URLSearchParams('day=2030-01-02&q=ai&page=3'))).toEqual({
      day: '2030-01-02',
      search: 'ai',
      page: 3,
    });
    expect(readUrlState(new URLSearchParams('page=-2'))).toEqual({ day: '', search: '', page: 1 });
    expect(readUrlState(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes a patch, leaving defaults out and other parameters alone', () => {
    const params = new URLSearchParams('other=1&q=ai&page=2');
    expect(writeUrlState(params, { day: '2030-01-03', page: 1 }).toString()).toBe(
      'other=1&q=ai&day=2030-01-03',
    );
    expect(writeUrlState(params, { search: '  ' }).toString()).toBe('other=1&page=2');
  });

  it.each<[string, ScheduleDay[], string, string]>([
    ['the day asked for', [day('2030-01-01', 3), day('2030-01-02', 0)], '2030-01-02', '2030-01-02'],
    [
      'the first day with sessions when the day is unknown',
      [day('2030-01-01', 0), day('2030-01-02', 5)],
      '2031-01-01',
      '2030-01-02',
    ],
    [
      'the first day when none has sessions',
      [day('2030-01-01', 0), day('2030-01-02', 0)],
      '',
      '2030-01-01',
    ],
    ['nothing while the days load', [], '2030-01-01', ''],
  ])('shows %s', (_case, days, wanted, shown) => {
    expect(shownDay(days, wanted)).toBe(shown);
  });

  it('turns a page into an offset', () => {
    expect(offsetOf(1)).toBe(0);
    expect(offsetOf(3)).toBe(200);
  });
});
