import { shouldVirtualize, spacerHeights, VIRTUALIZE_ABOVE_ROWS } from './virtual-window';

describe('shouldVirtualize', () => {
  it.each<[number, boolean | undefined, boolean]>([
    [0, undefined, false],
    [20, undefined, false],
    [VIRTUALIZE_ABOVE_ROWS, undefined, false],
    [VIRTUALIZE_ABOVE_ROWS + 1, undefined, true],
    [10_000, undefined, true],
    [20, true, true],
    [10_000, false, false],
  ])('%d rows, virtualized=%s → %s', (rows, virtualized, expected) => {
    expect(shouldVirtualize(rows, virtualized)).toBe(expected);
  });
});

describe('spacerHeights', () => {
  it.each<[{ start: number; end: number } | null, number, { before: number; after: number }]>([
    [null, 0, { before: 0, after: 0 }],
    [{ start: 0, end: 480 }, 48_000, { before: 0, after: 47_520 }],
    [{ start: 9_600, end: 10_560 }, 48_000, { before: 9_600, after: 37_440 }],
    [{ start: 47_040, end: 48_000 }, 48_000, { before: 47_040, after: 0 }],
  ])('range %j of %d px → %j', (range, total, expected) => {
    expect(spacerHeights(range, total)).toEqual(expected);
  });
});
