/**
 * The numbers typed in the forms, as the wire takes them: an empty count is null (unlimited), a
 * price typed in the currency's major units is cents. What is not a number stays NaN, so the
 * contract's schema says what it says of any other wrong number.
 */

/** '' → null; '500' → 500; 'many' → NaN. */
export function countOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

export const countText = (count: number | null): string => (count === null ? '' : String(count));

/**
 * '25' → 2500, '0.29' → 29, '' → 0 (free), '12.345' → 1234.5 (not whole cents: refused by the
 * schema), '12,50' → NaN. The product by 100 is rounded to a millionth, so binary fractions do
 * not turn 0.29 into 28.999999999999996.
 */
export function centsOf(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const major = Number(trimmed);
  return Number.isFinite(major) ? Number((major * 100).toFixed(6)) : Number.NaN;
}

/** 2500 → '25.00': the price as the field shows it. */
export const priceText = (cents: number): string => (cents / 100).toFixed(2);
