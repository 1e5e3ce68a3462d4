import { columnMinWidth, DEFAULT_COLUMN_MIN_WIDTH, tableMinWidth } from './column-widths';

describe('column widths', () => {
  it.each<[string | undefined, string]>([
    [undefined, DEFAULT_COLUMN_MIN_WIDTH],
    ['16rem', '16rem'],
    ['120px', '120px'],
  ])('column min width %s → %s', (given, expected) => {
    expect(columnMinWidth(given)).toBe(expected);
  });

  it.each<[string[], string | undefined]>([
    [[], undefined],
    [['16rem'], '16rem'],
    [['2.75rem', '16rem', '8rem'], 'calc(2.75rem + 16rem + 8rem)'],
  ])('table min width of %j → %s', (widths, expected) => {
    expect(tableMinWidth(widths)).toBe(expected);
  });
});
