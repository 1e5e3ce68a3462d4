const NUMBER_FORMAT = new Intl.NumberFormat('en-US');

/** A count as the console shows it, with thousands separators: 1234 → "1,234". */
export function formatNumber(value: number): string {
  return NUMBER_FORMAT.format(value);
}
