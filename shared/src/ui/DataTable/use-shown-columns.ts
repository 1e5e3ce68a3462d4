import { useLayoutEffect, useState, type RefObject } from 'react';
import { hiddenColumnIds, widthInPx, type ColumnWidth, type FittedColumn } from './column-widths';

/**
 * The inner width (px) of an element, kept current as it resizes; null until measured, where it
 * has no layout (hidden), and where sizes cannot be observed (jsdom without a ResizeObserver).
 */
function useBoxWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWidth(element.clientWidth || null);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** What a rem is worth (px): the root font size. */
function remInPx(): number {
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

/**
 * The columns that fit the table's box beside `fixedWidth` (the selection checkboxes): all of
 * them when they fit or before the box is measured, otherwise without low-priority columns, the
 * rightmost first (column-widths.ts).
 */
export function useShownColumns<C extends FittedColumn>(
  columns: readonly C[],
  boxRef: RefObject<HTMLElement | null>,
  fixedWidth: ColumnWidth | null,
): readonly C[] {
  const boxWidth = useBoxWidth(boxRef);
  if (boxWidth === null) return columns;
  const remPx = remInPx();
  const fixedPx = fixedWidth ? widthInPx(fixedWidth, remPx) : 0;
  const hidden = hiddenColumnIds(columns, boxWidth, fixedPx, remPx);
  return hidden.size === 0 ? columns : columns.filter((c) => !hidden.has(c.id));
}
