import { formatCents, formatNumber } from './format-number';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [1234, '1,234'],
    [1234567, '1,234,567'],
    [-4500, '-4,500'],
  ])('%d → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});

describe('formatCents', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [29, '0.29'],
    [2500, '25.00'],
    [123456, '1,234.56'],
    [100_000_000, '1,000,000.00'],
  ])('%d cents → %s', (cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });
});
