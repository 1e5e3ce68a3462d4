/**
 * Column widths of a DataTable. The table is laid out with `table-layout: fixed`: every column
 * gets its minimum width and a share of the space left, and the table never gets narrower than
 * the sum of the minimums, so a name or an email is never squeezed into a sliver and broken
 * mid-word. When the sum is wider than the table's box, the low-priority columns give way first
 * (the rightmost first); what still does not fit scrolls sideways, the row actions stuck to the
 * right edge.
 */
export const SELECTION_COLUMN_WIDTH = '2.75rem';
export const DEFAULT_COLUMN_MIN_WIDTH = '8rem';

/** A column's minimum width: rem (it follows the user's font size) or px. */
export type ColumnWidth = `${number}rem` | `${number}px`;

/** 'low': left out when the table's box is too narrow for every column; 'high' (default) stays. */
export type ColumnPriority = 'high' | 'low';

export const columnMinWidth = (minWidth: ColumnWidth | undefined): ColumnWidth =>
  minWidth ?? DEFAULT_COLUMN_MIN_WIDTH;

/** The CSS min-width of a table whose columns have these minimum widths. */
export function tableMinWidth(widths: readonly string[]): string | undefined {
  if (widths.length === 0) return undefined;
  if (widths.length === 1) return widths[0];
  return `calc(${widths.join(' + ')})`;
}

/** A width in px, a rem being `remPx` (the root font size). */
export function widthInPx(width: ColumnWidth, remPx: number): number {
  const value = parseFloat(width);
  return width.endsWith('rem') ? value * remPx : value;
}

export interface FittedColumn {
  id: string;
  minWidth?: ColumnWidth;
  priority?: ColumnPriority;
}

/**
 * The ids of the columns to leave out so that the rest fit `availablePx` beside `fixedPx` (the
 * selection checkboxes): none when every column fits; otherwise low-priority columns, the
 * rightmost first, until the rest fit or no low-priority column is left.
 */
export function hiddenColumnIds(
  columns: readonly FittedColumn[],
  availablePx: number,
  fixedPx: number,
  remPx: number,
): ReadonlySet<string> {
  const hidden = new Set<string>();
  let needed =
    fixedPx + columns.reduce((sum, c) => sum + widthInPx(columnMinWidth(c.minWidth), remPx), 0);
  for (const column of [...columns].reverse()) {
    if (needed <= availablePx) break;
    if (column.priority !== 'low') continue;
    hidden.add(column.id);
    needed -= widthInPx(columnMinWidth(column.minWidth), remPx);
  }
  return hidden;
}
