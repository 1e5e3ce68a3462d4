import { reopenedSalesEnd, salesEndIsPast } from './reopen-sales';

const now = new Date('2030-05-01T12:34:56.789Z');

describe('reopenedSalesEnd', () => {
  it('is a week from now, on the minute', () => {
    expect(reopenedSalesEnd(now)).toBe('2030-05-08T12:34:00.000Z');
  });
});

describe('salesEndIsPast', () => {
  it.each<[string, string | null, boolean]>([
    ['open-ended', null, false],
    ['ended a second ago', '2030-05-01T12:34:55.789Z', true],
    ['ends later', '2030-05-08T12:34:00.000Z', false],
  ])('%s', (_case, end, expected) => {
    expect(salesEndIsPast(end, now)).toBe(expected);
  });
});
