import { formatCurrency, formatMonth } from './format';

describe('formatCurrency', () => {
  it.each([
    [1234567.5, 'USD', '$1,234,567.50'],
    [0, 'USD', '$0.00'],
    [980, 'EUR', '€980.00'],
    [1500, 'JPY', '¥1,500'],
    [1234.5, 'NOPE', '1,234.5 NOPE'],
  ])('%d %s → %s', (amount, currency, expected) => {
    expect(formatCurrency(amount, currency)).toBe(expected);
  });
});

describe('formatMonth', () => {
  it.each([
    ['2026-11', 'Nov 2026'],
    ['2027-01', 'Jan 2027'],
    ['2026-13', '2026-13'],
    ['unknown', 'unknown'],
  ])('%s → %s', (label, expected) => {
    expect(formatMonth(label)).toBe(expected);
  });
});
