/**
 * Column widths of a DataTable. The table is laid out with `table-layout: fixed`: every column
 * gets its minimum width and a share of the space left, and the table never gets narrower than
 * the sum of the minimums (it scrolls sideways instead), so a name or an email is never squeezed
 * into a sliver and broken mid-word.
 */
export const SELECTION_COLUMN_WIDTH = '2.75rem';
export const DEFAULT_COLUMN_MIN_WIDTH = '8rem';

export const columnMinWidth = (minWidth: string | undefined): string =>
  minWidth ?? DEFAULT_COLUMN_MIN_WIDTH;

/** The CSS min-width of a table whose columns have these minimum widths. */
export function tableMinWidth(widths: readonly string[]): string | undefined {
  if (widths.length === 0) return undefined;
  if (widths.length === 1) return widths[0];
  return `calc(${widths.join(' + ')})`;
}
