import { countOrUnlimited, priceLabel, windowLabel } from './format';

describe('the ticketing formats', () => {
  it('writes counts with separators, or Unlimited', () => {
    expect(countOrUnlimited(1200)).toBe('1,200');
    expect(countOrUnlimited(0)).toBe('0');
    expect(countOrUnlimited(null)).toBe('Unlimited');
  });

  it('writes prices in major units, and 0 as Free', () => {
    expect(priceLabel(0)).toBe('Free');
    expect(priceLabel(2550)).toBe('25.50');
    expect(priceLabel(123456)).toBe('1,234.56');
  });

  it.each<[string | null, string | null, string]>([
    [
      '2030-05-01T13:00:00Z',
      '2030-06-01T21:00:00Z',
      'May 1, 2030, 9:00 AM EDT – Jun 1, 2030, 5:00 PM EDT',
    ],
    ['2030-05-01T13:00:00Z', null, 'From May 1, 2030, 9:00 AM EDT'],
    [null, '2030-06-01T21:00:00Z', 'Until Jun 1, 2030, 5:00 PM EDT'],
    [null, null, 'Always'],
  ])('a window %p – %p in the event zone', (from, until, expected) => {
    expect(windowLabel(from, until, 'America/New_York')).toBe(expected);
  });
});
