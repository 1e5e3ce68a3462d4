/**
 * Money and months as the revenue dashboard shows them (en-US, like the rest of the console); a
 * month is the kit's format ('YYYY-MM' → "Nov 2026", anything else as is).
 */
import { formatNumber } from '@console/shared/ui';

export { formatMonth } from '@console/shared/ui';

const currencyFormats = new Map<string, Intl.NumberFormat | null>();

function currencyFormat(currency: string): Intl.NumberFormat | null {
  if (!currencyFormats.has(currency)) {
    try {
      currencyFormats.set(
        currency,
        new Intl.NumberFormat('en-US', { style: 'currency', currency }),
      );
    } catch {
      currencyFormats.set(currency, null);
    }
  }
  return currencyFormats.get(currency) ?? null;
}

/** 12345.5 USD → "$12,345.50"; a code Intl does not know → "12,345.5 XYZ". */
export function formatCurrency(amount: number, currency: string): string {
  const format = currencyFormat(currency);
  return format ? format.format(amount) : `${formatNumber(amount)} ${currency}`;
}
