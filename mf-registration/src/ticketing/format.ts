/** How the ticketing pages write counts, prices and windows (dates in the event's time zone). */
import { formatCents, formatDateTimeWithZone, formatNumber } from '@console/shared/ui';
import { TICKETING_WORDS as WORDS } from './words';

/** A limited count, or "Unlimited". */
export const countOrUnlimited = (count: number | null): string =>
  count === null ? WORDS.unlimited : formatNumber(count);

/** "Free", or the price in the currency's major units: "1,234.50". */
export const priceLabel = (cents: number): string =>
  cents === 0 ? WORDS.free : formatCents(cents);

/** A window with either end open: "May 1, 2030, 9:00 AM EDT – Jun 1, 2030, 5:00 PM EDT", "From …", "Until …", "Always". */
export function windowLabel(from: string | null, until: string | null, timeZone: string): string {
  const at = (iso: string) => formatDateTimeWithZone(iso, timeZone);
  if (from !== null && until !== null) return `${at(from)} – ${at(until)}`;
  if (from !== null) return WORDS.from(at(from));
  if (until !== null) return WORDS.until(at(until));
  return WORDS.always;
}
