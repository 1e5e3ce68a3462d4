import { pageCountOf, pageItems, pageRangeText, type PageItem } from './page-range';

const S = 'start-ellipsis';
const E = 'end-ellipsis';

describe('pageItems (sibling count 1)', () => {
  it.each<[page: number, pageCount: number, expected: PageItem[]]>([
    [1, 0, []],
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [1, 5, [1, 2, 3, 4, 5]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, 3, 4, 5, E, 8]],
    [4, 8, [1, 2, 3, 4, 5, E, 8]],
    [5, 8, [1, S, 4, 5, 6, 7, 8]],
    [8, 8, [1, S, 4, 5, 6, 7, 8]],
    [1, 10, [1, 2, 3, 4, 5, E, 10]],
    [3, 10, [1, 2, 3, 4, 5, E, 10]],
    [4, 10, [1, 2, 3, 4, 5, E, 10]],
    [5, 10, [1, S, 4, 5, 6, E, 10]],
    [6, 10, [1, S, 5, 6, 7, E, 10]],
    [7, 10, [1, S, 6, 7, 8, 9, 10]],
    [10, 10, [1, S, 6, 7, 8, 9, 10]],
    [31, 62, [1, S, 30, 31, 32, E, 62]],
    [0, 10, [1, 2, 3, 4, 5, E, 10]],
    [99, 10, [1, S, 6, 7, 8, 9, 10]],
  ])('page %d of %d', (page, pageCount, expected) => {
    expect(pageItems(page, pageCount)).toEqual(expected);
  });

  it.each<[page: number, pageCount: number, expected: PageItem[]]>([
    [1, 20, [1, 2, 3, 4, 5, 6, 7, E, 20]],
    [10, 20, [1, S, 8, 9, 10, 11, 12, E, 20]],
  ])('sibling count 2: page %d of %d', (page, pageCount, expected) => {
    expect(pageItems(page, pageCount, 2)).toEqual(expected);
  });
});

describe('pageRangeText', () => {
  it.each<[page: number, pageSize: number, total: number, expected: string]>([
    [1, 20, 0, '0 of 0'],
    [1, 20, 7, '1–7 of 7'],
    [1, 20, 45, '1–20 of 45'],
    [2, 20, 45, '21–40 of 45'],
    [3, 20, 45, '41–45 of 45'],
    [2, 20, 1234, '21–40 of 1,234'],
    [62, 20, 1234, '1,221–1,234 of 1,234'],
  ])('page %d by %d of %d → %s', (page, pageSize, total, expected) => {
    expect(pageRangeText(page, pageSize, total)).toBe(expected);
  });

  it('names a total that is not exact as told', () => {
    expect(pageRangeText(2, 20, 10_001, '10,000+')).toBe('21–40 of 10,000+');
  });
});

describe('pageCountOf', () => {
  it.each([
    [0, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [1234, 20, 62],
  ])('%d rows by %d → %d pages', (total, pageSize, expected) => {
    expect(pageCountOf(total, pageSize)).toBe(expected);
  });
});
