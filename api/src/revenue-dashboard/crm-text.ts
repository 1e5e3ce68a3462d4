/** The longest CRM text kept: a deal's or a stage's name, a currency, a ticket type. */
const MAX_TEXT = 300;

/**
 * CRM text as stored: without NUL (PostgreSQL refuses it), trimmed and bounded; null when nothing
 * is left.
 */
export const clean = (value: string | null | undefined): string | null => {
  const text = value?.replaceAll('\u0000', '').trim().slice(0, MAX_TEXT);
  return text ? text : null;
};
