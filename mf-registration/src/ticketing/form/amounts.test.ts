import { centsOf, countOf, countText, priceText } from './amounts';

describe('countOf', () => {
  it.each<[string, number | null]>([
    ['', null],
    ['   ', null],
    ['500', 500],
    [' 12 ', 12],
    ['1.5', 1.5],
  ])('%p → %p', (text, expected) => {
    expect(countOf(text)).toBe(expected);
  });

  it('keeps what is not a number as NaN, for the schema to refuse', () => {
    expect(countOf('many')).toBeNaN();
  });

  it('writes back what it read', () => {
    expect(countText(null)).toBe('');
    expect(countText(500)).toBe('500');
  });
});

describe('centsOf', () => {
  it.each<[string, number]>([
    ['', 0],
    ['0', 0],
    ['25', 2500],
    ['25.5', 2550],
    ['0.29', 29],
    ['1.10', 110],
    ['19.99', 1999],
    ['1000000', 100_000_000],
    ['12.345', 1234.5],
    ['-1', -100],
  ])('%p → %p cents', (text, expected) => {
    expect(centsOf(text)).toBe(expected);
  });

  it.each(['12,50', 'ten', 'Infinity'])('%p is not a price (NaN)', (text) => {
    expect(centsOf(text)).toBeNaN();
  });

  it.each<[number, string]>([
    [0, '0.00'],
    [29, '0.29'],
    [2500, '25.00'],
    [123456, '1234.56'],
  ])('%p cents are shown as %p, and read back the same', (cents, text) => {
    expect(priceText(cents)).toBe(text);
    expect(centsOf(priceText(cents))).toBe(cents);
  });
});
