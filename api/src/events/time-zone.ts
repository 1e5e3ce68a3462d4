/**
 * An event's instants in its time zone. Formatters are kept per zone: building one costs many
 * times what a formatting costs, and a CSV formats a date on every row.
 */

/** A formatter of `options` for any time zone, each zone's built once. */
export function formatterPerZone(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): (timeZone: string) => Intl.DateTimeFormat {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = formats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      formats.set(timeZone, format);
    }
    return format;
  };
}

const dayFormat = formatterPerZone('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day ('YYYY-MM-DD') of an instant in a time zone. */
export const localDay = (instant: Date, timeZone: string): string =>
  dayFormat(timeZone).format(instant);
