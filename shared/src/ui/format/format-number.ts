const NUMBER_FORMAT = new Intl.NumberFormat('en-US');

/** A count as the console shows it, with thousands separators: 1234 → "1,234". */
export function formatNumber(value: number): string {
  return NUMBER_FORMAT.format(value);
}

const AMOUNT_FORMAT = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount kept in cents, in its currency's major units with separators: 123456 → "1,234.56". */
export function formatCents(cents: number): string {
  return AMOUNT_FORMAT.format(cents / 100);
}
