/**
 * An amount in a currency's major units as the console shows it (en-US): 12345.5 USD →
 * "$12,345.50". A code Intl does not know is written after the number: "12,345.5 XYZ".
 */
import { formatNumber } from './format-number';

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

export function formatCurrency(amount: number, currency: string): string {
  const format = currencyFormat(currency);
  return format ? format.format(amount) : `${formatNumber(amount)} ${currency}`;
}
