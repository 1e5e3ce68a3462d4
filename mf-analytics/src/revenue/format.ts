/** Money and months as the revenue dashboard shows them (en-US, like the rest of the console). */
import { formatNumber } from '@console/shared/ui';

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

const MONTH = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The API's month label 'YYYY-MM' → "Nov 2026"; anything else is shown as is. */
export function formatMonth(label: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(label);
  if (!match) return label;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return label;
  return MONTH.format(new Date(Date.UTC(Number(match[1]), month - 1, 1)));
}
