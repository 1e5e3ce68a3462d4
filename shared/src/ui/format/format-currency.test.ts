import { formatCurrency } from './format-currency';

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
