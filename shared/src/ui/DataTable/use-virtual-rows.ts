import type { RefObject } from 'react';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { spacerHeights } from './virtual-window';

const OVERSCAN_ROWS = 10;
/**
 * The viewport height assumed while the scroll container has no layout (jsdom, a hidden tab),
 * so that the first rows still render instead of none.
 */
const VIEWPORT_FALLBACK_PX = 600;

function observeRectWithFallback(
  instance: Virtualizer<HTMLDivElement, Element>,
  onRect: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) =>
    onRect(rect.height > 0 ? rect : { width: rect.width, height: VIEWPORT_FALLBACK_PX }),
  );
}

export interface VirtualRows<T> {
  rows: readonly T[];
  /** Space before the first rendered row, px. */
  before: number;
  /** Space after the last rendered row, px. */
  after: number;
}

/** The rows to render: all of them, or when `enabled` the window around the scroll position. */
export function useVirtualRows<T>(
  rows: readonly T[],
  enabled: boolean,
  scrollRef: RefObject<HTMLDivElement | null>,
  estimatedRowHeight: number,
): VirtualRows<T> {
  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    count: enabled ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedRowHeight,
    overscan: OVERSCAN_ROWS,
    observeElementRect: observeRectWithFallback,
  });
  if (!enabled) return { rows, before: 0, after: 0 };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const range = first && last ? { start: first.start, end: last.end } : null;
  return {
    rows: items.map((item) => rows[item.index]).filter((row): row is T => row !== undefined),
    ...spacerHeights(range, virtualizer.getTotalSize()),
  };
}
