import {
  columnMinWidth,
  DEFAULT_COLUMN_MIN_WIDTH,
  hiddenColumnIds,
  tableMinWidth,
  widthInPx,
  type ColumnWidth,
  type FittedColumn,
} from './column-widths';

describe('column widths', () => {
  it.each<[ColumnWidth | undefined, string]>([
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

  it.each<[ColumnWidth, number, number]>([
    ['10rem', 16, 160],
    ['6.5rem', 20, 130],
    ['120px', 16, 120],
  ])('%s with a %d px rem is %d px', (width, remPx, px) => {
    expect(widthInPx(width, remPx)).toBe(px);
  });
});

describe('columns that give way in a narrow box', () => {
  // At 16 px a rem: 160 + 128 (the default 8rem) + 128 + 96 + 32 = 544 px in all.
  const columns: FittedColumn[] = [
    { id: 'name', minWidth: '10rem' },
    { id: 'flow', priority: 'low' },
    { id: 'status', minWidth: '8rem' },
    { id: 'date', minWidth: '6rem', priority: 'low' },
    { id: 'actions', minWidth: '32px' },
  ];
  const hidden = (availablePx: number, fixedPx = 0) => [
    ...hiddenColumnIds(columns, availablePx, fixedPx, 16),
  ];

  it.each<[string, number, number, string[]]>([
    ['every column fits', 544, 0, []],
    ['a wider box', 1200, 0, []],
    ['short by a little: the rightmost low one gives way', 530, 0, ['date']],
    ['short by more: both low ones give way', 400, 0, ['date', 'flow']],
    ['the checkboxes count too', 560, 32, ['date']],
    ['no low one is left: the rest scrolls, high ones stay', 100, 0, ['date', 'flow']],
  ])('%s (%d px)', (_case, availablePx, fixedPx, expected) => {
    expect(hidden(availablePx, fixedPx)).toEqual(expected);
  });

  it('never leaves out a column without a priority', () => {
    const high: FittedColumn[] = columns.map(({ id, minWidth }) => ({ id, minWidth }));
    expect(hiddenColumnIds(high, 10, 0, 16).size).toBe(0);
  });
});
