/**
 * Long tables render only the rows near the viewport (@tanstack/react-virtual); space before
 * and after them stands in for the rows not rendered, so the scrollbar keeps its true length.
 */
export const VIRTUALIZE_ABOVE_ROWS = 100;

/** An explicit choice wins; otherwise tables longer than VIRTUALIZE_ABOVE_ROWS are virtualized. */
export function shouldVirtualize(rowCount: number, virtualized: boolean | undefined): boolean {
  return virtualized ?? rowCount > VIRTUALIZE_ABOVE_ROWS;
}

export interface RenderedRange {
  /** Offset of the first rendered row, px. */
  start: number;
  /** Offset just after the last rendered row, px. */
  end: number;
}

/** The space (px) before the first and after the last rendered row. */
export function spacerHeights(
  range: RenderedRange | null,
  totalSize: number,
): { before: number; after: number } {
  if (!range) return { before: 0, after: 0 };
  return { before: range.start, after: Math.max(0, totalSize - range.end) };
}
