/**
 * The two messages the embed posts to the console (spec §2.10), built without touching the DOM
 * so the server and the tests use the same code as the browser.
 */
import type { EmbedMessage } from '@console/analytics-contract';
import type { BarPanel, DrillDownMessage, SizeMessage } from '../payload';

/** The contract's largest height; a taller page is reported as this. */
export const MAX_EMBED_HEIGHT = 100_000;

/** A measured height as whole CSS pixels, rounded up so the frame never shows a scroll bar. */
export function embedHeight(measured: number): number {
  if (!Number.isFinite(measured) || measured <= 0) return 0;
  return Math.min(Math.ceil(measured), MAX_EMBED_HEIGHT);
}

export function sizeMessage(measured: number): SizeMessage {
  return { type: 'embedSize', height: embedHeight(measured) };
}

export function drillDownMessage(
  drillDown: NonNullable<BarPanel['drillDown']>,
  category: string,
): DrillDownMessage {
  return {
    type: 'drillDown',
    dashboardId: drillDown.dashboardId,
    filters: { [drillDown.filterKey]: category },
  };
}

/**
 * Reports each measured height as an embedSize message, only when its rounded value changed:
 * a ResizeObserver fires for sub-pixel changes the console does not need to hear about.
 */
export function createSizeReporter(
  post: (message: EmbedMessage) => void,
): (measured: number) => void {
  let lastHeight: number | null = null;
  return (measured) => {
    const message = sizeMessage(measured);
    if (message.height === lastHeight) return;
    lastHeight = message.height;
    post(message);
  };
}
